import type { Db, Queryable } from '../db/index.js';
import { readRows } from './sql.js';
import { MIN_FUZZY_LENGTH, type WordChoices } from './terms.js';

/** Near words offered per query word: enough for a typo, few enough to keep the tsquery small. */
const NEAR_PER_WORD = 3;
/** pg_trgm similarity a near word needs (0.3 is pg_trgm's default; 'prirre' ~ 'priere' is 0.4). */
const MIN_SIMILARITY = 0.3;
/**
 * Near words kept: those as close as the closest one, within 5 %. A farther one widens the
 * tsquery with a word the listener did not mean ('prirre' → 'prix', 'prier'; 'famile' →
 * 'familiaux'): on the 100,000-episode bench the typo pass then read 3 to 4 times the rows for
 * results no better (EXPLAIN ANALYZE, bench/search-plans.ts).
 */
export const NEAR_MARGIN = 0.95;

// 'Starts with' as a range of the text_pattern_ops index (a LIKE pattern built from a column
// cannot use it): chr(1114111) sorts after every character.
/**
 * What the index's own words (search_words) offer for each query word: is it there as typed, does
 * an indexed word start with it, and which indexed words are close in spelling (trigrams).
 * One statement for all the words.
 */
export async function wordChoices(db: Db, words: readonly string[]): Promise<WordChoices[]> {
  if (!words.length) return [];
  const rows = await readRows<{
    word: string;
    display: string | null;
    completes: boolean;
    near: { word: string; display: string; sim: number }[] | null;
  }>(
    db,
    `SELECT t.w AS word,
            (SELECT display FROM search_words WHERE word = t.w) AS display,
            EXISTS (SELECT 1 FROM search_words
                     WHERE word ~>=~ t.w AND word ~<~ (t.w || chr(1114111)) AND word <> t.w) AS completes,
            (SELECT json_agg(json_build_object('word', x.word, 'display', x.display, 'sim', x.sim) ORDER BY x.sim DESC, x.hits DESC)
               FROM (SELECT word, display, hits, similarity(word, t.w) AS sim FROM search_words
                      WHERE char_length(t.w) >= $2 AND word % t.w AND word <> t.w AND similarity(word, t.w) >= $3
                      ORDER BY sim DESC, hits DESC LIMIT $4) x) AS near
       FROM json_array_elements_text($1::json) WITH ORDINALITY AS t(w, i)
      ORDER BY t.i`,
    [JSON.stringify(words), MIN_FUZZY_LENGTH, MIN_SIMILARITY, NEAR_PER_WORD],
  );
  return rows.map((r) => ({
    word: r.word,
    known: r.display !== null,
    display: r.display,
    completes: r.completes,
    near: closest(r.near ?? []),
  }));
}

/** The near words as close as the best one (NEAR_MARGIN), best first, without their scores. */
export function closest(near: readonly { word: string; display: string; sim: number }[]) {
  const best = near[0]?.sim ?? 0;
  return near.filter((n) => n.sim >= best * NEAR_MARGIN).map(({ word, display }) => ({ word, display }));
}

/**
 * Rebuilds the lexicon from the published content (after a bulk load). Any other write keeps it
 * current by itself: triggers on nodes count the words in and out (search/schema.ts).
 */
export async function refreshLexicon(db: Queryable): Promise<void> {
  await db.query('SELECT radio_refresh_search_words()');
}
