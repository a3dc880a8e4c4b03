/**
 * The early-tap catcher: a press on a play control before the player SDK has run is kept, never lost.
 *
 * The play controls are plain buttons the SDK owns (`data-play-live`, `data-play-episode`: its door,
 * one delegated listener, sdk/README.md « Boutons de lecture »); they are never disabled. The site
 * starts the SDK after the page's main image (lib/deferred-scripts.ts), so a press may come first.
 * This script (built alone into `public/first-sound.js`, an `async` script of the root layout with no
 * framework, same origin, so the CSP's `'self'` covers it) listens from the moment it runs, before
 * the document is even parsed, and only while `window.RadioSDK` is missing: it marks the pressed
 * button `data-play-pending` (the SDK's documented early-press contract: the door presses it as soon
 * as it starts, once) and `aria-busy`, starts the SDK script at once with the attributes the page
 * lists for later (a second insertion of the same URL would come from the HTTP cache, and a second
 * copy of the SDK defers to the first), and marks the page while that sound is on its way so that
 * the page's other scripts let it have the link first. The last early press wins. It never plays
 * anything itself and never reads the player: the button's `data-play-state`, written by the SDK,
 * says when the sound plays or failed.
 */

import { LIST_ID, SOUND_EVENT, SOUND_PENDING, SOUND_WAIT_MS } from './script-list';

const SDK_SCRIPT = /\/sdk\/(?:[^/]+\/)?radio-sdk\.js$/;

/** The play controls the SDK owns. */
export const PLAY_CONTROLS = '[data-play-episode],[data-play-live]';
/** The SDK's early-press contract: a button so marked is pressed once when the SDK starts. */
export const PENDING = 'data-play-pending';

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
 * says it plays or failed (`data-play-state`, written by the SDK), or after SOUND_WAIT_MS.
 */
function soundPending(doc: Document, win: Window, control: HTMLElement): void {
  const root = doc.documentElement;
  if (root.hasAttribute(SOUND_PENDING)) return;
  root.setAttribute(SOUND_PENDING, '');
  const done = () => {
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
}

/** Installs the catcher on a page; returns its removal (tests). */
export function installFirstSound(doc: Document, win: Window & { RadioSDK?: unknown }): () => void {
  const onClick = (e: Event) => {
    // The SDK's own listener answers from the moment it runs.
    if (win.RadioSDK) return;
    const control = (e.target as Element | null)?.closest?.<HTMLElement>(PLAY_CONTROLS);
    if (!control) return;
    e.preventDefault();
    for (const other of doc.querySelectorAll(`[${PENDING}]`)) {
      other.removeAttribute(PENDING);
      other.removeAttribute('aria-busy');
    }
    control.setAttribute(PENDING, '');
    control.setAttribute('aria-busy', 'true');
    soundPending(doc, win, control);
    startSdk(doc);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
