import { MailIcon, PhoneIcon, PinIcon } from './icons';

/** tel: target for the store phone: the country's code is added unless the number has one. */
export function telHref(phone: string, mobileCode: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  return `tel:${mobileCode.replace(/[^\d+]/g, '')}${digits}`;
}

/** Store contact details from settings (store_address, store_phone, store_email); empty ones are left out. */
export function FooterContact({ phone, email, address, mobileCode }: { phone: string; email: string; address: string; mobileCode: string }) {
  if (!phone && !email && !address) return null;
  return (
    <address className="footer__contact">
      {address ? (
        <p className="footer__contact-line">
          <PinIcon />
          <span>{address}</span>
        </p>
      ) : null}
      {phone ? (
        <p className="footer__contact-line">
          <PhoneIcon />
          <a href={telHref(phone, mobileCode)}>{phone}</a>
        </p>
      ) : null}
      {email ? (
        <p className="footer__contact-line">
          <MailIcon />
          <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : null}
    </address>
  );
}
