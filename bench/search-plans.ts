// Where a search spends its time, stage by stage, for the bench's queries (exact and typos), on the
// bench data set (`node bench/api.mjs --search-only --reuse` builds it; the API must not run on it).
//   pnpm --filter @radio/api exec tsx ../../bench/search-plans.ts [--rounds 15] [--only 'prière'] [--explain]
// --explain: EXPLAIN ANALYZE of the episodes' count (up to 1,000), as find.ts runs it.
// PGlite: .data/bench-api-pglite; PostgreSQL: DATABASE_URL. Relative timings: compare stages.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { countByKind, findKinds, KINDS, migrate, openDb, Refs, search } from '@radio/api/search-stages';
// @ts-expect-error plain ESM list shared with bench/api.mjs
import { TERMS, TYPOS } from './search-queries.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '15' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
async function timed(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const out: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return median(out);
}

console.log(`${db.kind} — médianes de ${rounds} tours (ms)`);
for (const q of [...TERMS, ...TYPOS] as string[]) {
  if (values.only && q !== values.only) continue;
  const whole = await timed(() => search(db, refs, { q }));
  const count = await timed(() => countByKind(db, 'typed', q, 60));
  const counts = await countByKind(db, 'typed', q, 60);
  const slices = KINDS.filter((k) => counts.n.has(k)).map((kind) => ({
    kind,
    offset: 0,
    limit: 4,
    recent: counts.recent.get(kind),
    about: counts.about.get(kind),
  }));
  const find = slices.length ? await timed(() => findKinds(db, 'typed', q, slices, true, () => null)) : 0;
  const n = Object.fromEntries(counts.n);
  console.log(
    `${q.padEnd(28)} recherche ${whole.toFixed(1).padStart(6)} | comptes ${count.toFixed(1).padStart(6)} | résultats ${find.toFixed(1).padStart(6)} | ${JSON.stringify(n)}`,
  );
  if (values.explain) {
    const sql = `EXPLAIN (ANALYZE, BUFFERS) SELECT count(*) FROM (SELECT n.id FROM search_docs n
      WHERE n.search @@ websearch_to_tsquery('french', radio_unaccent($1)) AND n.type = 'episode'
        AND n.published_at <= now() LIMIT 1000) AS m`;
    for (const row of await db.query<Record<string, string>>(sql, [q]))
      console.log(`    ${Object.values(row)[0]}`);
  }
}
await db.close();
