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

/** Words a cut word may be completed to (the most frequent first): enough for its meaning, a small OR. */
const COMPLETIONS = 6;

// 'Starts with' as a range of the text_pattern_ops index (a LIKE pattern built from a column
// cannot use it): chr(1114111) sorts after every character.
const STARTS = 'word ~>=~ t.w AND word ~<~ (t.w || chr(1114111)) AND word <> t.w';

/**
 * What the index says of each query word: its lexeme, whether published content holds it as typed
 * (radio_word_matches: the GIN index of search_docs), the lexicon's words it starts (as a tsquery:
 * the word as a prefix without stemming — the French stemmer cuts « medit » to « med », which
 * starts « médicaux » — or one of those words, stemmed), and the indexed words close in spelling.
 * A word that matches as typed is kept as typed (terms.ts): its completions and near words are
 * not looked up. One statement for all the words; the tsquery texts come from PostgreSQL's own
 * normalisation.
 */
export async function wordChoices(db: Db, words: readonly string[]): Promise<WordChoices[]> {
  if (!words.length) return [];
  const rows = await readRows<{
    word: string;
    lexeme: string;
    matches: boolean | null;
    display: string | null;
    prefix: string | null;
    near: { word: string; display: string; sim: number; lexeme: string }[] | null;
  }>(
    db,
    `SELECT t.w AS word,
            plainto_tsquery('french', t.w)::text AS lexeme,
            m.matches,
            (SELECT display FROM search_words WHERE word = t.w) AS display,
            CASE WHEN char_length(t.w) >= $2 AND m.matches IS NOT TRUE THEN
              (SELECT to_tsquery('simple', t.w || ':*')::text || ' | ' || string_agg(c.q, ' | ')
                 FROM (SELECT plainto_tsquery('french', word)::text AS q FROM search_words
                        WHERE ${STARTS} ORDER BY hits DESC, word LIMIT $5) c
                WHERE c.q <> ''
               HAVING count(*) > 0) END AS prefix,
            (SELECT json_agg(json_build_object('word', x.word, 'display', x.display, 'sim', x.sim,
                                               'lexeme', plainto_tsquery('french', x.word)::text)
                             ORDER BY x.sim DESC, x.hits DESC)
               FROM (SELECT word, display, hits, similarity(word, t.w) AS sim FROM search_words
                      WHERE char_length(t.w) >= $2 AND m.matches IS NOT TRUE
                        AND word % t.w AND word <> t.w AND similarity(word, t.w) >= $3
                      ORDER BY sim DESC, hits DESC LIMIT $4) x) AS near
       FROM json_array_elements_text($1::json) WITH ORDINALITY AS t(w, i),
            LATERAL (SELECT radio_word_matches(t.w) AS matches) AS m
      ORDER BY t.i`,
    [JSON.stringify(words), MIN_FUZZY_LENGTH, MIN_SIMILARITY, NEAR_PER_WORD, COMPLETIONS],
  );
  return rows.map((r) => ({
    word: r.word,
    lexeme: r.lexeme || null,
    matches: r.matches === true,
    known: r.display !== null,
    display: r.display,
    prefix: r.prefix,
    near: closest(r.near ?? []).filter((n) => n.lexeme),
  }));
}

/** The near words as close as the best one (NEAR_MARGIN), best first, without their scores. */
export function closest<T extends { word: string; display: string; sim: number }>(near: readonly T[]) {
  const best = near[0]?.sim ?? 0;
  return near.filter((n) => n.sim >= best * NEAR_MARGIN).map(({ sim: _, ...rest }) => rest);
}

/**
 * Rebuilds the lexicon from the published content (after a bulk load). Any other write keeps it
 * current by itself: triggers on nodes count the words in and out (search/schema.ts).
 */
export async function refreshLexicon(db: Queryable): Promise<void> {
  await db.query('SELECT radio_refresh_search_words()');
}
