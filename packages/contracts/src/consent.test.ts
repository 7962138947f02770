import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  CONSENT_COOKIE_MAX_AGE_S,
  choicesFromItems,
  consentIdsFor,
  consentItems,
  declineAll,
  isUndecided,
  mayLoad,
  parseConsent,
  serialiseConsent,
} from './consent';

describe('cookie consent (spec §3, §4, §9)', () => {
  it('asks only about installed analytics plugins, in the spec order', () => {
    expect(consentIdsFor(['Review', 'MicrosoftClarity', 'GoogleGtag', 'WhatsAppChat'])).toEqual(['GoogleGtag', 'MicrosoftClarity']);
    expect(consentIdsFor([])).toEqual([]);
  });

  it('always registers the essential necessary item, required and accepted', () => {
    const [essential, ...rest] = consentItems([], null);
    expect(essential).toMatchObject({ id: 'essential', group: 'necessary', required: true, accepted: true });
    expect(rest).toEqual([]);
  });

  it('leaves optional items unaccepted while undecided and follows saved preferences after', () => {
    const ids = consentIdsFor(['GoogleGtag', 'FacebookPixel']);
    expect(
      consentItems(ids, null)
        .slice(1)
        .map((i) => [i.id, i.group, i.required, i.accepted]),
    ).toEqual([
      ['GoogleGtag', 'optional', false, false],
      ['FacebookPixel', 'optional', false, false],
    ]);
    expect(consentItems(ids, { GoogleGtag: true, FacebookPixel: false }).map((i) => i.accepted)).toEqual([true, true, false]);
  });

  it('accept all, decline and save from the dialog', () => {
    const ids = consentIdsFor(['GoogleGtag', 'MicrosoftClarity']);
    expect(acceptAll(ids)).toEqual({ GoogleGtag: true, MicrosoftClarity: true });
    expect(declineAll(ids)).toEqual({ GoogleGtag: false, MicrosoftClarity: false });
    // A necessary item sent as unticked changes nothing: it is not an optional choice.
    expect(
      choicesFromItems([
        { id: 'essential', accepted: false },
        { id: 'GoogleGtag', accepted: true },
        { id: 'MicrosoftClarity', accepted: false },
      ]),
    ).toEqual({ GoogleGtag: true, MicrosoftClarity: false });
  });

  it('shows the banner only with the warning on and no saved choice', () => {
    expect(isUndecided(true, null)).toBe(true);
    expect(isUndecided(true, {})).toBe(false);
    expect(isUndecided(false, null)).toBe(false);
  });

  it('loads a plugin with the warning off, or when its item is accepted', () => {
    expect(mayLoad('GoogleGtag', false, null)).toBe(true);
    expect(mayLoad('GoogleGtag', true, null)).toBe(false);
    expect(mayLoad('GoogleGtag', true, { GoogleGtag: false })).toBe(false);
    expect(mayLoad('GoogleGtag', true, { GoogleGtag: true })).toBe(true);
    expect(mayLoad('FacebookPixel', true, { GoogleGtag: true })).toBe(false);
  });

  it('round-trips the cookie text and refuses anything else', () => {
    const text = serialiseConsent({ MicrosoftClarity: false, GoogleGtag: true });
    expect(text).toBe('v1|GoogleGtag:1|MicrosoftClarity:0');
    expect(parseConsent(text)).toEqual({ GoogleGtag: true, MicrosoftClarity: false });
    expect(parseConsent(serialiseConsent({}))).toEqual({});
    for (const bad of [null, '', 'v2|GoogleGtag:1', 'v1|Evil:1', 'v1|GoogleGtag:yes', 'yes']) expect(parseConsent(bad)).toBeNull();
  });

  it('lives one year', () => {
    expect(CONSENT_COOKIE_MAX_AGE_S).toBe(31536000);
  });
});
