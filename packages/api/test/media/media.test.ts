import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageCache } from '../../src/media/images';
import { defaultFixturesDir, mediaPlugin, STYLE_SIZES } from '../../src/media/index';

const fixtures = defaultFixturesDir();
const episode = 'priere-du-matin.mp3';
const episodeBytes = readFileSync(join(fixtures, 'audio', episode));
const image = 'article-vitrail.jpg';

let app: FastifyInstance;
let dataDir: string;
let sdkDir: string;
let origin: string;

/** A GET sent as is over HTTP: no client-side normalisation of `..` (what an attacker sends). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/`, { path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function expectRefused(paths: string[], leaked: string): Promise<void> {
  for (const path of paths) {
    const res = await rawGet(path);
    expect([400, 404], path).toContain(res.status);
    expect(JSON.parse(res.body), path).toEqual({ status: res.status, message: expect.any(String) });
    expect(res.body, path).not.toContain(leaked);
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'media-data-'));
  sdkDir = await mkdtemp(join(tmpdir(), 'media-sdk-'));
  await writeFile(join(sdkDir, 'radio-sdk.js'), 'window.RadioSDK={};');
  await writeFile(join(sdkDir, 'radio-sdk.mjs'), 'export const RadioSDK={};');
  app = Fastify();
  await app.register(mediaPlugin, { dataDir, fixturesDir: fixtures, sdkDistDir: sdkDir });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(sdkDir, { recursive: true, force: true });
});

describe('/media/audio: "served with HTTP Range so seeking works"', () => {
  it('sends the whole MP3 with its type, validators, Accept-Ranges, caching and open CORS', async () => {
    const res = await app.inject({ url: `/media/audio/${episode}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
    expect(Number(res.headers['content-length'])).toBe(episodeBytes.length);
    expect(res.rawPayload.equals(episodeBytes)).toBe(true);
  });

  it.each([
    ['start', 'bytes=0-1023', 0, 1023],
    ['middle', 'bytes=200000-200499', 200000, 200499],
    ['end (open)', `bytes=${episodeBytes.length - 300}-`, episodeBytes.length - 300, episodeBytes.length - 1],
    ['end (suffix)', 'bytes=-777', episodeBytes.length - 777, episodeBytes.length - 1],
  ])('answers a range at the %s with 206 and the exact bytes', async (_where, range, start, end) => {
    const res = await app.inject({ url: `/media/audio/${episode}`, headers: { range } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${episodeBytes.length}`);
    expect(Number(res.headers['content-length'])).toBe(end - start + 1);
    expect(res.rawPayload.equals(episodeBytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await app.inject({
      url: `/media/audio/${episode}`,
      headers: { range: `bytes=${episodeBytes.length}-` },
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${episodeBytes.length}`);
    expect(res.json()).toEqual({ status: 416, message: expect.any(String) });
  });

  it('answers 304 to a matching If-None-Match, and ignores a stale If-Range', async () => {
    const first = await app.inject({ url: `/media/audio/${episode}` });
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: `/media/audio/${episode}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await app.inject({
      url: `/media/audio/${episode}`,
      headers: { range: 'bytes=0-9', 'if-range': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(episodeBytes.length);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await app.inject({ method: 'HEAD', url: `/media/audio/${episode}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(Number(res.headers['content-length'])).toBe(episodeBytes.length);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 JSON for an unknown file and for traversal attempts', async () => {
    await expectRefused(
      [
        '/media/audio/absent.mp3',
        '/media/audio/../manifest.json',
        '/media/audio/..%2Fmanifest.json',
        '/media/audio/%2e%2e/%2e%2e/package.json',
        '/media/audio/.%2e/texts/catalogue.psv',
        '/media/audio/..%5Cmanifest.json',
      ],
      'audioPath',
    );
  });
});

describe('/media/images: "images served by style (1280x630_og_image, 930x557, 304x171, 154x154) resized with sharp and cached"', () => {
  it.each(Object.entries(STYLE_SIZES))('resizes to the %s box', async (style, { width, height }) => {
    const res = await app.inject({
      url: `/media/images/${style}/${image}`,
      headers: { accept: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
  });

  it('sends WebP to a client that accepts it, and says the answer varies by Accept', async () => {
    const res = await app.inject({
      url: `/media/images/154x154/${image}`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toMatch(/Accept/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 154, 154]);
  });

  it('cards and podcast artwork: JPEG at a .jpg address whatever the client accepts, even from an SVG', async () => {
    const cases = [
      ['1200x630_card', 'emissions/le-grand-matin.svg.jpg', 1200, 630],
      ['1400x1400_artwork', 'emissions/le-grand-matin.svg.jpg', 1400, 1400],
      ['1400x1400_artwork', image, 1400, 1400],
    ] as const;
    for (const [style, file, width, height] of cases) {
      const res = await app.inject({
        url: `/media/images/${style}/${file}`,
        headers: { accept: 'image/avif,image/webp,*/*' },
      });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers.vary ?? '').not.toMatch(/Accept/);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.space]).toEqual(['jpeg', width, height, 'srgb']);
    }
  });

  it('a fixed style answers only at a .jpg address of an image', async () => {
    for (const url of [
      '/media/images/1200x630_card/emissions/le-grand-matin.svg',
      '/media/images/1200x630_card/absent.svg.jpg',
      '/media/images/1200x630_card/manifest.json.jpg',
      '/media/images/1200x630_card/..%2Fmanifest.json.jpg',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('renders once, then serves the cached file from the data directory', async () => {
    const url = `/media/images/304x171/radio-rcf-national.jpg`;
    const first = await app.inject({ url });
    const second = await app.inject({ url });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(existsSync(join(dataDir, 'image-cache', '304x171', 'jpeg', 'radio-rcf-national.jpg.jpg'))).toBe(
      true,
    );
  });

  it('answers 400 JSON for an unknown style', async () => {
    const res = await app.inject({ url: `/media/images/2000x2000/${image}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: expect.stringContaining('Style') });
  });

  it('answers 404 JSON for an unknown image, a non-image file and traversal attempts', async () => {
    await expectRefused(
      [
        '/media/images/930x557/absent.jpg',
        '/media/images/930x557/../manifest.json',
        '/media/images/930x557/..%2Fmanifest.json',
        '/media/images/930x557/%2e%2e/%2e%2e/package.json',
        '/media/images/930x557/../images/article-vitrail.jpg',
        '/media/images/../../manifest.json',
      ],
      'audioPath',
    );
  });

  it('does the work once when first requests for one key arrive together', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'image-cache-'));
    try {
      const cache = new ImageCache(cacheDir);
      const source = join(fixtures, 'images', image);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => cache.get(source, image, '930x557', 'webp')),
      );
      expect(cache.renders).toBe(1);
      expect(new Set(results.map((r) => r.path)).size).toBe(1);
      const again = await cache.get(source, image, '930x557', 'webp');
      expect([again.hit, cache.renders]).toEqual([true, 1]);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});

describe('/sdk: the script partners load', () => {
  it.each(['radio-sdk.js', 'radio-sdk.mjs'])(
    'serves %s as JavaScript with open CORS and caching',
    async (file) => {
      const res = await app.inject({ url: `/sdk/${file}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toContain('max-age=');
      expect(res.headers.etag).toBeTruthy();
      expect(res.body).toContain('RadioSDK');
    },
  );

  it('answers 404 JSON for an absent file or a traversal attempt', async () => {
    await mkdir(join(sdkDir, 'sub'), { recursive: true });
    await expectRefused(
      ['/sdk/absent.js', '/sdk/sub', '/sdk/../../../../etc/passwd', '/sdk/%2e%2e/etc/passwd'],
      'root:',
    );
  });

  it('answers a CORS preflight for cross-origin range requests', async () => {
    const res = await app.inject({ method: 'OPTIONS', url: `/media/audio/${episode}` });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-headers']).toContain('Range');
  });
});
