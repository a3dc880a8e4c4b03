import { deflateRawSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  type CachedPage,
  cacheKey,
  FRESH_MS,
  freshness,
  isCacheableRequest,
  nonceOf,
  PageStore,
  STALE_MS,
  stamp,
  stampGzip,
  stampPolicy,
  toCachedPage,
} from './page-cache';

const DOC = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const req = (pathname: string, headers: Record<string, string> = {}, method = 'GET', search = '') => {
  const h = new Headers({ accept: DOC, ...headers });
  return { method, pathname, search, header: (name: string) => h.get(name) ?? undefined };
};
const html = (nonce: string, extra = '') =>
  `<!doctype html><html><head><script nonce="${nonce}">self.__next_f=[]</script></head><body><h1>Émissions ${extra}</h1><script nonce="${nonce}">self.__next_f.push([1,"n"])</script></body></html>`;
const policy = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}'; object-src 'none'`;
const htmlHeaders = (nonce: string, more: Record<string, string> = {}) => ({
  'Content-Type': 'text/html; charset=utf-8',
  vary: 'rsc',
  'content-security-policy': policy(nonce),
  ...more,
});
const keep = (body: string, nonce: string) => {
  const page = toCachedPage(200, htmlHeaders(nonce), body, 0);
  if (!page) throw new Error('not kept');
  return page;
};
const decode = (b: Uint8Array) => new TextDecoder().decode(b);

describe('which requests share the page cache', () => {
  it('anonymous GETs of pages do', () => {
    for (const p of ['/', '/vie-spirituelle', '/actualite/le-journal', '/direct/RCFNational', '/recherche'])
      expect(isCacheableRequest(req(p)), p).toBe(true);
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
      expect(isCacheableRequest(req(p)), p).toBe(false);
  });

  it('client navigations (RSC), prefetches, actions, other methods, tokens and crawlers do not', () => {
    // What Next's router sends for a client-side navigation: no text/html, an `rsc` header, `_rsc`.
    expect(isCacheableRequest(req('/', { accept: '*/*' }))).toBe(false);
    expect(isCacheableRequest(req('/', { rsc: '1' }))).toBe(false);
    expect(isCacheableRequest(req('/', { 'next-router-prefetch': '1' }))).toBe(false);
    expect(isCacheableRequest(req('/', {}, 'GET', '?_rsc=abc'))).toBe(false);
    expect(isCacheableRequest(req('/', { 'next-action': 'x' }, 'POST'))).toBe(false);
    expect(isCacheableRequest(req('/', {}, 'HEAD'))).toBe(false);
    expect(isCacheableRequest(req('/', { authorization: 'Bearer x' }))).toBe(false);
    expect(
      isCacheableRequest(
        req('/', {
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        }),
      ),
    ).toBe(false);
  });

  it('pages differ by address, query and radio cookie', () => {
    const keys = new Set([
      cacheKey('/', '', undefined),
      cacheKey('/', '?page=2', undefined),
      cacheKey('/', '', '%7B%22radioCode%22%3A%22RCFLyon%22%7D'),
      cacheKey('/a', '', undefined),
    ]);
    expect(keys.size).toBe(4);
    expect(cacheKey('/', '', 'x')).toBe(cacheKey('/', '', 'x'));
  });
});

describe('what is kept', () => {
  const nonce = 'AbCdEfGhIjKlMnOpQrStUv==';

  it('a 200 HTML page, without its per-response headers', () => {
    const page = toCachedPage(200, htmlHeaders(nonce, { 'content-length': '10', date: 'x' }), html(nonce), 0);
    expect(page).not.toBeNull();
    expect(page?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page?.headers['content-length']).toBeUndefined();
    expect(page?.headers.date).toBeUndefined();
    expect(page?.headers['content-security-policy']).toBeUndefined();
  });

  it('never redirects, errors, cookies, other types, error screens or a page without the nonce', () => {
    expect(toCachedPage(307, htmlHeaders(nonce), html(nonce), 0)).toBeNull();
    expect(toCachedPage(404, htmlHeaders(nonce), html(nonce), 0)).toBeNull();
    expect(toCachedPage(500, htmlHeaders(nonce), html(nonce), 0)).toBeNull();
    expect(toCachedPage(200, htmlHeaders(nonce, { 'set-cookie': 'a=b' }), html(nonce), 0)).toBeNull();
    expect(
      toCachedPage(200, htmlHeaders(nonce, { 'content-type': 'application/json' }), html(nonce), 0),
    ).toBeNull();
    expect(
      toCachedPage(200, htmlHeaders(nonce), html(nonce, '<div data-error="generic"></div>'), 0),
    ).toBeNull();
    expect(toCachedPage(200, htmlHeaders(nonce), html('other-nonce-value-123'), 0)).toBeNull();
    const { 'content-security-policy': _, ...noPolicy } = htmlHeaders(nonce);
    expect(toCachedPage(200, noPolicy, html(nonce), 0)).toBeNull();
  });
});

