import {
  canPlay,
  countListen,
  type ListeningCounterCookie,
  listeningCounterCookie,
  markEndPlay,
  parseListeningCounter,
  type SoundData,
  serializeListeningCounter,
} from '@radio/core';
import Cookies from 'js-cookie';
import type { PlayerContext } from './context';
import type { CountersState } from './types';

// js-cookie would re-encode core's already URI-encoded value; pass it through untouched.
const rawCookies = Cookies.withConverter({ read: (v) => v, write: (v) => String(v) });

/** The `listeningCounter` cookie (spec §4 "Listener counter"). */
export function readCounter(): ListeningCounterCookie {
  return parseListeningCounter(rawCookies.get(listeningCounterCookie.name));
}

export function writeCounter(c: ListeningCounterCookie): void {
  rawCookies.set(listeningCounterCookie.name, serializeListeningCounter(c), {
    path: listeningCounterCookie.path,
    expires: listeningCounterCookie.maxAge / 86400,
    sameSite: 'Lax',
    // A cookie sent over HTTPS (production) is Secure, so no plain-HTTP hop can read or set it.
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
}

export function countersFrom(c: ListeningCounterCookie, max: number): CountersState {
  return { anonymous: c.ListenerNb, signedIn: c.ListenerNbConnected, max, limitReached: c.ListenerNb >= max };
}

/** The free-listen limit of §4 applied to the player: refusal, counting, end of play. */
export interface ListenCounter {
  /** Refusal of §4: anonymous listeners at the maximum, except live and an episode already counted. */
  refuse(sound: SoundData): boolean;
  /** Counts the listen at this position when §4 says so; returns the counter after. */
  count(sound: SoundData, position: number): ListeningCounterCookie;
  markEnd(): void;
  setMax(max: number): void;
}

export function createListenCounter(ctx: PlayerContext): ListenCounter {
  const { get, set } = ctx;
  return {
    refuse(sound) {
      const s = get();
      const counter = readCounter();
      const ok = canPlay(counter, {
        live: Boolean(sound.live),
        signedIn: s.user !== null,
        digas: sound.digas || sound.id,
        max: s.counters.max,
      });
      set({ counters: countersFrom(counter, s.counters.max) });
      if (ok) return false;
      ctx.openModal({ id: 'max-listening', kind: 'max-listening', closeOnOutsideClick: true });
      ctx.emit('limit-reached', { counter: counter.ListenerNb, max: s.counters.max });
      ctx.fail('limit-reached');
      return true;
    },
    count(sound, position) {
      const s = get();
      const before = readCounter();
      const after = countListen(before, {
        currentTime: position,
        live: false,
        digas: sound.digas || sound.id,
        signedIn: s.user !== null,
        max: s.counters.max,
      });
      if (after !== before) {
        writeCounter(after);
        set({ counters: countersFrom(after, s.counters.max) });
        // §4 "At the maximum, a 'max listening' modal appears": the moment this listen reaches it,
        // while the episode goes on (§4 allows the same episode at the maximum).
        // `reached`: it says so, and it is a card beside the page, not a modal that would take the
        // listener's next click on the player.
        if (s.user === null && before.ListenerNb < s.counters.max && after.ListenerNb >= s.counters.max)
          ctx.openModal({ id: 'max-listening', kind: 'max-listening', data: { reached: true } });
      }
      return after;
    },
    markEnd: () => writeCounter(markEndPlay(readCounter())),
    setMax(max) {
      if (!Number.isFinite(max) || max < 0) return;
      set({ counters: countersFrom(readCounter(), Math.floor(max)) });
    },
  };
}
