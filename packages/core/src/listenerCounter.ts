/**
 * Listener counter (spec §4 "Listener counter") and the `listeningCounter` cookie (spec §3).
 *
 * "The same episode" of §4 is read as: an episode already counted, i.e. whose digas is in
 * `episodesDigas`. Such an episode is not counted twice, and may be replayed at the maximum.
 * The signed-in counter has no maximum: signed-in listeners have no listening limit (§1).
 */
import {
  COOKIE_PATH,
  COUNTER_THRESHOLD_S,
  LISTENING_COUNTER_COOKIE,
  LISTENING_COUNTER_MAX_AGE_S,
} from './constants';
import type { ListeningCounterCookie } from './types';

export function emptyListeningCounter(): ListeningCounterCookie {
  return { ListenerNb: 0, ListenerNbConnected: 0, oldUser: false, episodesDigas: [], endPlay: false };
}

export interface ListenProgress {
  /** Current playback time in seconds. */
  currentTime: number;
  live: boolean;
  /** Digas of the episode playing. */
  digas: string;
  signedIn: boolean;
  /** listenerMax from configuration. */
  max: number;
}

/** True when this progress event should raise a counter (see `countListen`). */
export function shouldCount(counter: ListeningCounterCookie, p: ListenProgress): boolean {
  if (p.live || p.currentTime <= COUNTER_THRESHOLD_S) return false;
  if (counter.episodesDigas.includes(p.digas)) return false;
  return p.signedIn || counter.ListenerNb < p.max;
}

/**
 * §4 "An anonymous counter rises by 1 once current time passes 30 s of a non-live episode, only while
 * below the maximum. A signed-in listener has a separate counter rising likewise."
 * Returns a new cookie value, or the same object when nothing changes.
 */
export function countListen(counter: ListeningCounterCookie, p: ListenProgress): ListeningCounterCookie {
  if (!shouldCount(counter, p)) return counter;
  return {
    ...counter,
    ListenerNb: p.signedIn ? counter.ListenerNb : counter.ListenerNb + 1,
    ListenerNbConnected: p.signedIn ? counter.ListenerNbConnected + 1 : counter.ListenerNbConnected,
    oldUser: counter.oldUser || p.signedIn,
    episodesDigas: [...counter.episodesDigas, p.digas],
    endPlay: false,
  };
}

/** §4 "At the maximum, a 'max listening' modal appears". */
export function isAtMaximum(counter: ListeningCounterCookie, max: number): boolean {
  return counter.ListenerNb >= max;
}

export interface PlayRequest {
  live: boolean;
  signedIn: boolean;
  /** Digas of the requested episode (ignored for live). */
  digas?: string;
  max: number;
}

/**
 * §4 "playback is refused for anonymous users, except live streams, or the same episode when the
 * counter equals the maximum".
 */
export function canPlay(counter: ListeningCounterCookie, req: PlayRequest): boolean {
  if (req.signedIn || req.live) return true;
  if (counter.ListenerNb < req.max) return true;
  return (
    counter.ListenerNb === req.max && req.digas !== undefined && counter.episodesDigas.includes(req.digas)
  );
}

/** Marks that the last sound played to its end (cookie field endPlay). */
export function markEndPlay(counter: ListeningCounterCookie): ListeningCounterCookie {
  return { ...counter, endPlay: true };
}

// --- Cookie ------------------------------------------------------------------------------------

/** §3 "Listening counter cookie 'listeningCounter': path /, max age 604800 s (7 days)". */
export const listeningCounterCookie = {
  name: LISTENING_COUNTER_COOKIE,
  path: COOKIE_PATH,
  maxAge: LISTENING_COUNTER_MAX_AGE_S,
} as const;

/** The cookie value (URI-encoded JSON of the five fields, nothing else). */
export function serializeListeningCounter(counter: ListeningCounterCookie): string {
  const { ListenerNb, ListenerNbConnected, oldUser, episodesDigas, endPlay } = counter;
  return encodeURIComponent(
    JSON.stringify({ ListenerNb, ListenerNbConnected, oldUser, episodesDigas, endPlay }),
  );
}

const count = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);

/** Reads a cookie value; anything malformed or missing gives the empty counter's field. */
export function parseListeningCounter(raw: string | null | undefined): ListeningCounterCookie {
  const empty = emptyListeningCounter();
  if (!raw) return empty;
  let data: unknown;
  try {
    data = JSON.parse(decodeURIComponent(raw));
  } catch {
    return empty;
  }
  if (!data || typeof data !== 'object') return empty;
  const d = data as Record<string, unknown>;
  return {
    ListenerNb: count(d.ListenerNb),
    ListenerNbConnected: count(d.ListenerNbConnected),
    oldUser: d.oldUser === true,
    episodesDigas: Array.isArray(d.episodesDigas)
      ? d.episodesDigas.filter((x): x is string => typeof x === 'string')
      : [],
    endPlay: d.endPlay === true,
  };
}

/** A `document.cookie` / `Set-Cookie` string for the counter. */
export function listeningCounterCookieString(counter: ListeningCounterCookie): string {
  return `${listeningCounterCookie.name}=${serializeListeningCounter(counter)}; Path=${listeningCounterCookie.path}; Max-Age=${listeningCounterCookie.maxAge}; SameSite=Lax`;
}

/** Finds a cookie's raw value in a `Cookie` header / `document.cookie` string. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
