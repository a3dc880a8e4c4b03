/**
 * "Sound at once": how long a listener on a phone waits for the sound, under the two network models
 * others check us with, in one run, beside a bare `<audio>` on the same URL as the floor:
 *
 * - `devtools`: Chrome DevTools' own throttling (CDP `Network.emulateNetworkConditions`: 1.6 Mbit/s
 *   down, 750 kbit/s up, 150 ms latency; the cache off; `Emulation.setCPUThrottlingRate` 4), a fresh
 *   context for every load;
 * - `shaped`: the project's shaped link (bench/link.mjs: one 1.6 Mbit/s bottleneck shared by every
 *   connection, 150 ms round trip) and CPU ×4, a fresh context for every load.
 *
 * Sound is the audio element's `currentTime` moving on (the first reading above its value at
 * 'playing'), never a play() call. Per model, medians of `runs` (5) loads of each:
 * - page → sound: from navigation start, the page's first play control pressed the moment it is on
 *   screen; the live on `/` and on `/direct/<radio>`, the first episode of a show page (a pre-roll
 *   counts as sound, as the listener hears it);
 * - tap → sound: the page loaded and its SDK ready, a press, then sound: the live on `/`, the episode;
 * - the floor: a bare page whose button does `new Audio(url).play()` on the live's URL and on the
 *   episode's file, page → sound and tap → sound; and our tap → sound over the bare one (the ratio).
 *
 * Used by bench/sections/sound.mjs (`npm run bench`); alone:
 * `node bench/sound.mjs <site URL> <api URL> [show path]` (RUNS=5 by default).
 */
import { createServer } from 'node:http';
import { listen, median, withShapedLink } from './link.mjs';
import { AUTOPLAY, CHROME, launchChromium } from './sections/chromium.mjs';

export const RADIO = 'RCFNational';
/** DevTools' throttling, as the issue states it (bytes per second; latency in ms). */
export const DEVTOOLS = {
  offline: false,
  latency: 150,
  downloadThroughput: 200_000,
  uploadThroughput: 93_750,
};

/** Injected before any script of the page: when the first real media element's time moves on. */
const PROBE = () => {
  const w = window;
  w.__sound = null;
  const watch = (el) => {
    if (el.__watched) return;
    el.__watched = true;
    el.addEventListener('playing', () => {
      if (w.__sound !== null || !/^https?:/.test(el.currentSrc || el.src)) return;
      const from = el.currentTime;
      const t = setInterval(() => {
        if (w.__sound !== null) return clearInterval(t);
        if (!el.paused && el.currentTime > from) {
          w.__sound = performance.now();
          clearInterval(t);
        }
      }, 5);
    });
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...a) {
    watch(this);
    return play.apply(this, a);
  };
};

/** Presses the first play control `selector` finds on screen (a light-DOM one, else a shadow root's). */
const PRESS_ASAP = (selector) => {
  const find = () => {
    for (const el of document.querySelectorAll(selector)) {
      // A radio-* element: its own drawn button (none before it draws); else the control itself.
      const b = el.localName.startsWith('radio-') ? el.shadowRoot?.querySelector('button') : el;
      if (b?.getClientRects().length && !b.disabled) return b;
    }
    return null;
  };
  return new Promise((resolve, reject) => {
    // A control that never shows is a broken page, not a slow one: fail loudly rather than wait for ever.
    const give = setTimeout(() => {
      clearInterval(t);
      reject(new Error(`no play control to press: ${selector}`));
    }, 60_000);
    const t = setInterval(() => {
      const b = find();
      if (!b) return;
      clearInterval(t);
      clearTimeout(give);
      window.__pressed = performance.now();
      b.click();
      resolve(window.__pressed);
    }, 5);
  });
};

/** A fresh phone page under `model`: CPU ×4 for both; DevTools' network conditions and no cache for 'devtools'. */
async function phonePage(browser, model) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await ctx.newPage();
  await page.addInitScript(PROBE);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (model === 'devtools') {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', DEVTOOLS);
  }
  return { ctx, page };
}

const soundAt = (page) =>
  page
    .waitForFunction(() => window.__sound, null, { timeout: 60_000, polling: 20 })
    .then((h) => h.jsonValue());

