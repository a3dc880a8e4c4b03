// `npm run bench`: measures the product on this machine and rewrites docs/benchmarks.md.
// Every figure sits beside its budget (from the issues) and says whether it is met. Services run
// on ports of their own (API 4600/4601, site 3600, identity 9629) with DATA_DIR .data/bench, on
// loopback only; every loop is bounded. BENCH_QUICK=1 shortens everything (for trying the script),
// BENCH_SOAK=0 skips the 5-minute soak (on by default here; `npm test` runs a short load only).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from '../scripts/ensure.mjs';
import { load, median, PAGE_REQUEST, quantile, rssMb, treeRssMb } from '../scripts/load.mjs';
import { startStack } from '../scripts/stack.mjs';
import { listedScripts, shapedLinkAB } from './link.mjs';
import { waitQuiet } from './quiet.mjs';
import { slowPhoneSection } from './slow-phone-section.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
process.env.BENCH_SOAK ??= '1';
const SOAK = process.env.BENCH_SOAK === '1' && !QUICK;
const RUNS = QUICK ? 1 : 3;
/** Lighthouse's simulated LCP swings by ~0.7 s from one load to the next (docs/benchmarks.md): more runs. */
const LIGHTHOUSE_RUNS = QUICK ? 1 : 7;
const SECONDS = QUICK ? 3 : 10;
const LOAD_SECONDS = QUICK ? 5 : 60;
const SOAK_SECONDS = 300;
const SOAK_SAMPLE_MS = 5_000;
const CHROME = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
// BENCH_ONLY=sizes,api,search,site,lighthouse,click,load,soak,others runs a subset (the file still lists them all).
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const PORTS = { api: 4600, site: 3600, identity: 9629, examples: 5600 };

// --- progress ---------------------------------------------------------------------------------------
let stepNo = 0;
const t0 = Date.now();
function progress(label) {
  const line = `[étape ${stepNo}] ${label} (${Math.round((Date.now() - t0) / 1000)} s)`;
  if (process.stdout.isTTY) process.stdout.write(`\r\x1b[K${line}`);
  else console.log(line);
}
function step(name) {
  stepNo++;
  if (process.stdout.isTTY) process.stdout.write('\n');
  progress(name);
}

// --- results -------------------------------------------------------------------------------------------
/** @type {{ section: string, what: string, value: string, budget: string, met: boolean | null, note?: string }[]} */
const rows = [];
const notes = [];
const extra = [];
function row(section, what, value, budget = '—', met = null, note = '') {
  rows.push({ section, what, value, budget, met, note });
}
const fmt = (n, d = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d }).replace(/,/g, ' ')
    : 'n/a';
const kb = (bytes) => `${fmt(bytes / 1024, 1)} KB`;
const range = (xs, d = 0) =>
  xs.length > 1 ? ` (${fmt(Math.min(...xs), d)}–${fmt(Math.max(...xs), d)})` : '';

async function repeat(n, fn) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await fn(i));
  return out;
}

/** Runs `load` RUNS times; returns medians and ranges of req/s and p99. */
async function measure(label, opts) {
  const runs = await repeat(RUNS, async (i) => {
    progress(`${label} — mesure ${i + 1}/${RUNS}`);
    return load({ durationMs: SECONDS * 1000, ...opts });
  });
  const rps = runs.map((r) => r.rps);
  const p99 = runs.map((r) => r.p99);
  return {
    runs,
    rps: median(rps),
    p99: median(p99),
    rpsText: `${fmt(median(rps))} req/s${range(rps)}`,
    p99Text: `${fmt(median(p99), 1)} ms${range(p99, 1)}`,
    errors: runs.reduce((a, r) => a + r.errors + r.non2xx, 0),
  };
}

