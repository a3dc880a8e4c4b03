import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiForSuite, BACKENDS } from './harness.js';

const LIST = '/content/api/nodes?type=episode&items_per_page=20&_format=json';
const USER = '11111111-2222-4333-8444-555555555555';

describe.each(BACKENDS)('HTTP caching of the API on %s: compression, ETag, Cache-Control', (backend) => {
  const api = apiForSuite(backend);

  it('a list answers with content-encoding for "Accept-Encoding: br, gzip", an ETag, and 304 on a repeat', async () => {
    const plain = await api().app.inject({ url: LIST });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await api().app.inject({ url: LIST, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gz = await api().app.inject({ url: LIST, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);

    // One validator for the JSON, whatever its encoding (weak, since the bytes differ).
    const tag = br.headers.etag;
    expect(tag).toMatch(/^W\/".+"$/);
    expect(gz.headers.etag).toBe(tag);
    expect(plain.headers.etag).toBe(tag);

    const repeat = await api().app.inject({
      url: LIST,
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(tag) },
    });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.rawPayload.length).toBe(0);
    expect(repeat.headers.etag).toBe(tag);
    expect(repeat.headers['cache-control']).toBe(br.headers['cache-control']);

    const stale = await api().app.inject({ url: LIST, headers: { 'if-none-match': 'W/"autre"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('public lists and items: public, short s-maxage, stale-while-revalidate; the same on a response-cache hit', async () => {
    const miss = await api().app.inject({ url: '/content/api/nodes?type=show&_format=json' });
    const hit = await api().app.inject({ url: '/content/api/nodes?type=show&_format=json' });
    for (const r of [miss, hit]) {
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe(
        'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=300',
      );
    }
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    // A hit is sent with the ETag of the answer it copies, and a conditional repeat still gets 304.
    expect(hit.headers.etag).toMatch(/^W\/".+"$/);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    const revalidated = await api().app.inject({
      url: '/content/api/nodes?type=show&_format=json',
      headers: { 'if-none-match': String(hit.headers.etag) },
    });
    expect([revalidated.statusCode, revalidated.headers['x-cache'], revalidated.rawPayload.length]).toEqual([
      304,
      'HIT',
      0,
    ]);
    const search = await api().app.inject({ url: '/content/search?q=pri%C3%A8re' });
    expect(search.headers['cache-control']).toMatch(
      /^public, max-age=30, s-maxage=30, stale-while-revalidate=30/,
    );
  });

  it('a user route is private, no-store: with its token, without it (401), and for another user (403)', async () => {
    const own = await api().app.inject({
      url: `/content/listen-later/${USER}`,
      headers: { ...(await api().bearer(USER, 'a@example.fr')), 'accept-encoding': 'br, gzip' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(String(own.headers.vary)).toMatch(/authorization/i);

    const anonymous = await api().app.inject({ url: `/content/listen-later/${USER}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('private, no-store');

    const other = await api().app.inject({
      url: `/content/listen-later/${USER}`,
      headers: await api().bearer('99999999-2222-4333-8444-555555555555', 'b@example.fr'),
    });
    expect(other.statusCode).toBe(403);
    expect(other.headers['cache-control']).toBe('private, no-store');
  });

  it('never a public header on an answer to a request carrying a token, nor on errors or writes', async () => {
    const withToken = await api().app.inject({
      url: '/content/api/nodes?type=show&_format=json',
      headers: await api().bearer(USER, 'a@example.fr'),
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['cache-control']).toBe('private, no-store');

    const missing = await api().app.inject({ url: '/content/api/episode/999999999?_format=json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');

    const write = await api().app.inject({
      method: 'POST',
      url: '/mailing/confirm',
      payload: { token: 'x' },
    });
    expect(write.statusCode).toBe(400);
    expect(write.headers['cache-control']).toBe('no-store');
    const userWrite = await api().app.inject({ method: 'POST', url: '/content/session/revoke' });
    expect(userWrite.headers['cache-control']).toBe('private, no-store');

    const health = await api().app.inject({ url: '/health' });
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it('the OpenAPI document (81 KB raw) goes out compressed', async () => {
    const r = await api().app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(r.rawPayload).toString('utf8')).openapi).toBe('3.0.3');
  });
});
