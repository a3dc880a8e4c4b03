/**
 * The sound a page started before the SDK ran, handed to the engine so that it goes on.
 *
 * A listener's first press on a live button may come before the player's script has arrived: the
 * site's early-tap catcher then plays the stream itself in a plain <audio> at the press (the bare
 * element sounds in a few hundred ms, where waiting for the SDK, its run and the radio's API answer
 * costs seconds on a phone; « sound at once »). When the SDK starts and plays that same address,
 * the engine takes the element over instead of opening a second connection: no gap, no second
 * stream, and howler drives it from then on (its play lock and its pause, as for any sound).
 *
 * howler (2.2) makes its html5 sounds from an element of its pool (`Howler._obtainHtml5Audio`) and
 * then sets `src`, calls `load()` and, at play, `currentTime`: each would restart the stream. While
 * howler adopts the element those writes are shadowed on the element itself (reads go on to the
 * element's own), and the `canplay` it waits for is raised again when the element is past it. The
 * shadows go at howler's first 'play' (or when the sound is stopped or unloaded first).
 */

/** The part of howler's global the handover uses (howler 2.2's pool of html5 elements). */
export interface HowlerPool {
  _obtainHtml5Audio?: () => HTMLMediaElement;
}

let offered: HTMLMediaElement | null = null;

/** Stops an element: its connection closes. */
function stop(el: HTMLMediaElement) {
  el.pause();
  el.removeAttribute('src');
  el.load();
}

/** Offers an element that plays (or connects to) a sound; the next sound of the same address takes it. */
export function offerPlaying(el: HTMLMediaElement): void {
  if (offered && offered !== el) stop(offered);
  offered = el;
}

/** Stops the offered element if nothing took it (the press ended elsewhere: an error, another sound). */
export function dropOffered(): void {
  if (offered) stop(offered);
  offered = null;
}

const SHADOWED = ['src', 'currentTime', 'load'] as const;

/**
 * Makes howler's next html5 sound adopt the offered element if it plays `src` and can go on (else the
 * element stops). Returns the end of the adoption (idempotent; the element is then howler's alone),
 * or null when there is nothing to adopt.
 */
export function adoptOffered(global: HowlerPool, src: string): (() => void) | null {
  const el = offered;
  offered = null;
  if (!el) return null;
  if (el.error || el.ended || (el.currentSrc || el.src) !== src) {
    stop(el);
    return null;
  }
  const proto = Object.getPrototypeOf(el);
  for (const k of SHADOWED)
    Object.defineProperty(el, k, {
      configurable: true,
      get: () =>
        k === 'load'
          ? // howler listens for `canplay` before it calls load(): an element past it says so again.
            () => el.readyState > 2 && queueMicrotask(() => el.dispatchEvent(new Event('canplay')))
          : Reflect.get(proto, k, el),
      set() {},
    });
  const obtain = global._obtainHtml5Audio;
  global._obtainHtml5Audio = () => {
    global._obtainHtml5Audio = obtain;
    return el;
  };
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const k of SHADOWED) delete (el as unknown as Record<string, unknown>)[k];
    // Never taken (howler made no html5 sound): the pool is howler's again and the element stops.
    if (global._obtainHtml5Audio !== obtain) {
      global._obtainHtml5Audio = obtain;
      stop(el);
    }
  };
}
