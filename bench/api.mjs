// API benchmark (issue budgets): `/content/api/episode/{id}` throughput and p99 at 10
// connections, search latency (p95) and the service's memory, at 100,000 episodes, on PGlite
// and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL.
// Medians of several runs; figures and date go to docs/benchmarks.md under "## API".
//   node bench/api.mjs [--scale 150] [--runs 5] [--duration 10] [--only pglite|postgres] [--reuse] [--dry-run]
//   node bench/api.mjs --search-only   (search and suggestions only, figures printed, the file left alone)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { API_NODE_ARGS } from '../packages/api/service.mjs';
import { root } from '../scripts/ensure.mjs';
import { waitQuiet } from './quiet.mjs';
import { PREFIXES, TERMS, TYPOS } from './search-queries.mjs';
import { budgetMarker, updateSummary } from './sections/summary.mjs';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '150' },
    runs: { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '4700' },
    only: { type: 'string' },
    // Keep the database of a previous run (seeding 100,000 episodes takes minutes).
    reuse: { type: 'boolean', default: false },
    // Print the figures only (while iterating), leaving docs/benchmarks.md alone.
    'dry-run': { type: 'boolean', default: false },
    // Search and suggestions only (no throughput runs); implies --dry-run.
    'search-only': { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
const runs = Number(values.runs);
const duration = Number(values.duration);
const port = Number(values.port);
const apiDir = join(root, 'packages', 'api');
const origin = `http://127.0.0.1:${port}`;
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
// `pg` is a dependency of the API package, not of the root.
const pg = (await import(createRequire(join(apiDir, 'package.json')).resolve('pg'))).default;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

if (!existsSync(join(apiDir, 'dist', 'main.js')) || process.env.BENCH_BUILD !== '0') {
  spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
}

// The bench's own database: the one BENCH_DATABASE_URL names (when not the maintenance
// database `postgres`), else `radio_bench`; it is dropped and made again unless --reuse.
async function freshPostgres(reuse) {
  const named = new URL(pgUrl).pathname.replace(/^\//, '');
  const dbName = named && named !== 'postgres' ? named : 'radio_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`nom de base refusé : ${dbName}`);
  const adminUrl = new URL(pgUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount > 0;
  if (!reuse || !exists) {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
  }
  await admin.end();
  const u = new URL(pgUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
}

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { cwd: apiDir, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} a échoué`);
}

async function waitHealth(timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${origin}/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('API injoignable');
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: origin, connections: 10, duration, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/**
 * p50 and p95 of `path(term)` over `terms`, one request at a time. A first round prepares the
 * statements; `rounds` rounds follow (`startP95`: the service just started); then `sets` sets of
 * `rounds` rounds, as a service that has been answering for a while (PostgreSQL plans a prepared
 * statement on each of the pool's 10 connections, 5 times each, before it keeps a plan, and V8
 * compiles the hot paths): the median of their p50s and p95s, on which the budgets are read.
 * One set's p95 moves by ±2 ms from one set to the next on this machine.
 */
async function latencies(terms, path, rounds = 11, sets = 3) {
  const runs = Array.from({ length: sets + 1 }, () => []);
  for (let round = 0; round <= rounds * (sets + 1); round++) {
    for (const term of terms) {
      const t = performance.now();
      // A distinct URL each time: the query itself is measured, not the response cache.
      const res = await fetch(`${origin}${path(term, round)}&nocache=${round}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path(term, round)} → ${res.status}`);
      if (round > 0) runs[Math.floor((round - 1) / rounds)].push(performance.now() - t);
    }
  }
  const [start, ...steady] = runs;
  const at = (p) => Number(median(steady.map((xs) => pct(xs, p))).toFixed(1));
  return { p50: at(50), p95: at(95), startP95: Number(pct(start, 95).toFixed(1)) };
}

async function bench(backend) {
  const dataDir = join(root, '.data', `bench-api-${backend}`);
  if (!values.reuse) rmSync(dataDir, { recursive: true, force: true });
  const env = {
    DATA_DIR: dataDir,
    API_PORT: String(port),
    HOST: '127.0.0.1',
    API_ORIGIN: origin,
    LOG_LEVEL: 'warn',
  };
  if (backend === 'postgres') env.DATABASE_URL = await freshPostgres(values.reuse);
  console.log(`\n› ${backend} : contenu ×${scale}`);
  const t0 = Date.now();
  // The seed is idempotent: on a reused database it only checks that everything is there.
  run(process.execPath, ['dist/seed-cli.js', '--scale', String(scale)], env);
  const seedS = (Date.now() - t0) / 1000;
  const child = spawn(process.execPath, API_NODE_ARGS, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  try {
    await waitHealth();
    const ids = (await (await fetch(`${origin}/content/api/nodes?type=episode&items_per_page=1`)).json())
      .pager.total_items;
    const first = 100001;
    const randomEpisode = () =>
      `/content/api/episode/${first + Math.floor(Math.random() * (ids - 1))}?_format=json`;
    const hot = () =>
      `/content/api/episode/${first + Math.floor(Math.random() * Math.min(1000, ids))}?_format=json`;
    const scenario = async (label, path) => {
      const requests = [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }];
      await cannon({ duration: 3, requests }); // warm-up
      const rps = [];
      const p99 = [];
      let errors = 0;
      for (let i = 0; i < runs; i++) {
        const r = await cannon({ requests });
        rps.push(r.requests.average);
        p99.push(r.latency.p99);
        errors += r.errors + r.non2xx;
        console.log(
          `  ${label} run ${i + 1}: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`,
        );
      }
      return { rps: Math.round(median(rps)), p99: median(p99), errors };
    };
    const busyBefore = await waitQuiet();
    console.log(`  machine occupée à ${Math.round(busyBefore * 100)} % avant la mesure`);
    const none = { rps: 0, p99: 0, errors: 0 };
    const cold = values['search-only'] ? none : await scenario('épisodes au hasard', randomEpisode);
    const warm = values['search-only'] ? none : await scenario('1 000 épisodes récents', hot);
    // Search and suggestions: one client at a time, so that the figure is the query's own latency.
    const search = await latencies(
      [...TERMS, ...TYPOS],
      (term, round) => `/content/search?q=${encodeURIComponent(term)}&page=${round % 3}`,
    );
    const suggest = await latencies(
      PREFIXES,
      (term) => `/content/search/suggest?q=${encodeURIComponent(term)}`,
    );
    const mem = memoryOf(child.pid);
    return {
      backend,
      episodes: ids,
      seedS,
      rps: cold.rps,
      p99: cold.p99,
      hotRps: warm.rps,
      hotP99: warm.p99,
      errors: cold.errors + warm.errors,
      busyBefore: Math.round(busyBefore * 100),
      searchP50: search.p50,
      searchP95: search.p95,
      searchStartP95: search.startP95,
      suggestP50: suggest.p50,
      suggestP95: suggest.p95,
      suggestStartP95: suggest.startP95,
      ...mem,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const loadAtStart = (await import('node:os')).loadavg()[0];
const backends = values.only ? [values.only] : ['pglite', ...(pgUrl ? ['postgres'] : [])];
const results = [];
for (const b of backends) results.push(await bench(b));
console.table(results);
if (values['dry-run'] || values['search-only']) process.exit(0);

const budget = { pglite: 2000, postgres: 5000 };
// Search p95 (typo pass included) per base; suggestions p95 on both.
const searchBudget = { pglite: 20, postgres: 15 };
const SUGGEST_BUDGET = 10;
const rows = results.map(
  (r) =>
    `| ${r.backend === 'pglite' ? 'PGlite 0.5' : 'PostgreSQL'} | ${r.episodes.toLocaleString('fr-FR')} | ${r.rps.toLocaleString('fr-FR')} req/s, p99 ${r.p99} ms | ${r.hotRps.toLocaleString('fr-FR')} req/s, p99 ${r.hotP99} ms | ≥ ${budget[r.backend].toLocaleString('fr-FR')} req/s, p99 ≤ 20 ms | ${r.searchP50} / ${r.searchP95} ms (≤ ${searchBudget[r.backend]}) ; au démarrage p95 ${r.searchStartP95} | ${r.suggestP50} / ${r.suggestP95} ms ; au démarrage p95 ${r.suggestStartP95} | ${r.peakMb} Mo | ${r.seedS.toFixed(0)} s | ${r.errors} |`,
);
const section = `## API

Mesuré le ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC par \`node bench/api.mjs --scale ${scale} --runs ${runs} --duration ${duration}\`
sur cette machine (${(await import('node:os')).cpus().length} cœurs, Node ${process.version} ; charge moyenne sur une minute
${loadAtStart.toFixed(1)} au départ, ${(await import('node:os')).loadavg()[0].toFixed(1)} à la fin — une moyenne en retard sur l'activité, d'où l'attente ci-dessous).
\`/content/api/episode/{id}\` : identifiants tirés au hasard parmi tous les épisodes, 10 connexions, ${duration} s par passe,
médiane de ${runs} passes (req/s et p99). Recherche : requêtes françaises variées, dont des fautes de frappe, des mots
coupés et des mots qui ne vont pas ensemble (deuxième et troisième passes), une à la fois (p50 / p95) ;
suggestions : débuts de saisie de 2 caractères et plus, une à la fois. Chaque liste est passée 45 fois :
une passe de préparation, 11 passes « au démarrage » (p95 donné à titre d'information), puis trois séries
de 11 passes, le service ayant préparé ses requêtes sur chacune de ses connexions : médiane de leurs p50 et p95.
Chaque base est mesurée une fois la machine calme (moins de 15 % de CPU occupé sur 2 s, attente
de 2 min au plus ; mesuré juste avant : ${results.map((r) => `${r.backend} ${r.busyBefore} %`).join(', ')}).
Mémoire : pic de RSS du processus de l'API pendant la mesure.

| base | épisodes | \`/api/episode/{id}\`, id au hasard parmi tous | id parmi 1 000 récents (cache de réponses) | budget | recherche p50 / p95 | suggestions p50 / p95 (≤ 10) | mémoire (< 500 Mo) | seed | erreurs |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Budgets : ${results
  .map((r) => {
    const ok = (b) => (b ? 'tenu' : '**manqué**');
    return `${r.backend === 'pglite' ? 'PGlite' : 'PostgreSQL'} — débit au hasard ${ok(r.rps >= budget[r.backend] && r.p99 <= 20)}, débit sur les épisodes récents ${ok(r.hotRps >= budget[r.backend] && r.hotP99 <= 20)}, recherche ${ok(r.searchP95 <= searchBudget[r.backend])}, suggestions ${ok(r.suggestP95 <= SUGGEST_BUDGET)}, mémoire ${ok(r.peakMb < 500)}`;
  })
  .join(' ; ')}.
${budgetMarker(
  results.flatMap((r) => {
    const b = r.backend === 'pglite' ? 'PGlite' : 'PostgreSQL';
    return [
      [`API ${b} random reads`, r.rps >= budget[r.backend] && r.p99 <= 20],
      [`API ${b} recent reads`, r.hotRps >= budget[r.backend] && r.hotP99 <= 20],
      [`API ${b} search p95`, r.searchP95 <= searchBudget[r.backend]],
      [`API ${b} suggestions p95`, r.suggestP95 <= SUGGEST_BUDGET],
      [`API ${b} memory < 500 MB`, r.peakMb < 500],
    ];
  }),
)}
Le débit « au hasard » lit chaque fois un épisode différent parmi 100 000 (base froide, une lecture
de clé primaire par requête) ; la colonne suivante reflète un trafic réel, concentré sur les épisodes
récents, servi par le cache de réponses de l'API.
`;
const file = join(root, 'docs', 'benchmarks.md');
let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
// This script owns every "## API…" section (bench/run.mjs leaves them to it): drop the old ones,
// then put the new one before the closing notes.
const parts = doc.split(/\n(?=## )/);
const kept = parts.filter((p) => !p.startsWith('## API'));
const at = kept.findIndex((p) => p.startsWith('## Not measured') || p.startsWith('## How to read'));
kept.splice(at >= 0 ? at : kept.length, 0, section.trimEnd());
doc = `${kept.map((p) => p.trimEnd()).join('\n\n')}\n`;
writeFileSync(file, doc);
updateSummary();
console.log(`\nRésultats écrits dans docs/benchmarks.md`);
