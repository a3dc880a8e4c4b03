/** The chosen radio, kept in the radio cookie (spec §3 "Radio cookie", 30 days). */

export const RADIO_COOKIE = 'radio';
/** §9 "radio cookie 30 days". */
export const RADIO_COOKIE_MAX_AGE_S = 2_592_000;
/** §9 "Default national radio id 9". */
export const NATIONAL_RADIO_TID = 9;

export type RadioChoice = {
  radioTid: number;
  radioName: string;
  radioLiveURL: string;
  radioCode: string;
  radioNationalTid: number;
  parentRegionTid: number | null;
  parentRegionName: string;
  aroundMeAlias: string;
};

export function nationalChoice(prefix: string, liveUrl = ''): RadioChoice {
  return {
    radioTid: NATIONAL_RADIO_TID,
    radioName: prefix,
    radioLiveURL: liveUrl,
    radioCode: `${prefix}National`,
    radioNationalTid: NATIONAL_RADIO_TID,
    parentRegionTid: null,
    parentRegionName: '',
    aroundMeAlias: '',
  };
}

/** Reads the cookie value; anything unreadable or incomplete is `null` (then the national radio applies). */
export function parseRadioCookie(raw: string | undefined): RadioChoice | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw.startsWith('{') ? raw : decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const tid = Number(o.radioTid);
  const code = typeof o.radioCode === 'string' ? o.radioCode : '';
  if (!Number.isInteger(tid) || tid <= 0 || !/^[A-Za-z0-9]+$/.test(code)) return null;
  const parent =
    o.parentRegionTid === null || o.parentRegionTid === undefined ? null : Number(o.parentRegionTid);
  return {
    radioTid: tid,
    radioName: typeof o.radioName === 'string' ? o.radioName : code,
    radioLiveURL: typeof o.radioLiveURL === 'string' ? o.radioLiveURL : '',
    radioCode: code,
    radioNationalTid: Number(o.radioNationalTid) || NATIONAL_RADIO_TID,
    parentRegionTid: parent !== null && Number.isFinite(parent) ? parent : null,
    parentRegionName: typeof o.parentRegionName === 'string' ? o.parentRegionName : '',
    aroundMeAlias: typeof o.aroundMeAlias === 'string' ? o.aroundMeAlias : '',
  };
}

export function serializeRadioCookie(c: RadioChoice): string {
  return JSON.stringify(c);
}
