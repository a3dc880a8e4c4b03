/**
 * The early-tap catcher: a press on a play control before the player SDK has run is kept, never lost.
 *
 * The play controls are plain buttons the SDK owns (`data-play-live`, `data-play-episode`: its door,
 * one delegated listener, sdk/README.md « Boutons de lecture »); they are never disabled. The site
 * starts the SDK after the page's main image (server/deferred-scripts.ts), so a press may come first.
 * This script (built alone into `public/first-sound.js`, an `async` script of the root layout with no
 * framework, same origin, so the CSP's `'self'` covers it) listens from the moment it runs, before
 * the document is even parsed, and only while `window.RadioSDK` is missing: it marks the pressed
 * button `data-play-pending` (the SDK's documented early-press contract: the door presses it as soon
 * as it starts, once) and `aria-busy`, starts the SDK script at once with the attributes the page
 * lists for later (a second insertion of the same URL would come from the HTTP cache, and a second
 * copy of the SDK defers to the first), and marks the page while that sound is on its way so that
 * the page's other scripts let it have the link first. The last early press wins.
 *
 * A live button that carries its stream's address (`data-play-src`) sounds at the press: the catcher
 * plays the stream in a plain <audio> at once, as loud as the listener left the player, and leaves
 * that element on the button (`playPendingAudio`, the SDK's contract) for the SDK to take over without
 * a second connection (packages/player/src/handover.ts). Waiting for the SDK, its run under a slow
 * phone's CPU and the radio's API answer costs seconds that a bare <audio> does not (« sound at once »,
 * docs/benchmarks.md). A second press before the SDK stops it. Episodes wait for the SDK: their
 * pre-roll, listening limit and resume position are the player's to decide. The catcher never reads
 * the player: the button's `data-play-state`, written by the SDK, says how the sound stands.
 */

import { DEFAULT_VOLUME, KEPT_VOLUME_KEY, parseKeptVolume } from '@radio/core';
import { FACADE, FACADE_PRESSED, LIST_ID, SOUND_EVENT, SOUND_PENDING, SOUND_WAIT_MS } from './script-list';

const SDK_SCRIPT = /\/sdk\/(?:[^/]+\/)?radio-sdk\.js$/;

/** The play controls the SDK owns. */
export const PLAY_CONTROLS = '[data-play-episode],[data-play-live]';
/** The SDK's early-press contract: a button so marked is pressed once when the SDK starts. */
export const PENDING = 'data-play-pending';
/** The SDK's early-press contract: the property holding the <audio> a pending button already plays in. */
export const PENDING_AUDIO = 'playPendingAudio';

type Control = HTMLElement & { [PENDING_AUDIO]?: HTMLAudioElement };

/** The kept volume and mute, as the player will set them. */
function keptVolume(win: Window): { volume: number; muted: boolean } {
  let kept: { volume?: number; muted?: boolean } = {};
  try {
    kept = parseKeptVolume(win.localStorage.getItem(KEPT_VOLUME_KEY));
  } catch {
    // Storage refused: the player's defaults.
  }
  return { volume: kept.volume ?? DEFAULT_VOLUME, muted: kept.muted ?? false };
}

/** Stops the sound an early press started on `control`, if any; true if there was one. */
function stopEarly(control: Control): boolean {
  const audio = control[PENDING_AUDIO];
  if (!audio) return false;
  delete control[PENDING_AUDIO];
  audio.pause();
  audio.removeAttribute('src');
  audio.load();
  return true;
}

/**
 * Plays a live button's stream at the press (within the listener's gesture, so it is allowed);
 * returns its element, or null for a control that waits for the SDK.
 */
