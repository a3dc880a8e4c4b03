// Lighthouse's mobile scores, LCP and CLS of the home, show and article pages.
import { existsSync } from 'node:fs';
import { median, PAGE_REQUEST } from '../../scripts/load.mjs';
import { waitQuiet } from '../quiet.mjs';
import { CHROME, fmt, LIGHTHOUSE_RUNS, progress, range, repeat, row } from './common.mjs';

const notMeasured = (why) =>
  row('Lighthouse', 'mobile scores', 'not measured', 'perf ≥ 95, a11y ≥ 95', null, why);

// --- 6. Lighthouse -------------------------------------------------------------------------------------------
export async function benchLighthouse(ctx) {
  let lighthouse;
  let launcher;
  try {
    lighthouse = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch (e) {
    notMeasured(`lighthouse cannot load here: ${e.message}`);
    return;
  }
  if (!existsSync(CHROME)) {
    notMeasured(`no Chromium at ${CHROME}`);
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
      const score = (k, what, note = '') =>
        row('Lighthouse (mobile)', `${label} ${what}`, `${med(k)}${all(k)}`, '≥ 95', med(k) >= 95, note);
      score('perf', 'performance', results.find((r) => r.error)?.error ?? '');
      score('a11y', 'accessibility');
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
