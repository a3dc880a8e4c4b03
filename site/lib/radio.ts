/** The chosen radio, kept in the radio cookie; the rules (eight fields, 30 days, defaults) are core's. */
import {
  parseRadioCookie as coreParse,
  defaultRadioCookie,
  NATIONAL_RADIO_ID,
  RADIO_COOKIE,
  RADIO_COOKIE_MAX_AGE_S,
  type RadioCookie,
  radioCookieString,
  serializeRadioCookie,
} from '@radio/core';

export { RADIO_COOKIE, RADIO_COOKIE_MAX_AGE_S, radioCookieString, serializeRadioCookie };
export const NATIONAL_RADIO_TID = NATIONAL_RADIO_ID;
export type RadioChoice = RadioCookie;

/** What the radio selector offers of a radio (lib/content/radios.ts). */
export type RadioOptionFields = {
  tid: number;
  name: string;
  code: string;
  liveURL: string;
  parentRegionTid?: number | null;
  parentRegionName?: string | null;
  aroundMeAlias?: string | null;
};

/**
 * The cookie of a radio chosen in the selector (`null`: « Toutes les radios », the national one).
 * One function for the browser, which writes it, and the site's server, which renders the shared
 * copy of a page for that radio from it (server/main.ts, server/radio-cache-key.ts).
 */
export function radioChoice(
  r: RadioOptionFields | null,
  national: { name: string; code: string; liveURL?: string },
): RadioChoice {
  if (!r)
    return {
      radioTid: NATIONAL_RADIO_TID,
      radioName: national.name,
      radioLiveURL: national.liveURL ?? '',
      radioCode: national.code,
      radioNationalTid: NATIONAL_RADIO_TID,
      parentRegionTid: null,
      parentRegionName: '',
      aroundMeAlias: '',
    };
  return {
    radioTid: r.tid,
    radioName: r.name,
    radioLiveURL: r.liveURL,
    radioCode: r.code,
    radioNationalTid: NATIONAL_RADIO_TID,
    parentRegionTid: r.parentRegionTid ?? null,
    parentRegionName: r.parentRegionName ?? '',
    aroundMeAlias: r.aroundMeAlias ?? '',
  };
}

export function nationalChoice(prefix: string, brand = prefix, liveURL = ''): RadioChoice {
  return defaultRadioCookie({ prefix, brand, liveURL });
}

/**
 * The cookie's radio, or `null` when absent or unusable (then the national radio applies). A radio
 * code must be letters and digits: it goes into API paths and the live stream URL.
 */
export function parseRadioCookie(
  raw: string | undefined,
  prefix = 'RCF',
  brand = prefix,
): RadioChoice | null {
  if (!raw) return null;
  const fallback = nationalChoice(prefix, brand);
  const c = coreParse(raw, fallback);
  if (
    c === fallback ||
    !/^[A-Za-z0-9]+$/.test(c.radioCode) ||
    !Number.isInteger(c.radioTid) ||
    c.radioTid <= 0
  )
    return null;
  return c;
}