function playEarly(win: Window, control: Control): { audio: HTMLAudioElement; played: Promise<void> } | null {
  const src = control.getAttribute('data-play-src');
  if (!src || !control.hasAttribute('data-play-live')) return null;
  const audio = new (win as Window & typeof globalThis).Audio();
  Object.assign(audio, keptVolume(win), { preload: 'auto', src });
  control[PENDING_AUDIO] = audio;
  audio.addEventListener('playing', () => {
    if (control[PENDING_AUDIO] !== audio) return;
    // What the SDK will say of it: the listener sees the sound has started.
    control.setAttribute('aria-pressed', 'true');
    control.setAttribute('data-play-state', 'playing');
    control.removeAttribute('aria-busy');
  });
  // A refusal (a strict autoplay policy) or a stream down: the SDK plays at its press, and says so.
  const played = audio.play();
  played.catch(() => {});
  return { audio, played };
}

/** Runs `then` once `audio` sounds or fails, or after SOUND_WAIT_MS: the stream has the link first. */
function afterSound(
  win: Window,
  { audio, played }: { audio: HTMLAudioElement; played: Promise<void> },
  then: () => void,
): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    win.clearTimeout(cap);
    then();
  };
  const cap = win.setTimeout(once, SOUND_WAIT_MS);
  for (const name of ['playing', 'error']) audio.addEventListener(name, once, { once: true });
  played.catch(once);
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

/**
 * Marks the page while the early press's sound is on its way; the mark goes once the pressed button
 * says it plays or failed (`data-play-state`, written by the SDK), or after SOUND_WAIT_MS. Returns
 * the mark's removal (a second press that stops the sound: nothing is on its way any more), or null
 * when a mark is already up.
 */
function soundPending(doc: Document, win: Window, control: HTMLElement): (() => void) | null {
  const root = doc.documentElement;
  if (root.hasAttribute(SOUND_PENDING)) return null;
  root.setAttribute(SOUND_PENDING, '');
  let up = true;
  const done = () => {
    if (!up) return;
    up = false;
    watch.disconnect();
    clearTimeout(cap);
    root.removeAttribute(SOUND_PENDING);
    win.dispatchEvent(new Event(SOUND_EVENT));
  };
  const watch = new MutationObserver(() => {
    const state = control.getAttribute('data-play-state');
    if (state === 'playing' || state === 'error') done();
  });
  watch.observe(control, { attributes: true, attributeFilter: ['data-play-state'] });
  const cap = setTimeout(done, SOUND_WAIT_MS);
  return done;
}

/** Installs the catcher on a page; returns its removal (tests). */
export function installFirstSound(doc: Document, win: Window & { RadioSDK?: unknown }): () => void {
  /** Lifts the page's « sound on its way » mark. */
  let lift: (() => void) | null = null;
  const onClick = (e: Event) => {
    // A video pressed before React: kept for the component, which opens it when it is wired.
    const facade = (e.target as Element | null)?.closest?.(FACADE);
    if (facade) {
      facade.setAttribute(FACADE_PRESSED, '');
      facade.setAttribute('aria-busy', 'true');
      return;
    }
    // The SDK's own listener answers from the moment it runs.
    if (win.RadioSDK) return;
    const control = (e.target as Element | null)?.closest?.<Control>(PLAY_CONTROLS);
    if (!control) return;
    e.preventDefault();
    let stopped = false;
    for (const other of doc.querySelectorAll<Control>(`[${PENDING}]`)) {
      other.removeAttribute(PENDING);
      other.removeAttribute('aria-busy');
      if (stopEarly(other) && other === control) stopped = true;
      other.setAttribute('aria-pressed', 'false');
      other.removeAttribute('data-play-state');
    }
    // A second press on the live that already sounds: the listener asked for silence, and the
    // page's scripts need not wait for a sound that will not come.
    if (stopped) {
      lift?.();
      lift = null;
      return;
    }
    control.setAttribute(PENDING, '');
    control.setAttribute('aria-busy', 'true');
    const early = playEarly(win, control);
    lift = soundPending(doc, win, control) ?? lift;
    // The SDK only takes over a live that already sounds: it waits, so the stream has the link.
    if (early) afterSound(win, early, () => startSdk(doc));
    else startSdk(doc);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
