/**
 * The radio part of the shared page cache's key (server/main.ts, server/page-cache.ts). Pages differ
 * by the chosen radio, which the radio cookie names; but the cookie is whatever the visitor sends.
 * Keyed by its raw value, every random value was a page of its own in the cache (and in a CDN that
 * keys on the cookie): anyone could fill it and push out the pages visitors read. So the key is a
 * radio the API knows, and the shared copy is rendered from that radio's own cookie as the selector
 * writes it (lib/radio.ts `radioChoice`), never from the visitor's fields: a forged `radioName`
 * reaches nobody. A cookie naming no known radio gets the page without a cookie (the national one).
 * Only a visitor whose cookie is exactly the one rendered may let a CDN keep the answer (`canonical`).
 */
import { type Radio, serializeRadioCookie } from '@radio/core';
import { option } from '../lib/content/radios';
import { parseRadioCookie, radioChoice } from '../lib/radio';

export interface RadioKey {
  /** '' (no radio: the page without a cookie) or `<code>#<form>`: a bounded set. */
  key: string;
  /** The decoded cookie value the shared render sends, or undefined for none. */
  cookie: string | undefined;
  /** The visitor's cookie is the one rendered: the answer may be public for shared caches. */
  canonical: boolean;
}

type National = { name: string; code: string };

/** The cookies a known radio can have: as picked in the list, and for the national radio « Toutes les radios ». */
function forms(r: Radio, national: National): string[] {
  const picked = option(r);
  const list = [radioChoice(picked, national)];
  if (r.code === national.code) list.unshift(radioChoice(null, { ...national, liveURL: '' }));
  return list.map((c) => decodeURIComponent(serializeRadioCookie(c)));
}

/** The key, render cookie and publicity of a visitor's radio cookie (decoded value), given the known radios. */
export function radioCacheKey(
  raw: string | undefined,
  radios: Map<string, Radio>,
  national: National,
): RadioKey {
  if (raw === undefined) return { key: '', cookie: undefined, canonical: true };
  const code = parseRadioCookie(raw)?.radioCode.toLowerCase();
  const radio = code ? radios.get(code) : undefined;
  if (!radio) return { key: '', cookie: undefined, canonical: false };
  const candidates = forms(radio, national);
  const at = candidates.indexOf(raw);
  const form = at >= 0 ? at : candidates.length - 1;
  return { key: `${radio.code}#${form}`, cookie: candidates[form], canonical: at >= 0 };
}

/**
 * The radios the API knows, by lower-case code: read at start and every `ttlMs` after, the last
 * list kept while the API does not answer. Empty until the first answer (the server then renders
 * pages privately rather than share them).
 */
export class KnownRadios {
  radios = new Map<string, Radio>();
  #loadedAt = 0;
  #loading: Promise<void> | null = null;

  constructor(
    private readonly load: () => Promise<Radio[]>,
    private readonly ttlMs = 60_000,
  ) {}

  get ready(): boolean {
    return this.radios.size > 0;
  }

  /** Starts a refresh when the list is older than its TTL; never throws. */
  refresh(now = Date.now()): Promise<void> {
    if (this.#loading || now - this.#loadedAt < this.ttlMs) return this.#loading ?? Promise.resolve();
    this.#loading = this.load()
      .then((list) => {
        if (list.length) this.radios = new Map(list.map((r) => [r.code.toLowerCase(), r]));
        this.#loadedAt = Date.now();
      })
      .catch(() => {
        // Kept as it was; asked again on the next request.
      })
      .finally(() => {
        this.#loading = null;
      });
    return this.#loading;
  }
}
