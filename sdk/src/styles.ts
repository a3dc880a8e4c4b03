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
  // A part loaded later (the transcript panel) adds its own sheet after these two: it is kept.
  if (root.adoptedStyleSheets[0] !== wanted[0] || root.adoptedStyleSheets[1] !== wanted[1])
    root.adoptedStyleSheets = wanted;
}

/**
 * The look a bare text button of the page gets from the SDK (the door writes its state): « ▶ » at
 * rest, « ❚❚ » while it plays, the glyphs silent for screen readers, which have `aria-pressed`. A
 * zero-specificity sheet adopted by the document (allowed under a strict CSP): any style of the
 * page wins, and a button with markup of its own (an icon) is left alone.
 */
export function adoptButtonLook(doc: Document) {
  const look = sheet(
    ':where([data-play-live],[data-play-episode]):where(:not(:has(*)))::before{content:"▶\\fe0e\\a0"/""}' +
      ':where([aria-pressed=true]):where([data-play-live],[data-play-episode]):where(:not(:has(*)))::before{content:"❚❚\\a0"/""}' +
      ':where([aria-busy=true]):where([data-play-live],[data-play-episode])::before{content:none}',
  );
  if ('adoptedStyleSheets' in doc) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, look];
}
