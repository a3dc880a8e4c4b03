import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSdkDistDir, mediaPlugin } from '../../src/media/index';
import type { SdkManifest } from '../../src/media/sdk';

const PUBLISH = join(defaultSdkDistDir(), '..', 'scripts', 'publish.mjs');

let app: FastifyInstance;
let sdkDir: string;
let dataDir: string;

/** A build as rollup leaves it (an entry and a chunk it loads relative to its URL), then published. */
async function build(code: string): Promise<SdkManifest> {
  await writeFile(join(sdkDir, 'radio-sdk.js'), code);
  await writeFile(join(sdkDir, 'radio-sdk.mjs'), `export ${code}`);
  await mkdir(join(sdkDir, 'chunks'), { recursive: true });
  await writeFile(join(sdkDir, 'chunks', 'share.js'), `/* ${code} */`);
  execFileSync(process.execPath, [PUBLISH, sdkDir], { stdio: 'pipe' });
  return JSON.parse(await readFile(join(sdkDir, 'sdk-manifest.json'), 'utf8')) as SdkManifest;
}

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

beforeAll(async () => {
  sdkDir = await mkdtemp(join(tmpdir(), 'sdk-publish-'));
  dataDir = await mkdtemp(join(tmpdir(), 'sdk-data-'));
  app = Fastify();
  await app.register(mediaPlugin, { dataDir, sdkDistDir: sdkDir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await rm(sdkDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('the SDK at a versioned, immutable URL with its SRI hash', () => {
  it('/sdk/<version>/radio-sdk.js: "public, max-age=31536000, immutable", bytes matching the manifest’s integrity', async () => {
    const m = await build('window.RadioSDK={v:1};');
    expect(m.version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
    expect(m.script).toBe(`/sdk/${m.version}/radio-sdk.js`);
    for (const file of ['radio-sdk.js', 'radio-sdk.mjs', 'chunks/share.js']) {
      const res = await app.inject({ url: `/sdk/${m.version}/${file}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(sri(res.rawPayload)).toBe(m.integrity[file]);
    }
  });

  it('the short URL redirects to the current version; a new build gets a new URL and the old one stays', async () => {
    const first = await build('window.RadioSDK={v:1};');
    const short = await app.inject({ url: '/sdk/radio-sdk.js' });
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(first.script);
    expect(short.headers['cache-control']).toBe('public, max-age=300');
    expect((await app.inject({ url: '/sdk/radio-sdk.mjs' })).headers.location).toBe(
      `/sdk/${first.version}/radio-sdk.mjs`,
    );

    const second = await build('window.RadioSDK={v:2};');
    expect(second.version).not.toBe(first.version);
    // The manifest is read again at most every 5 s: a fresh plugin sees the new build at once.
    const fresh = Fastify();
    await fresh.register(mediaPlugin, { dataDir, sdkDistDir: sdkDir });
    try {
      expect((await fresh.inject({ url: '/sdk/radio-sdk.js' })).headers.location).toBe(second.script);
      const old = await fresh.inject({ url: first.script });
      expect(old.statusCode).toBe(200);
      expect(old.body).toBe('window.RadioSDK={v:1};');
    } finally {
      await fresh.close();
    }
  });

  it('the npm tarball: /sdk/radio-sdk.tgz redirects to its version, immutable there, its sha512 in the manifest', async () => {
    const m = await build('window.RadioSDK={v:3};');
    // A fresh plugin reads the manifest at once (it is read again at most every 5 s).
    const app = Fastify();
    await app.register(mediaPlugin, { dataDir, sdkDistDir: sdkDir });
    expect(m.package?.url).toBe(`/sdk/${m.version}/radio-sdk.tgz`);
    const short = await app.inject({ url: '/sdk/radio-sdk.tgz' });
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(m.package?.url);
    expect(short.headers['cache-control']).toBe('public, max-age=300');
    const tgz = await app.inject({ url: m.package?.url ?? '' });
    expect(tgz.statusCode).toBe(200);
    expect(tgz.headers['content-type']).toBe('application/gzip');
    expect(tgz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The integrity npm writes into a partner's package-lock.json.
    expect(`sha512-${createHash('sha512').update(tgz.rawPayload).digest('base64')}`).toBe(
      m.package?.integrity,
    );
    const listing = execFileSync('tar', ['-tzf', '-'], { input: tgz.rawPayload }).toString().split('\n');
    expect(listing).toEqual(
      expect.arrayContaining([
        'package/package.json',
        'package/README.md',
        'package/custom-elements.json',
        'package/dist/radio-sdk.js',
      ]),
    );
    const manifest = await app.inject({ url: '/sdk/sdk-manifest.json' });
    expect(manifest.json()).toMatchObject({ version: m.version, package: m.package });
    await app.close();
  });

  it('an unknown version is a 404, never another build', async () => {
    const res = await app.inject({ url: '/sdk/9.9.9-0000000000/radio-sdk.js' });
    expect(res.statusCode).toBe(404);
  });
});
