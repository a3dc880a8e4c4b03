// `node bench/startup.mjs`: how long the API takes to start when its database is already migrated
// and seeded — from spawning the process (as services start it, packages/api/service.mjs) to the
// first 200 on /health. Median of 5 starts (BENCH_STARTUP_RUNS), each stopped with SIGTERM. A first,
// uncounted start seeds an empty data directory (DATA_DIR .data/bench-startup). With
// BENCH_DATABASE_URL, the same on PostgreSQL. Budget: 3 s. Written under "## Start-up of the API"
// in docs/benchmarks.md (BENCH_STARTUP_PRINT=1: print only).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { API_NODE_ARGS } from '../packages/api/service.mjs';
import { root } from '../scripts/ensure.mjs';
import { budgetMarker, updateSummary } from './sections/summary.mjs';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS || 5);
const PORT = Number(process.env.BENCH_STARTUP_PORT || 4790);
const DATA_DIR = join(root, process.env.BENCH_STARTUP_DATA_DIR || '.data/bench-startup');
const BUDGET_MS = 3000;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Starts the API, waits for /health, stops it; the milliseconds until it answered. */
async function start(env, timeoutMs) {
  const t0 = performance.now();
  const child = spawn(process.execPath, API_NODE_ARGS, {
    cwd: join(root, 'packages/api'),
    env: { ...process.env, DATA_DIR, API_PORT: String(PORT), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    while (performance.now() - t0 < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`l'API s'est arrêtée (code ${child.exitCode})`);
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/health`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) return performance.now() - t0;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`l'API ne répond pas sur le port ${PORT}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function measure(label, env) {
  await start(env, 600_000); // seeds an empty database; not counted
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await start(env, 60_000));
  const med = median(times);
  console.log(
    `${label}: médiane ${(med / 1000).toFixed(2)} s (${times.map((t) => (t / 1000).toFixed(2)).join(', ')})`,
  );
  return { label, med, times };
}

const results = [await measure('PGlite', {})];
if (process.env.BENCH_DATABASE_URL)
  results.push(await measure('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL }));

const lines = results.map(
  (r) =>
    `| ${r.label} | ${(r.med / 1000).toFixed(2)} s | ${r.times.map((t) => (t / 1000).toFixed(2)).join(', ')} | 3 s | ${r.med <= BUDGET_MS ? 'met' : 'missed'} |`,
);
const section = `## Start-up of the API

\`node bench/startup.mjs\`, ${new Date().toISOString().slice(0, 10)}, load average ${loadavg()[0].toFixed(2)}: spawn to the first 200 on \`/health\`, database migrated and seeded, median of ${RUNS} starts.

| database | median | starts | budget | |
| --- | --- | --- | --- | --- |
${lines.join('\n')}

${budgetMarker(results.map((r) => [`API start-up on ${r.label} ≤ 3 s`, r.med <= BUDGET_MS]))}
`;
if (process.env.BENCH_STARTUP_PRINT === '1') console.log(section);
else {
  const file = join(root, 'docs', 'benchmarks.md');
  const parts = readFileSync(file, 'utf8').split(/\n(?=## )/);
  const kept = parts.filter((p) => !p.startsWith('## Start-up of the API'));
  writeFileSync(file, `${kept.join('\n').trimEnd()}\n\n${section}`);
  updateSummary();
  console.log('Résultats écrits dans docs/benchmarks.md');
}
