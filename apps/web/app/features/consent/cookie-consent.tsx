import { acceptAll, type ConsentChoices, consentIdsFor, declineAll } from '@vitrine/contracts/consent';
import type { InitialValues } from '@vitrine/contracts/storefront';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { onDemand, useOpenedOnce } from '../../components/ui/on-demand';
import { analyticsPluginsFrom } from '../../lib/analytics-plugins';
import { onCookiePreferencesRequest, readConsent, saveConsent, subscribeConsent } from '../../lib/consent-store';
import './cookie-consent.css';

// The preferences dialog is code only a few shoppers need: it loads on intent (hover, focus, click).
const PreferencesDialog = onDemand(() => import('./cookie-preferences-dialog').then((m) => m.CookiePreferencesDialog));

const DEFAULT_TITLE = 'We use cookies';
const DEFAULT_MESSAGE = 'We use necessary cookies to run the shop and, with your consent, optional ones for analytics.';

/**
 * spec §2/§4 cookie banner with its preferences dialog, shown while the shopper is undecided and
 * the cookie warning is on. The server renders it for everybody (one cacheable page); a saved
 * choice hides it by CSS before first paint (CONSENT_HEAD_SCRIPT) and unmounts it after
 * hydration. It is fixed to the bottom of the screen, so it never moves the page.
 */
export function CookieConsent({ initialValues }: { initialValues: InitialValues }) {
  const { storefront, plugins } = initialValues;
  const enabled = storefront.is_cookie_warning_enabled;
  const ids = consentIdsFor(analyticsPluginsFrom(plugins).map((p) => p.id));
  const [saved, setSaved] = useState<ConsentChoices | null>(null);
  const [checked, setChecked] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const dialogMounted = useOpenedOnce(preferencesOpen);
  const titleId = useId();
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    setSaved(readConsent());
    setChecked(true);
    const stopListening = onCookiePreferencesRequest(() => setPreferencesOpen(true));
    const unsubscribe = subscribeConsent(setSaved);
    return () => {
      stopListening();
      unsubscribe();
    };
  }, []);

  const showBanner = !(checked && saved !== null);
  // The page's end keeps clear of the banner by its measured height (the footer's legal links
  // stay reachable under it); CSS guesses the height until this runs.
  useEffect(() => {
    const banner = bannerRef.current;
    if (!enabled || !showBanner || !banner || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--cookie-banner-height', `${Math.ceil(banner.offsetHeight)}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-banner-height');
    };
  }, [enabled, showBanner]);

  if (!enabled) return null;

  const decide = (choices: ConsentChoices) => {
    saveConsent(choices);
    // The banner goes away under the keyboard's focus: the page's main content takes it.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  const { title, message, policy_page_slug: policySlug } = storefront.cookie ?? { title: '', message: '', policy_page_slug: null };

  return (
    <>
      {showBanner ? (
        <section ref={bannerRef} className="cookie-banner" aria-labelledby={titleId}>
          <div className="cookie-banner__inner">
            <div className="cookie-banner__text">
              <h2 id={titleId} className="cookie-banner__title">
                {title?.trim() || DEFAULT_TITLE}
              </h2>
              <p className="cookie-banner__message">
                {message?.trim() || DEFAULT_MESSAGE}
                {policySlug ? (
                  <>
                    {' '}
                    <Link to={`/${policySlug}`} className="cookie-banner__policy">
                      Cookie policy
                    </Link>
                  </>
                ) : null}
              </p>
            </div>
            <div className="cookie-banner__actions">
              <Button variant="primary" onClick={() => decide(acceptAll(ids))}>
                Accept all
              </Button>
              <Button variant="outline" onClick={() => decide(declineAll(ids))}>
                Decline
              </Button>
              <Button
                variant="ghost"
                aria-haspopup="dialog"
                onClick={() => setPreferencesOpen(true)}
                onPointerEnter={PreferencesDialog.preload}
                onFocus={PreferencesDialog.preload}
              >
                Preferences
              </Button>
            </div>
          </div>
        </section>
      ) : null}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <PreferencesDialog.Component ids={ids} open={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
