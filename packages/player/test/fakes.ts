/**
 * Test doubles at the engine's two boundaries: the sound (a fake `SoundEngine` whose clock is
 * vitest's fake `Date`) and the network (a fake `fetch` routing spec §7 paths).
 */
import type { Episode, LiveInfo, Roll } from '@radio/core';
import Cookies from 'js-cookie';
import { vi } from 'vitest';
import type { SoundEngine, SoundEventName, SoundHandle, SoundOptions } from '../src/types';

/**
 * 'unreachable': what an <audio> does when the server refuses the source (a 503): 'loaderror',
 * then play() rejects with a NotSupportedError ('playerror'). 'hang': a server that accepts the
 * connection and never answers (no event at all).
 */
export type SoundBehaviour = 'ok' | 'loaderror' | 'playerror' | 'unreachable' | 'refused' | 'hang';

export class FakeSound implements SoundHandle {
  readonly calls: string[] = [];
  unloaded = false;
  private base = 0;
  private since: number | null = null;
  private rateValue: number;
  private endTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Map<SoundEventName, Array<(d?: unknown) => void>>();

  constructor(
    readonly src: string,
    readonly options: SoundOptions,
    private readonly length: number,
    readonly behaviour: SoundBehaviour,
  ) {
    this.rateValue = options.rate;
  }

  private emit(event: SoundEventName, detail?: unknown) {
    for (const cb of this.listeners.get(event) ?? []) cb(detail);
  }

  private position(): number {
    if (this.since === null) return this.base;
    const p = this.base + ((Date.now() - this.since) / 1000) * this.rateValue;
    return this.length > 0 ? Math.min(p, this.length) : p;
  }

  private scheduleEnd() {
    if (this.endTimer !== null) clearTimeout(this.endTimer);
    this.endTimer = null;
    if (this.since === null || this.length <= 0) return;
    const ms = ((this.length - this.base) / this.rateValue) * 1000;
    this.endTimer = setTimeout(() => {
      this.endTimer = null;
      this.base = this.length;
      this.since = null;
      this.emit('end');
    }, ms);
  }

  /** After a stall the element reports 'playing' again (howler/<audio> 'play'). */
  recover() {
    this.emit('play');
  }

  /** The stream stops delivering: the position stops, no event at all (a quiet drop). */
  stall() {
    this.base = this.position();
    this.since = null;
  }

  /** Data flows again after a stall: the position moves on from where it stopped. */
  unstall() {
    if (!this.unloaded && this.since === null) this.since = Date.now();
  }

  /** The connection drops: an endless stream reports 'end'. */
  drop() {
    this.since = null;
    this.scheduleEnd();
    this.emit('end');
  }

  get isPlaying(): boolean {
    return this.since !== null;
  }

