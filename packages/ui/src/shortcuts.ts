import { type RefObject, useEffect } from 'react';

interface Target {
  ref: RefObject<HTMLElement | null>;
  primary: boolean;
}

// Every mounted player registers here; one document listener serves them all, so one
// Alt+P focuses one player: the primary one (the page's global bar) or else the first mounted.
const targets: Target[] = [];

function onKey(e: KeyboardEvent) {
  if (!e.altKey || e.ctrlKey || e.metaKey || e.code !== 'KeyP') return;
  const live = targets.filter((t) => t.ref.current?.isConnected);
  const chosen = live.find((t) => t.primary) ?? live[0];
  const el = chosen?.ref.current;
  if (!el) return;
  e.preventDefault();
  el.focus();
}

/**
 * Alt+P moves the focus to the player controls, as the current site announces. Listens on the
 * document, so it works wherever the focus is (the controls may sit in a shadow root).
 * `KeyboardEvent.code` is used because Alt+P types « π » on macOS.
 */
export function useFocusShortcut(target: RefObject<HTMLElement | null>, primary = false) {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const entry: Target = { ref: target, primary };
    targets.push(entry);
    if (targets.length === 1) document.addEventListener('keydown', onKey);
    return () => {
      targets.splice(targets.indexOf(entry), 1);
      if (targets.length === 0) document.removeEventListener('keydown', onKey);
    };
  }, [target, primary]);
}

const OWN_KEYS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'A', 'BUTTON']);

/** Whether Space/arrows pressed on this element belong to it (form controls, links, buttons). */
export function handlesOwnKeys(el: EventTarget | null, key: string): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.getAttribute('role') === 'slider') return key !== ' ';
  if (el.tagName === 'BUTTON' || el.tagName === 'A') return key === ' ' || key === 'Enter';
  return OWN_KEYS.has(el.tagName) || el.isContentEditable;
}
