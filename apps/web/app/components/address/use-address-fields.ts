import type { CountryAddressFields } from '@vitrine/contracts/settings';
import { useEffect, useRef, useState } from 'react';
import { runCall } from '../../lib/api-result';
import { browserApi } from '../../lib/browser-api';

export type AddressFieldsState = { status: 'ready'; book: CountryAddressFields } | { status: 'loading' } | { status: 'error'; message: string };

/**
 * The dynamic fields of a country: those the loader brought (the store's country and the
 * countries of saved addresses) at once, any other fetched on first choice and kept.
 */
export function useAddressFields(initial: readonly CountryAddressFields[], countryId: string): AddressFieldsState {
  const cache = useRef(new Map(initial.map((book) => [book.country.id, book])));
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState<{ countryId: string; message: string } | null>(null);

  useEffect(() => {
    if (!countryId || cache.current.has(countryId)) return;
    let current = true;
    setFailed(null);
    runCall(() => browserApi().getAddressFields(countryId)).then((result) => {
      if (!current) return;
      if (result.ok) {
        cache.current.set(countryId, result.data);
        setVersion((v) => v + 1);
      } else {
        setFailed({ countryId, message: result.failure.message });
      }
    });
    return () => {
      current = false;
    };
  }, [countryId]);

  const book = cache.current.get(countryId);
  if (book) return { status: 'ready', book };
  if (failed?.countryId === countryId) return { status: 'error', message: failed.message };
  return { status: 'loading' };
}
