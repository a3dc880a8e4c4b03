import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { LIST_ID } from '../site/server/deferred-scripts';
import { SITE as TEST_SITE } from './support/env';

/**
 * The site's scripts as browsers get them (the first-load JavaScript and Lighthouse budgets): the
 * build's hashed files come precompressed (brotli when accepted, gzip otherwise), cached for a
 * year, and the framework's start-up chunks carry V8's compile hint.
 */

const SITE = process.env.E2E_SITE_URL ?? TEST_SITE;

function raw(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

/** Next's scripts of the home page: in the markup, or in the list the page's loader starts. */
async function homeScripts(): Promise<string[]> {
  const html = await (await fetch(`${SITE}/`, { headers: { accept: 'text/html' } })).text();
  const tags = [...html.matchAll(/<script[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const list = html.match(
    new RegExp(`<script type="application/json" id="${LIST_ID}"[^>]*>(.*?)</script>`),
  )?.[1];
  const deferred = (JSON.parse(list ?? '[]') as { src: string }[]).map((s) => s.src);
  return [...tags, ...deferred].filter((src) => src.startsWith('/_next/static/'));
}

test('start-up scripts are served precompressed — brotli, else gzip, else plain — and immutable', async () => {
  const scripts = await homeScripts();
  expect(scripts.length).toBeGreaterThan(3);
  for (const path of scripts) {
    const plain = await raw(`${SITE}${path}`, 'identity');
    const br = await raw(`${SITE}${path}`, 'gzip, deflate, br, zstd');
    const gz = await raw(`${SITE}${path}`, 'gzip, deflate');
    expect([plain.status, br.status, gz.status], path).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    // A file of 1 KB or less is not worth a compressed copy: it goes out as it is.
    const small = plain.body.byteLength <= 1024;
    expect(br.headers['content-encoding'], path).toBe(small ? undefined : 'br');
    expect(gz.headers['content-encoding'], path).toBe(small ? undefined : 'gzip');
    expect((small ? br.body : brotliDecompressSync(br.body)).equals(plain.body), path).toBe(true);
    expect((small ? gz.body : gunzipSync(gz.body)).equals(plain.body), path).toBe(true);
    if (!small) expect(br.body.byteLength, path).toBeLessThan(gz.body.byteLength);
    expect(br.headers['content-type'], path).toContain('javascript');
    expect(br.headers['cache-control'], path).toContain('immutable');
    expect(br.headers['x-content-type-options'], path).toBe('nosniff');
    expect(br.headers.vary, path).toContain('Accept-Encoding');
  }
});

test('TBT budget: the framework chunks of the home page start with the compile hint', async () => {
  const hinted = [];
  for (const path of await homeScripts()) {
    const { body } = await raw(`${SITE}${path}`, 'identity');
    if (body.toString('utf8', 0, 40).startsWith('//# allFunctionsCalledOnLoad\n')) hinted.push(path);
  }
  // React, Next's router and the bundler's runtime (the build manifest's rootMainFiles).
  expect(hinted.length).toBeGreaterThanOrEqual(3);
});

test('an unknown static file is a 404, and a path cannot climb out of the build folder', async () => {
  for (const path of ['/_next/static/nothing-here.js', '/_next/static/%2e%2e/%2e%2e/package.json']) {
    const r = await raw(`${SITE}${path}`, 'gzip, br');
    expect(r.status, path).toBe(404);
    expect(r.body.toString()).not.toContain('"dependencies"');
  }
});
