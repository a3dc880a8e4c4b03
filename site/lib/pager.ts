/** Paging of lists: 1-based in URLs, 0-based in API calls (spec §2 "page: 1-based in the URL, 0-based in API calls (minimum 0)"). */

/** The 1-based page read from a `?page=` value; anything invalid is page 1. */
export function urlPage(raw: string | string[] | undefined): number {
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (!v || !/^\d{1,6}$/.test(v)) return 1;
  return Math.max(1, Number(v));
}

/** The 0-based page an API call expects for a 1-based URL page. */
export function apiPage(urlPageNumber: number): number {
  return Math.max(0, Math.floor(urlPageNumber) - 1);
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
