import { pageTitle } from '@radio/core';

/** Normalising of query parameters (spec §2): malformed values fall back, never a 500. */

export type SearchParams = Record<string, string | string[] | undefined>;

/** The props Next gives a page of a dynamic route: its path segments and its query. */
export type PageProps<P> = { params: Promise<P>; searchParams: Promise<SearchParams> };

export function one(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** Spec §2 "lettre: letter for A-Z lists"; an unknown letter falls back to A (malformed values fall back). */
export function azLetter(raw: string | string[] | undefined): string {
  const v = (one(raw) ?? '').trim();
  if (/^[A-Za-z]$/.test(v)) return v.toUpperCase();
  // Titles starting with a digit are listed under '0' by the API.
  if (v === '0' || v === '0-9' || v === '#') return '0';
  return 'A';
}

export const AZ_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0'];

export const letterLabel = (l: string) => (l === '0' ? '0-9' : l);

/** Spec §2 "radio: radio filter": a radio code is letters and digits; anything else means no filter. */
export function radioCode(raw: string | string[] | undefined): string | undefined {
  const v = one(raw);
  return v && /^[A-Za-z0-9]{1,40}$/.test(v) ? v : undefined;
}

/** A positive integer id (`?episode=`), or undefined. */
export function positiveId(raw: string | string[] | undefined): number | undefined {
  const v = one(raw);
  return v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : undefined;
}

/** Spec §9 "Page titles get ' - page N' when paginated and ' - lettre X' for letters". */
export function pagedTitle(title: string, page: number, letter?: string): string {
  return pageTitle(title, { page, letter: letter ?? null });
}
