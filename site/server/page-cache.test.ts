import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import * as pageCache from './page-cache';

const DOC = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const req = (pathname: string, headers: Record<string, string> = {}, method = 'GET', search = '') => {
  const h = new Headers({ accept: DOC, ...headers });
  return { method, pathname, search, header: (name: string) => h.get(name) ?? undefined };
};
const html = (extra = '') =>
  `<!doctype html><html><head><script>self.__next_f=[]</script></head><body><h1>Émissions ${extra}</h1><script>self.__next_f.push([1,"n"])</script></body></html>`;
const HASHED = "default-src 'self'; script-src 'self' 'sha256-abc=' 'sha256-def='; object-src 'none'";
const htmlHeaders = (more: Record<string, string> = {}) => ({
  'Content-Type': 'text/html; charset=utf-8',
  vary: 'rsc',
  'content-security-policy': HASHED,
  'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
  ...more,
});
const keep = (body: string) => {
  const page = pageCache.toCachedPage(200, htmlHeaders(), body, 0);
  if (!page) throw new Error('not kept');
  return page;
};
const decode = (b: Uint8Array) => new TextDecoder().decode(b);

describe('which requests share the page cache', () => {
  it('anonymous GETs of pages do', () => {
    for (const p of ['/', '/vie-spirituelle', '/actualite/le-journal', '/direct/RCFNational', '/recherche'])
      expect(pageCache.isCacheableRequest(req(p)), p).toBe(true);
  });

  it('the account area, previews, machine endpoints and files do not', () => {
    for (const p of [
      '/mon-compte',
      '/mon-compte/mes-favoris',
      '/preview/12',
      '/deployment',
      '/feed/show/12',
      '/oembed',
      '/sitemap.xml',
      '/robots.txt',
      '/sdk/radio-sdk.js',
      '/_icons',
    ])
      expect(pageCache.isCacheableRequest(req(p)), p).toBe(false);
  });

  it('client navigations (RSC), prefetches, actions, other methods, tokens and crawlers do not', () => {
    // What Next's router sends for a client-side navigation: no text/html, an `rsc` header, `_rsc`.
    expect(pageCache.isCacheableRequest(req('/', { accept: '*/*' }))).toBe(false);
    expect(pageCache.isCacheableRequest(req('/', { rsc: '1' }))).toBe(false);
    expect(pageCache.isCacheableRequest(req('/', { 'next-router-prefetch': '1' }))).toBe(false);
    expect(pageCache.isCacheableRequest(req('/', {}, 'GET', '?_rsc=abc'))).toBe(false);
    expect(pageCache.isCacheableRequest(req('/', { 'next-action': 'x' }, 'POST'))).toBe(false);
    expect(pageCache.isCacheableRequest(req('/', {}, 'PUT'))).toBe(false);
    expect(pageCache.isCacheableRequest(req('/', { authorization: 'Bearer x' }))).toBe(false);
    expect(
      pageCache.isCacheableRequest(
        req('/', {
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        }),
      ),
    ).toBe(false);
  });

  it('pages differ by address, query and radio cookie', () => {
    const keys = new Set([
      pageCache.cacheKey('/', '', ''),
      pageCache.cacheKey('/', '?page=2', ''),
      pageCache.cacheKey('/', '', 'RCFLyon#0'),
      pageCache.cacheKey('/a', '', ''),
    ]);
    expect(keys.size).toBe(4);
    expect(pageCache.cacheKey('/', '', 'x')).toBe(pageCache.cacheKey('/', '', 'x'));
  });
});

describe('what is kept', () => {
  it('a 200 HTML page with its hash-based policy, without the headers of one response', () => {
    const page = pageCache.toCachedPage(200, htmlHeaders({ 'content-length': '10', date: 'x' }), html(), 0);
    expect(page).not.toBeNull();
    expect(page?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page?.headers['content-security-policy']).toBe(HASHED);
    expect(page?.headers['content-length']).toBeUndefined();
    expect(page?.headers.date).toBeUndefined();
    // The render's private Cache-Control is replaced by the public one when served.
    expect(page?.headers['cache-control']).toBeUndefined();
  });

  it('never redirects, errors, cookies, other types, error screens, or a page whose policy holds a nonce', () => {
    expect(pageCache.toCachedPage(307, htmlHeaders(), html(), 0)).toBeNull();
    expect(pageCache.toCachedPage(404, htmlHeaders(), html(), 0)).toBeNull();
    expect(pageCache.toCachedPage(500, htmlHeaders(), html(), 0)).toBeNull();
    expect(pageCache.toCachedPage(200, htmlHeaders({ 'set-cookie': 'a=b' }), html(), 0)).toBeNull();
    expect(
      pageCache.toCachedPage(200, htmlHeaders({ 'content-type': 'application/json' }), html(), 0),
    ).toBeNull();
    expect(
      pageCache.toCachedPage(200, htmlHeaders(), html('<div data-error="generic"></div>'), 0),
    ).toBeNull();
    const nonce = "default-src 'self'; script-src 'self' 'nonce-AbCdEfGhIjKlMnOpQrStUv=='";
    expect(
      pageCache.toCachedPage(200, htmlHeaders({ 'content-security-policy': nonce }), html(), 0),
    ).toBeNull();
    const { 'content-security-policy': _, ...noPolicy } = htmlHeaders();
    expect(pageCache.toCachedPage(200, noPolicy, html(), 0)).toBeNull();
  });
});

