/**
 * The page's own scripts, started once its main image is on screen.
 *
 * A rendered page loads ~130 KB of scripts: Next's chunks, which it writes as `<script src async>`,
 * and the SDK (components/player/SdkScript.tsx, also async). On a phone they compete with the
 * page's largest image for the link and the main thread; on a fast link they even run before that
 * image is painted. The page's first view needs none of them: it is server-rendered HTML.
 *
 * The site's server (server/main.ts) therefore rewrites each page it renders: the same-origin
 * async scripts leave the markup for a JSON list (`#deferred-scripts`), and a small inline loader
 * (nonce-carrying or allowed by its hash, where the first of them stood) inserts them, with their data attributes, once
 * the images marked `fetchpriority="high"` (those the page itself declares first on screen) are
 * decoded and a frame has been painted; after `MAX_WAIT_MS` at most; after the first frame on a
 * page without such an image. Hydration then proceeds as usual: the RSC payload the page carries inline waits in
 * `self.__next_f` until Next's runtime reads it, and React finds the SDK script already in the
 * head (`script[async][src]`), so it does not insert it twice.
 *
 * docs/architecture.md ("Static scripts and start-up (site)", "Scripts after the main image") gives
 * the measurements and what it costs.
 */
import { decodeHTMLAttribute } from 'entities';

/** The longest the scripts wait for the main images, from the end of parsing. */
export const MAX_WAIT_MS = 2500;

const SCRIPT = /<script\b([^>]*)><\/script>/gi;
const LINK = /<link\b([^>]*?)\/?>/gi;
const ATTRS = /([^\s"'>/=]+)(?:\s*=\s*"([^"]*)")?/g;

/** The attributes of a tag (names in lower case, values unescaped; a bare attribute is ''). */
export function parseAttributes(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(ATTRS))
    if (m[1]) out.set(m[1].toLowerCase(), decodeHTMLAttribute(m[2] ?? ''));
  return out;
}

/** A script the loader takes over: same-origin, external, async, classic. Its attributes to keep. */
function deferrable(attrs: Map<string, string>): Record<string, string> | null {
  const src = attrs.get('src');
  if (!src?.startsWith('/') || src.startsWith('//')) return null;
  if (!attrs.has('async') || attrs.has('nomodule') || attrs.has('type') || attrs.has('integrity'))
    return null;
  // The first-sound loader must run from first paint (components/player/SdkScript.tsx).
  if (attrs.has('data-first-paint')) return null;
  const kept: Record<string, string> = { src };
  for (const [k, v] of attrs) if (k.startsWith('data-')) kept[k] = v;
  return kept;
}

import { LIST_ID, SOUND_EVENT, SOUND_PENDING, SOUND_WAIT_MS } from '../lib/script-list';

export { LIST_ID };

/** The loader, written as a function so that it is type-checked; its source goes into the page. */
export function loader(
  listId: string,
  maxWait: number,
  pending: string,
  soundEvent: string,
  soundWait: number,
  flightAttr: string,
): void {
  const scripts = JSON.parse(document.getElementById(listId)?.textContent || '[]') as Record<
    string,
    string
  >[];
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    // Next's hydration data, kept as JSON blocks (deferFlight): handed to its runtime's queue, in
    // order, before the runtime's chunks are inserted, as the inline scripts would have done.
    const w = window as unknown as { __next_f?: unknown[] };
    w.__next_f = w.__next_f ?? [];
    const flight = w.__next_f;
    for (const el of Array.from(document.querySelectorAll(`script[${flightAttr}]`)))
      flight.push(JSON.parse(el.textContent || 'null'));
    for (const attrs of scripts) {
      // The SDK an early press already started (lib/first-sound.ts) is not fetched twice.
      if (Array.from(document.scripts).some((s) => s.getAttribute('src') === attrs.src)) continue;
      const s = document.createElement('script');
      for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
      s.async = true;
      document.head.appendChild(s);
    }
  };
  // A listener who pressed play before the scripts hears it first: the link carries their sound
  // (the SDK, the API's answers, the audio) before React's chunks, which wait for it (soundWait at most).
  const due = () => {
    if (!document.documentElement.hasAttribute(pending)) return run();
    window.addEventListener(soundEvent, run, { once: true });
    setTimeout(run, soundWait);
  };
  const ready = () => {
    setTimeout(due, maxWait);
    const main = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')).filter(
      (img) => img.loading !== 'lazy',
    );
    // After the frame that shows them: a task queued from the next animation frame.
    Promise.all(main.map((img) => img.decode().catch(() => undefined))).then(() =>
      requestAnimationFrame(() => setTimeout(due, 0)),
    );
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
}

/**
 * The page with its first-paint scripts (`data-first-paint`: the early-tap catcher, lib/first-sound.ts)
 * written inline where their tags stood, from `sources` (path → text): they run as the head is
 * parsed, before any play button exists. As a tag of its own the catcher came seconds after the
 * buttons under DevTools' throttling, and a press meanwhile was lost. Allowed by the page's nonce,
 * or by its hash (server/script-hashes.ts). A tag whose text is not given stays as it is.
 */
export function inlineFirstPaint(html: string, sources: Record<string, string>): string {
  const nonce = html.match(/<script\b[^>]*\snonce="([^"<>&]+)"/)?.[1];
  return html.replace(SCRIPT, (tag, source: string) => {
    const attrs = parseAttributes(source);
    const text = attrs.has('data-first-paint') ? sources[attrs.get('src') ?? ''] : undefined;
    if (!text || text.includes('</')) return tag;
    // React hydrates the tag as a resource and would insert it again unless it finds
    // `script[async][src=…]`: a data block of that address stays for it, never fetched nor run.
    const marker = `<script type="text/plain" async="" src="${attrs.get('src')}" data-first-paint=""></script>`;
    return `<script${nonce ? ` nonce="${nonce}"` : ''}>${text}</script>${marker}`;
  });
}

