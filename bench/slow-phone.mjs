/**
 * "Slow phone": what a listener on a mid-range phone waits for, observed in Chromium (CPU ×4,
 * Emulation.setCPUThrottlingRate) through the shaped link of bench/link.mjs (1.6 Mbit/s down,
 * 150 ms round trip, one bottleneck shared by every connection to the site and the API). Per page,
 * from navigation start: LCP; the button live (the first play control that answers: enabled on
 * the site — by the first-sound loader or by React —, drawn in the shadow root on a partner page),
 * pressed at that instant; first sound (the first `playing` of a media element with a real
 * source; a pre-roll counts); the JavaScript bytes (encoded, as sent) finished before the button
 * was live.
 *
 * Used by bench/run.mjs; alone: `node bench/slow-phone.mjs <site URL> <api URL> <path>...`.
 */
import { launchPhoneBrowser, median, openPhone, withShapedLink } from './link.mjs';

const PROBE = () => {
  window.__lcp = 0;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...a) {
    this.addEventListener(
      'playing',
      () => {
        if (!window.__soundAt && /^https?:/.test(this.currentSrc)) window.__soundAt = performance.now();
      },
      { once: false },
    );
    return play.apply(this, a);
  };
  const control = () => {
    const own = document.querySelector(
      '[data-play-episode]:not([disabled]),[data-play-live]:not([disabled])',
    );
    if (own) return own;
    for (const host of document.querySelectorAll('radio-player, radio-direct')) {
      const b = host.shadowRoot?.querySelector('button:not([disabled])');
      if (b) return b;
    }
    return null;
  };
  const t = setInterval(() => {
    const b = control();
    if (!b) return;
    clearInterval(t);
    window.__liveAt = performance.now();
    b.click();
  }, 5);
};

/**
 * Medians per page: `{ [name]: { lcp, live, sound, js } }` (ms from navigation start; js in bytes).
 * `pages`: `{ name: absolute URL on `site` or `examples` }`.
 */
export async function slowPhone({
  site,
  api,
  examples,
  pages,
  runs = 5,
  chrome = '/usr/bin/chromium',
  onRun,
  // Next's async tags put back (bench/link.mjs's baseline): the other script ordering, for the A/B.
  baseline = false,
}) {
  const targets = [site, examples].filter(Boolean).map((origin) => [origin, origin, baseline]);
  const launch = () => launchPhoneBrowser(chrome);
  return withShapedLink(api, targets, launch, async ({ link, origins: shapedOrigin, browser }) => {
    const out = {};
    for (const [name, url] of Object.entries(pages)) {
      const u = new URL(url);
      const shaped = shapedOrigin[u.origin] + u.pathname + u.search;
      const rows = [];
      for (let i = 0; i < runs; i++) {
        onRun?.(name, i);
        // A fresh copy in the site's page cache: no render during the load.
        await fetch(url, { headers: { accept: 'text/html' } }).then((r) => r.arrayBuffer());
        const { ctx, page } = await openPhone(browser, PROBE);
        try {
          const scripts = [];
          page.on('requestfinished', async (req) => {
            const at = Date.now();
            if (req.resourceType() !== 'script') return;
            const sizes = await req.sizes().catch(() => null);
            scripts.push({ at, bytes: sizes ? sizes.responseBodySize : 0 });
          });
          await page.goto(shaped, { waitUntil: 'commit', timeout: 60_000 });
          await page
            .waitForFunction(() => window.__liveAt && window.__soundAt, null, { timeout: 60_000 })
            .catch(async (e) => {
              const seen = await page.evaluate(() => ({
                live: window.__liveAt,
                sound: window.__soundAt,
                status: window.RadioSDK?.player.store.getState().status,
              }));
              throw new Error(`${name} : bouton ou son absent (${JSON.stringify(seen)}) — ${e.message}`);
            });
          await page.waitForTimeout(200);
          const r = await page.evaluate(() => ({
            lcp: window.__lcp,
            live: window.__liveAt,
            sound: window.__soundAt,
            origin: performance.timeOrigin,
          }));
          const liveWall = r.origin + r.live;
          rows.push({ ...r, js: scripts.filter((s) => s.at <= liveWall).reduce((n, s) => n + s.bytes, 0) });
        } finally {
          await ctx.close();
        }
        await link.drained();
      }
      out[name] = Object.fromEntries(
        ['lcp', 'live', 'sound', 'js'].map((k) => [k, median(rows.map((r) => r[k]))]),
      );
    }
    return out;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [site, api, ...paths] = process.argv.slice(2);
  const pages = Object.fromEntries((paths.length ? paths : ['/']).map((p) => [p, new URL(p, site).href]));
  const r = await slowPhone({ site, api, pages, runs: Number(process.env.RUNS) || 5 });
  for (const [name, m] of Object.entries(r))
    console.log(
      name,
      `LCP ${Math.round(m.lcp)} ms, button live ${Math.round(m.live)} ms, first sound ${Math.round(m.sound)} ms, JS before the button ${(m.js / 1024).toFixed(1)} KB`,
    );
  process.exit(0);
}
