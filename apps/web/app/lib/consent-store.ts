import { CONSENT_COOKIE_MAX_AGE_S, type ConsentChoices, parseConsent, serialiseConsent } from '@vitrine/contracts/consent';
import { CookieName } from '@vitrine/contracts/cookies';
import { readCookie, writeCookie } from './cookies';

// The shopper's cookie choices live in a browser-only cookie (spec §9, one year): the server never
// reads it, so every visitor gets the same cacheable HTML (decisions/006, 029). The banner, the
// preferences dialog and the analytics loader share this one store.

type Listener = (choices: ConsentChoices | null) => void;
const listeners = new Set<Listener>();

/** The saved choices, or null while undecided (or on the server). */
export function readConsent(): ConsentChoices | null {
  if (typeof document === 'undefined') return null;
  return parseConsent(readCookie(document.cookie, CookieName.consent));
}

/** Saves a decision for a year and tells every subscriber. */
export function saveConsent(choices: ConsentChoices): void {
  writeCookie(CookieName.consent, serialiseConsent(choices), CONSENT_COOKIE_MAX_AGE_S);
  for (const listener of listeners) listener(choices);
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// The footer's "Cookie preferences" link reopens the dialog without importing the banner's feature.
const PREFERENCES_EVENT = 'vitrine:cookie-preferences';

export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(PREFERENCES_EVENT));
}

export function onCookiePreferencesRequest(handler: () => void): () => void {
  window.addEventListener(PREFERENCES_EVENT, handler);
  return () => window.removeEventListener(PREFERENCES_EVENT, handler);
}

/**
 * A tiny inline script for <head>: marks the document before first paint when a decision is
 * saved, so CSS hides the server-rendered banner for returning visitors (no flash, no layout shift).
 */
export const CONSENT_HEAD_SCRIPT = `if(/(?:^|; )${CookieName.consent}=v1/.test(document.cookie))document.documentElement.dataset.consent='saved'`;