describe('copies carry a fresh nonce', () => {
  const rendered = 'R3nd3r3dN0nc3Value+/x==';
  const fresh = 'Fr3shN0nc3Value0000aa==';

  it('every occurrence of the rendered nonce is replaced, the rest is byte-identical', () => {
    const out = decode(stamp(keep(html(rendered), rendered), fresh));
    expect(out).toBe(html(fresh));
    expect(out).not.toContain(rendered);
    expect(out.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${fresh}"`, `nonce="${fresh}"`]);
  });

  it('the policy header of a copy names the same fresh nonce', () => {
    const page = keep(html(rendered), rendered);
    expect(stampPolicy(page, fresh)).toBe(policy(fresh));
  });

  it('the gzip copy decompresses to exactly the plain copy (segments compressed once, nonce per copy)', () => {
    const long = html(rendered, `${'Prière du matin, émission présentée par… '.repeat(400)}${rendered}`);
    const page = keep(long, rendered);
    const plain = stamp(page, fresh);
    const gz = stampGzip(page, fresh, plain);
    expect(new Uint8Array(gunzipSync(gz))).toEqual(plain);
    expect(gz.byteLength).toBeLessThan(plain.byteLength / 5);
  });

  // A page like Next's: the same card markup before and after each of many inline scripts.
  const card = (i: number) =>
    `<article class="card episode-card"><img class="card-img" src="/media/images/304x171/emission-${i % 7}.jpg" alt="Visuel"><h3>Épisode ${i} : la prière du matin</h3><p>Présentée par Camille Girard</p></article>`;
  const cards = (from: number) => Array.from({ length: 10 }, (_, i) => card(from + i)).join('');
  const scripted = (nonce: string) =>
    `<!doctype html><html><body>${Array.from(
      { length: 12 },
      (_, i) =>
        `${cards(i * 10)}<script nonce="${nonce}">self.__next_f.push([1,${JSON.stringify(cards(i * 10))}])</script>`,
    ).join('')}</body></html>`;

  it('the segments share one history: the gzip copy is about the size of the whole page gzipped at once', () => {
    const page = keep(scripted(rendered), rendered);
    const plain = stamp(page, fresh);
    const gz = stampGzip(page, fresh, plain);
    expect(new Uint8Array(gunzipSync(gz))).toEqual(plain);
    expect(decode(plain)).toBe(scripted(fresh));
    // Each of the 13 parts compressed alone would repeat the card markup every time.
    const alone = page.parts.reduce((n, p) => n + deflateRawSync(p).byteLength, 0);
    expect(gz.byteLength).toBeLessThan(gzipSync(plain, { level: 9 }).byteLength * 1.5);
    expect(gz.byteLength).toBeLessThan(alone / 2);
  });

  it('a nonce of another length, or a page holding a NUL, still decompresses to the plain copy', () => {
    const page = keep(scripted(rendered), rendered);
    const longer = `${fresh}abcd`;
    const plain = stamp(page, longer);
    expect(new Uint8Array(gunzipSync(stampGzip(page, longer, plain)))).toEqual(plain);
    const withNul = keep(`${scripted(rendered)}\u0000${card(1)}`, rendered);
    const plain2 = stamp(withNul, fresh);
    expect(new Uint8Array(gunzipSync(stampGzip(withNul, fresh, plain2)))).toEqual(plain2);
  });

  it('the nonce is read from the policy header', () => {
    expect(nonceOf("default-src 'self'; script-src 'self' 'nonce-ab+/CD==' https://x")).toBe('ab+/CD==');
    expect(nonceOf("script-src 'self'")).toBeNull();
    expect(nonceOf(null)).toBeNull();
  });
});

describe('freshness and the bounded store', () => {
  const page = (bytes: number, storedAt = 0): CachedPage => ({
    parts: [new Uint8Array(bytes)],
    deflated: [],
    nonceBytes: 0,
    headers: {},
    cspParts: [],
    storedAt,
    length: bytes,
    bytes,
  });

  it(`fresh for ${FRESH_MS / 1000} s, then served stale for ${STALE_MS / 60_000} min while re-rendered, then gone`, () => {
    const p = page(1, 1000);
    expect(freshness(p, 1000 + FRESH_MS - 1)).toBe('fresh');
    expect(freshness(p, 1000 + FRESH_MS)).toBe('stale');
    expect(freshness(p, 1000 + FRESH_MS + STALE_MS - 1)).toBe('stale');
    expect(freshness(p, 1000 + FRESH_MS + STALE_MS)).toBe('expired');
  });

  it('drops the least recently used pages past its byte bound', () => {
    const store = new PageStore(100);
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
