/**
 * The SDK script, once, from the site's own origin; its data attributes configure it exactly as on
 * a partner page. Rendered by the root layout only (so it never reloads).
 *
 * `async`, so that React treats it as a resource (hoisted, not part of the hydrated tree): the
 * site's server takes it out of the markup and starts it, with Next's chunks, after the page's
 * main image (lib/deferred-scripts.ts). The SDK mounts its modals on DOMContentLoaded when it
 * runs before the document is parsed.
 */
export function SdkScript({ contentApi, prefix }: { contentApi: string; prefix: string }) {
  return <script src="/sdk/radio-sdk.js" async data-content-api={contentApi} data-prefix={prefix} />;
}

/**
 * The first-sound loader (lib/first-sound.ts, built into public/first-sound.js). `async`, so that
 * React treats it as a resource outside the hydrated tree (a plain or `defer` script in <head> is
 * hydrated, and the server's rewrite of the head for the shared cache then made React's hydration
 * fail); `data-first-paint` keeps the server from deferring it after the main image. It waits for
 * the document to be parsed, then enables the play buttons. Same-origin: the CSP's `'self'` allows it.
 */
export function FirstSoundScript() {
  return <script src="/first-sound.js" async data-first-paint="" />;
}
