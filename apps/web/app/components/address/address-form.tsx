import type { AddressInput, SavedAddress } from '@vitrine/contracts/address';
import type { AddressField, AddressType } from '@vitrine/contracts/address-rules';
import type { CountryAddressFields, CountryOption } from '@vitrine/contracts/settings';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
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
  changeCountry,
  fieldsForType,
  initialAddressForm,
  inputFields,
  placeServerErrors,
  stateField,
  validateAddressForm,
} from './address-rules';
import { useAddressFields } from './use-address-fields';
import './address-form.css';

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
}: AddressFormProps<T>) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<AddressFormValues>(() => {
    const start = initialAddressForm(address, { countryId: defaultCountryId, type: fixedType });
    return initialValues && !address ? { ...start, state_id: initialValues.state_id ?? '', values: { ...initialValues } } : start;
  });
  const [errors, setErrors] = useState<AddressErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldsState = useAddressFields(addressFields, form.country_id);
  const book = fieldsState.status === 'ready' ? fieldsState.book : undefined;
  const fields: AddressField[] = fieldsForType(book, form.address_type);
  const country = countries.find((c) => c.id === form.country_id);
  const state = stateField(fields);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  // The form replaces what was on screen: move focus to its title.
  const focusTitle = useRef(focusOnMount);
  useEffect(() => {
    if (focusTitle.current) heading.current?.focus();
  }, []);

  const update = (change: Partial<AddressFormValues>) => setForm((f) => ({ ...f, ...change }));
  const setValue = (column: string, value: string) => setForm((f) => ({ ...f, values: { ...f.values, [column]: value } }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !book) return;
    const invalid = validateAddressForm(form, fields, country, validation);
    setErrors(invalid);
    setMessage(null);
    if (Object.keys(invalid).length) return focusError(formRef.current, invalid);
    setBusy(true);
    const result = await save(addressInput({ ...form, is_default: showDefault ? form.is_default : false }, fields));
    setBusy(false);
    if (result.ok) {
      onSaved(result.data, result.message);
      return;
    }
    const placed = placeServerErrors(result.failure.fieldErrors, fields);
    setErrors(placed.errors);
    setMessage(placed.message ?? (Object.keys(placed.errors).length ? null : result.failure.message));
    focusError(formRef.current, placed.errors);
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
            onChange={(id) => setForm((f) => changeCountry(f, id))}
          />
          {fieldsState.status === 'ready'
            ? inputFields(fields).map((field) => (
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
