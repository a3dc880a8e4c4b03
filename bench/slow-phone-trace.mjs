/**
 * Where the time goes between a press and the first sound, on the slow phone of bench/slow-phone.mjs
 * (CPU ×4, the shaped link of bench/link.mjs): one load per page, the first play control pressed
 * the moment it answers, then every request of the page with its start and end (ms from navigation
 * start), the press, and the first `playing` of a media element with a real source.
 *
 *   flock /tmp/radio-bench.lock node bench/slow-phone-trace.mjs [path…]
 *
 * Starts its own stack (ports 4660/3660/9669/5660, data in .data/bench-trace) unless SITE and API
 * name a running one.
 */
import { startStack } from '../scripts/stack.mjs';
import { launchPhoneBrowser, openPhone, withShapedLink } from './link.mjs';

const PROBE = () => {
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...a) {
    this.addEventListener('playing', () => {
      if (!window.__soundAt && /^https?:/.test(this.currentSrc)) window.__soundAt = performance.now();
    });
    return play.apply(this, a);
  };
  const t = setInterval(() => {
    const b = document.querySelector('[data-play-episode]:not([disabled]),[data-play-live]:not([disabled])');
    if (!b) return;
    clearInterval(t);
    window.__liveAt = performance.now();
    b.click();
  }, 5);
};

/** The timeline of one load of `url` (through the shaped link) as printable rows. */
export async function traceFirstSound({ site, api, path, chrome = '/usr/bin/chromium' }) {
  const launch = () => launchPhoneBrowser(chrome);
  return withShapedLink(api, [['site', site, false]], launch, async ({ origins, browser }) => {
    const { ctx, page } = await openPhone(browser, PROBE);
    const requests = [];
    page.on('requestfinished', async (req) => {
      const t = req.timing();
      const sizes = await req.sizes().catch(() => null);
      requests.push({
        url: req.url(),
        type: req.resourceType(),
        start: t.startTime,
        end: t.startTime + t.responseEnd,
        bytes: sizes?.responseBodySize ?? 0,
      });
    });
    await page.goto(origins.site + path, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(() => window.__soundAt, null, { timeout: 60_000 });
    await page.waitForTimeout(300);
    const r = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      live: window.__liveAt,
      sound: window.__soundAt,
    }));
    await ctx.close();
    const rows = requests
      .map((q) => ({ ...q, start: q.start - r.origin, end: q.end - r.origin }))
      .filter((q) => q.start < r.sound + 500)
      .sort((a, b) => a.start - b.start)
      .map((q) => {
        const u = new URL(q.url);
        const name = `${u.pathname}${u.search}`.replace(/^(.{70}).+$/, '$1…');
        return `${String(Math.round(q.start)).padStart(6)} → ${String(Math.round(q.end)).padStart(6)} ms  ${q.type.padEnd(10)} ${String(q.bytes).padStart(7)} B  ${name}`;
      });
    return [
      `${path}: button live (pressed) ${Math.round(r.live)} ms, first sound ${Math.round(r.sound)} ms`,
      ...rows,
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const paths = process.argv.slice(2);
  let stack = null;
  let { SITE: site, API: api } = process.env;
  if (!site || !api) {
    stack = await startStack({
      ports: { api: 4660, site: 3660, identity: 9669, examples: 5660 },
      dataDir: '.data/bench-trace',
      only: ['identity', 'api', 'site'],
      quiet: true,
    });
    ({ site, api } = stack);
  }
  try {
    for (const path of paths.length ? paths : ['/']) {
      // A fresh copy in the site's page cache: no render during the load.
      await fetch(new URL(path, site), { headers: { accept: 'text/html' } }).then((r) => r.arrayBuffer());
      for (const line of await traceFirstSound({ site, api, path })) console.log(line);
      console.log('');
    }
  } finally {
    await stack?.close();
  }
  process.exit(0);
}
