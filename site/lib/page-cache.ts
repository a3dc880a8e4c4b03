/**
 * A micro-cache of rendered pages, kept by site/proxy.ts in the `next start` process: the role a
 * CDN plays in front of the site in production (docs/architecture.md, "Page cache").
 *
 * Every page reads the radio cookie and carries a per-response CSP nonce, so Next renders each
 * request (about 130 ms for the home page). Anonymous pages are the same for every visitor of one
 * radio, though: the proxy renders a page once per (address, radio cookie), keeps the HTML for
 * FRESH_MS, and serves copies in which the nonce is replaced by a fresh one, so that every
 * response still has its own unpredictable nonce in both the header and the markup.
 *
 * Pure parts live here (which requests, the key, the store, the nonce stamp) so that they are
 * unit-tested without Next.
 */

/**
 * A copy is served without rendering for this long (the content the pages are made of is itself
 * cached for 60 s by lib/api.ts, so rendering more often would show nothing newer)…
 */
export const FRESH_MS = 60_000;
/** …and, past that, once more while a single background render replaces it. */
export const STALE_MS = 5 * 60_000;
/** Bound of the store (bytes of HTML); the least recently used pages go first. */
export const MAX_BYTES = 48 * 1024 * 1024;
/** The header of the proxy's own render requests (its value is this process's secret). */
export const BYPASS_HEADER = 'x-page-cache-render';

const encoder = new TextEncoder();

/** Account area, previews, test pages and machine endpoints are never shared between visitors. */
const PRIVATE_PREFIXES = [
  '/mon-compte',
  '/preview',
  '/_test',
  '/%5Ftest',
  '/_icons',
  '/%5Ficons',
  '/api/',
  '/deployment',
  '/email',
  '/feed/',
  '/oembed',
  '/sitemap',
  '/sdk/',
  '/_next/',
];

/** Crawlers get a fresh render: Next puts metadata in <head> for them, not in the stream. */
const BOT_UA =
  /bot\b|crawl|spider|slurp|facebookexternalhit|facebookcatalog|whatsapp|skypeuripreview|bingpreview|mediapartners|googleweblight|yandex|baidu|sogou|ia_archiver|quora link preview|vkshare|yeti/i;

export interface RequestFacts {
  method: string;
  pathname: string;
  search: string;
  headers: { get(name: string): string | null };
}

/** Whether a request may be answered from (and fill) the shared page cache. */
export function isCacheableRequest(r: RequestFacts): boolean {
  if (r.method !== 'GET') return false;
  const { pathname } = r;
  if (PRIVATE_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p))) return false;
  // Files (robots.txt, icon.svg, the SDK script…) are served by Next as they are.
  if (/\.[A-Za-z0-9]{1,8}$/.test(pathname)) return false;
  const h = r.headers;
  // Only documents: a browser's navigation asks for text/html. Client-side navigations and
  // prefetches ask for the RSC payload (which depends on the router state) without it; Next also
  // hides their `rsc` header and `_rsc` parameter from the proxy, hence this test first.
  if (!(h.get('accept') ?? '').includes('text/html')) return false;
  if (/(^|[?&])_rsc=/.test(r.search)) return false;
  if (
    h.get('rsc') ||
    h.get('next-router-prefetch') ||
    h.get('next-router-state-tree') ||
    h.get('next-action')
  )
    return false;
  if (h.get('authorization')) return false;
  if (BOT_UA.test(h.get('user-agent') ?? '')) return false;
  return true;
}

/** Pages differ by address and by the chosen radio (the only cookie server components read). */
export function cacheKey(pathname: string, search: string, radioCookie: string | undefined): string {
  return `${pathname}${search}\u0000${radioCookie ?? ''}`;
}

/**
 * A rendered page, split around its nonce and kept as UTF-8 bytes, so that a copy with another
 * nonce is one memory copy (no string building or encoding per response).
 */
export interface CachedPage {
  parts: Uint8Array[];
  headers: Record<string, string>;
  storedAt: number;
  bytes: number;
}

/** Response headers that belong to one response, or that the proxy sets itself. */
const DROPPED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
  'content-security-policy',
  'x-nextjs-cache',
]);

/**
 * A page worth keeping: a complete 200 HTML answer without cookies, not an error screen, and whose
 * nonce is known (without it the copy could not be re-stamped). `null` otherwise.
 */
export function toCachedPage(
  status: number,
  headers: Headers,
  body: string,
  nonceValue: string,
  now: number,
): CachedPage | null {
  if (status !== 200) return null;
  if (!(headers.get('content-type') ?? '').startsWith('text/html')) return null;
  if (headers.get('set-cookie')) return null;
  // Error screens (403, 404, generic) must not outlive the failure that caused them.
  if (body.includes('data-error=')) return null;
  if (nonceValue.length < 16 || !body.includes(nonceValue)) return null;
  const kept: Record<string, string> = {};
  headers.forEach((v, k) => {
    if (!DROPPED.has(k.toLowerCase())) kept[k.toLowerCase()] = v;
  });
  const parts = body.split(nonceValue).map((p) => encoder.encode(p));
  return { parts, headers: kept, storedAt: now, bytes: parts.reduce((n, p) => n + p.byteLength, 0) };
}

/** The page's HTML (UTF-8) with `nonceValue` wherever the rendered nonce was. */
export function stamp(page: CachedPage, nonceValue: string): Uint8Array<ArrayBuffer> {
  const n = encoder.encode(nonceValue);
  const out = new Uint8Array(page.bytes + n.byteLength * (page.parts.length - 1));
  let at = 0;
  page.parts.forEach((p, i) => {
    if (i > 0) {
      out.set(n, at);
      at += n.byteLength;
    }
    out.set(p, at);
    at += p.byteLength;
  });
  return out;
}

export type Freshness = 'fresh' | 'stale' | 'expired';

export function freshness(page: CachedPage, now: number): Freshness {
  const age = now - page.storedAt;
  if (age < FRESH_MS) return 'fresh';
  if (age < FRESH_MS + STALE_MS) return 'stale';
  return 'expired';
}

/** Least-recently-used store bounded in bytes (a Map keeps insertion order: first = oldest use). */
export class PageStore {
  #pages = new Map<string, CachedPage>();
  #bytes = 0;
  constructor(readonly maxBytes = MAX_BYTES) {}

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (page) {
      this.#pages.delete(key);
      this.#pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    if (page.bytes > this.maxBytes) return;
    this.#pages.set(key, page);
    this.#bytes += page.bytes;
    for (const [k, p] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#pages.delete(k);
      this.#bytes -= p.bytes;
    }
  }

  delete(key: string): void {
    const old = this.#pages.get(key);
    if (!old) return;
    this.#pages.delete(key);
    this.#bytes -= old.bytes;
  }
}

/** The nonce of a Content-Security-Policy header ('nonce-…' in script-src). */
export function nonceOf(csp: string | null): string | null {
  return csp?.match(/'nonce-([A-Za-z0-9+/_=-]+)'/)?.[1] ?? null;
}
