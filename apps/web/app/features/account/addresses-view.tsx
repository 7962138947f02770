import type { AddressSaved, SavedAddress } from '@vitrine/contracts/address';
import type { CountryAddressFields, CountryOption } from '@vitrine/contracts/settings';
import { useEffect, useId, useRef, useState } from 'react';
import { AddressForm } from '../../components/address/address-form';
import { addressLines, fieldsForType, sortAddresses } from '../../components/address/address-rules';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { accountActions } from './account-browser-api';
import { AccountLayout } from './account-layout';

interface AddressesViewProps {
  addresses: SavedAddress[];
  countries: CountryOption[];
  /** The store's country first. */
  addressFields: CountryAddressFields[];
}

type Editing = { mode: 'add' } | { mode: 'edit'; address: SavedAddress } | null;

/** spec §2 Addresses: the saved addresses (defaults first, badged), add and edit. */
export function AddressesView({ addresses: loaded, countries, addressFields }: AddressesViewProps) {
  const [addresses, setAddresses] = useState(loaded);
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const toast = useToast();
  const defaultCountryId = addressFields[0]?.country.id ?? countries[0]?.id ?? '';

  // A fresh loader answer (navigation back here) replaces the local copy.
  useEffect(() => setAddresses(loaded), [loaded]);
  useEffect(() => {
    if (editing === null && returnFocus.current) {
      returnFocus.current = false;
      addButton.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(null);
  };
  const onSaved = (saved: AddressSaved, message: string) => {
    toast.success(message || 'Address saved');
    // spec §7: on success the local copy is replaced by the answer's list.
    setAddresses(saved.addresses);
    close();
  };

  return (
    <AccountLayout
      title="Addresses"
      intro="Save addresses for a hassle-free checkout"
      actions={
        editing ? null : (
          <Button ref={addButton} type="button" variant="primary" onClick={() => setEditing({ mode: 'add' })}>
            Add address
          </Button>
        )
      }
    >
      {editing ? (
        <AddressForm
          key={editing.mode === 'edit' ? editing.address.id : 'new'}
          address={editing.mode === 'edit' ? editing.address : null}
          countries={countries}
          addressFields={addressFields}
          defaultCountryId={defaultCountryId}
          className="account-section"
          save={(body) => (editing.mode === 'edit' ? accountActions.updateAddress(editing.address.id, body) : accountActions.addAddress(body))}
          onSaved={onSaved}
          onCancel={close}
        />
      ) : addresses.length === 0 ? (
        <div className="account-empty">
          <p>You have no saved addresses yet. Add one now and checkout will fill it in for you.</p>
        </div>
      ) : (
        <ul className="address-list">
          {sortAddresses(addresses).map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                book={addressFields.find((b) => b.country.id === address.country_id)}
                onEdit={() => setEditing({ mode: 'edit', address })}
              />
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}

function AddressCard({ address, book, onEdit }: { address: SavedAddress; book: CountryAddressFields | undefined; onEdit: () => void }) {
  const nameId = useId();
  const { name, lines, phone } = addressLines(address, fieldsForType(book, address.address_type));
  const isDefault = Boolean(address.is_default || address.default);
  return (
    <article className="address-card" aria-labelledby={nameId}>
      <div className="address-card__badges">
        <span className="account-badge">{address.address_type}</span>
        {isDefault ? <span className="account-badge account-badge--success">Default</span> : null}
      </div>
      <h2 id={nameId} className="address-card__name">
        {name || `${address.address_type} address`}
      </h2>
      <address className="address-card__lines">
        {[...new Set(lines)].map((line) => (
          <span key={line}>{line}</span>
        ))}
        {phone ? <span>Phone: {phone}</span> : null}
      </address>
      <Button type="button" variant="outline" className="address-card__edit" aria-describedby={nameId} onClick={onEdit}>
        Edit
      </Button>
    </article>
  );
}