/** Page → sound: navigation start to sound, the control pressed the moment it shows. */
async function pageToSound(browser, model, url, selector) {
  const { ctx, page } = await phonePage(browser, model);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.evaluate(PRESS_ASAP, selector);
    return await soundAt(page);
  } finally {
    await ctx.close();
  }
}

/** Tap → sound: the page loaded, `ready` true (its controls wired), then a press and the wait for sound. */
async function tapToSound(browser, model, url, selector, ready) {
  const { ctx, page } = await phonePage(browser, model);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(ready, null, { timeout: 60_000 });
    await page.waitForTimeout(1000); // the page's own late work (scripts after the main image) done
    const pressed = await page.evaluate(PRESS_ASAP, selector);
    return (await soundAt(page)) - pressed;
  } finally {
    await ctx.close();
  }
}

/** The floor: a bare page whose one button plays `src` through `new Audio(src).play()`. */
export function barePage(src) {
  const esc = (v) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Audio nu</title></head><body><button id="play" data-src="${esc(src)}">Écouter</button>
<script>document.getElementById('play').onclick=(e)=>{new Audio(e.currentTarget.dataset.src).play()}</script></body></html>`;
}

async function bareServer() {
  const s = await listen(
    createServer((req, res) => {
      const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(barePage(src));
    }),
  );
  return { server: s.server, origin: `http://127.0.0.1:${s.port}` };
}

/** What the pages play: the live URL, a show page and its first episode's file, read from the API. */
export async function targets(site, api, showPath) {
  const radio = await (await fetch(`${api}/content/radio/${RADIO}?_format=json`)).json();
  let path = showPath;
  if (!path) {
    const shows = await (
      await fetch(`${api}/content/api/nodes?_format=json&type=show&items_per_page=1`)
    ).json();
    path = shows.rows[0].alias;
  }
  const html = await (await fetch(site + path, { headers: { accept: 'text/html' } })).text();
  const id = html.match(/class="list episode-list"[\s\S]*?data-play-episode="(\d+)"/)?.[1];
  const episode = await (await fetch(`${api}/content/api/episode/${id}?_format=json`)).json();
  return { live: radio.liveURL, show: path, episodeId: id, episodeFile: episode.audio_file };
}

const SDK_READY = () =>
  !!window.RadioSDK &&
  !!document.querySelector('[data-play-live][data-play-state],[data-play-episode][data-play-state]');

/**
 * One model's medians: `{ live: { home, direct, tap }, episode: { page, tap }, bare: { live: { page,
 * tap }, episode: { page, tap } } }` in ms. `origins` maps the site, the API and the bare server to
 * where the browser reaches them under this model.
 */
async function measureModel(browser, model, o, t, runs, onRun, between) {
  const site = o.site;
  const bareUrl = (src) => `${o.bare}/?src=${encodeURIComponent(src.replace(o.api0, o.api))}`;
  const loads = {
    'live /': () => pageToSound(browser, model, `${site}/`, '.hero-live [data-play-live]'),
    'live /direct': () =>
      pageToSound(browser, model, `${site}/direct/${RADIO}`, `radio-direct [data-play-live], radio-direct`),
    'episode page': () =>
      pageToSound(browser, model, `${site}${t.show}`, `.episode-list [data-play-episode="${t.episodeId}"]`),
    'live tap': () => tapToSound(browser, model, `${site}/`, '.hero-live [data-play-live]', SDK_READY),
    'episode tap': () =>
      tapToSound(
        browser,
        model,
        `${site}${t.show}`,
        `.episode-list [data-play-episode="${t.episodeId}"]`,
        SDK_READY,
      ),
    'bare live page': () => pageToSound(browser, model, bareUrl(t.live), '#play'),
    'bare live tap': () => tapToSound(browser, model, bareUrl(t.live), '#play', () => true),
    'bare episode page': () => pageToSound(browser, model, bareUrl(t.episodeFile), '#play'),
    'bare episode tap': () => tapToSound(browser, model, bareUrl(t.episodeFile), '#play', () => true),
  };
  const got = Object.fromEntries(Object.keys(loads).map((k) => [k, []]));
  for (let i = 0; i < runs; i++)
    for (const [name, load] of Object.entries(loads)) {
      onRun?.(model, name, i);
      // Warms the page cache: a dropped connection through the shaped link is not a measure.
      await fetch(site + (name.startsWith('episode') ? t.show : '/'), {
        headers: { accept: 'text/html' },
      }).catch(() => {});
      got[name].push(await load());
      await between?.();
    }
  return Object.fromEntries(Object.entries(got).map(([k, v]) => [k, { median: median(v), all: v }]));
}

