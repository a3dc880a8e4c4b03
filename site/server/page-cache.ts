/**
 * A micro-cache of rendered pages, kept by the site's server (site/server/main.ts) in front of
 * Next's request handler: the role a CDN plays in front of the site in production
 * (docs/architecture.md, "Page cache").
 *
 * Every page reads the radio cookie, so Next renders each request (about 130 ms for the home
 * page). Anonymous pages are the same for every visitor of one radio, though: the server renders a
 * page once per (address, radio cookie) without a CSP nonce (its inline scripts are allowed by their
 * hashes), keeps the bytes for FRESH_MS and answers them with a public Cache-Control, so that any
 * HTTP cache in front (a CDN, nginx) may keep them too. Signed-in parts are drawn by the client.
 *
 * Pure parts live here (which requests, the key, the store, headers, the canonical query) so that
 * they are unit-tested without a server.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sameOriginPath } from '@radio/core';

const encoder = new TextEncoder();

/**
 * A copy is served without rendering for this long (the content the pages are made of is itself
 * cached for 60 s by lib/api/server.ts, so rendering more often would show nothing newer)…
 */
export const FRESH_MS = 60_000;
/** …and, past that, once more while a single background render replaces it. */
export const STALE_MS = 5 * 60_000;
/** Bound of the store (bytes of HTML, plain and compressed); the least recently used pages go first. */
export const MAX_BYTES = 64 * 1024 * 1024;
/** The header of the server's own render requests (its value is this process's secret). */
export const BYPASS_HEADER = 'x-page-cache-render';

/** Account area, previews, test pages and machine endpoints are never shared between visitors. */
const PRIVATE_PREFIXES = [
  '/mon-compte',
  // Confirmation and unsubscribe links carry one person's token and address.
  '/newsletter/',
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
  /** Lower-case header names. */
  header(name: string): string | undefined;
}

/** Whether a request may be answered from (and fill) the shared page cache. */
export function isCacheableRequest(r: RequestFacts): boolean {
  if (r.method !== 'GET' && r.method !== 'HEAD') return false;
  const { pathname } = r;
  if (PRIVATE_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p))) return false;
  // Files (robots.txt, icon.svg, the SDK script…) are served by Next as they are.
  if (/\.[A-Za-z0-9]{1,8}$/.test(pathname)) return false;
  // Only documents: a browser's page load asks for text/html; client-side navigations and
  // prefetches ask for the RSC payload (which depends on the router state) without it.
  if (!(r.header('accept') ?? '').includes('text/html')) return false;
  if (/(^|[?&])_rsc=/.test(r.search)) return false;
  for (const h of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'authorization'])
    if (r.header(h)) return false;
  if (BOT_UA.test(r.header('user-agent') ?? '')) return false;
  return true;
}

/**
 * Pages differ by address and by the chosen radio (the only cookie server components read), named
 * by its key among the known radios (server/radio-cache-key.ts), never by the cookie's raw value.
 */
export function cacheKey(pathname: string, search: string, radioKey: string): string {
  return `${pathname}${search}\u0000${radioKey}`;
}

/**
 * A rendered page: the same bytes for every visitor (its policy allows its inline scripts by their
 * hashes, server/script-hashes.ts), kept plain and compressed once (gzip, brotli).
 */
export interface CachedPage {
  body: Uint8Array;
  gzip: Uint8Array;
  brotli: Uint8Array;
  /** Strong validator of the body (If-None-Match answers 304). */
  etag: string;
  /** Response headers of the render (the policy with its hashes included). */
  headers: Record<string, string>;
  storedAt: number;
  /** Bytes held (plain and compressed), for the store's bound. */
  bytes: number;
}

/** Response headers that belong to one response, or that the server sets itself. */
const DROPPED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
  'cache-control',
  'etag',
  'vary',
  'x-nextjs-cache',
  'x-page-cache',
]);

/**
 * A page worth keeping: a complete 200 HTML answer without cookies, not an error screen, whose
 * policy allows no inline script by a nonce (a nonce is one response's, never shared). `null` otherwise.
 */
export function toCachedPage(
  status: number,
  headers: Record<string, string>,
  html: string,
  now: number,
): CachedPage | null {
  if (status !== 200) return null;
  const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  if (!(h['content-type'] ?? '').startsWith('text/html')) return null;
  if (h['set-cookie']) return null;
  // Error screens (403, 404, generic) must not outlive the failure that caused them.
  if (html.includes('data-error=')) return null;
  const csp = h['content-security-policy'];
  if (!csp || /'nonce-/.test(csp)) return null;
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) if (!DROPPED.has(k)) kept[k] = v;
  const body = encoder.encode(html);
  const gzip = new Uint8Array(gzipSync(body, { level: 9 }));
  const brotli = new Uint8Array(
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  );
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return {
    body,
    gzip,
    brotli,
    etag,
    headers: kept,
    storedAt: now,
    bytes: body.byteLength + gzip.byteLength + brotli.byteLength,
  };
}

