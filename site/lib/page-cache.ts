/**
 * A micro-cache of rendered pages, kept by the site's server (site/server/main.ts) in front of
 * Next's request handler: the role a CDN plays in front of the site in production
 * (docs/architecture.md, "Page cache").
 *
 * Every page reads the radio cookie and carries a per-response CSP nonce, so Next renders each
 * request (about 130 ms for the home page). Anonymous pages are the same for every visitor of one
 * radio, though: the server renders a page once per (address, radio cookie), keeps the HTML for
 * FRESH_MS, and serves copies in which the nonce is replaced by a fresh one, so that every
 * response still has its own unpredictable nonce in both the header and the markup.
 *
 * Pure parts live here (which requests, the key, the store, the nonce stamp, gzip) so that they
 * are unit-tested without a server.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A copy is served without rendering for this long (the content the pages are made of is itself
 * cached for 60 s by lib/content/client.ts, so rendering more often would show nothing newer)…
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
  if (r.method !== 'GET') return false;
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

/** Pages differ by address and by the chosen radio (the only cookie server components read). */
export function cacheKey(pathname: string, search: string, radioCookie: string | undefined): string {
  return `${pathname}${search}\u0000${radioCookie ?? ''}`;
}

/**
 * A rendered page, split around its nonce and kept as UTF-8 bytes and as gzip segments, so that a
 * copy with another nonce is memory copies (no rendering, encoding or compressing of the page).
 */
export interface CachedPage {
  parts: Uint8Array[];
  /**
   * Each part as a raw-deflate segment (sync-flushed, so segments can be chained) that may refer
   * back to the parts before it; see `deflateParts`.
   */
  deflated: Uint8Array[];
  /** Bytes of the rendered nonce: the back-references of `deflated` assume a nonce this long. */
  nonceBytes: number;
  /** Response headers of the render, with the policy header split around the nonce. */
  headers: Record<string, string>;
  cspParts: string[];
  storedAt: number;
  /** Bytes of the plain page (before any nonce). */
  length: number;
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
  'content-security-policy',
  'x-nextjs-cache',
  'x-page-cache',
]);

const encoder = new TextEncoder();
const deflate = (b: Uint8Array, dictionary?: Uint8Array) =>
  new Uint8Array(
    deflateRawSync(b, {
      level: 9,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(dictionary?.byteLength ? { dictionary } : {}),
    }),
  );
/** Deflate's window: how far back a segment can refer. */
const WINDOW = 32 * 1024;

/**
 * Compresses the parts of a page as ONE deflate stream with a hole at each nonce. Compressed on
 * its own, each part (a page has one per inline script, ~15) loses every repetition of the parts
 * before it: the home page went out as 28 KB of gzip against 20 KB for the whole document.
 *
 * Part k is compressed with, as preset dictionary, the text before it, where each nonce is NUL
 * bytes of the nonce's length. The decoder's window holds the real text, which differs from that
 * dictionary only at the nonces; a back-reference can only copy bytes that the part itself
 * contains, and a page has no NUL byte, so no reference ever reaches into a nonce. The segments
 * chain with any nonce of the same length in between, compressed on its own.
 */
function deflateParts(parts: Uint8Array[], nonceBytes: number): Uint8Array[] {
  const hole = new Uint8Array(nonceBytes);
  let history = new Uint8Array(0);
  return parts.map((part, i) => {
    const out = deflate(part, history);
    const next = new Uint8Array(history.byteLength + part.byteLength + hole.byteLength);
    next.set(history);
    next.set(part, history.byteLength);
    if (i < parts.length - 1) next.set(hole, history.byteLength + part.byteLength);
    history = next.subarray(Math.max(0, next.byteLength - WINDOW));
    return out;
  });
}

/**
 * A page worth keeping: a complete 200 HTML answer without cookies, not an error screen, and whose
 * nonce is known (without it the copy could not be re-stamped). `null` otherwise.
 */
export function toCachedPage(
  status: number,
  headers: Record<string, string>,
  body: string,
  now: number,
): CachedPage | null {
  if (status !== 200) return null;
  const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  if (!(h['content-type'] ?? '').startsWith('text/html')) return null;
  if (h['set-cookie']) return null;
  // Error screens (403, 404, generic) must not outlive the failure that caused them.
  if (body.includes('data-error=')) return null;
  const csp = h['content-security-policy'];
  const nonceValue = nonceOf(csp);
  if (!csp || !nonceValue || nonceValue.length < 16 || !body.includes(nonceValue)) return null;
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) if (!DROPPED.has(k)) kept[k] = v;
  const parts = body.split(nonceValue).map((p) => encoder.encode(p));
  const nonceBytes = encoder.encode(nonceValue).byteLength;
  // A NUL in the page could match the dictionary's nonce holes: each part is then compressed alone.
  const deflated = body.includes('\u0000') ? parts.map((p) => deflate(p)) : deflateParts(parts, nonceBytes);
  const length = parts.reduce((n, p) => n + p.byteLength, 0);
  return {
    parts,
    deflated,
    nonceBytes,
    headers: kept,
    cspParts: csp.split(nonceValue),
    storedAt: now,
    length,
    bytes: length + deflated.reduce((n, p) => n + p.byteLength, 0),
  };
}

function concat(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

function interleave<T>(parts: T[], separator: T): T[] {
  const out: T[] = [];
  parts.forEach((p, i) => {
    if (i > 0) out.push(separator);
    out.push(p);
  });
  return out;
}

/** The page's HTML (UTF-8) with `nonceValue` wherever the rendered nonce was. */
export function stamp(page: CachedPage, nonceValue: string): Uint8Array<ArrayBuffer> {
  return concat(interleave(page.parts, encoder.encode(nonceValue)));
}

/** The policy header of a copy: the render's, with the copy's nonce. */
export function stampPolicy(page: CachedPage, nonceValue: string): string {
  return page.cspParts.join(nonceValue);
}

const GZIP_HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final deflate block: the end of the chained segments. */
const FINAL_BLOCK = new Uint8Array(deflateRawSync(new Uint8Array(0)));

/**
 * The same copy, gzip-encoded: the page's segments were compressed once when it was stored, so
 * only the nonce is compressed here; the trailer's CRC-32 is computed over the stamped bytes.
 * A nonce of another length than the rendered one would shift the segments' back-references:
 * that copy is compressed whole.
 */
export function stampGzip(page: CachedPage, nonceValue: string, plain: Uint8Array): Uint8Array<ArrayBuffer> {
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc32(plain) >>> 0, true);
  view.setUint32(4, plain.byteLength >>> 0, true);
  const nonce = encoder.encode(nonceValue);
  const body =
    nonce.byteLength === page.nonceBytes ? interleave(page.deflated, deflate(nonce)) : [deflate(plain)];
  return concat([GZIP_HEADER, ...body, FINAL_BLOCK, trailer]);
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

/** The nonce of a Content-Security-Policy header ('nonce-…' in script-src). */
export function nonceOf(csp: string | null | undefined): string | null {
  return csp?.match(/'nonce-([A-Za-z0-9+/_=-]+)'/)?.[1] ?? null;
}
