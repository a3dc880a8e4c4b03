/** The radio choice cookie (spec §3 "Radio cookie") and the radio defaults (§3, §9). */
import {
  COOKIE_PATH,
  DEFAULT_BRAND,
  DEFAULT_PREFIX,
  NATIONAL_RADIO_ID,
  nationalCode,
  RADIO_COOKIE,
  RADIO_COOKIE_MAX_AGE_S,
} from './constants';
import type { Radio, RadioCookie } from './types';

/** §3 "Radio cookie: radioTid, radioName, radioLiveURL, radioCode, radioNationalTid, parentRegionTid, parentRegionName, aroundMeAlias." */
export const RADIO_COOKIE_FIELDS = [
  'radioTid',
  'radioName',
  'radioLiveURL',
  'radioCode',
  'radioNationalTid',
  'parentRegionTid',
  'parentRegionName',
  'aroundMeAlias',
] as const satisfies readonly (keyof RadioCookie)[];

/** §3 "Max age 2592000 s (30 days)". */
export const radioCookie = { name: RADIO_COOKIE, path: COOKIE_PATH, maxAge: RADIO_COOKIE_MAX_AGE_S } as const;

/**
 * §3 "Defaults: national radio id 9, code <prefix>National". The live URL is unknown until
 * `radio/{code}` answers; pass it when known.
 */
export function defaultRadioCookie(
  opts: { prefix?: string; brand?: string; liveURL?: string } = {},
): RadioCookie {
  return {
    radioTid: NATIONAL_RADIO_ID,
    radioName: opts.brand ?? DEFAULT_BRAND,
    radioLiveURL: opts.liveURL ?? '',
    radioCode: nationalCode(opts.prefix ?? DEFAULT_PREFIX),
    radioNationalTid: NATIONAL_RADIO_ID,
    parentRegionTid: null,
    parentRegionName: null,
    aroundMeAlias: null,
  };
}

/** The cookie for a chosen radio. */
export function radioToCookie(radio: Radio, nationalTid: number = NATIONAL_RADIO_ID): RadioCookie {
  return {
    radioTid: radio.tid ?? radio.id,
    radioName: radio.shortname || radio.name,
    radioLiveURL: radio.liveURL,
    radioCode: radio.code,
    radioNationalTid: nationalTid,
    parentRegionTid: radio.parentRegionTid ?? null,
    parentRegionName: radio.parentRegionName ?? null,
    aroundMeAlias: radio.aroundMeAlias ?? null,
  };
}

export function isNationalRadio(
  cookie: Pick<RadioCookie, 'radioTid' | 'radioNationalTid'> | null | undefined,
): boolean {
  return !cookie || cookie.radioTid === cookie.radioNationalTid;
}

export function serializeRadioCookie(c: RadioCookie): string {
  const out: Record<string, unknown> = {};
  for (const k of RADIO_COOKIE_FIELDS) out[k] = c[k];
  return encodeURIComponent(JSON.stringify(out));
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Reads the cookie; missing or malformed fields take the defaults. */
export function parseRadioCookie(
  raw: string | null | undefined,
  defaults: RadioCookie = defaultRadioCookie(),
): RadioCookie {
  if (!raw) return defaults;
  let d: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (!parsed || typeof parsed !== 'object') return defaults;
    d = parsed as Record<string, unknown>;
  } catch {
    return defaults;
  }
  return {
    radioTid: num(d.radioTid) ?? defaults.radioTid,
    radioName: str(d.radioName) ?? defaults.radioName,
    radioLiveURL: str(d.radioLiveURL) ?? defaults.radioLiveURL,
    radioCode: str(d.radioCode) ?? defaults.radioCode,
    radioNationalTid: num(d.radioNationalTid) ?? defaults.radioNationalTid,
    parentRegionTid: num(d.parentRegionTid),
    parentRegionName: str(d.parentRegionName),
    aroundMeAlias: str(d.aroundMeAlias),
  };
}

export function radioCookieString(c: RadioCookie): string {
  return `${radioCookie.name}=${serializeRadioCookie(c)}; Path=${radioCookie.path}; Max-Age=${radioCookie.maxAge}; SameSite=Lax`;
}
