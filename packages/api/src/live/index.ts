import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TIMESHIFT_WINDOW_S } from '@radio/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../media/http-file';
import type { MediaOptions } from '../media/index';
import { defaultFixturesDir } from '../media/paths';
import { Broadcaster, BURST_BYTES, StreamClock } from './broadcaster';
import { type Mp3Loop, parseMp3 } from './mp3';

export { Broadcaster, BURST_BYTES, StreamClock, TICK_MS } from './broadcaster';
export { parseMp3, readFrameHeader } from './mp3';

/**
 * Options of `livePlugin`: those of `mediaPlugin` (`dataDir`, `fixturesDir`, `bitrateKbps`)
 * plus
 * - `radioExists(code)`: when given, an unknown code gets 404; without it any valid code plays;
 * - `controlRoutes`: adds `POST /live/_control/{code}/cut|pause|resume` so that browser
 *   fault tests, which run in another process, can cut a stream. Off unless asked for.
 */
export interface LiveOptions extends MediaOptions {
  radioExists?: (code: string) => boolean | Promise<boolean>;
  controlRoutes?: boolean;
}

/** Test and fault-injection handle, decorated on the Fastify instance as `app.live`. */
export interface LiveControl {
  /** Ends every connection of `code` now; returns how many were cut. */
  cut(code: string, mode?: 'destroy' | 'end'): number;
  /** An outage: cuts `code`, then refuses its connections with 503 for `ms`. */
  pause(code: string, ms: number): void;
  /** Ends a pause early. */
  resume(code: string): void;
  /** Current listeners of `code`. */
  listeners(code: string): number;
  /** Codes whose broadcaster is running (it has a timer), for leak checks. */
  active(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveControl;
  }
}

/** Prefix (three letters) + letters or digits, e.g. RCFNational, RCFLyon. */
const CODE = /^[A-Za-z]{3}[A-Za-z0-9]{1,47}$/;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const liveDoc = {
  tags: ['direct'],
  summary: 'Flux du direct (MP3 sans fin)',
  description:
    "`/live/{code}.mp3`, par exemple `/live/RCFNational.mp3` : flux MP3 sans fin au débit du programme, 64 Kio envoyés à la connexion puis le reste en temps réel, comme un point de montage Icecast. `?debut=` (seconde Unix des dernières 24 h) : le même flux tel qu'il passait à cette seconde, puis en temps réel (« Reprendre l'émission au début ») ; l'en-tête `X-Timeshift-Start` donne l'instant du premier octet envoyé. Code invalide ou début hors des dernières 24 h : 400 ; radio inconnue : 404 ; direct coupé : 503 avec Retry-After.",
};

/**
 * « Reprendre l'émission au début »: the stream as it was on air at `sinceMs`, paced in real
 * time from there. The clock is delayed so that the connection's burst starts at that second.
 */
function delayedClock(clock: StreamClock, sinceMs: number, now: number): StreamClock {
  const burstMs = (BURST_BYTES / clock.bytesPerSecond) * 1000;
  return clock.delayed(Math.max(0, now - sinceMs - burstMs));
}

/** `?debut=`: a Unix second of the last day, in milliseconds; NaN when it is anything else. */
function timeshiftStart(debut: string, now: number): number {
  const sinceMs = /^\d{1,12}$/.test(debut) ? Number(debut) * 1000 : Number.NaN;
  return sinceMs <= now && now - sinceMs <= TIMESHIFT_WINDOW_S * 1000 ? sinceMs : Number.NaN;
}

/** The answer's headers, as an Icecast mount sends them; a start-over says where it really starts. */
function streamHeaders(code: string, clock: StreamClock, shifted: StreamClock | null, now: number) {
  const headers: Record<string, string> = {
    'content-type': 'audio/mpeg',
    'cache-control': 'no-cache, no-store',
    'access-control-allow-origin': '*',
    'accept-ranges': 'none',
    'x-content-type-options': 'nosniff',
    'icy-name': code,
    // Header values travel as Latin-1: keep them ASCII.
    'icy-description': 'Emulateur du direct',
    'icy-br': String(Math.round(clock.bytesPerSecond / 125)),
    'icy-pub': '0',
  };
  if (shifted) {
    // The instant on air of the first byte sent: what a listener's start-over really starts at.
    const first = shifted.offsetOf(shifted.burstStart(now));
    headers['x-timeshift-start'] = new Date(clock.instantOf(first)).toISOString();
    headers['access-control-expose-headers'] = 'x-timeshift-start';
  }
  return headers;
}

/** `POST /live/_control/{code}/cut|pause|resume`, for browser fault tests in another process. */
function controlRoutes(app: FastifyInstance, control: LiveControl) {
  app.post('/live/_control/:code/:action', { schema: { hide: true } }, async (req, reply) => {
    const { code, action } = req.params as { code: string; action: string };
    const { ms } = req.query as { ms?: string };
    if (!CODE.test(code)) return sendError(reply, 400, 'Code de radio invalide.');
    if (action === 'cut') return { cut: control.cut(code) };
    if (action === 'resume') {
      control.resume(code);
      return { resumed: true };
    }
    if (action === 'pause' && ms && /^\d{1,7}$/.test(ms)) {
      control.pause(code, Number(ms));
      return { paused: Number(ms) };
    }
    return sendError(reply, 400, 'Action inconnue.');
  });
}

/**
 * The live-stream emulator: `GET /live/{code}.mp3` is an endless MP3 paced at the bitrate,
 * like an Icecast mount: 64 KiB burst at connect, then the programme loop in real time.
 * Register without a prefix.
 */