/** JSON safe inside an inline script. */
const inlineJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Marks a JSON block holding one of Next's hydration-data pushes (deferFlight). */
export const FLIGHT_ATTR = 'data-next-f';
/** Next's inline hydration data: `self.__next_f.push([…])`, the first one creating the queue. */
const FLIGHT =
  /<script\b[^>]*>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;

/**
 * The page with Next's hydration data as JSON blocks instead of inline scripts: the loader hands them
 * to Next's queue when it starts Next's chunks, which are the only readers. Run inline, the home's
 * ~90 KB of it is compiled and run by a phone's main thread while the page is still parsed, right
 * when an early press on « Écouter le direct » waits for that thread to start its stream (« sound at
 * once », docs/benchmarks.md); a JSON block is only tokenised. All or nothing: the pushes keep their
 * order, so a page where one is not plain JSON is returned as it is.
 */
export function deferFlight(html: string): string {
  const blocks: string[] = [];
  for (const m of html.matchAll(FLIGHT)) {
    const arg = m[1] ?? '';
    try {
      if (arg.includes('</') || !Array.isArray(JSON.parse(arg))) return html;
    } catch {
      return html;
    }
    blocks.push(arg);
  }
  if (!blocks.length) return html;
  let i = 0;
  return html.replace(
    FLIGHT,
    () => `<script type="application/json" ${FLIGHT_ATTR}="">${blocks[i++]}</script>`,
  );
}

/**
 * The page with its same-origin async scripts handed to the loader, and the preloads Next adds for
 * them removed (a preload would fetch them during the image's download all the same). A page
 * without such scripts is returned unchanged.
 */
export function deferOwnScripts(html: string): string {
  const scripts: Record<string, string>[] = [];
  let nonce: string | undefined;
  for (const m of html.matchAll(SCRIPT)) {
    const attrs = parseAttributes(m[1] ?? '');
    nonce ??= attrs.get('nonce') || undefined;
    const kept = deferrable(attrs);
    if (kept && !scripts.some((s) => s.src === kept.src)) scripts.push(kept);
  }
  if (!scripts.length || (nonce && /["<>&]/.test(nonce))) return html;
  const srcs = new Set(scripts.map((s) => s.src));
  // Without a nonce (a page for the shared cache), the server allows the loader by its hash.
  const attr = nonce ? ` nonce="${nonce}"` : '';
  const script =
    `<script type="application/json" id="${LIST_ID}"${attr}>${inlineJson(scripts)}</script>` +
    `<script${attr}>(${loader.toString()})(${[LIST_ID, MAX_WAIT_MS, SOUND_PENDING, SOUND_EVENT, SOUND_WAIT_MS, FLIGHT_ATTR].map((v) => JSON.stringify(v)).join(',')})</script>`;
  let placed = false;
  return deferFlight(html)
    .replace(LINK, (tag, source: string) => {
      const attrs = parseAttributes(source);
      return attrs.get('rel') === 'preload' && srcs.has(attrs.get('href') ?? '') ? '' : tag;
    })
    .replace(SCRIPT, (tag, source: string) => {
      if (!deferrable(parseAttributes(source))) return tag;
      if (placed) return '';
      placed = true;
      return script;
    });
}