describe('every visitor gets the same bytes', () => {
  it('the gzip and brotli copies decompress to exactly the page', () => {
    const body = html('x'.repeat(5000));
    const page = keep(body);
    expect(decode(page.body)).toBe(body);
    expect(decode(gunzipSync(page.gzip))).toBe(body);
    expect(decode(brotliDecompressSync(page.brotli))).toBe(body);
    expect(page.bytes).toBe(page.body.byteLength + page.gzip.byteLength + page.brotli.byteLength);
  });

  it('a strong ETag of the body: equal for equal pages, different otherwise; If-None-Match matches it', () => {
    const a = keep(html());
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(keep(html()).etag).toBe(a.etag);
    expect(keep(html('autre')).etag).not.toBe(a.etag);
    expect(pageCache.notModified(a.etag, a.etag)).toBe(true);
    expect(pageCache.notModified(`"x", W/${a.etag}`, a.etag)).toBe(true);
    expect(pageCache.notModified('*', a.etag)).toBe(true);
    expect(pageCache.notModified('"x"', a.etag)).toBe(false);
    expect(pageCache.notModified(undefined, a.etag)).toBe(false);
  });

  it('"Cache-Control: public, s-maxage=60, stale-while-revalidate=…" for shared caches; browsers revalidate', () => {
    expect(pageCache.PUBLIC_CACHE_CONTROL).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400',
    );
  });

  it('brotli when accepted, else gzip, else plain; q=0 refuses', () => {
    expect(pageCache.pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageCache.pickEncoding('gzip')).toBe('gzip');
    expect(pageCache.pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageCache.pickEncoding('identity')).toBeNull();
    expect(pageCache.pickEncoding(undefined)).toBeNull();
  });
});

describe('the canonical address (query parameters no page reads are dropped)', () => {
  // [address's query, its canonical query (null: already canonical), what the page renders with]
  it.each([
    ['', null, ''],
    ['?page=2', null, '?page=2'],
    ['?lettre=B&page=3', null, '?lettre=B&page=3'],
    ['?q=pri%C3%A8re&type=episode', null, '?q=pri%C3%A8re&type=episode'],
    // Unknown parameters (typos, stray ones) go; the known and campaign ones stay in their order.
    ['?x=1&page=2', '?page=2', '?page=2'],
    ['?lettre=C&pge=1&page=4', '?lettre=C&page=4', '?lettre=C&page=4'],
    ['?utm_source=lettre&foo=1&lettre=B', '?utm_source=lettre&lettre=B', '?lettre=B'],
    ['?', '', ''],
    // Campaign parameters (utm_*, click ids) keep the address as it is: the tag manager reads them;
    // the page is rendered and cached without them.
    ['?utm_source=x&utm_medium=y', null, ''],
    ['?fbclid=abc&page=2', null, '?page=2'],
    ['?lettre=C&gclid=1&page=4', null, '?lettre=C&page=4'],
  ])('%s → %s, rendered as %s', (search, canonical, rendered) => {
    expect(pageCache.canonicalSearch(search)).toBe(canonical);
    expect(pageCache.pageSearch(search)).toBe(rendered);
  });

  it('campaign parameters are utm_* and the platforms’ click ids', () => {
    expect(['utm_campaign', 'msclkid', 'gclid', 'page'].map(pageCache.isTrackingParam)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('freshness and the bounded store', () => {
  const page = (bytes: number, storedAt = 0): pageCache.CachedPage => ({
    body: new Uint8Array(bytes),
    gzip: new Uint8Array(0),
    brotli: new Uint8Array(0),
    etag: '"x"',
    headers: {},
    storedAt,
    bytes,
  });

  it(`fresh for ${pageCache.FRESH_MS / 1000} s, then served stale for ${pageCache.STALE_MS / 60_000} min while re-rendered, then gone`, () => {
    const p = page(1, 1000);
    expect(pageCache.freshness(p, 1000 + pageCache.FRESH_MS - 1)).toBe('fresh');
    expect(pageCache.freshness(p, 1000 + pageCache.FRESH_MS)).toBe('stale');
    expect(pageCache.freshness(p, 1000 + pageCache.FRESH_MS + pageCache.STALE_MS - 1)).toBe('stale');
    expect(pageCache.freshness(p, 1000 + pageCache.FRESH_MS + pageCache.STALE_MS)).toBe('expired');
  });

  it('drops the least recently used pages past its byte bound', () => {
    const store = new pageCache.PageStore(100);
    store.set('a', page(40));
    store.set('b', page(40));
    store.get('a'); // a is now the most recent
    store.set('c', page(40));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.get('c')).toBeDefined();
    expect(store.bytes).toBe(80);
    store.set('a', page(10));
    expect(store.bytes).toBe(50);
    store.set('huge', page(101));
    expect(store.get('huge')).toBeUndefined();
    expect(store.size).toBe(2);
  });
});

describe('the canonical redirect stays on this site', () => {
  it.each([
    ['//evil.example/', '?utm_source=x'],
    ['/\\evil.example/', ''],
    ['///evil.example/', ''],
    ['/\\/evil.example', ''],
    ['/.//evil.example', ''],
    ['/a/..//evil.example', ''],
    ['/\t/evil.example', ''],
    ['/\n/evil.example', ''],
    ['/x\\y', ''],
    ['', '?x=1'],
    ['evil.example', ''],
  ])('%j is not redirected', (pathname, search) => {
    expect(pageCache.samePathOnly(pathname, search)).toBeNull();
  });

  it('a path of this site is, with its canonical query; encoded slashes stay encoded', () => {
    expect(pageCache.samePathOnly('/emissions', '?utm_source=x')).toBe('/emissions?utm_source=x');
    expect(pageCache.samePathOnly('/', '')).toBe('/');
    expect(pageCache.samePathOnly('/', '?page=2')).toBe('/?page=2');
    expect(pageCache.samePathOnly('/%2F%2Fevil.example/', '')).toBe('/%2F%2Fevil.example/');
    expect(pageCache.samePathOnly('/%5Cevil.example', '')).toBe('/%5Cevil.example');
  });
});
