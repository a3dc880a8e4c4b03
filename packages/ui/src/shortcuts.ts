import { type RefObject, useEffect } from 'react';

interface Target {
  ref: RefObject<HTMLElement | null>;
  rank: number;
}

/** Alt+P prefers the page's global bar, then an episode bar, then a live player. */
export const FOCUS_RANK = { primary: 2, podcast: 1, live: 0 } as const;

// Every mounted player registers here; one document listener serves them all, so one Alt+P
// focuses one player: the highest rank, and among equals the first in the document.
const targets: Target[] = [];

/** The element as placed in the document (its shadow host, when it lives in a shadow root). */
function placed(el: HTMLElement): Node {
  const root = el.getRootNode();
  return root instanceof ShadowRoot ? root.host : el;
}

function onKey(e: KeyboardEvent) {
  if (!e.altKey || e.ctrlKey || e.metaKey || e.code !== 'KeyP') return;
  const live = targets
    .map((t) => ({ el: t.ref.current, rank: t.rank }))
    .filter((t): t is { el: HTMLElement; rank: number } => !!t.el?.isConnected);
  live.sort(
    (a, b) =>
      b.rank - a.rank ||
      (placed(a.el).compareDocumentPosition(placed(b.el)) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1),
  );
  const chosen = live[0];
  if (!chosen) return;
  e.preventDefault();
  // The ring is drawn even when the mouse was used last: a shortcut is a keyboard move.
  chosen.el.focus({ focusVisible: true });
}

/**
 * Alt+P moves the focus to the player controls, as the current site announces. Listens on the
 * document, so it works wherever the focus is (the controls may sit in a shadow root).
 * `KeyboardEvent.code` is used because Alt+P types « π » on macOS.
 */
export function useFocusShortcut(target: RefObject<HTMLElement | null>, rank: number) {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const entry: Target = { ref: target, rank };
    targets.push(entry);
    if (targets.length === 1) document.addEventListener('keydown', onKey);
    return () => {
      targets.splice(targets.indexOf(entry), 1);
      if (targets.length === 0) document.removeEventListener('keydown', onKey);
    };
  }, [target, rank]);
}

const OWN_KEYS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'A', 'BUTTON']);

/** Whether Space/arrows pressed on this element belong to it (form controls, links, buttons). */
export function handlesOwnKeys(el: EventTarget | null, key: string): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.getAttribute('role') === 'slider') return key !== ' ';
  if (el.tagName === 'BUTTON' || el.tagName === 'A') return key === ' ' || key === 'Enter';
  return OWN_KEYS.has(el.tagName) || el.isContentEditable;
}
