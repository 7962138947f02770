import { mapEmbedUrl } from '@vitrine/contracts/map-embed';
import type { MapSectionData } from '@vitrine/contracts/sections';
import { useId } from 'react';
import { useRootData } from '../lib/root-data';
import type { SectionProps } from './section-props';
import '../styles/sections.css';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** tel: target: the country's code is added unless the number has one. */
const telHref = (phone: string, mobileCode: string) => {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `${mobileCode.replace(/[^\d+]/g, '')}${digits}`}`;
};

/**
 * The store's map (setting google_embed_url, spec §3) in a lazy iframe with a title, beside the
 * store's contact details from settings. Without a usable map address only the details show.
 */
export function MapSection({ data }: SectionProps<MapSectionData>) {
  const root = useRootData();
  const headingId = useId();
  if (!root) return null;
  const { settings, storefront } = root.initialValues;
  const map = mapEmbedUrl(settings.google_embed_url);
  const storeName = text(settings.store_name) || storefront.name;
  const details = data?.show_contact_details ? contactDetails(settings) : [];
  if (!map && details.length === 0) return null;
  const mobileCode = storefront.channel.country.mobile_code;
  return (
    <section className="map-section" aria-labelledby={data?.heading ? headingId : undefined} aria-label={data?.heading ? undefined : `Find ${storeName}`}>
      {data?.heading ? (
        <h2 id={headingId} className="section-heading">
          {data.heading}
        </h2>
      ) : null}
      <div className="map-section__body">
        {details.length > 0 ? (
          <address className="map-section__details">
            <p className="map-section__name">{storeName}</p>
            <dl>
              {details.map((d) => (
                <div key={d.label} className="map-section__detail">
                  <dt>{d.label}</dt>
                  <dd>
                    {d.kind === 'email' ? (
                      <a href={`mailto:${d.value}`}>{d.value}</a>
                    ) : d.kind === 'phone' ? (
                      <a href={telHref(d.value, mobileCode)}>{d.value}</a>
                    ) : (
                      d.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </address>
        ) : null}
        {map ? (
          <div className="map-section__map">
            <iframe
              src={map}
              title={`Map: ${storeName}`}
              loading="lazy"
              width="600"
              height="400"
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

interface Detail {
  label: string;
  value: string;
  kind: 'text' | 'email' | 'phone';
}

/** The store's address, phone and email, then customer care's when that is on (spec §3 settings). */
function contactDetails(settings: Record<string, unknown>): Detail[] {
  const care = settings.enable_customer_care === true;
  const all: Detail[] = [
    { label: 'Address', value: text(settings.store_address), kind: 'text' },
    { label: 'Phone', value: text(settings.store_phone), kind: 'phone' },
    { label: 'Email', value: text(settings.store_email), kind: 'email' },
    { label: 'Customer care', value: care ? text(settings.customer_care_email) : '', kind: 'email' },
    { label: 'Customer care phone', value: care ? text(settings.customer_care_phone) : '', kind: 'phone' },
    { label: 'Hours and visits', value: care ? text(settings.customer_care_address) : '', kind: 'text' },
  ];
  return all.filter((d) => d.value);
}
