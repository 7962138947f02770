import type { Menu } from '@vitrine/contracts/content';
import type { FooterData } from '@vitrine/contracts/sections';
import type { Storefront } from '@vitrine/contracts/storefront';
import { Link } from 'react-router';
import { openCookiePreferences } from '../lib/consent-store';
import { EMAIL_SUBSCRIPTION_PLUGIN, SubscriptionForm } from '../sections/forms/subscription-form';
import type { ResolvedSection } from '../sections/resolve-sections.server';
import { FooterContact } from './footer-contact';
import { MenuLink } from './menu-link';
import { SocialIcon } from './social-icons';
import { socialLinksFrom } from './social-links';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Footer: store details and social links, the template's menu columns, legal links. */
export function Footer({
  storefront,
  footer,
  settings,
  plugins = [],
}: {
  storefront: Storefront;
  footer: ResolvedSection | null;
  settings: Record<string, unknown>;
  plugins?: { module_name: string }[];
}) {
  const data = footer?.component_data as FooterData | undefined;
  const menus = (footer?.resolved as (Menu | null)[] | undefined) ?? [];
  const storeName = text(settings.store_name) || storefront.name;
  const social = data?.show_social === false ? [] : socialLinksFrom(settings);
  const legal = [
    { slug: storefront.termsandconditions_page?.slug, label: 'Terms & Conditions' },
    { slug: storefront.privacypolicy_page?.slug, label: 'Privacy Policy' },
  ].filter((l): l is { slug: string; label: string } => Boolean(l.slug));

  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <h2 className="footer__heading">{storeName}</h2>
          {data?.text ? <p className="footer__text">{data.text}</p> : null}
          <FooterContact
            phone={text(settings.store_phone)}
            email={text(settings.store_email)}
            address={text(settings.store_address)}
            mobileCode={storefront.channel.country.mobile_code}
          />
          {social.length > 0 ? (
            <ul className="footer__social" aria-label="Follow us">
              {social.map((link) => (
                <li key={link.network}>
                  <a href={link.url} className="footer__social-link" aria-label={link.name} rel="noopener noreferrer">
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {(data?.columns ?? []).map((column, i) => {
          const items = menus[i]?.items ?? [];
          if (items.length === 0) return null;
          return (
            <nav key={column.heading + column.menu} aria-label={column.heading} className="footer__column">
              <h2 className="footer__heading">{column.heading}</h2>
              <ul className="footer__links">
                {items.map((item) => (
                  <li key={item.url + item.label}>
                    <MenuLink item={item} className="footer__link" />
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
        {plugins.some((p) => p.module_name === EMAIL_SUBSCRIPTION_PLUGIN) ? <FooterSubscription /> : null}
      </div>
      <FooterBottom storeName={storeName} legal={legal} cookiePreferences={storefront.is_cookie_warning_enabled} />
    </footer>
  );
}

/** The emailSubscription plugin's form; without its script it posts to /email-subscription. */
function FooterSubscription() {
  return (
    <div className="footer__subscribe">
      <h2 id="footer-subscribe-heading" className="footer__heading">
        Newsletter
      </h2>
      <SubscriptionForm labelledBy="footer-subscribe-heading" className="footer__subscribe-form" action="/email-subscription" />
    </div>
  );
}

function FooterBottom({ storeName, legal, cookiePreferences }: { storeName: string; legal: { slug: string; label: string }[]; cookiePreferences: boolean }) {
  return (
    <div className="footer__bottom">
      <div className="container footer__bottom-inner">
        <p className="footer__copyright">
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {storeName}
        </p>
        {legal.length > 0 || cookiePreferences ? (
          <ul className="footer__legal" aria-label="Legal">
            {legal.map((l) => (
              <li key={l.slug}>
                <Link to={`/${l.slug}`} className="footer__link">
                  {l.label}
                </Link>
              </li>
            ))}
            {/* spec §2: reopens the cookie preferences dialog (features/consent) at any time. */}
            {cookiePreferences ? (
              <li>
                <button type="button" className="footer__link footer__link-button" aria-haspopup="dialog" onClick={openCookiePreferences}>
                  Cookie preferences
                </button>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
