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
