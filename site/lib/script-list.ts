/**
 * The id of the JSON list of the scripts the page starts after its main image (`{ src, data-… }`
 * each): written by server/deferred-scripts.ts, read by the first-sound loader (lib/first-sound.ts),
 * which must not carry the HTML rewriter.
 */
export const LIST_ID = 'deferred-scripts';

/**
 * Set on `<html>` by the first-sound loader while an early press waits for its sound; removed, and
 * `SOUND_EVENT` dispatched on `window`, once it plays (or fails). The scripts listed above wait for
 * it (at most `SOUND_WAIT_MS` more): on a slow link the listener's sound goes first.
 */
export const SOUND_PENDING = 'data-first-sound';
export const SOUND_EVENT = 'radio-first-sound';
export const SOUND_WAIT_MS = 4000;

/** A click-to-load video not yet wired by React (components/videos/VideoFacade.tsx marks it `data-ready`). */
export const FACADE = '.video-facade:not([data-ready])';
/** Set by the early-tap catcher on a video pressed before React: the component opens it once wired. */
export const FACADE_PRESSED = 'data-pressed';
