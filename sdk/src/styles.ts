import { styles } from '@radio/ui';

// Constructable stylesheets: shared by every shadow root and allowed under a strict CSP
// (no <style> text or style attribute that 'unsafe-inline' would have to permit).
const sheets = new Map<string, CSSStyleSheet>();

function sheet(css: string): CSSStyleSheet {
  let s = sheets.get(css);
  if (!s) {
    s = new CSSStyleSheet();
    s.replaceSync(css);
    sheets.set(css, s);
  }
  return s;
}

/** The shared base sheet and the element's own (`css`, one of packages/ui's styles). */
export function adoptStyles(root: ShadowRoot | HTMLElement | undefined, css: string) {
  if (!root || !('adoptedStyleSheets' in root)) return;
  const wanted = [sheet(styles.base), sheet(css)];
  if (root.adoptedStyleSheets.length !== wanted.length || root.adoptedStyleSheets[1] !== wanted[1])
    root.adoptedStyleSheets = wanted;
}