  play() {
    this.calls.push('play');
    if (this.unloaded) return;
    if (this.behaviour === 'unreachable') {
      queueMicrotask(() => {
        this.emit('loaderror', 'MEDIA_ELEMENT_ERROR: Format error');
        this.emit('playerror', new DOMException('no supported sources', 'NotSupportedError'));
      });
      return;
    }
    if (this.behaviour === 'hang') return;
    if (this.behaviour === 'refused') {
      queueMicrotask(() => this.emit('playerror', new DOMException('autoplay', 'NotAllowedError')));
      return;
    }
    if (this.behaviour !== 'ok') {
      queueMicrotask(() => this.emit(this.behaviour as SoundEventName, new Error('fake failure')));
      return;
    }
    if (this.since !== null) return;
    this.since = Date.now();
    this.scheduleEnd();
    // Like an <audio> element, 'play' arrives after the call returns.
    queueMicrotask(() => {
      if (!this.unloaded && this.since !== null) this.emit('play');
    });
  }
  pause() {
    this.calls.push('pause');
    if (this.since === null) return;
    this.base = this.position();
    this.since = null;
    this.scheduleEnd();
    this.emit('pause');
  }
  stop() {
    this.calls.push('stop');
    this.base = 0;
    this.since = null;
    this.scheduleEnd();
    this.emit('stop');
  }
  unload() {
    this.calls.push('unload');
    this.since = null;
    this.scheduleEnd();
    this.unloaded = true;
  }
  seek(): number;
  seek(seconds: number): void;
  seek(seconds?: number): number | undefined {
    if (seconds === undefined) return this.position();
    this.calls.push(`seek:${seconds}`);
    this.base = seconds;
    if (this.since !== null) this.since = Date.now();
    this.scheduleEnd();
    return undefined;
  }
  duration() {
    return this.length;
  }
  volume(v: number) {
    this.calls.push(`volume:${v}`);
  }
  mute(m: boolean) {
    this.calls.push(`mute:${m}`);
  }
  rate(r: number) {
    this.calls.push(`rate:${r}`);
    this.base = this.position();
    if (this.since !== null) this.since = Date.now();
    this.rateValue = r;
    this.scheduleEnd();
  }
  playing() {
    return this.since !== null;
  }
  on(event: SoundEventName, cb: (d?: unknown) => void) {
    const list = this.listeners.get(event) ?? [];
    list.push(cb);
    this.listeners.set(event, list);
  }
}

export class FakeEngine implements SoundEngine {
  readonly sounds: FakeSound[] = [];
  /** Seconds per URL (substring match); live streams have 0 (endless). */
  durations = new Map<string, number>();
  behaviour: (src: string) => SoundBehaviour = () => 'ok';

  create(src: string, options: SoundOptions): FakeSound {
    let length = 0;
    for (const [part, d] of this.durations) if (src.includes(part)) length = d;
    const s = new FakeSound(src, options, length, this.behaviour(src));
    this.sounds.push(s);
    return s;
  }

  get last(): FakeSound {
    const s = this.sounds.at(-1);
    if (!s) throw new Error('no sound created');
    return s;
  }

  srcs(): string[] {
    return this.sounds.map((s) => s.src);
  }
}

// ── fetch ──

export interface FetchCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (call: FetchCall) => Response | Promise<Response> | unknown;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export class FakeApi {
  readonly calls: FetchCall[] = [];
  private readonly routes: Array<{ method: string; pattern: RegExp; handler: Handler }> = [];

  route(method: string, pattern: RegExp, handler: Handler): this {
    this.routes.unshift({ method, pattern, handler });
    return this;
  }

  fetch: typeof fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    // The engine passes plain objects; keys are lower-cased like a real Headers would.
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries((init?.headers ?? {}) as Record<string, string>)) {
      headers[k.toLowerCase()] = v;
    }
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: FetchCall = { method, url, body, headers };
    this.calls.push(call);
    const route = this.routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    if (!route) return json({ status: 404, message: 'Introuvable' }, 404);
    const out = await route.handler(call);
    return out instanceof Response ? out : json(out);
  }) as typeof fetch;

  /** Calls whose path matches. */
  to(pattern: RegExp, method?: string): FetchCall[] {
    return this.calls.filter((c) => pattern.test(c.url.pathname) && (!method || c.method === method));
  }
}

// ── fixtures ──

export const CONTENT = 'http://api.test/content';
export const MEDIA = 'http://api.test/media/audio';

export function episode(id: number, over: Partial<Episode> = {}): Episode {
  return {
    id,
    title: `Épisode ${id}`,
    alias: `/emission/episode-${id}`,
    description: '',
    audio_file: `${MEDIA}/episode-${id}.mp3`,
    digas: `DIGAS-${id}`,
    duration: 200,
    datetime: '2026-11-20T08:00:00Z',
    visual: { url: 'http://api.test/media/images/{style_name}/v.jpg', alt: 'visuel' },
    show: { id: 7, title: 'La Matinale', alias: '/la-matinale' },
    partners: [],
    radios: [{ code: 'RCFNational', name: 'RCF' }],
    url_linked_article: null,
    ...over,
  };
}

