/**
 * The first-sound loader: the play controls answer from first paint, before React and the SDK.
 *
 * The server renders every play control with what it plays (`data-play-episode` and its list,
 * `data-play-live`) and `disabled`, so that without this loader a press is never silently lost.
 * This loader (built alone into `public/first-sound.js`, an `async` script of the root layout that waits for the parsed document: no
 * framework, same origin, so the CSP's `'self'` covers it without a nonce) enables the controls
 * React has not hydrated yet and catches a press on them. The press is played through the SDK's
 * engine as soon as the SDK is there — at once when it already is, inside the listener's gesture —
 * by the very function a hydrated button calls (`toggle`, lib/play.ts): one press, one play, one
 * count. The last early press wins; a press React handles cancels the early one still waiting.
 * An early press does not wait for the page's main image either: the site's server starts the SDK
 * after it (lib/deferred-scripts.ts), so the loader starts the SDK script at once, with the
 * attributes listed there (a later insertion of the same URL comes from the HTTP cache, and a
 * second copy of the SDK defers to the first).
 * Once hydrated, a control carries `data-hydrated` and the loader leaves it to React.
 */

import { engine, listAround, type PlayRequest, toggle } from './play';
import { LIST_ID, SOUND_EVENT, SOUND_PENDING, SOUND_WAIT_MS } from './script-list';
import { readySdk } from './sdk';

const SDK_SCRIPT = /\/sdk\/(?:[^/]+\/)?radio-sdk\.js$/;

/** The play controls the server renders. */
export const PLAY_CONTROLS = '[data-play-episode],[data-play-live]';
/** Set by React on a control it has hydrated (components/player/hydrated.ts). */
export const HYDRATED = 'data-hydrated';

/** What a server-rendered play control plays, read from its data attributes. */
export function requestOf(control: HTMLElement): PlayRequest | null {
  const radioCode = control.dataset.playLive;
  if (radioCode) return { radioCode };
  const episodeId = control.dataset.playEpisode;
  if (!episodeId) return null;
  return { episodeId, ...listAround(control) };
}

/** The SDK's script as the page lists it for later (`#deferred-scripts`), or null. */
export function listedSdk(doc: Document): Record<string, string> | null {
  try {
    const list = JSON.parse(doc.getElementById(LIST_ID)?.textContent || '[]') as Record<string, string>[];
    return list.find((s) => SDK_SCRIPT.test(s.src ?? '')) ?? null;
  } catch {
    return null;
  }
}

/** Starts the SDK script now unless it is already in the page. */
function startSdk(doc: Document): void {
  const there = [...doc.querySelectorAll<HTMLScriptElement>('script[src]')].some((s) =>
    SDK_SCRIPT.test(s.src),
  );
  const attrs = there ? null : listedSdk(doc);
  if (!attrs) return;
  const script = doc.createElement('script');
  for (const [k, v] of Object.entries(attrs)) script.setAttribute(k, v);
  script.async = true;
  doc.head.appendChild(script);
}

type Press = { control: HTMLElement; request: PlayRequest };

const AUDIBLE = new Set(['playing', 'roll', 'live']);

/**
 * Marks the page while an early press waits for its sound, so that the page's other scripts let it
 * have the link first (lib/deferred-scripts.ts); the mark goes once the engine plays or fails, or
 * after SOUND_WAIT_MS. Returns what follows the play the press started.
 */
function soundPending(doc: Document, win: Window): (played: Promise<unknown>) => void {
  const root = doc.documentElement;
  let off = () => {};
  const done = () => {
    off();
    clearTimeout(cap);
    if (!root.hasAttribute(SOUND_PENDING)) return;
    root.removeAttribute(SOUND_PENDING);
    win.dispatchEvent(new Event(SOUND_EVENT));
  };
  root.setAttribute(SOUND_PENDING, '');
  const cap = setTimeout(done, SOUND_WAIT_MS);
  return (played) => {
    void played
      .catch(() => undefined)
      .then(() => {
        const sdk = readySdk();
        const store = sdk && engine(sdk)?.store;
        if (!store) return done();
        const check = () => {
          const s = store.getState();
          if (AUDIBLE.has(s.status) || s.error) done();
        };
        off = store.subscribe(check);
        check();
      });
  };
}

/** Installs the loader on a page; returns its removal (tests). */
export function installFirstSound(doc: Document, win: Window): () => void {
  let waiting: Press | null = null;
  let sounding: ((played: Promise<unknown>) => void) | null = null;

  const settle = () => {
    waiting?.control.removeAttribute('aria-busy');
    waiting = null;
  };

  const start = () => {
    const press = waiting;
    if (!press || !readySdk()) return;
    settle();
    const played = toggle(press.request);
    played.catch(() => {
      // The SDK refused or failed: the hydrated button shows « Lecteur indisponible » on its next press.
    });
    sounding?.(played);
    sounding = null;
  };

  const onClick = (e: Event) => {
    const control = (e.target as Element | null)?.closest?.<HTMLElement>(PLAY_CONTROLS);
    if (!control) return;
    if (control.hasAttribute(HYDRATED)) {
      // React plays this press: an early press still waiting would play over it.
      settle();
      return;
    }
    e.preventDefault();
    e.stopPropagation();
    const request = requestOf(control);
    if (!request) return;
    settle();
    waiting = { control, request };
    control.setAttribute('aria-busy', 'true');
    sounding ??= soundPending(doc, win);
    start();
    if (waiting) startSdk(doc);
  };
  // The SDK sets its configuration right after its readiness signal, in the same task.
  const onReady = () => queueMicrotask(start);
  doc.addEventListener('click', onClick, true);
  win.addEventListener('radio-sdk:ready', onReady);

  for (const control of doc.querySelectorAll<HTMLButtonElement>(PLAY_CONTROLS))
    if (!control.hasAttribute(HYDRATED)) control.disabled = false;
  return () => {
    doc.removeEventListener('click', onClick, true);
    win.removeEventListener('radio-sdk:ready', onReady);
  };
}