// --- build ----------------------------------------------------------------------------------------------
/** Builds what is missing; a part that cannot be built is reported, and the rest still measured. */
function ensureBuilt() {
  const parts = [
    ['@radio/api', 'packages/api/dist/main.js'],
    ['sdk', 'sdk/dist/radio-sdk.js'],
    ['@radio/site', `site/${process.env.NEXT_DIST_DIR || '.next'}/BUILD_ID`],
    ['@radio/site', 'site/.server/main.mjs'],
  ];
  const siteNeeded = !ONLY || ['site', 'lighthouse', 'click', 'load', 'soak'].some((k) => ONLY.has(k));
  for (const [name, out] of parts) {
    if (existsSync(join(root, out)) || (name === '@radio/site' && !siteNeeded)) continue;
    console.log(`› compilation de ${name}…`);
    const r = spawnSync('pnpm', ['--filter', name, 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0 || !existsSync(join(root, out)))
      notes.push(`${name} could not be built, so the figures that need it are missing.`);
  }
}

// --- 1. sizes -----------------------------------------------------------------------------------------------
function sizes(file) {
  const buf = readFileSync(file);
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function benchSizes() {
  const nm = (p) => join(root, 'node_modules', p);
  const sdk = sizes(join(root, 'sdk/dist/radio-sdk.js'));
  const baselines = [
    ['media-chrome 4 (IIFE, all elements)', nm('media-chrome/dist/iife/index.js')],
    ['vidstack 1 (CDN bundle)', nm('vidstack/cdn/vidstack.js')],
    ['plyr 3 (minified JS, without CSS)', nm('plyr/dist/plyr.min.js')],
  ].filter(([, f]) => existsSync(f));
  row('SDK', 'radio-sdk.js (IIFE), gzip', kb(sdk.gzip), '≤ 30 KB', sdk.gzip <= 30 * 1024);
  row('SDK', 'radio-sdk.js (IIFE), brotli', kb(sdk.brotli));
  row('SDK', 'radio-sdk.js (IIFE), minified', kb(sdk.raw));
  for (const [name, file] of baselines) {
    const s = sizes(file);
    row(
      'SDK',
      `${name}, gzip / brotli`,
      `${kb(s.gzip)} / ${kb(s.brotli)}`,
      '—',
      null,
      `ours is ${fmt(sdk.gzip / s.gzip, 2)}× its gzip size`,
    );
  }
  return sdk;
}

// --- 2–4. API ----------------------------------------------------------------------------------------------
async function apiFigures(label, stack) {
  const base = stack.api;
  const ep = await (await fetch(`${base}/content/api/nodes?type=show&items_per_page=1`)).json();
  const showId = ep.rows?.[0]?.id;
  const eps = await (await fetch(`${base}/content/episodes_by_show/${showId}?items_per_page=1`)).json();
  const episodeId = eps.rows?.[0]?.id;
  const urls = {
    episode: `${base}/content/api/episode/${episodeId}?_format=json`,
    radio: `${base}/content/radio/RCFNational?_format=json`,
  };
  const budget = label === 'PGlite' ? 2000 : 5000;
  for (const [name, url] of Object.entries(urls)) {
    const m = await measure(`API ${label} ${name}`, { url, connections: 10 });
    row(
      `API (${label})`,
      `GET ${new URL(url).pathname}, 10 connections`,
      m.rpsText,
      `≥ ${fmt(budget)} req/s`,
      m.rps >= budget,
    );
    row(
      `API (${label})`,
      `… p99 latency`,
      m.p99Text,
      '≤ 20 ms',
      m.p99 <= 20,
      m.errors ? `${m.errors} errors` : '',
    );
  }
  const mem = await rssMb(stack.pid('api'));
  row(`API (${label})`, 'resident memory after the runs', `${fmt(mem)} MB`, '< 500 MB', mem < 500);
  return { episodeId, showId };
}

async function benchApiPglite() {
  const stack = await startStack({ ports: PORTS, dataDir: '.data/bench', only: ['api'], quiet: true });
  try {
    await apiFigures('PGlite', stack);
  } finally {
    await stack.close();
  }
}

function postgresUrl() {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const out = execFileSync(
    'bash',
    ['-c', 'source scripts/ci-postgres.sh >/dev/null && echo "$TEST_DATABASE_URL"'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  ).trim();
  if (!out) return null;
  const u = new URL(out);
  const admin = new URL(out);
  admin.pathname = '/postgres';
  // A database of its own; the seed is idempotent, so a second bench reuses it.
  execFileSync(
    'bash',
    [
      '-c',
      `su postgres -c "psql -h ${u.hostname} -p ${u.port} -d postgres -tc \\"select 1 from pg_database where datname='radio_bench'\\"" | grep -q 1 || su postgres -c "createdb -h ${u.hostname} -p ${u.port} radio_bench"`,
    ],
    { cwd: root },
  );
  u.pathname = '/radio_bench';
  return u.toString();
}

async function benchApiPostgres() {
  let url;
  try {
    url = postgresUrl();
  } catch (e) {
    notes.push(`PostgreSQL could not be started: ${String(e.message).split('\n')[0]}`);
  }
  if (!url) {
    row(
      'API (PostgreSQL)',
      'throughput and p99',
      'not measured',
      '≥ 5 000 req/s, p99 ≤ 20 ms',
      null,
      'not root: PostgreSQL cannot be installed/started here (set BENCH_DATABASE_URL)',
    );
    return;
  }
  const stack = await startStack({
    ports: { ...PORTS, api: 4602 },
    dataDir: '.data/bench-pg',
    only: ['api'],
    quiet: true,
    env: { DATABASE_URL: url },
  });
  try {
    await apiFigures('PostgreSQL', stack);
  } finally {
    await stack.close();
  }
}

const SEARCH_TERMS = [
  'prière',
  'évangile',
  'musique',
  'saint',
  'paix',
  'famille',
  'jeunes',
  'église',
  'histoire',
  'radio',
  'lumière',
  'espérance',
  // Typos and cut words: the second pass (lexicon) is part of the budget.
  'prirre',
  'augus',
  'psaumse',
];

async function benchSearch() {
  const scale = QUICK ? 2 : 150;
  const dataDir = QUICK ? '.data/bench' : '.data/bench-scale';
  progress(`recherche : contenu ×${scale} (≈ 100 000 épisodes ; long la première fois, ensuite réutilisé)`);
  const seed = spawnSync(process.execPath, ['dist/seed-cli.js', '--scale', String(scale)], {
    cwd: join(root, 'packages/api'),
    env: {
      ...process.env,
      DATA_DIR: join(root, dataDir),
      API_ORIGIN: 'http://127.0.0.1:4601',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
    timeout: 60 * 60_000,
  });
  const counted = /Contenu prêt : (\d+) épisodes/.exec(seed.stdout ?? '');
  if (seed.status !== 0)
    throw new Error(`seed --scale ${scale} : ${(seed.stderr || seed.stdout).slice(-500)}`);
  const episodes = Number(counted?.[1] ?? Number.NaN);
  const stack = await startStack({ ports: { ...PORTS, api: 4601 }, dataDir, only: ['api'], quiet: true });
  try {
    const lat = [];
    const n = QUICK ? 24 : 240;
    for (let i = 0; i < n; i++) {
      if (i % 20 === 0) progress(`recherche : requête ${i + 1}/${n}`);
      const q = SEARCH_TERMS[i % SEARCH_TERMS.length];
      const s = performance.now();
      const r = await fetch(`${stack.api}/content/search?q=${encodeURIComponent(q)}&page=0`);
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`search ${q} → ${r.status}`);
      lat.push(performance.now() - s);
    }
    // The first pass warms caches as a running server's would be.
    const warm = lat.slice(SEARCH_TERMS.length).sort((a, b) => a - b);
    const p95 = quantile(warm, 0.95);
    row(
      'API search',
      `GET /content/search at ${fmt(episodes)} episodes, p50`,
      `${fmt(quantile(warm, 0.5), 1)} ms`,
    );
    row(
      'API search',
      '… p95 (PGlite, one client, typo pass included)',
      `${fmt(p95, 1)} ms`,
      '≤ 20 ms',
      p95 <= 20,
      episodes < 100_000 ? 'fewer than 100 000 episodes (quick mode)' : '',
    );
  } finally {
    await stack.close();
  }
}

// --- 5. site ------------------------------------------------------------------------------------------------
async function sitePages(stack) {
  const shows = await (await fetch(`${stack.api}/content/api/nodes?type=show&items_per_page=1`)).json();
  const arts = await (await fetch(`${stack.api}/content/api/nodes?type=article&items_per_page=1`)).json();
  const alias = (n) => (n?.alias ?? n?.metatag?.alias ?? n?.url ?? '').replace(/^https?:\/\/[^/]+/, '');
  return { home: '/', show: alias(shows.rows?.[0]) || null, article: alias(arts.rows?.[0]) || null };
}

/**
 * The scripts a browser loads with the home page, gzip: those of the markup and those the page's
 * loader starts after its main image. A `nomodule` script (Next's polyfills for
 * browsers without ES modules) is never fetched by a module-capable browser: it is counted apart.
 */
async function firstLoadJs(site) {
  const html = await (await fetch(`${site}/`, { headers: PAGE_REQUEST })).text();
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+)"[^>]*>/g)];
  // The scripts the site's server moved out of the markup, started by the page's loader
  // (site/lib/deferred-scripts.ts): fetched by every visit all the same.
  for (const s of listedScripts(html)) tags.push([`<script src="${s.src}">`, s.src]);
  const gz = async (src) => {
    const r = await fetch(`${site}${src}`);
    return gzipSync(Buffer.from(await r.arrayBuffer()), { level: 9 }).length;
  };
  const loaded = new Set(tags.filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[1]));
  const legacy = new Set(tags.filter((m) => /\bnomodule\b/i.test(m[0])).map((m) => m[1]));
  let total = 0;
  for (const s of loaded) total += await gz(s);
  let legacyTotal = 0;
  for (const s of legacy) if (!loaded.has(s)) legacyTotal += await gz(s);
  return { total, count: loaded.size, legacyTotal, legacyCount: legacy.size, html };
}

async function benchSite(ctx) {
  const stack = ctx.stack;
  const pages = await sitePages(stack);
  ctx.pages = pages;
  const js = await firstLoadJs(stack.site);
  row(
    'Site',
    `home first-load JS (${js.count} scripts, SDK included), gzip`,
    kb(js.total),
    '≤ 180 KB',
    js.total <= 180 * 1024,
    js.legacyCount
      ? `not counted: ${js.legacyCount} nomodule script (${kb(js.legacyTotal)}), for browsers without ES modules only`
      : '',
  );
  // The limit: the same bytes as the home page from a bare Node HTTP server on this machine.
  const body = Buffer.from(js.html);
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise((r) => server.listen(3650, '127.0.0.1', r));
  try {
    const staticM = await measure('statique (limite)', { url: 'http://127.0.0.1:3650/', connections: 20 });
    row(
      'Site',
      `static file (home HTML, ${kb(body.length)}) from bare node:http, 20 connections`,
      staticM.rpsText,
      '—',
      null,
      `p99 ${staticM.p99Text}`,
    );
    for (const [name, path] of Object.entries(pages)) {
      if (!path || name === 'article') continue;
      const m = await measure(`site ${name}`, {
        url: `${stack.site}${path}`,
        connections: 20,
        headers: PAGE_REQUEST,
      });
      const isHome = name === 'home';
      row(
        'Site',
        `site server (Next handler + page cache) ${path}, 20 connections`,
        m.rpsText,
        isHome ? '≥ 300 req/s' : '—',
        isHome ? m.rps >= 300 : null,
        `${fmt((m.rps / staticM.rps) * 100, 1)} % of the static limit${m.errors ? `; ${m.errors} errors` : ''}`,
      );
      row('Site', `… p99 latency`, m.p99Text, isHome ? '≤ 150 ms' : '—', isHome ? m.p99 <= 150 : null);
    }
    // Without the page cache: crawlers get a fresh render of every request (site/lib/page-cache.ts).
    const fresh = await measure('site home, sans cache de pages', {
      url: `${stack.site}${pages.home}`,
      connections: 20,
      headers: { ...PAGE_REQUEST, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    row(
      'Site',
      `… the home page rendered on every request (crawler, no page cache)`,
      fresh.rpsText,
      '—',
      null,
      `p99 ${fresh.p99Text}`,
    );
  } finally {
    await new Promise((r) => server.close(r));
  }
}

// --- 6. Lighthouse -------------------------------------------------------------------------------------------
async function benchLighthouse(ctx) {
  let lighthouse;
  let launcher;
  try {
    lighthouse = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch (e) {
    row(
      'Lighthouse',
      'mobile scores',
      'not measured',
      'perf ≥ 95, a11y ≥ 95',
      null,
      `lighthouse cannot load here: ${e.message}`,
    );
    return;
  }
  if (!existsSync(CHROME)) {
    row(
      'Lighthouse',
      'mobile scores',
      'not measured',
      'perf ≥ 95, a11y ≥ 95',
      null,
      `no Chromium at ${CHROME}`,
    );
    return;
  }
  const chrome = await launcher.launch({
    chromePath: CHROME,
    // The flags of the browser tests: without the background-networking ones Chromium keeps
    // trying Google's hosts, which this machine's closed network refuses, during the measures.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const [name, path] of Object.entries(ctx.pages)) {
      if (!path) {
        row('Lighthouse', `${name}`, 'not measured', '—', null, 'no such page in the demo content');
        continue;
      }
      const results = await repeat(LIGHTHOUSE_RUNS, async (i) => {
        progress(`Lighthouse ${name} — ${i + 1}/${LIGHTHOUSE_RUNS}`);
        // A page older than the cache's 60 s is served stale while the server renders it again:
        // that render must not run during the measure. Ask for it first, then wait for quiet.
        await fetch(`${ctx.stack.site}${path}`, { headers: PAGE_REQUEST }).then((r) => r.arrayBuffer());
        // Lighthouse scales the main thread's observed work by 4: a busy neighbour shows as TBT.
        await waitQuiet(0.15, 30_000);
        const r = await lighthouse(`${ctx.stack.site}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = r.lhr;
        return {
          perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          error: lhr.runtimeError?.message,
        };
      });
      const med = (k) => median(results.map((r) => r[k]));
      const all = (k, d = 0) =>
        range(
          results.map((r) => r[k]),
          d,
        );
      const label = `${name} (${path})`;
      row(
        'Lighthouse (mobile)',
        `${label} performance`,
        `${med('perf')}${all('perf')}`,
        '≥ 95',
        med('perf') >= 95,
        results.find((r) => r.error)?.error ?? '',
      );
      row(
        'Lighthouse (mobile)',
        `${label} accessibility`,
        `${med('a11y')}${all('a11y')}`,
        '≥ 95',
        med('a11y') >= 95,
      );
      row(
        'Lighthouse (mobile)',
        `${label} LCP`,
        `${fmt(med('lcp') / 1000, 2)} s${range(
          results.map((r) => r.lcp / 1000),
          2,
        )}`,
        '≤ 1.5 s',
        med('lcp') <= 1500,
      );
      row('Lighthouse (mobile)', `${label} CLS`, `${fmt(med('cls'), 3)}`, '≤ 0.05', med('cls') <= 0.05);
    }
  } finally {
    await chrome.kill();
  }
}

/**
 * The cost and gain of starting the page's scripts after its main image, observed on a shaped slow
 * link against Next's own async tags in the same session (bench/link.mjs).
 */
async function benchSlowLink(ctx) {
  const paths = { home: ctx.pages.home, show: ctx.pages.show };
  await waitQuiet(0.15, 30_000);
  const r = await shapedLinkAB({
    site: ctx.stack.site,
    api: ctx.stack.api,
    paths: Object.values(paths).filter(Boolean),
    runs: QUICK ? 1 : 5,
    chrome: CHROME,
    onRun: (path, variant, i) => progress(`slow link ${path} ${variant} — ${i + 1}`),
  });
  const ms = (v) => `${Math.round(v)} ms`;
  for (const [name, path] of Object.entries(paths)) {
    const v = r[path];
    if (!v) continue;
    const pair = (k, what) =>
      row(
        'Slow phone, observed',
        `${name} ${what}: scripts after the main image / Next's async tags`,
        `${ms(v.loader[k])} / ${ms(v.baseline[k])}`,
        '—',
        null,
        `${v.loader[k] >= v.baseline[k] ? '+' : '−'}${ms(Math.abs(v.loader[k] - v.baseline[k]))}`,
      );
    pair('lcp', 'LCP');
    pair('hydrated', 'hydrated (React on the header)');
    pair('sdk', 'SDK ready (window.RadioSDK)');
  }
}

// --- 7. click to playing -----------------------------------------------------------------------------------------
const PLAYING_PROBE = `
  window.__playingAt = 0;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...a) {
    this.addEventListener('playing', () => { if (!window.__playingAt) window.__playingAt = performance.now(); }, { once: true });
    return play.apply(this, a);
  };
`;

async function benchClick(ctx) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const n = QUICK ? 3 : 10;
  try {
    const kinds = [
      ['episode', ctx.pages.show, (page) => page.locator('[data-play-episode]').first(), 300],
      [
        'live',
        '/direct/RCFNational',
        (page) => page.locator('radio-direct').getByRole('button').first(),
        500,
      ],
    ];
    for (const [kind, path, button, budget] of kinds) {
      if (!path) continue;
      const times = [];
      for (let i = 0; i < n; i++) {
        progress(`clic → lecture (${kind}) ${i + 1}/${n}`);
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.addInitScript(PLAYING_PROBE);
        await page.goto(`${ctx.stack.site}${path}`, { waitUntil: 'networkidle' });
        const b = button(page);
        await b.waitFor({ state: 'visible', timeout: 20_000 });
        await page.waitForFunction(() => 'RadioSDK' in window, null, { timeout: 20_000 });
        const clickedAt = await page.evaluate(() => performance.now());
        await b.click();
        await page.waitForFunction(() => window.__playingAt > 0, null, { timeout: 20_000 });
        const at = await page.evaluate(() => window.__playingAt);
        times.push(at - clickedAt);
        await context.close();
      }
      const m = median(times);
      row(
        'Click to playing',
        `${kind} (${path}), median of ${n}`,
        `${fmt(m)} ms${range(times)}`,
        `≤ ${budget} ms`,
        m <= budget,
        'Playwright + Chromium; a pre-roll counts as playing',
      );
    }
  } finally {
    await browser.close();
  }
}

// --- 8. load and soak ---------------------------------------------------------------------------------------------
async function benchLoad(ctx) {
  const { stack, pages } = ctx;
  for (const [name, url] of [
    ['API', `${stack.api}/content/api/episode/${ctx.episodeId ?? 1}?_format=json`],
    ['site', `${stack.site}${pages.home}`],
  ]) {
    progress(`charge : 200 connexions × ${LOAD_SECONDS} s sur ${name}`);
    const r = await load({
      url,
      connections: 200,
      durationMs: LOAD_SECONDS * 1000,
      timeoutMs: 60_000,
      ...(name === 'site' ? { headers: PAGE_REQUEST } : {}),
    });
    const errs = r.errors + r.non2xx;
    row(
      'Load',
      `${name}: 200 connections for ${LOAD_SECONDS} s`,
      `${fmt(r.requests)} requests, ${errs} errors`,
      '0 errors',
      errs === 0,
      `${fmt(r.rps)} req/s, p99 ${fmt(r.p99)} ms${r.firstErrors.length ? `; ${r.firstErrors[0]}` : ''}`,
    );
  }
}

async function benchSoak(ctx) {
  if (!SOAK) {
    row(
      'Soak',
      '5-minute soak',
      'not run',
      'memory growth < 10 %',
      null,
      QUICK ? 'BENCH_QUICK=1' : 'BENCH_SOAK=0',
    );
    return;
  }
  const { stack } = ctx;
  const apiPid = stack.pid('api');
  const sitePid = stack.pid('site');
  // The API's load mixes what the site and the players ask for: one popular episode (response
  // cache), episodes read from the database, lists, the radios and searches that miss the cache.
  const apiUrls = await soakApiUrls(stack.api, ctx.episodeId);
  const siteUrls = [`${stack.site}/`, `${stack.site}${ctx.pages.show ?? '/'}`];
  // Warm-up first, so the baseline is the steady state, not the cold start.
  await Promise.all([
    load({ url: apiUrls, connections: 20, durationMs: 20_000 }),
    load({ url: siteUrls, connections: 10, durationMs: 20_000, headers: PAGE_REQUEST }),
  ]);
  // Resident memory follows the garbage collector's sawtooth (the API's heap swings by ~80 MB
  // between major collections under load): one sample at each end says which tooth it hit. Growth
  // is the median of the last minute's samples against the median of the first minute's.
  const samples = [];
  const sample = async () =>
    samples.push({ t: Date.now(), api: await rssMb(apiPid), site: await treeRssMb(sitePid) });
  await sample();
  const timer = setInterval(() => {
    sample();
    progress(`endurance : ${Math.round((Date.now() - samples[0].t) / 1000)}/${SOAK_SECONDS} s`);
  }, SOAK_SAMPLE_MS);
  const [a, s] = await Promise.all([
    load({ url: apiUrls, connections: 20, durationMs: SOAK_SECONDS * 1000 }),
    load({ url: siteUrls, connections: 10, headers: PAGE_REQUEST, durationMs: SOAK_SECONDS * 1000 }),
  ]);
  clearInterval(timer);
  await sample();
  const t0 = samples[0].t;
  const tEnd = samples.at(-1).t;
  for (const name of ['api', 'site']) {
    const { first, last, growth, min, max } = soakGrowth(samples, name, t0, tEnd);
    const r = name === 'api' ? a : s;
    row(
      'Soak',
      `${name}: 5 minutes under load, resident memory (median of the first → last minute)`,
      `${fmt(first)} → ${fmt(last)} MB (${growth >= 0 ? '+' : ''}${fmt(growth, 1)} %)`,
      '< 10 % growth',
      growth < 10,
      `${fmt(r.requests)} requests, ${r.errors + r.non2xx} errors; ${samples.length} samples every ${SOAK_SAMPLE_MS / 1000} s, ${fmt(min)}–${fmt(max)} MB`,
    );
  }
}

/** Memory growth over a soak: median of the first minute's samples against the last minute's. */
function soakGrowth(samples, name, t0, tEnd, windowMs = 60_000) {
  const values = (from, to) => samples.filter((x) => x.t >= from && x.t <= to).map((x) => x[name]);
  const first = median(values(t0, t0 + windowMs));
  const last = median(values(tEnd - windowMs, tEnd));
  const all = samples.map((x) => x[name]);
  return {
    first,
    last,
    growth: ((last - first) / first) * 100,
    min: Math.min(...all),
    max: Math.max(...all),
  };
}

/** The soak's API addresses: cached and uncached reads, as the site and players make them. */
async function soakApiUrls(api, episodeId) {
  const urls = [`${api}/content/api/episode/${episodeId ?? 1}?_format=json`];
  try {
    const list = await (await fetch(`${api}/content/api/nodes?type=episode&items_per_page=50`)).json();
    for (const e of list.rows ?? []) urls.push(`${api}/content/api/episode/${e.id}?_format=json`);
  } catch {
    // the popular episode alone
  }
  for (let page = 0; page < 5; page++) urls.push(`${api}/content/api/nodes?type=episode&page=${page}`);
  urls.push(`${api}/content/regions2?_format=json`);
  for (const q of ['prière', 'famille', 'eglise', 'musique'])
    urls.push(`${api}/content/search?q=${encodeURIComponent(q)}`);
  return urls;
}

// --- 9. the other helpers' bench scripts -------------------------------------------------------------------------------
/**
 * The other parts' own bench scripts (bench/sdk.mjs, bench/api.mjs, …), run after this file's
 * report is written: a script that writes its own section of docs/benchmarks.md keeps it; the
 * output of one that does not is added under "Other bench scripts".
 */
async function benchOthers() {
  const mine = new Set(['run.mjs', 'quiet.mjs', 'link.mjs']);
  const scripts = readdirSync(join(root, 'bench'))
    .filter((f) => f.endsWith('.mjs') && !mine.has(f))
    .sort();
  const doc = join(root, 'docs/benchmarks.md');
  for (const f of scripts) {
    progress(`bench/${f} (sa propre sortie suit)`);
    const before = readFileSync(doc, 'utf8');
    const env = { ...process.env, BENCH_SOAK: '0' };
    const args = [join('bench', f)];
    if (f.startsWith('api')) {
      // 100 000 episodes take minutes to seed: keep the database between runs.
      args.push('--reuse');
      if (!env.BENCH_DATABASE_URL) {
        try {
          const url = postgresUrl();
          if (url) env.BENCH_DATABASE_URL = url;
        } catch {
          // PostgreSQL unavailable: the script measures PGlite only.
        }
      }
    }
    const r = spawnSync(process.execPath, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 60 * 60_000,
    });
    const after = readFileSync(doc, 'utf8');
    if (r.status !== 0)
      failures.push(
        `bench/${f} failed (exit ${r.status ?? r.signal}): ${(r.stderr || r.stdout || '').trim().split('\n').slice(-3).join(' ')}`,
      );
    if (after === before) {
      const out = `${r.stdout ?? ''}`.trim();
      writeFileSync(
        doc,
        `${after.trimEnd()}\n\n## Other bench scripts: bench/${f}\n\n\`\`\`\n${out.slice(-6000)}\n\`\`\`\n`,
      );
    }
  }
}

// --- the report -------------------------------------------------------------------------------------------------------
function machine() {
  const c = cpus();
  let mem = totalmem();
  try {
    // A container's limit, when there is one, is the memory really available.
    const lim = Number(readFileSync('/sys/fs/cgroup/memory.max', 'utf8'));
    if (Number.isFinite(lim) && lim < mem) mem = lim;
  } catch {
    // no cgroup v2 limit
  }
  let nproc = c.length;
  try {
    nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim()) || nproc;
  } catch {
    // keep os.cpus()
  }
  return {
    nproc,
    memGb: mem / 1024 ** 3,
    cpu: c[0]?.model ?? 'unknown',
    node: process.version,
    load: loadavg()[0] ?? 0,
  };
}

function write(m, failures) {
  const met = rows.filter((r) => r.met === true).length;
  const missed = rows.filter((r) => r.met === false).length;
  const sections = [...new Set(rows.map((r) => r.section))];
  const lines = [
    '# Benchmarks',
    '',
    `Rewritten by \`npm run bench\` (bench/run.mjs) on ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC${QUICK ? ' — **quick mode** (BENCH_QUICK=1: one short run each, not representative)' : ''}.`,
    '',
    `Machine: ${m.nproc} CPU (${m.cpu}), ${fmt(m.memGb, 1)} GB memory, Node ${m.node}, ${process.platform}. ` +
      `Load generator, services and browser share this machine, on loopback. Load average when the run started: ${fmt(m.load, 1)}${m.load > m.nproc ? ' — **the machine was busy with other work; figures are lower than on an idle machine**' : ''}.`,
    '',
    `Each throughput figure is the median of ${RUNS} runs of ${SECONDS} s (min–max in brackets); baselines are measured in the same run. ` +
      `Budgets come from the issues. **${met} met, ${missed} missed**, ${rows.length - met - missed} without a budget or not measured.`,
    '',
  ];
  for (const s of sections) {
    lines.push(`## ${s}`, '', '| what | measured | budget | met | note |', '| --- | --- | --- | --- | --- |');
    for (const r of rows.filter((x) => x.section === s)) {
      const verdict = r.met === true ? 'yes' : r.met === false ? '**no**' : '—';
      lines.push(
        `| ${r.what} | ${r.value} | ${r.budget} | ${verdict} | ${r.note.replace(/\|/g, '\\|').replace(/\n/g, ' ')} |`,
      );
    }
    lines.push('');
  }
  if (extra.length) {
    lines.push('## Other bench scripts', '');
    for (const e of extra)
      lines.push(`### bench/${e.name}${e.ok ? '' : ' (failed)'}`, '', '```', e.out.slice(0, 6000), '```', '');
  }
  if (failures.length || notes.length) {
    lines.push('## Not measured', '');
    for (const f of failures) lines.push(`- ${f}`);
    for (const n of notes) lines.push(`- ${n}`);
    lines.push('');
  }
  lines.push(
    '## How to read and rerun',
    '',
    '- `npm run bench` builds what is missing, starts its own services (API 4600, PostgreSQL API 4602, search API 4601, site 3600, identity 9629; data in `.data/bench*`), and stops them at the end.',
    '- PostgreSQL is started with `scripts/ci-postgres.sh` when run as root, or taken from `BENCH_DATABASE_URL`.',
    '- The search figure uses `pnpm --filter @radio/api seed --scale 150` (≈ 100 000 episodes) in `.data/bench-scale`, kept between runs.',
    '- Each Lighthouse run and each API measurement starts once the machine is quiet (under 15 % CPU busy over 2 s; at most 30 s and 2 min of waiting).',
    `- Lighthouse: ${LIGHTHOUSE_RUNS} runs a page, default mobile settings (slow 4G and ×4 CPU simulated from one unthrottled load). Its LCP counts every script that ran before the largest image was painted in that load: Next's async chunks used to, on loopback, which put their ~130 KB before the LCP (≈ 1.7–2.1 s against ≈ 1.1 s). The site's server now starts its scripts after the main image (site/lib/deferred-scripts.ts).`,
    "- Slow phone, observed: home and show pages in Chromium (CPU ×4) through a link shaped like Lighthouse's slow 4G (1.6 Mbit/s, 150 ms round trip, shared fairly by all connections; bench/link.mjs), median of 5 loads, as served and with Next's async tags put back. It is the price of the Lighthouse figure above: the same LCP, interactivity later.",
    '- `BENCH_SOAK=0` skips the 5-minute soak; `BENCH_QUICK=1` makes a short trial run; `BENCH_ONLY=site,lighthouse,…` runs a subset.',
    '- The SDK and API sections (when present) are written by `bench/sdk.mjs` and `bench/api.mjs`, which `npm run bench` runs after this report.',
    '',
  );
  writeFileSync(join(root, 'docs/benchmarks.md'), lines.join('\n'));
}

// --- main ---------------------------------------------------------------------------------------------------------------
const m = machine();
console.log(
  `bench : ${m.nproc} CPU, ${fmt(m.memGb, 1)} GB, Node ${m.node}${QUICK ? ' (mode rapide)' : ''}${SOAK ? ', endurance 5 min incluse' : ''}`,
);
ensureBuilt();
const failures = [];
const ctx = { stack: null, pages: { home: '/', show: null, article: null } };
async function guarded(name, fn, key) {
  step(name);
  if (ONLY && key && !ONLY.has(key)) {
    notes.push(`${name}: skipped (BENCH_ONLY)`);
    return;
  }
  try {
    await fn();
  } catch (e) {
    failures.push(
      `${name}: ${String(e?.message ?? e)
        .split('\n')
        .slice(0, 3)
        .join(' ')}`,
    );
  }
}

// The SDK and API parts have scripts of their own (bench/sdk.mjs, bench/api.mjs, run at the end):
// this file measures those budgets itself only when such a script is missing.
const hasOwn = (f) => existsSync(join(root, 'bench', f));
if (!hasOwn('sdk.mjs')) await guarded('sizes', () => benchSizes(), 'sizes');
if (!hasOwn('api.mjs')) {
  await guarded('API on PGlite', () => benchApiPglite(), 'api');
  await guarded('API on PostgreSQL', () => benchApiPostgres(), 'api');
  await guarded('search at 100 000 episodes', () => benchSearch(), 'search');
}
try {
  await guarded('site', async () => {
    ctx.stack = await startStack({
      ports: PORTS,
      dataDir: '.data/bench',
      only: ['identity', 'api', 'site', 'examples'],
      quiet: true,
    });
    const eps = await (await fetch(`${ctx.stack.api}/content/api/nodes?type=show&items_per_page=1`)).json();
    const firstShow = eps.rows?.[0]?.id;
    const list = await (
      await fetch(`${ctx.stack.api}/content/episodes_by_show/${firstShow}?items_per_page=1`)
    ).json();
    ctx.episodeId = list.rows?.[0]?.id;
    if (!ONLY || ONLY.has('site')) await benchSite(ctx);
    else ctx.pages = await sitePages(ctx.stack);
  });
  if (ctx.stack) {
    await guarded('Lighthouse', () => benchLighthouse(ctx), 'lighthouse');
    await guarded('slow link', () => benchSlowLink(ctx), 'link');
    await guarded(
      'slow phone',
      () =>
        slowPhoneSection({
          ctx,
          examples: `http://127.0.0.1:${PORTS.examples}`,
          quick: QUICK,
          chrome: CHROME,
          row,
          progress,
        }),
      'phone',
    );
    await guarded('click to playing', () => benchClick(ctx), 'click');
    await guarded('load (200 connections)', () => benchLoad(ctx), 'load');
    await guarded('soak', () => benchSoak(ctx), 'soak');
  }
} finally {
  await ctx.stack?.close();
}
write(m, failures);
const written = failures.length;
await guarded('bench/sdk.mjs, bench/api.mjs and other scripts', () => benchOthers(), 'others');
if (failures.length > written) {
  const doc = join(root, 'docs/benchmarks.md');
  const more = failures.slice(written).map((f) => `- ${f}`);
  writeFileSync(
    doc,
    `${readFileSync(doc, 'utf8').trimEnd()}\n\n## Bench scripts that failed\n\n${more.join('\n')}\n`,
  );
}
if (process.stdout.isTTY) process.stdout.write('\n');
console.log(
  `docs/benchmarks.md réécrit (${rows.length} mesures, ${failures.length} étapes en échec) en ${Math.round((Date.now() - t0) / 1000)} s.`,
);
for (const f of failures) console.log(`  ✗ ${f}`);
