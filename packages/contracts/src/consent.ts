// spec §3 "Cookie consent item", §4 "Cookie consent", §9 (a one-year preferences cookie; groups
// necessary and optional). Pure rules shared by the banner, the preferences dialog and the
// analytics loader: which items a shop asks about, what a saved choice means, the cookie's text.

/** spec §9: the preferences cookie lives one year. */
export const CONSENT_COOKIE_MAX_AGE_S = 31_536_000;

export type ConsentGroup = 'necessary' | 'optional';

/** spec §3: the ids asked about (all optional). UmamiAnalytics is Vitrine's fifth (decisions/029). */
export const OPTIONAL_CONSENT_IDS = ['GoogleGtag', 'FacebookPixel', 'GoogleTagManager', 'MicrosoftClarity', 'UmamiAnalytics'] as const;
export type OptionalConsentId = (typeof OPTIONAL_CONSENT_IDS)[number];

/** spec §3: "An essential necessary cookie is always registered." */
export const ESSENTIAL_CONSENT_ID = 'essential';

export interface ConsentItem {
  id: string;
  name: string;
  description: string;
  required: boolean;
  group: ConsentGroup;
  accepted: boolean;
}

const ITEM_TEXT: Record<OptionalConsentId | typeof ESSENTIAL_CONSENT_ID, { name: string; description: string }> = {
  essential: { name: 'Essential', description: 'Keep your cart, sign-in and these preferences working. Always on.' },
  GoogleGtag: { name: 'Google Analytics', description: 'Counts visits and purchases so we learn what shoppers like.' },
  GoogleTagManager: { name: 'Google Tag Manager', description: 'Loads the measurement tags the shop has set up.' },
  FacebookPixel: { name: 'Facebook Pixel', description: 'Measures visits from our Facebook and Instagram ads.' },
  MicrosoftClarity: { name: 'Microsoft Clarity', description: 'Records how pages are used (clicks and scrolling) to improve them.' },
  UmamiAnalytics: { name: 'Umami Analytics', description: 'Counts page visits, without tracking cookies.' },
};

/** A shopper's saved choice per optional id; null while undecided (no cookie yet). */
export type ConsentChoices = Partial<Record<OptionalConsentId, boolean>>;

export function isOptionalConsentId(id: string): id is OptionalConsentId {
  return (OPTIONAL_CONSENT_IDS as readonly string[]).includes(id);
}

/** The optional ids this shop asks about: its installed analytics plugins, in the spec's order. */
export function consentIdsFor(installedModules: readonly string[]): OptionalConsentId[] {
  return OPTIONAL_CONSENT_IDS.filter((id) => installedModules.includes(id));
}

/**
 * spec §4: required items are accepted by default; the others follow the saved preferences
 * (not accepted while undecided). The essential item comes first and is always there.
 */
export function consentItems(ids: readonly OptionalConsentId[], saved: ConsentChoices | null): ConsentItem[] {
  return [
    { id: ESSENTIAL_CONSENT_ID, ...ITEM_TEXT.essential, required: true, group: 'necessary', accepted: true },
    ...ids.map((id) => ({ id, ...ITEM_TEXT[id], required: false, group: 'optional' as const, accepted: saved?.[id] === true })),
  ];
}

/** Accept all: every optional id asked about, accepted. */
export function acceptAll(ids: readonly OptionalConsentId[]): ConsentChoices {
  return Object.fromEntries(ids.map((id) => [id, true]));
}

/** Decline: only what is necessary. */
export function declineAll(ids: readonly OptionalConsentId[]): ConsentChoices {
  return Object.fromEntries(ids.map((id) => [id, false]));
}

/** Save from the dialog: ticked optional items are accepted; necessary items cannot be unticked (ignored here). */
export function choicesFromItems(items: readonly Pick<ConsentItem, 'id' | 'accepted'>[]): ConsentChoices {
  const choices: ConsentChoices = {};
  for (const item of items) if (isOptionalConsentId(item.id)) choices[item.id] = item.accepted;
  return choices;
}

/** spec §7: with the cookie warning off, installed plugins load; with it on, only those accepted. */
export function mayLoad(id: OptionalConsentId, cookieWarningEnabled: boolean, saved: ConsentChoices | null): boolean {
  return !cookieWarningEnabled || saved?.[id] === true;
}

/** The banner shows while the shopper has not decided (spec §4 state "undecided"). */
export function isUndecided(cookieWarningEnabled: boolean, saved: ConsentChoices | null): boolean {
  return cookieWarningEnabled && saved === null;
}

// Cookie text: "v1" then "Id:1" / "Id:0" per decided id, joined by "|" (no characters a cookie
// value must escape). "v1" alone is a decision too (a shop without analytics, declined).
const VERSION = 'v1';

export function serialiseConsent(choices: ConsentChoices): string {
  const parts = OPTIONAL_CONSENT_IDS.filter((id) => choices[id] !== undefined).map((id) => `${id}:${choices[id] ? 1 : 0}`);
  return [VERSION, ...parts].join('|');
}

/** The saved choices, or null for a missing or unreadable cookie (the shopper is asked again). */
export function parseConsent(value: string | null | undefined): ConsentChoices | null {
  if (!value) return null;
  const [version, ...parts] = value.split('|');
  if (version !== VERSION || parts.length > OPTIONAL_CONSENT_IDS.length) return null;
  const choices: ConsentChoices = {};
  for (const part of parts) {
    const [id, flag] = part.split(':');
    if (!id || !isOptionalConsentId(id) || (flag !== '0' && flag !== '1')) return null;
    choices[id] = flag === '1';
  }
  return choices;
}
