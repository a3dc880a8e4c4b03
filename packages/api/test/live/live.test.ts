import { mkdtemp, rm } from 'node:fs/promises';
import { type IncomingMessage, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BURST_BYTES, TICK_MS } from '../../src/live/broadcaster';
import { livePlugin } from '../../src/live/index';
import { mainDataBegin, readFrameHeader } from '../../src/live/mp3';

const BYTES_PER_SECOND = 4000; // the 32 kbps CBR live fixture

let app: FastifyInstance;
let origin: string;
let dataDir: string;
const open = new Set<IncomingMessage>();

/** A listener: collects every byte with its arrival time. */
interface Listening {
  res: IncomingMessage;
  chunks: { at: number; bytes: Buffer }[];
  total(): number;
  all(): Buffer;
  closed: Promise<void>;
}

function listen(path: string): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, (res) => {
      open.add(res);
      const chunks: { at: number; bytes: Buffer }[] = [];
      res.on('data', (bytes: Buffer) => chunks.push({ at: performance.now(), bytes }));
      const closed = new Promise<void>((done) => {
        res.on('close', () => {
          open.delete(res);
          done();
        });
        res.on('error', () => undefined);
      });
      resolve({
        res,
        chunks,
        total: () => chunks.reduce((n, c) => n + c.bytes.length, 0),
        all: () => Buffer.concat(chunks.map((c) => c.bytes)),
        closed,
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(20);
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'live-data-'));
  app = Fastify();
  await app.register(livePlugin, {
    dataDir,
    radioExists: (code) => code.startsWith('RCF'),
    controlRoutes: true,
  });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterEach(async () => {
  for (const res of open) res.destroy();
  await until(() => app.live.active().length === 0);
});

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('/live/{code}.mp3: "an endless MP3 stream paced at its bitrate with a 64 KiB burst at connect"', () => {
  it('answers as an Icecast mount: audio/mpeg, no Content-Length, open CORS', async () => {
    const l = await listen('/live/RCFNational.mp3');
    expect(l.res.statusCode).toBe(200);
    expect(l.res.headers['content-type']).toBe('audio/mpeg');
    expect(l.res.headers['content-length']).toBeUndefined();
    expect(l.res.headers['access-control-allow-origin']).toBe('*');
    expect(l.res.headers['icy-br']).toBe('32');
    const head = await fetch(`${origin}/live/RCFNational.mp3`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'audio/mpeg']);
    expect(app.live.listeners('RCFNational')).toBe(1);
  });

  it('sends the 64 KiB burst at once, then bytes at the bitrate for 3 s', async () => {
    const start = performance.now();
    const l = await listen('/live/RCFNational.mp3');
    // The burst: at least 64 KiB, well before one tick of pacing could add to it.
    await until(() => l.total() >= BURST_BYTES, 1000);
    const burstAt = performance.now() - start;
    expect(burstAt).toBeLessThan(1000);
    const burst = l.total();
    expect(burst).toBeLessThan(BURST_BYTES + 2 * TICK_MS * (BYTES_PER_SECOND / 1000) + 210);

    const t0 = performance.now();
    await sleep(3000);
    // Measured between chunk arrivals, so a late test timer does not skew the rate.
    const paced = l.chunks.filter((c) => c.at > t0);
    const first = paced[0];
    const last = paced.at(-1);
    if (!first || !last) throw new Error('no paced bytes after the burst');
    const elapsed = (last.at - first.at) / 1000;
    expect(elapsed).toBeGreaterThan(2.4);
    const bytes = paced.slice(1).reduce((n, c) => n + c.bytes.length, 0);
    // Whole frames per chunk and delivery jitter: allow one tick's worth of bytes.
    const slack = (TICK_MS / 1000) * BYTES_PER_SECOND + 210;
    expect(Math.abs(bytes - elapsed * BYTES_PER_SECOND)).toBeLessThan(slack);
  });

  it('sends whole frames from the first byte, so a mid-stream join decodes', async () => {
    const l = await listen('/live/RCFLyon.mp3');
    await sleep(800);
    const bytes = l.all();
    expect(mainDataBegin(bytes, 0)).toBe(0);
    let pos = 0;
    let frames = 0;
    while (pos < bytes.length) {
      const h = readFrameHeader(bytes, pos);
      expect(h, `frame header at byte ${pos}`).not.toBeNull();
      pos += h?.length ?? bytes.length;
      frames++;
    }
    expect(pos).toBe(bytes.length);
    expect(frames).toBeGreaterThan(600);
  });

  it('"many listeners share one clock": a later listener’s burst ends where the first one is', async () => {
    const a = await listen('/live/RCFNational.mp3');
    await sleep(1200);
    const b = await listen('/live/RCFNational.mp3');
    await until(() => b.total() >= BURST_BYTES, 1000);
    expect(app.live.listeners('RCFNational')).toBe(2);
    const tail = b.all().subarray(BURST_BYTES - 2000, BURST_BYTES);
    const aBytes = a.all();
    const found = aBytes.indexOf(tail);
    expect(found).toBeGreaterThan(0);
    // Where b's burst ends, a is: within one tick of bytes either way.
    const oneTick = (TICK_MS / 1000) * BYTES_PER_SECOND + 210;
    expect(Math.abs(found + tail.length - aBytes.length)).toBeLessThan(b.total() - BURST_BYTES + oneTick);
    // From then on both receive the same chunks.
    await sleep(700);
    const aNow = a.all();
    const bNow = b.all();
    const lastB = bNow.subarray(bNow.length - 500);
    expect(aNow.indexOf(lastB)).toBeGreaterThan(0);
  });

  it('frees the broadcaster and its timer when the last listener leaves', async () => {
    const a = await listen('/live/RCFParis.mp3');
    const b = await listen('/live/RCFParis.mp3');
    await until(() => app.live.listeners('RCFParis') === 2);
    expect(app.live.active()).toContain('RCFParis');
    a.res.destroy();
    await until(() => app.live.listeners('RCFParis') === 1);
    expect(app.live.active()).toContain('RCFParis');
    b.res.destroy();
    await until(() => app.live.active().length === 0);
    expect(app.live.listeners('RCFParis')).toBe(0);
  });

  it('cut() ends every connection of that code and leaves the others playing', async () => {
    const a = await listen('/live/RCFAlsace.mp3');
    const b = await listen('/live/RCFAlsace.mp3');
    const other = await listen('/live/RCFNational.mp3');
    await until(() => app.live.listeners('RCFAlsace') === 2);
    expect(app.live.cut('RCFAlsace')).toBe(2);
    await Promise.all([a.closed, b.closed]);
    expect(app.live.listeners('RCFAlsace')).toBe(0);
    expect(app.live.active()).toEqual(['RCFNational']);
    const before = other.total();
    await sleep(600);
    expect(other.total()).toBeGreaterThan(before);
  });

  it('pause() cuts the stream and answers 503 with Retry-After until it is over', async () => {
    const a = await listen('/live/RCFBretagne.mp3');
    await until(() => app.live.listeners('RCFBretagne') === 1);
    app.live.pause('RCFBretagne', 400);
    await a.closed;
    const refused = await fetch(`${origin}/live/RCFBretagne.mp3`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ status: 503, message: expect.any(String) });
    await sleep(450);
    const back = await listen('/live/RCFBretagne.mp3');
    expect(back.res.statusCode).toBe(200);
  });

  it('offers the same cut and pause over HTTP to browser fault tests, when asked for', async () => {
    const a = await listen('/live/RCFNord.mp3');
    await until(() => app.live.listeners('RCFNord') === 1);
    const cut = await fetch(`${origin}/live/_control/RCFNord/cut`, { method: 'POST' });
    expect(await cut.json()).toEqual({ cut: 1 });
    await a.closed;
    await fetch(`${origin}/live/_control/RCFNord/pause?ms=60000`, { method: 'POST' });
    expect((await fetch(`${origin}/live/RCFNord.mp3`)).status).toBe(503);
    await fetch(`${origin}/live/_control/RCFNord/resume`, { method: 'POST' });
    const back = await listen('/live/RCFNord.mp3');
    expect(back.res.statusCode).toBe(200);
    const bad = await fetch(`${origin}/live/_control/RCFNord/explode`, { method: 'POST' });
    expect(bad.status).toBe(400);
  });

  it('answers 404 JSON for an unknown radio and 400 for a malformed code', async () => {
    const unknown = await fetch(`${origin}/live/XYZNational.mp3`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ status: 404, message: expect.any(String) });
    for (const bad of ['/live/RC.mp3', '/live/RCF-Lyon.mp3', '/live/%27%3B--.mp3']) {
      const res = await fetch(`${origin}${bad}`);
      expect(res.status, bad).toBe(400);
      expect(await res.json(), bad).toEqual({ status: 400, message: expect.any(String) });
    }
    expect((await fetch(`${origin}/live/RCFNational.ogg`)).status).toBe(404);
  });
});

