import type { CountryOption } from '@vitrine/contracts/settings';
import { addressText } from './checkout-address';

/** An address as a shopper reads it: name, lines, region, phone. */
export function AddressText({ id, address, countries }: { id?: string; address: Record<string, unknown>; countries: readonly CountryOption[] }) {
  const { name, lines, phone } = addressText(address, countries);
  return (
    <address id={id} className="checkout-address">
      {name ? <strong>{name}</strong> : null}
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {phone ? <span>Phone: {phone}</span> : null}
    </address>
  );
}
