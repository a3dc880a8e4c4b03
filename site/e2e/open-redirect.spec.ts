// Open redirect: no redirect of the site (its server's query cleaning, Next's own, a page's
// `redirect()`) nor of the API leaves its origin, whatever the path's encoding. Requests are sent
// as written (node:http, no URL normalisation on the way), then in Chromium.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { API, SITE } from '../../e2e/support/env';

/** Paths a browser or a parser may read as another host. */
const PAYLOADS = [
  '//evil.example/',
  '//evil.example',
  '///evil.example/',
  '////evil.example/',
  '/\\evil.example/',
  '/\\\\evil.example/',
  '/\\/evil.example/',
  '/%2F%2Fevil.example/',
  '/%2F/evil.example/',
  '/%5Cevil.example/',
  '/%5C%5Cevil.example/',
  '/%09/evil.example/',
  '/%0A/evil.example/',
  '/%0D%0A/evil.example/',
  '/.//evil.example/',
  '/a/..//evil.example/',
  '/%2e%2e//evil.example/',
  '/%252F%252Fevil.example/',
  '//evil.example/%2e%2e',
  '/https://evil.example/',
  '/@evil.example/',
];
const QUERIES = ['', '?utm_source=x&x=1', '?x=1', '?page=2&x=1', '?utm_source=x'];

/** One GET exactly as written; its status and Location. */
function rawGet(base: string, path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, headers: { accept: 'text/html' } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Follows up to 5 redirects; every Location must resolve on `base`'s origin. */
async function staysHome(base: string, path: string): Promise<string[]> {
  const leaks: string[] = [];
  let at = path;
  for (let hop = 0; hop < 5; hop++) {
    const { status, location } = await rawGet(base, at);
    if (status < 300 || status >= 400 || !location) break;
    const next = new URL(location, `${new URL(base).origin}${at}`);
    if (next.origin !== new URL(base).origin) {
      leaks.push(`${path} → ${status} ${location}`);
      break;
    }
    at = `${next.pathname}${next.search}`;
  }
  return leaks;
}

test('no redirect of the site leaves its origin, whatever the encoding', async () => {
  const leaks: string[] = [];
  for (const p of PAYLOADS) for (const q of QUERIES) leaks.push(...(await staysHome(SITE, `${p}${q}`)));
  // Pages that redirect on their own: a page past the last, an archive out of range, the account.
  for (const path of ['/videos?page=999', '/archives/2024/13', '/mon-compte', '/recherche?q=foi&page=999'])
    leaks.push(...(await staysHome(SITE, path)));
  expect(leaks).toEqual([]);
});

test('the query-cleaning redirect is still made for the site’s own paths, and cached', async () => {
  const r = await rawGet(SITE, '/emissions-a-z?utm_source=x&x=1');
  expect(r).toEqual({ status: 301, location: '/emissions-a-z?utm_source=x' });
  // A protocol-relative path is not redirected by the server: no public redirect is cached for it.
  const evil = await rawGet(SITE, '//evil.example/?utm_source=x&x=1');
  expect(evil.location ?? '').not.toMatch(/^\/\/|^\/\\|^https?:/);
});

test('no redirect of the API leaves its origin', async () => {
  const leaks: string[] = [];
  for (const p of PAYLOADS)
    for (const prefix of ['', '/sdk', '/media/audio', '/content'])
      leaks.push(...(await staysHome(API, `${prefix}${p}?x=1`)));
  leaks.push(...(await staysHome(API, '/sdk/radio-sdk.js')));
  expect(leaks).toEqual([]);
});

test('in Chromium: an address of the site with a protocol-relative path stays on the site', async ({
  page,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname.includes('evil')) elsewhere.push(r.url());
  });
  for (const p of ['//evil.example/?utm_source=x&x=1', '///evil.example/?x=1', '/%2F%2Fevil.example/?x=1']) {
    await page.goto(`${SITE}${p}`, { waitUntil: 'domcontentloaded' }).catch(() => null);
    expect(new URL(page.url()).origin, p).toBe(new URL(SITE).origin);
  }
  expect(elsewhere).toEqual([]);
});