describe('/live/{code}.mp3?debut=: « Reprendre l’émission au début » from any past second of the day', () => {
  const second = () => Math.floor(Date.now() / 1000);

  it('starts with the audio on air at that second, then paces it in real time', async () => {
    const now = second();
    const [early, later] = await Promise.all([
      listen(`/live/RCFNational.mp3?debut=${now - 600}`),
      listen(`/live/RCFNational.mp3?debut=${now - 590}`),
    ]);
    for (const [l, at] of [
      [early, now - 600],
      [later, now - 590],
    ] as const) {
      expect(l.res.statusCode).toBe(200);
      expect(l.res.headers['content-type']).toBe('audio/mpeg');
      // The first byte sent is the start of the frame on air at that second (frames last 26–72 ms).
      const start = Date.parse(String(l.res.headers['x-timeshift-start']));
      expect(Math.abs(start - at * 1000)).toBeLessThan(100);
    }
    await until(() => early.total() >= BURST_BYTES && later.total() >= BURST_BYTES, 1000);
    // Ten seconds into the earlier stream is the start of the later one: one clock, delayed.
    const head = later.all().subarray(0, 2000);
    const found = early.all().indexOf(head);
    expect(found).toBeGreaterThan(0);
    expect(Math.abs(found - 10 * BYTES_PER_SECOND)).toBeLessThan(400);
    expect(app.live.listeners('RCFNational')).toBe(2);
    // Then real time, not a download: a second brings about a second of audio.
    const before = early.total();
    await sleep(1500);
    const grown = early.total() - before;
    expect(grown).toBeGreaterThan(BYTES_PER_SECOND * 0.8);
    expect(grown).toBeLessThan(BYTES_PER_SECOND * 2.2);
  });

  it('a start-over listener is cut with its radio, and freed when it leaves', async () => {
    const l = await listen(`/live/RCFLyon.mp3?debut=${second() - 300}`);
    await until(() => app.live.listeners('RCFLyon') === 1);
    expect(app.live.active()).toEqual(['RCFLyon']);
    expect(app.live.cut('RCFLyon')).toBe(1);
    await l.closed;
    expect(app.live.listeners('RCFLyon')).toBe(0);
  });

  it('refuses a second in the future, older than a day or not a number: 400 JSON in French', async () => {
    const now = second();
    for (const debut of [String(now + 120), String(now - 86_400 - 60), 'hier', '-5', '1e9']) {
      const res = await fetch(`${origin}/live/RCFNational.mp3?debut=${debut}`);
      expect(res.status, debut).toBe(400);
      expect(await res.json(), debut).toEqual({
        status: 400,
        message: 'Début de reprise invalide : une seconde des dernières 24 heures est attendue.',
      });
    }
  });
});

describe('closing the service', () => {
  it('ends open live connections so that close() does not hang', async () => {
    const local = Fastify();
    await local.register(livePlugin, { dataDir });
    const url = await local.listen({ host: '127.0.0.1', port: 0 });
    const saved = origin;
    origin = url;
    try {
      const l = await listen('/live/RCFNational.mp3');
      await until(() => local.live.listeners('RCFNational') === 1);
      await local.close();
      await l.closed;
      expect(local.live.active()).toEqual([]);
    } finally {
      origin = saved;
    }
  });
});
