/** Paging rules: spec §2 "page: 1-based in the URL, 0-based in API calls (minimum 0)", §9 pager and titles. */
import { PAGE_TITLE_LETTER, PAGE_TITLE_PAGE, PAGER_DEFAULT_ITEMS } from './constants';
import type { Paged, Pager } from './types';

/** URL `page` (1-based, any string) → API page (0-based, minimum 0). */
export function apiPageFromUrl(page: string | number | null | undefined): number {
  const n = typeof page === 'number' ? page : Number.parseInt(page ?? '', 10);
  if (!Number.isFinite(n)) return 0;
  return Math.max(0, Math.floor(n) - 1);
}

/** API page (0-based) → URL `page` (1-based). */
export function urlPageFromApi(apiPage: number): number {
  return Math.max(0, Math.floor(apiPage)) + 1;
}

/** The 1-based URL page of a `?page=` value (one string or the first of several); anything else is page 1. */
export function urlPage(raw: string | readonly string[] | null | undefined): number {
  const v = typeof raw === 'string' ? raw : raw?.[0];
  if (!v || !/^\d{1,6}$/.test(v)) return 1;
  return Math.max(1, Number(v));
}

/** `path?page=N` (page 1 is the bare path, so it has one canonical URL); other query values are kept. */
export function pageHref(path: string, page: number, query: Record<string, string | undefined> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && k !== 'page') q.set(k, v);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** Page numbers to show around the current one, with `null` for gaps: 1 … 4 5 6 … 12. */
export function pageWindow(page: number, totalPages: number, radius = 1): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - page) <= radius) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** §9 "Page titles get ' - page N' when paginated and ' - lettre X' for letters." N is the URL page; page 1 adds nothing. */
export function pageTitle(title: string, opts: { page?: number; letter?: string | null } = {}): string {
  let out = title;
  if (opts.letter) out += `${PAGE_TITLE_LETTER}${opts.letter.toUpperCase()}`;
  if (opts.page !== undefined && opts.page > 1) out += `${PAGE_TITLE_PAGE}${opts.page}`;
  return out;
}

/** A pager for `totalItems` rows at 0-based `page`. */
export function makePager(totalItems: number, page = 0, itemPerPage: number = PAGER_DEFAULT_ITEMS): Pager {
  return {
    current_page: Math.max(0, page),
    total_items: Math.max(0, totalItems),
    total_pages: Math.max(1, Math.ceil(totalItems / itemPerPage)),
    item_per_page: itemPerPage,
  };
}

/** §8 "Related-article failure: empty list with default pager (3 per page, 1 page)." */
export function emptyPaged<T>(itemPerPage: number = PAGER_DEFAULT_ITEMS): Paged<T> {
  return { rows: [], pager: makePager(0, 0, itemPerPage) };
}

/** Slices `all` into the 0-based `page` (what the API serves). */
export function paginate<T>(
  all: readonly T[],
  page: number,
  itemPerPage: number = PAGER_DEFAULT_ITEMS,
): Paged<T> {
  const p = Math.max(0, Math.floor(page));
  return {
    rows: all.slice(p * itemPerPage, (p + 1) * itemPerPage),
    pager: makePager(all.length, p, itemPerPage),
  };
}

export function hasNextPage(pager: Pager): boolean {
  return pager.current_page + 1 < pager.total_pages;
}

/**
 * §4 "Favourites: … Paging is zero-based; further pages are appended when the same type continues."
 * A page of another type replaces the list.
 */
export function appendPage<T, P extends Paged<T> & { type?: string }>(prev: P | null, next: P): P {
  if (!prev || prev.type !== next.type || next.pager.current_page === 0) return next;
  return { ...next, rows: [...prev.rows, ...next.rows] };
}
