// Where the typo pass of the search spends its time, stage by stage, with the plans of its
// statements — on the bench data set (`node bench/api.mjs --search-only --reuse` builds it).
//   pnpm --filter @radio/api exec tsx ../../bench/search-plans.ts [--explain] [--rounds 30]
// PGlite: .data/bench-api-pglite (the API must not be running on it); PostgreSQL: DATABASE_URL.
// Relative timings only on a shared machine: compare stages and plans, not absolute figures.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '../packages/api/src/db/index.js';
import { migrate } from '../packages/api/src/db/migrations.js';
import { search } from '../packages/api/src/routes/search.js';
import { Refs } from '../packages/api/src/routes/shape.js';
import { countByKind, findKinds, KINDS } from '../packages/api/src/search/find.js';
import { wordChoices } from '../packages/api/src/search/lexicon.js';
import { fuzzyTsquery, queryWords } from '../packages/api/src/search/terms.js';
// @ts-expect-error plain ESM list shared with bench/api.mjs
import { TYPOS } from './search-queries.mjs';

const { values } = parseArgs({
  options: { explain: { type: 'boolean', default: false }, rounds: { type: 'string', default: '30' } },
});
const rounds = Number(values.rounds);
const root = join(import.meta.dirname, '..');
const db = await openDb(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL }
    : { pgliteDir: join(root, '.data', 'bench-api-pglite', 'pglite') },
);
await migrate(db);
const refs = new Refs(db, 'RCF');
await refs.load();

const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? 0;
async function timed(fn: () => Promise<unknown>): Promise<number[]> {
  await fn();
  const out: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

// The episodes' count (up to 1,000) and the preview's walk of the recency index, as find.ts runs them.
const EXPLAINED = [
  `SELECT count(*) FROM (SELECT n.id FROM search_docs n WHERE n.search @@ to_tsquery('french', $1)
     AND n.type = 'episode' AND n.published_at <= now() LIMIT 1000) AS m`,
  `SELECT n.id FROM search_docs n WHERE ts_match_vq(n.search, (SELECT to_tsquery('french', $1)))
     AND n.type = 'episode' AND n.published_at <= now() ORDER BY n.published_at DESC, n.id DESC LIMIT 60`,
];
async function explain(sql: string, built: string) {
  for (const row of await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, [built]))
    console.log(`    ${Object.values(row)[0]}`);
}

console.log(`${db.kind} — ${rounds} tours par mesure (ms, p95)`);
const all: number[] = [];
for (const q of TYPOS) {
  const words = queryWords(q);
  const choices = await wordChoices(db, words);
  const built = fuzzyTsquery(choices, true);
  const whole = await timed(() => search(db, refs, { q }));
  all.push(...whole);
  const lex = await timed(() => wordChoices(db, words));
  const typed = await timed(() => countByKind(db, 'typed', q, 60));
  const count = await timed(() => countByKind(db, 'built', built, 60));
  const counts = await countByKind(db, 'built', built, 60);
  const slices = KINDS.filter((k) => counts.n.has(k)).map((kind) => ({
    kind,
    offset: 0,
    limit: 4,
    recent: counts.recent.get(kind),
  }));
  const find = await timed(() => findKinds(db, 'built', built, slices, true, () => null));
  console.log(
    `${q.padEnd(28)} recherche ${p95(whole).toFixed(1).padStart(6)} | lexique ${p95(lex).toFixed(1).padStart(6)} | 1re passe ${p95(typed).toFixed(1).padStart(6)} | comptes ${p95(count).toFixed(1).padStart(6)} | résultats ${p95(find).toFixed(1).padStart(6)} | ${built}`,
  );
  if (values.explain) for (const sql of EXPLAINED) await explain(sql, built);
}
console.log(`toutes fautes : p95 ${p95(all).toFixed(1)} ms`);
await db.close();
