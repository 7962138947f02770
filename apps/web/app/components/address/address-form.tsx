import type { AddressInput, SavedAddress } from '@vitrine/contracts/address';
import type { AddressField, AddressType } from '@vitrine/contracts/address-rules';
import type { CountryAddressFields, CountryOption } from '@vitrine/contracts/settings';
import { type FormEvent, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import type { ApiResult } from '../../lib/api-result';
import { Button } from '../ui/button';
import { FormMessage } from '../ui/text-field';
import { AddressInput as AddressInputField, SelectField } from './address-field';
import {
  type AddressErrors,
  type AddressFormValues,
  type AddressValidationOptions,
  addressInput,
  availableTypes,
  COUNTRY_COLUMN,
  changeCountry,
  fieldsForType,
  initialAddressForm,
  inputFields,
  phoneField,
  placeServerErrors,
  refreshErrors,
  STATE_COLUMN,
  stateField,
  validateAddressForm,
} from './address-rules';
import { useAddressFields } from './use-address-fields';
import './address-form.css';

/** What a page with its own submit (the checkout's Continue) may ask of the form. */
export interface AddressFormHandle<T> {
  /** Runs the rules on what is typed and shows every error; true when the form may be sent. */
  validate: () => boolean;
  /** Checks and saves as the form's own button does: the saved answer, or null (the errors show). */
  submit: () => Promise<T | null>;
  /** Whether this form's field list requires the phone the page supplies (sharedPhone). */
  needsSharedPhone: () => boolean;
}

export interface AddressFormProps<T> {
  /** null: a new address. */
  address: SavedAddress | null;
  countries: readonly CountryOption[];
  addressFields: readonly CountryAddressFields[];
  defaultCountryId: string;
  /** Sends the body; a failure's field errors land on their fields, the rest is one message. */
  save: (body: AddressInput) => Promise<ApiResult<T>>;
  onSaved: (saved: T, message: string) => void;
  /** Without it there is no Cancel (the form is all there is to show). */
  onCancel?: () => void;
  /** Heading; by default 'Edit Address' or 'Add Address' (spec §2 titles). */
  title?: string;
  /** The submit button's label. */
  submitLabel?: string;
  /** A fixed address type hides the type choice (the checkout's shipping and billing forms). */
  fixedType?: AddressType;
  /** The 'Set as default address' option (an address book entry only). */
  showDefault?: boolean;
  /** The heading level under the surrounding section. */
  headingLevel?: 2 | 3;
  /** Values to start a new address from (a guest's cart address). */
  initialValues?: Record<string, string>;
  validation?: AddressValidationOptions;
  className?: string;
  /** Focus the title on mount (the form replaced what was on screen); off when it is there from the start. */
  focusOnMount?: boolean;
  /** For a page that submits the form itself. */
  handleRef?: Ref<AddressFormHandle<T>>;
  /**
   * The phone, when the page asks it once elsewhere (the checkout's contact phone): the list's
   * phone field is not shown and takes this value; the page checks it.
   */
  sharedPhone?: string;
  /** The page's own check, run with the form's submit button (false: the page shows and focuses its errors). */
  checkPage?: () => boolean;
}

/**
 * Add / edit an address (spec §2 titles 'Add Address', 'Edit Address'): type, country, then the
 * country's fields for that type with their required rules, the state, and the default flag.
 * Where it is saved (the address book, the cart) is the caller's `save`.
 */
export function AddressForm<T>({
  address,
  countries,
  addressFields,
  defaultCountryId,
  save,
  onSaved,
  onCancel,
  title,
  submitLabel = 'Save address',
  fixedType,
  showDefault = true,
  headingLevel = 2,
  initialValues,
  validation,
  className,
  focusOnMount = true,
  handleRef,
  sharedPhone,
  checkPage,
}: AddressFormProps<T>) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<AddressFormValues>(() => {
    const start = initialAddressForm(address, { countryId: defaultCountryId, type: fixedType });
    return initialValues && !address ? { ...start, state_id: initialValues.state_id ?? '', values: { ...initialValues } } : start;
  });
  const [errors, setErrors] = useState<AddressErrors>({});
  // After the first check, a change re-checks the fields it touched (a fixed field's error goes at once).
  const [checked, setChecked] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldsState = useAddressFields(addressFields, form.country_id);
  const book = fieldsState.status === 'ready' ? fieldsState.book : undefined;
  const fields: AddressField[] = fieldsForType(book, form.address_type);
  const country = countries.find((c) => c.id === form.country_id);
  const state = stateField(fields);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const shared = sharedPhone !== undefined ? phoneField(fields) : null;
  const shownFields = shared ? fields.filter((f) => f.column_name !== shared.column_name) : fields;
  const rules = { ...validation, skip: shared ? [shared.column_name] : [] };
  const check = (values: AddressFormValues) =>
    validateAddressForm(
      values,
      fields,
      countries.find((c) => c.id === values.country_id),
      rules,
    );

  // The form replaces what was on screen: move focus to its title.
  const focusTitle = useRef(focusOnMount);
  useEffect(() => {
    if (focusTitle.current) heading.current?.focus();
  }, []);

  const change = (next: AddressFormValues, columns: string[]) => {
    setForm(next);
    if (checked) setErrors((shown) => refreshErrors(shown, check(next), columns));
  };
  const update = (values: Partial<AddressFormValues>) => change({ ...form, ...values }, Object.keys(values));
  const setValue = (column: string, value: string) => change({ ...form, values: { ...form.values, [column]: value } }, [column]);

  const validate = (): boolean => {
    const invalid = check(form);
    setErrors(invalid);
    setChecked(true);
    setMessage(null);
    return Boolean(book) && Object.keys(invalid).length === 0;
  };

  /** Sends what is typed (already checked); the server's field errors land on their fields. */
  const send = async (): Promise<T | null> => {
    if (busy || !book) return null;
    const values = shared ? { ...form.values, [shared.column_name]: sharedPhone ?? '' } : form.values;
    setBusy(true);
    const result = await save(addressInput({ ...form, values, is_default: showDefault ? form.is_default : false }, fields));
    setBusy(false);
    if (result.ok) {
      onSaved(result.data, result.message);
      return result.data;
    }
    const placed = placeServerErrors(result.failure.fieldErrors, shownFields);
    setErrors(placed.errors);
    setMessage(placed.message ?? (Object.keys(placed.errors).length ? null : result.failure.message));
    focusError(formRef.current, placed.errors);
    return null;
  };

  useImperativeHandle(handleRef, () => ({
    validate,
    submit: () => (validate() ? send() : Promise.resolve(null)),
    needsSharedPhone: () => Boolean(shared?.is_required),
  }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !book) return;
    // The page's fields first: they come first on the page, so its check takes the focus.
    const pageOk = checkPage?.() ?? true;
    if (!validate()) {
      if (pageOk) focusError(formRef.current, check(form));
      return;
    }
    if (pageOk) await send();
  };

  return (
    <section className={['address-form', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1} className="address-form__title">
        {title ?? (address ? 'Edit Address' : 'Add Address')}
      </Heading>
      <form ref={formRef} className="address-form__form" noValidate onSubmit={onSubmit} aria-busy={busy || fieldsState.status === 'loading'}>
        {fixedType ? null : (
          <fieldset className="address-form__fieldset">
            <legend className="auth-field__label">Address type</legend>
            <div className="address-form__radios">
              {availableTypes(book).map((type: AddressType) => (
                <label key={type} className="address-form__choice">
                  <input type="radio" name="address_type" value={type} checked={form.address_type === type} onChange={() => update({ address_type: type })} />
                  {type}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className="address-form__grid">
          <SelectField
            label="Country"
            name="country_id"
            required
            value={form.country_id}
            // A shipping address goes where the shop ships (the one already chosen stays, to be changed).
            options={form.address_type === 'Shipping' ? countries.filter((c) => c.ships_to || c.id === form.country_id) : countries}
            placeholder="Select a country"
            autoComplete="country"
            error={errors.country_id}
            onChange={(id) => change(changeCountry(form, id), [COUNTRY_COLUMN, STATE_COLUMN])}
          />
          {fieldsState.status === 'ready'
            ? inputFields(shownFields).map((field) => (
                <AddressInputField
                  key={field.column_name}
                  field={field}
                  value={form.values[field.column_name] ?? ''}
                  error={errors[field.column_name]}
                  onChange={(value) => setValue(field.column_name, value)}
                />
              ))
            : null}
          {state && country && country.states.length > 0 ? (
            <SelectField
              label={state.label || 'State'}
              name="state_id"
              required={state.is_required}
              value={form.state_id}
              options={country.states}
              placeholder="Select a state"
              autoComplete="address-level1"
              error={errors.state_id}
              onChange={(id) => update({ state_id: id })}
            />
          ) : null}
        </div>
        <p className="address-form__muted" role="status">
          {fieldsState.status === 'loading' ? 'Loading the address fields…' : ''}
        </p>
        {fieldsState.status === 'error' ? <FormMessage message={fieldsState.message} /> : null}
        {showDefault ? (
          <label className="address-form__choice">
            <input type="checkbox" name="is_default" checked={form.is_default} onChange={(event) => update({ is_default: event.target.checked })} />
            Set as default address
          </label>
        ) : null}
        <FormMessage message={message} />
        <div className="address-form__actions">
          <Button type="submit" variant="primary" aria-disabled={busy || !book || undefined} data-loading={busy || undefined}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** Focus the first field with an error, in the form's order, so its label and message are read. */
function focusError(form: HTMLFormElement | null, errors: AddressErrors): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
