import type { AddressSaved, SavedAddress } from '@vitrine/contracts/address';
import type { AddressType } from '@vitrine/contracts/address-rules';
import type { CountryAddressFields, CountryOption } from '@vitrine/contracts/settings';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/text-field';
import { useToast } from '../../components/ui/toast';
import { accountActions } from './account-browser-api';
import { AddressInput, SelectField } from './address-field';
import {
  type AddressErrors,
  type AddressFormValues,
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

interface AddressFormProps {
  /** null: a new address. */
  address: SavedAddress | null;
  countries: readonly CountryOption[];
  addressFields: readonly CountryAddressFields[];
  defaultCountryId: string;
  onSaved: (saved: AddressSaved) => void;
  onCancel: () => void;
}

/**
 * Add / edit an address (spec §2 titles 'Add Address', 'Edit Address'): type, country, then the
 * country's fields for that type with their required rules, the state, and the default flag.
 */
export function AddressForm({ address, countries, addressFields, defaultCountryId, onSaved, onCancel }: AddressFormProps) {
  const toast = useToast();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<AddressFormValues>(() => initialAddressForm(address, { countryId: defaultCountryId }));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldsState = useAddressFields(addressFields, form.country_id);
  const book = fieldsState.status === 'ready' ? fieldsState.book : undefined;
  const fields = fieldsForType(book, form.address_type);
  const country = countries.find((c) => c.id === form.country_id);
  const state = stateField(fields);

  // The form replaces the list's place on screen: move focus to its title.
  useEffect(() => heading.current?.focus(), []);

  const update = (change: Partial<AddressFormValues>) => setForm((f) => ({ ...f, ...change }));
  const setValue = (column: string, value: string) => setForm((f) => ({ ...f, values: { ...f.values, [column]: value } }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !book) return;
    const invalid = validateAddressForm(form, fields, country);
    setErrors(invalid);
    setMessage(null);
    if (Object.keys(invalid).length) return focusError(formRef.current, invalid);
    setBusy(true);
    const body = addressInput(form, fields);
    const result = address ? await accountActions.updateAddress(address.id, body) : await accountActions.addAddress(body);
    setBusy(false);
    if (result.ok) {
      toast.success(result.message || 'Address saved');
      onSaved(result.data);
      return;
    }
    const placed = placeServerErrors(result.failure.fieldErrors, fields);
    setErrors(placed.errors);
    setMessage(placed.message ?? (Object.keys(placed.errors).length ? null : result.failure.message));
    focusError(formRef.current, placed.errors);
  };

  return (
    <section className="account-section address-form" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="account-section__title">
        {address ? 'Edit Address' : 'Add Address'}
      </h2>
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit} aria-busy={busy || fieldsState.status === 'loading'}>
        <fieldset className="account-fieldset">
          <legend className="auth-field__label">Address type</legend>
          <div className="account-radios">
            {availableTypes(book).map((type: AddressType) => (
              <label key={type} className="account-radio">
                <input type="radio" name="address_type" value={type} checked={form.address_type === type} onChange={() => update({ address_type: type })} />
                {type}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="account-form__grid">
          <SelectField
            label="Country"
            name="country_id"
            required
            value={form.country_id}
            options={countries}
            placeholder="Select a country"
            autoComplete="country"
            error={errors.country_id}
            onChange={(id) => setForm((f) => changeCountry(f, id))}
          />
          {fieldsState.status === 'ready'
            ? inputFields(fields).map((field) => (
                <AddressInput
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
        <p className="account-muted" role="status">
          {fieldsState.status === 'loading' ? 'Loading the address fields…' : ''}
        </p>
        {fieldsState.status === 'error' ? <FormMessage message={fieldsState.message} /> : null}
        <label className="account-checkbox">
          <input type="checkbox" name="is_default" checked={form.is_default} onChange={(event) => update({ is_default: event.target.checked })} />
          Set as default address
        </label>
        <FormMessage message={message} />
        <div className="account-form__actions">
          <Button type="submit" variant="primary" aria-disabled={busy || !book || undefined}>
            Save address
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
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
