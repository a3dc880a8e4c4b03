/**
 * The SDK script, once, from the site's own origin; its data attributes configure it exactly as on
 * a partner page. Rendered by the root layout only (so it never reloads).
 *
 * `async`, so that React treats it as a resource (hoisted, not part of the hydrated tree): the
 * site's server takes it out of the markup and starts it, with Next's chunks, after the page's
 * main image (server/deferred-scripts.ts). The SDK mounts its modals on DOMContentLoaded when it
 * runs before the document is parsed.
 */
export function SdkScript({ contentApi, prefix }: { contentApi: string; prefix: string }) {
  return <script src="/sdk/radio-sdk.js" async data-content-api={contentApi} data-prefix={prefix} />;
}

/**
 * The early-tap catcher (lib/first-sound.ts, built into public/first-sound.js). The site's server
 * writes its text inline in place of this tag (server/deferred-scripts.ts, `inlineFirstPaint`), so that
 * it listens before any play button is parsed; the tag is what runs where that rewrite does not
 * (`next dev`). `async`, so that React treats it as a resource outside the hydrated tree;
 * `data-first-paint` marks it for that rewrite and keeps it out of the scripts deferred after the
 * main image. Same-origin: the CSP's `'self'` allows the tag, its hash or the page's nonce the text.
 */
export function FirstSoundScript() {
  return <script src="/first-sound.js" async data-first-paint="" />;
}
