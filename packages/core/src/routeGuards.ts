/** Route guards of spec §5. Each returns `{ ok: true }` or `{ ok: false, redirect }`. */
import { DEFAULT_PREFIX, nationalCode } from './constants';

export type GuardResult = { ok: true } | { ok: false; redirect: string };

export const ARCHIVES_PATH = '/archives';
const OK: GuardResult = { ok: true };
const toArchives: GuardResult = { ok: false, redirect: ARCHIVES_PATH };

type Param = string | null | undefined;

const inRange = (v: string, digits: RegExp, min: number, max: number) =>
  digits.test(v) && Number(v) >= min && Number(v) <= max;
const validDay = (v: Param): v is string => typeof v === 'string' && inRange(v, /^\d{1,2}$/, 0, 31);
const validMonth = (v: Param): v is string => typeof v === 'string' && inRange(v, /^\d{1,2}$/, 0, 12);
const fourDigits = (v: Param): v is string => typeof v === 'string' && /^\d{4}$/.test(v);

/**
 * §5 "Archives by day: day 1-2 digits and 0 to 31; month 1-2 digits and 0 to 12; year, if present,
 * 4 digits; otherwise redirect to /archives. Missing month or day also redirects to /archives."
 */
export function archivesDayGuard(p: { year?: Param; month?: Param; day?: Param }): GuardResult {
  if (!validDay(p.day) || !validMonth(p.month)) return toArchives;
  if (p.year !== undefined && p.year !== null && !fourDigits(p.year)) return toArchives;
  return OK;
}

/** §5 "Archives by year: … year not 4 digits, or equal to the current year, redirects to /archives." */
export function archivesYearGuard(p: { year?: Param }, now: Date = new Date()): GuardResult {
  if (!fourDigits(p.year) || Number(p.year) === now.getFullYear()) return toArchives;
  return OK;
}

/**
 * §5 "Archives by year and month: year not 4 digits, or equal to the current year, redirects to
 * /archives." A month that is not 1-2 digits 0 to 12 redirects too (ours: the day rule's month check).
 */
export function archivesMonthGuard(p: { year?: Param; month?: Param }, now: Date = new Date()): GuardResult {
  const year = archivesYearGuard(p, now);
  if (!year.ok) return year;
  return validMonth(p.month) ? OK : toArchives;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * §5 "/direct/{id}: id must be the product prefix followed by letters and digits, otherwise redirect
 * to /direct/<prefix>National."
 */
export function directGuard(id: Param, prefix: string = DEFAULT_PREFIX): GuardResult {
  const re = new RegExp(`^${escapeRegExp(prefix)}[A-Za-z0-9]+$`);
  if (typeof id === 'string' && re.test(id)) return OK;
  return { ok: false, redirect: `/direct/${nationalCode(prefix)}` };
}
