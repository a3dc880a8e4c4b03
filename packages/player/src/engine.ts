import { Howl, Howler } from 'howler';
import { adoptOffered, type HowlerPool } from './handover';
import type { SoundEngine, SoundEventName, SoundHandle, SoundOptions } from './types';

/**
 * The one setting of howler's global the engine makes: the media event its html5 sounds wait for
 * before they count as loaded and start playing. howler waits for `canplaythrough` by default (an
 * estimate that the whole file will download in time: on a throttled phone ~8 s after the live
 * stream's first bytes); the design starts the sound at `canplay`, as a bare <audio> does. howler
 * itself falls back to `canplay` through this same field where `canplaythrough` is missing (in its
 * `_setup`); howler.js issue #1072 discusses the switch and the pause() race it can open. Its play
 * lock holds a pause() made while play()'s promise is pending (packages/player/test/canplay.test.ts).
 * Data that runs short later: the 1-s tick sees the position stand still (`buffering`, transport.ts)
 * and the element resumes by itself.
 */
export interface HowlerGlobal extends HowlerPool {
  _canPlayEvent: string;
}

/**
 * The production `SoundEngine`: one howler `Howl` per sound. `html5: true` streams through an
 * <audio> element, which live streams and hour-long episodes need (Web Audio would download and
 * decode the whole file first).
 */
export const howlerEngine: SoundEngine = howlEngine(Howl, Howler as unknown as HowlerGlobal);

/** The part of howler's `Howl` the engine uses. */
export interface HowlLike {
  play(): unknown;
  pause(): unknown;
  stop(): unknown;
  unload(): unknown;
  seek(seconds?: number): unknown;
  duration(): number;
  volume(v: number): unknown;
  mute(m: boolean): unknown;
  rate(r: number): unknown;
  playing(): boolean;
  on(event: string, cb: (id: number, error?: unknown) => void): unknown;
}

/** What the engine passes to the constructor. */
export interface HowlLikeOptions {
  src: string[];
  html5?: boolean;
  preload?: boolean;
  volume?: number;
  mute?: boolean;
  rate?: number;
  format?: string[];
}

/**
 * A `SoundEngine` over any class with howler's `Howl` API (howler itself, or a test's stand-in);
 * `global`, howler's `Howler`, is told to start sounds at `canplay` before the first one is made.
 */
export function howlEngine(
  HowlClass: new (options: HowlLikeOptions) => HowlLike,
  global?: HowlerGlobal,
): SoundEngine {
  return {
    create(src: string, options: SoundOptions): SoundHandle {
      if (global) global._canPlayEvent = 'canplay';
      // The page's early sound of this address, if one plays (handover.ts): howler adopts it.
      const adoption = global && options.html5 ? adoptOffered(global, src) : null;
      const adopted = () => adoption?.();
      const howl = new HowlClass({
        src: [src],
        html5: options.html5,
        preload: options.preload,
        volume: options.volume,
        mute: options.mute,
        rate: options.rate,
        ...(options.format ? { format: options.format } : {}),
      });
      if (adoption) {
        howl.on('play', adopted);
        howl.on('playerror', adopted);
        howl.on('loaderror', adopted);
      }
      return {
        play: () => {
          howl.play();
        },
        pause: () => {
          howl.pause();
        },
        stop: () => {
          adopted();
          howl.stop();
        },
        unload: () => {
          adopted();
          howl.unload();
        },
        seek: ((seconds?: number): number | undefined => {
          if (seconds === undefined) {
            const at = howl.seek();
            return typeof at === 'number' && Number.isFinite(at) ? at : 0;
          }
          howl.seek(seconds);
          return undefined;
        }) as SoundHandle['seek'],
        duration: () => {
          const d = howl.duration();
          // A live stream reports Infinity (or NaN before metadata): the player treats it as unknown.
          return Number.isFinite(d) ? d : 0;
        },
        volume: (v: number) => {
          howl.volume(v);
        },
        mute: (m: boolean) => {
          howl.mute(m);
        },
        rate: (r: number) => {
          howl.rate(r);
        },
        playing: () => howl.playing(),
        on: (event: SoundEventName, callback: (detail?: unknown) => void) => {
          howl.on(event, (_id: number, error?: unknown) => callback(error));
        },
      };
    },
  };
}
