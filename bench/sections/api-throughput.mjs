// API throughput and p99 on PGlite and PostgreSQL (when bench/api.mjs is missing).
import { execFileSync } from 'node:child_process';
import { root } from '../../scripts/ensure.mjs';
import { rssMb } from '../../scripts/load.mjs';
import { startStack } from '../../scripts/stack.mjs';
import { fmt, measure, notes, PORTS, row } from './common.mjs';

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

export async function benchApiPglite() {
  const stack = await startStack({ ports: PORTS, dataDir: '.data/bench', only: ['api'], quiet: true });
  try {
    await apiFigures('PGlite', stack);
  } finally {
    await stack.close();
  }
}

export function postgresUrl() {
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

export async function benchApiPostgres() {
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
