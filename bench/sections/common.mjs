// What every section of `npm run bench` shares: the settings read from the environment, the
// progress line, the result rows the report is written from, and the throughput measure.
import { load, median } from '../../scripts/load.mjs';

export const QUICK = process.env.BENCH_QUICK === '1';
process.env.BENCH_SOAK ??= '1';
export const SOAK = process.env.BENCH_SOAK === '1' && !QUICK;
export const RUNS = QUICK ? 1 : 3;
/** Lighthouse's simulated LCP swings by ~0.7 s from one load to the next (docs/benchmarks.md): more runs. */
export const LIGHTHOUSE_RUNS = QUICK ? 1 : 7;
export const SECONDS = QUICK ? 3 : 10;
export const LOAD_SECONDS = QUICK ? 5 : 60;
export const SOAK_SECONDS = 300;
export const SOAK_SAMPLE_MS = 5_000;
export { CHROME } from './chromium.mjs';
// BENCH_ONLY=sizes,api,search,site,lighthouse,link,phone,sound,click,load,soak,others runs a subset (the file still lists them all).
export const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
export const PORTS = { api: 4600, site: 3600, identity: 9629, examples: 5600 };

// --- progress ---------------------------------------------------------------------------------------
let stepNo = 0;
export const startedAt = Date.now();
export function progress(label) {
  const line = `[étape ${stepNo}] ${label} (${Math.round((Date.now() - startedAt) / 1000)} s)`;
  if (process.stdout.isTTY) process.stdout.write(`\r\x1b[K${line}`);
  else console.log(line);
}
export function step(name) {
  stepNo++;
  if (process.stdout.isTTY) process.stdout.write('\n');
  progress(name);
}

// --- results -------------------------------------------------------------------------------------------
/** @type {{ section: string, what: string, value: string, budget: string, met: boolean | null, note?: string }[]} */
export const rows = [];
export const notes = [];
export const extra = [];
/** The steps that threw, with their first lines: listed under "Not measured". */
export const failures = [];
export function row(section, what, value, budget = '—', met = null, note = '') {
  rows.push({ section, what, value, budget, met, note });
}
export const fmt = (n, d = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d }).replace(/,/g, ' ')
    : 'n/a';
export const kb = (bytes) => `${fmt(bytes / 1024, 1)} KB`;
export const range = (xs, d = 0) =>
  xs.length > 1 ? ` (${fmt(Math.min(...xs), d)}–${fmt(Math.max(...xs), d)})` : '';

export async function repeat(n, fn) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await fn(i));
  return out;
}

/** Runs `load` RUNS times; returns medians and ranges of req/s and p99. */
export async function measure(label, opts) {
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