/**
 * How long HTTP caches may keep an anonymous page: shared caches (CDN) as long as this server
 * (FRESH_MS), then served stale while revalidating (STALE_MS) or, the origin failing, for a day;
 * browsers revalidate at each load (the ETag makes that a 304).
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_MS / 1000}, stale-while-revalidate=${STALE_MS / 1000}, stale-if-error=86400`;

/** A kept page answered to a visitor whose request no shared cache may key it by (server/radio-cache-key.ts). */
export const PRIVATE_CACHE_CONTROL = 'private, max-age=0';

/** Whether a request's If-None-Match names this page's validator. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/** The copy a client accepts: brotli, gzip or plain (`Accept-Encoding` q-values of 0 mean no). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((p) => p.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Query parameters some page reads (spec §2's `page`, `lettre`, `radio`… and the search, grid,
 * archives, events, saints and embed ones). Any other parameter (a typo, a stray `?x=1`) would only
 * split the caches' keys: the server redirects to the address without it.
 */
export const PAGE_PARAMS = new Set([
  'page',
  'lettre',
  'radio',
  'q',
  'type',
  'date',
  'du',
  'au',
  'jour',
  'mois',
  'prenom',
  'episode',
  // A shared moment (`?episode=ID&t=SS`): the bar starts the episode at SS.
  't',
]);

/** Click identifiers of the ad and mail platforms, beside the `utm_*` campaign parameters. */
const CLICK_IDS = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'twclid',
  'mc_cid',
  'mc_eid',
  '_gl',
]);

/**
 * Campaign parameters are read in the browser by the tag manager (after consent), never by a
 * page: they stay in the address the visitor sees, so that the visit keeps its attribution, and
 * are left out of the cache key and of the render, so that they do not split the caches.
 */
export function isTrackingParam(name: string): boolean {
  return name.startsWith('utm_') || CLICK_IDS.has(name);
}

function keepOnly(search: string, keep: (name: string) => boolean): { kept: string; dropped: boolean } {
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [k, v] of new URLSearchParams(search)) {
    if (keep(k)) kept.append(k, v);
    else dropped = true;
  }
  const s = kept.toString();
  return { kept: s ? `?${s}` : '', dropped };
}

/**
 * The canonical query of a page address: its known and campaign parameters, in their order;
 * null if already canonical.
 */
export function canonicalSearch(search: string): string | null {
  if (!search || search === '?') return search === '?' ? '' : null;
  const { kept, dropped } = keepOnly(search, (k) => PAGE_PARAMS.has(k) || isTrackingParam(k));
  return dropped ? kept : null;
}

/**
 * The address of the canonical redirect, `pathname` + `search`, only when a browser reads it as this
 * very path of this site; null otherwise (the request then goes on to Next, never redirected). The
 * path is the request's, as the visitor sent it: `//evil.example/`, `/\evil.example`, `///x`, a
 * tab or a newline, or dot segments that collapse to `//` would send the visitor elsewhere (core's
 * sameOriginPath parses it as the browser will; percent-encoded forms stay encoded, on this site).
 */
export function samePathOnly(pathname: string, search: string): string | null {
  const target = `${pathname}${search}`;
  if (!/^\/[^/\\]/.test(target) && target !== '/' && !target.startsWith('/?')) return null;
  return sameOriginPath(target, 'http://site.invalid', '') === target ? target : null;
}

/** The query as the page reads it (known parameters only): what is rendered and cached. */
export function pageSearch(search: string): string {
  return keepOnly(search, (k) => PAGE_PARAMS.has(k)).kept;
}

export type Freshness = 'fresh' | 'stale' | 'expired';

export function freshness(page: Pick<CachedPage, 'storedAt'>, now: number): Freshness {
  const age = now - page.storedAt;
  if (age < FRESH_MS) return 'fresh';
  if (age < FRESH_MS + STALE_MS) return 'stale';
  return 'expired';
}

/** Least-recently-used store bounded in bytes (a Map keeps insertion order: first = oldest use). */
export class PageStore<P extends { bytes: number } = CachedPage> {
  #pages = new Map<string, P>();
  #bytes = 0;
  constructor(readonly maxBytes = MAX_BYTES) {}

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): P | undefined {
    const page = this.#pages.get(key);
    if (page) {
      this.#pages.delete(key);
      this.#pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: P): void {
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