async function live(app: FastifyInstance, options: LiveOptions): Promise<void> {
  const audioDir = join(options.fixturesDir ?? defaultFixturesDir(), 'audio');
  const broadcasters = new Map<string, Broadcaster>();
  /** Timeshift listeners (`?debut=`): each hears its own past second, so each has its own broadcaster. */
  const delayed = new Map<Broadcaster, string>();
  const pausedUntil = new Map<string, number>();
  let loops: Promise<Mp3Loop[]> | null = null;

  // Loaded on the first listener, so a service nobody listens to pays nothing.
  const loadLoops = async (): Promise<Mp3Loop[]> => {
    const files = (await readdir(audioDir)).filter((f) => /^live-.*\.mp3$/.test(f)).sort();
    if (!files.length) throw new Error(`no live-*.mp3 programme in ${audioDir}`);
    return Promise.all(files.map(async (f) => parseMp3(await readFile(join(audioDir, f)))));
  };

  // Deterministic per code (no state kept), so every listener of a code gets the same clock.
  async function clockFor(code: string): Promise<StreamClock> {
    loops ??= loadLoops().catch((err) => {
      loops = null;
      throw err;
    });
    const all = await loops;
    const h = hash(code);
    const loop = all[h % all.length] as Mp3Loop;
    const offsetMs = h % Math.floor(loop.durationSeconds * 1000);
    return new StreamClock(loop, options.bitrateKbps ?? loop.bitrateKbps, offsetMs);
  }

  // Only codes being listened to have a broadcaster: the map cannot grow with made-up codes.
  function broadcasterFor(code: string, clock: StreamClock): Broadcaster {
    const existing = broadcasters.get(code);
    if (existing) return existing;
    const b = new Broadcaster(clock, () => {
      if (broadcasters.get(code) === b) broadcasters.delete(code);
    });
    broadcasters.set(code, b);
    return b;
  }

  function delayedBroadcaster(code: string, shifted: StreamClock): Broadcaster {
    const b = new Broadcaster(shifted, () => void delayed.delete(b));
    delayed.set(b, code);
    return b;
  }

  const delayedOf = (code: string) => [...delayed].filter(([, c]) => c === code).map(([b]) => b);

  const control: LiveControl = {
    cut: (code, mode) =>
      (broadcasters.get(code)?.cut(mode) ?? 0) + delayedOf(code).reduce((n, b) => n + b.cut(mode), 0),
    pause(code, ms) {
      pausedUntil.set(code, Date.now() + ms);
      control.cut(code);
    },
    resume: (code) => void pausedUntil.delete(code),
    listeners: (code) =>
      (broadcasters.get(code)?.size ?? 0) + delayedOf(code).reduce((n, b) => n + b.size, 0),
    active: () => [
      ...[...broadcasters].filter(([, b]) => b.running).map(([code]) => code),
      ...[...delayed].filter(([b]) => b.running).map(([, code]) => code),
    ],
  };
  app.decorate('live', control);

  const isPaused = (code: string): number => {
    const until = pausedUntil.get(code);
    if (until === undefined) return 0;
    if (until <= Date.now()) {
      pausedUntil.delete(code);
      return 0;
    }
    return until - Date.now();
  };

  app.get('/live/:file', { schema: liveDoc }, async (req: FastifyRequest, reply: FastifyReply) => {
    const { file } = req.params as { file: string };
    if (!file.endsWith('.mp3')) return sendError(reply, 404, 'Direct introuvable.');
    const code = file.slice(0, -4);
    if (!CODE.test(code)) return sendError(reply, 400, 'Code de radio invalide.');
    const { debut } = req.query as { debut?: string };
    const now = Date.now();
    const sinceMs = debut === undefined ? null : timeshiftStart(debut, now);
    // Only the past day: the future is not on air yet, and a radio keeps a day of its stream.
    if (Number.isNaN(sinceMs))
      return sendError(
        reply,
        400,
        'Début de reprise invalide : une seconde des dernières 24 heures est attendue.',
      );
    if (options.radioExists) {
      const exists = await Promise.resolve(options.radioExists(code)).catch((err: unknown) => {
        req.log.error({ err }, 'radio lookup failed');
        return null;
      });
      if (exists === null) return sendError(reply, 503, 'Le direct est momentanément indisponible.');
      if (!exists) return sendError(reply, 404, 'Direct introuvable.');
    }
    const wait = isPaused(code);
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      return sendError(reply, 503, 'Le direct est momentanément indisponible.');
    }
    let clock: StreamClock;
    try {
      clock = await clockFor(code);
    } catch (err) {
      req.log.error({ err }, 'live programme unavailable');
      return sendError(reply, 503, 'Le direct est momentanément indisponible.');
    }

    const shifted = sinceMs === null ? null : delayedClock(clock, sinceMs, now);
    const headers = streamHeaders(code, clock, shifted, now);
    // The response outlives Fastify's reply cycle: we write to the socket ourselves.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return reply;
    }
    res.socket?.setNoDelay(true);
    (shifted ? delayedBroadcaster(code, shifted) : broadcasterFor(code, clock)).add(res);
    return reply;
  });

  if (options.controlRoutes) controlRoutes(app, control);

  // Endless responses would keep app.close() waiting forever: end them first.
  app.addHook('preClose', async () => {
    for (const b of [...broadcasters.values(), ...delayed.keys()]) b.cut('end');
    broadcasters.clear();
    delayed.clear();
  });
}

// Not encapsulated (what fastify-plugin does), so `app.live` is visible where it is registered.
export const livePlugin = Object.assign(live, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'livePlugin',
});