/**
 * Both models in one run. Returns `{ devtools: {...}, shaped: {...}, targets }` (see measureModel);
 * each value `{ median, all }` in ms.
 */
export async function soundBench({ site, api, showPath, runs = 5, chrome = CHROME, onRun }) {
  const t = await targets(site, api, showPath);
  const bare = await bareServer();
  const launch = () => launchChromium(['--disable-background-networking', AUTOPLAY], chrome);
  try {
    const out = { targets: t };
    const browser = await launch();
    try {
      const o = { site, api, api0: api, bare: bare.origin };
      out.devtools = await measureModel(browser, 'devtools', o, t, runs, onRun);
    } finally {
      await browser.close();
    }
    const shapedTargets = [
      [site, site, false],
      [bare.origin, bare.origin, false],
    ];
    out.shaped = await withShapedLink(
      api,
      shapedTargets,
      launch,
      async ({ link, origins, browser, apiOrigin }) => {
        // The pages reach the API through the link (the page proxy rewrites its origin): the bare pages too.
        const o = { site: origins[site], api: apiOrigin, api0: api, bare: origins[bare.origin] };
        return measureModel(browser, 'shaped', o, t, runs, onRun, () => link.drained());
      },
    );
    return out;
  } finally {
    bare.server.close();
  }
}

/** The rows of docs/benchmarks.md: per measure, the two models side by side, with the budgets. */
export function soundRows(r) {
  const ms = (v) => `${Math.round(v)} ms`;
  const both = (k) => `${ms(r.devtools[k].median)} / ${ms(r.shaped[k].median)}`;
  const ratio = (m, ours, bare) => r[m][ours].median / r[m][bare].median;
  const rows = [];
  const budget = (what, key, limit) => {
    const met = r.devtools[key].median <= limit && r.shaped[key].median <= limit;
    rows.push({ what, value: both(key), budget: `≤ ${ms(limit)}`, met });
  };
  budget('page → sound, the live on / (pressed when it shows)', 'live /', 1500);
  budget(`page → sound, the live on /direct/${RADIO}`, 'live /direct', 1500);
  budget('page → sound, an episode on a show page (a pre-roll counts)', 'episode page', 2000);
  for (const [what, ours, bare] of [
    ['tap → sound, the live', 'live tap', 'bare live tap'],
    ['tap → sound, the episode (a pre-roll counts)', 'episode tap', 'bare episode tap'],
  ]) {
    const d = ratio('devtools', ours, bare);
    const s = ratio('shaped', ours, bare);
    rows.push({
      what: `${what}; bare <audio> on the same URL`,
      value: `${both(ours)}; bare ${both(bare)}`,
      budget: '≤ 1.5 × bare',
      met: d <= 1.5 && s <= 1.5,
      note: `× ${d.toFixed(2)} / × ${s.toFixed(2)}`,
    });
  }
  rows.push({
    what: 'bare <audio>, page → sound: the live / the episode',
    value: `${both('bare live page')}; ${both('bare episode page')}`,
    budget: '—',
    met: null,
  });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [site, api, showPath] = process.argv.slice(2);
  const r = await soundBench({
    site,
    api,
    showPath,
    runs: Number(process.env.RUNS) || 5,
    onRun: (model, name, i) => process.stdout.write(`\r${model} ${name} ${i + 1}        `),
  });
  process.stdout.write('\n');
  for (const row of soundRows(r))
    console.log(
      `${row.what}: ${row.value} (DevTools / shaped) — ${row.budget}${row.met === null ? '' : row.met ? ' ✓' : ' ✗'}${row.note ? ` ${row.note}` : ''}`,
    );
  for (const model of ['devtools', 'shaped'])
    for (const [k, v] of Object.entries(r[model])) console.log(model, k, v.all.map(Math.round).join(' '));
  process.exit(0);
}
