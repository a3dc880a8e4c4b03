// The capped counts of episodes and articles read by key when the words' row counts (search_lexemes)
// say a kind reaches the cap: the same totals as reading the matches, rows still to come excluded,
// kept in step with search_docs in the writing transaction, on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { countByKind, findKinds, MAX_COUNT } from '../src/search/find.js';
import { atMost, CAPPED_KINDS, type CapWords, lexemeBound } from '../src/search/lexemes.js';
import { readRows } from '../src/search/sql.js';
import { apiForSuite, BACKENDS, type Harness } from './harness.js';

const TYPED = "websearch_to_tsquery('french', radio_unaccent($1))";
const WORD = 'quasimodo';

/** The capped kinds whose matches surely reach `cap` by their lexemes' bound (lexemeBound), asked alone. */
async function surelyCapped(db: Harness['db'], words: CapWords, cap: number): Promise<Set<string>> {
  const bound = lexemeBound(words, '$1');
  if (!bound) return new Set();
  const rows = await readRows<{ type: string }>(
    db,
    CAPPED_KINDS.map((kind) => `SELECT '${kind}' AS type WHERE ${bound.sql(kind)} >= $2`).join(
      '\nUNION ALL\n',
    ),
    ['typed' in words ? words.typed : (bound.value as string), cap],
  );
  return new Set(rows.map((r) => r.type));
}

/** Episodes titled with WORD, written straight into `nodes` as an import would, from `first` on. */
async function insertEpisodes(db: Harness['db'], first: number, count: number, publishedAt: string) {
  await db.query(
    `INSERT INTO nodes (id, type, title, alias, published_at, changed_at)
     SELECT i, 'episode', 'Quasimodo ' || i, '/test-plafond/' || i, $3::timestamptz, $3::timestamptz
       FROM generate_series($1::int, $1::int + $2::int - 1) AS i`,
    [first, count, publishedAt],
  );
}

/** Published episodes holding WORD, read one by one: what the count must say, up to the cap. */
async function direct(db: Harness['db']): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM nodes WHERE type = 'episode' AND search @@ websearch_to_tsquery('french', $1)
        AND published_at <= now() AND unpublished_at IS NULL`,
    [WORD],
  );
  return row?.n ?? 0;
}

describe.each(BACKENDS)('capped counts by lexeme on %s', (backend) => {
  const api = apiForSuite(backend);

  it('a word held by 1,000 episodes or more counts « at least 1,000 » by key; rows still to come and deleted rows are not counted', async () => {
    const episodes = async () => (await countByKind(api().db, 'typed', WORD, 60)).n.get('episode');
    const sure = async () =>
      (await surelyCapped(api().db, { typed: WORD, q: TYPED }, MAX_COUNT)).has('episode');

    const [lexeme] = await api().db.query<{ l: string }>("SELECT plainto_tsquery('french', $1)::text AS l", [
      WORD,
    ]);
    // The word being typed (a prefix), as the later passes search it: the same count.
    const typing = async () => (await countByKind(api().db, 'built', `${lexeme?.l}:*`, 60)).n.get('episode');

    await insertEpisodes(api().db, 970001, MAX_COUNT + 2, '2026-01-01T00:00:00Z');
    expect(await sure()).toBe(true);
    expect(await episodes()).toBe(MAX_COUNT);
    expect(await typing()).toBe(MAX_COUNT);

    // The preview of a kind with that many matches: the recency index walked when its words are
    // common, the statement planned with them otherwise; the same five, newest first at equal rank.
    const preview = async (about: number) =>
      (
        await findKinds(
          api().db,
          'typed',
          WORD,
          [{ kind: 'episode', offset: 0, limit: 5, about }],
          true,
          () => null,
        )
      )
        .get('episode')
        ?.map((r) => r.id);
    const newest = [971002, 971001, 971000, 970999, 970998];
    expect(await preview(1_000_000)).toEqual(newest);
    expect(await preview(MAX_COUNT)).toEqual(newest);
    expect(Math.min(await direct(api().db), MAX_COUNT)).toBe(MAX_COUNT);

    // Five more still to come: in search_docs, not yet searched, so not a reason to stop counting.
    await insertEpisodes(api().db, 971101, 5, '2099-01-01T00:00:00Z');
    await api().db.query('DELETE FROM nodes WHERE id BETWEEN 970001 AND 970003');
    expect(await direct(api().db)).toBe(MAX_COUNT - 1);
    expect(await sure()).toBe(false);
    expect(await episodes()).toBe(MAX_COUNT - 1);
    expect(await typing()).toBe(MAX_COUNT - 1);

    // A correction's tsquery of lexemes joined by `|` is bounded by its most frequent lexeme, a
    // prefix by its own lexeme (every row holding it matches the prefix); one joined by `&` or a
    // negation is read.
    const built = async (tsquery: string) =>
      (await surelyCapped(api().db, { built: tsquery }, 0)).has('episode');
    expect(await built(`( ${lexeme?.l} | 'zzzq' )`)).toBe(true);
    expect(await built(`${lexeme?.l} & 'zzzq'`)).toBe(false);
    expect(await built(`${lexeme?.l}:*`)).toBe(true);
    expect(await built(`'zzzq':* | ${lexeme?.l}`)).toBe(true);
    expect(await built(`'zzzq':*`)).toBe(false);
    expect(await built(`!${lexeme?.l}`)).toBe(false);

    // A correction's upper bound per kind: a group no row of the kind holds bounds it to 0.
    const l = String(lexeme?.l).replace(/'/g, '');
    const most = await atMost(api().db, [[l], [l, 'zzzq']], ['episode', 'article']);
    expect(most.get('episode')).toBeGreaterThanOrEqual(await direct(api().db));
    expect(most.get('article')).toBe(0);
    expect((await atMost(api().db, [[l], ['zzzq']], ['episode'])).get('episode')).toBe(0);

    await api().db.query('DELETE FROM nodes WHERE id BETWEEN 970001 AND 971105');
    expect(await direct(api().db)).toBe(0);
    expect(await episodes()).toBeUndefined();
  }, 120_000);
});
