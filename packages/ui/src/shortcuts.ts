import { type RefObject, useEffect } from 'react';

/**
 * Alt+P moves the focus to the player controls, as the current site announces. Listens on the
 * document, so it works wherever the focus is (the controls may sit in a shadow root).
 * `KeyboardEvent.code` is used because Alt+P types « π » on macOS.
 */
export function useFocusShortcut(target: RefObject<HTMLElement | null>, enabled = true) {
  useEffect(() => {
    if (!enabled || typeof document === 'undefined') return;
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.code !== 'KeyP') return;
      const el = target.current;
      if (!el) return;
      e.preventDefault();
      el.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [target, enabled]);
}

const OWN_KEYS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'A', 'BUTTON']);

/** Whether Space/arrows pressed on this element belong to it (form controls, links, buttons). */
export function handlesOwnKeys(el: EventTarget | null, key: string): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.getAttribute('role') === 'slider') return key !== ' ';
  if (el.tagName === 'BUTTON' || el.tagName === 'A') return key === ' ' || key === 'Enter';
  return OWN_KEYS.has(el.tagName) || el.isContentEditable;
}