/** A roll whose audio URL names its query, so tests read the funnel choice from the URL. */
export function rollFor(params: URLSearchParams, popIn: { deskt?: string; mobil?: string } = {}): Roll {
  const name = [
    params.get('roll_type'),
    params.get('roll_use'),
    params.get('roll_target_users'),
    params.get('roll_number_of_plays'),
  ]
    .filter(Boolean)
    .join('|');
  return {
    id: 1,
    title: name,
    field_media_audio_file: [{ url: `${MEDIA}/roll.mp3?${encodeURIComponent(name)}` }],
    field_roll_pop_in_donation_deskt: popIn.deskt ?? null,
    field_roll_pop_in_donation_mobil: popIn.mobil ?? null,
    roll_type: params.get('roll_type') as Roll['roll_type'],
    roll_use: params.get('roll_use') as Roll['roll_use'],
    roll_target_users: null,
    roll_number_of_plays: null,
    roll_level: null,
  };
}

export function liveInfo(endInS: number, now = Date.now()): LiveInfo {
  return {
    title: 'Les Grands Témoins',
    title_url: null,
    artiste: 'Jean Dupont',
    visual: null,
    date: new Date(now - 600_000).toISOString(),
    enddate: new Date(now + endInS * 1000).toISOString(),
  };
}

/** A content API serving episodes 1..n, rolls for every query, HEAD ok on audio, radios and dab. */
export function contentApi(): FakeApi {
  const api = new FakeApi();
  api
    .route('GET', /\/content\/api\/episode\/(\d+)$/, (c) => episode(Number(c.url.pathname.split('/').pop())))
    .route('GET', /\/content\/rolls\/$/, (c) => [rollFor(c.url.searchParams)])
    .route('HEAD', /\/media\/audio\//, () => new Response(null, { status: 200 }))
    .route('GET', /\/content\/radio\/(\w+)$/, (c) => ({
      id: 9,
      tid: 9,
      name: 'RCF',
      shortname: 'RCF',
      code: c.url.pathname.split('/').pop(),
      liveURL: `http://api.test/live/${c.url.pathname.split('/').pop()}.mp3`,
      alias: '/direct',
      parentRegionTid: null,
      parentRegionName: null,
      aroundMeAlias: null,
    }))
    .route('GET', /\/content\/api\/dab\//, () => liveInfo(3600))
    .route('GET', /\/content\/donnation_popin$/, () => ({
      title: 'Soutenez votre radio',
      body: 'Votre don fait vivre RCF.',
      link: { title: 'Je donne', url: '/pourquoi-donner' },
      visual: null,
    }));
  return api;
}

/** Lets queued microtasks and resolved fetches run without moving the fake clock. */
export async function settle(): Promise<void> {
  // The engine's extras (the live's now-playing among them) come through a dynamic import.
  await import('../src/extras');
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
}

// The cookie as the browser holds it (core's URI-encoded JSON), without js-cookie's own encoding.
const raw = Cookies.withConverter({ read: (v) => v, write: (v) => String(v) });

export function setCounterCookie(value: {
  ListenerNb?: number;
  ListenerNbConnected?: number;
  episodesDigas?: string[];
}) {
  const full = {
    ListenerNb: 0,
    ListenerNbConnected: 0,
    oldUser: false,
    episodesDigas: [],
    endPlay: false,
    ...value,
  };
  raw.set('listeningCounter', encodeURIComponent(JSON.stringify(full)), { path: '/' });
}

export function readCounterCookie(): Record<string, unknown> | null {
  const value = raw.get('listeningCounter');
  return value ? JSON.parse(decodeURIComponent(value)) : null;
}

export function clearCookies() {
  raw.remove('listeningCounter', { path: '/' });
}
