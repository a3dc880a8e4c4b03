/**
 * How many search_docs rows of each kind hold each lexeme (search_lexemes), kept in step with
 * search_docs by statement triggers in the writing transaction. A count of episodes or articles
 * stops at MAX_COUNT (find.ts), which reads up to 1,000 matching rows for a common word; when the
 * words are one lexeme, or lexemes joined by `|`, the most frequent of them bounds that count from
 * below and says « at least 1,000 » by key. Kept here, beside the search code that reads it;
 * db/migrations.ts lists it in its order.
 */
import type { Db } from '../db/index.js';
import { readRows } from './sql.js';
import { queryWords } from './terms.js';

/** The kinds whose counts are capped: the others are a few hundred rows, read whole. */
export const CAPPED_KINDS = ['episode', 'article'] as const;
export type CappedKind = (typeof CAPPED_KINDS)[number];

export const SEARCH_LEXEMES = {
  version: 160,
  name: 'search: rows per lexeme and kind, for the capped counts',
  sql: `
CREATE TABLE search_lexemes (
  type text NOT NULL,
  lexeme text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (type, lexeme)
);

-- search_docs is only ever inserted into and deleted from (search/docs.ts): a row's lexemes count
-- in on insert, out on delete. One call per statement: a bulk insert of 1,000 episodes is one upsert.
CREATE OR REPLACE FUNCTION radio_search_lexemes_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_lexemes (type, lexeme, n)
    SELECT d.type, l.lexeme, count(*) FROM new_rows d, unnest(d.search) AS l GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (type, lexeme) DO UPDATE SET n = search_lexemes.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE search_lexemes s SET n = s.n - x.c
      FROM (SELECT d.type, l.lexeme, count(*)::int AS c FROM old_rows d, unnest(d.search) AS l GROUP BY 1, 2) x
     WHERE s.type = x.type AND s.lexeme = x.lexeme;
  ELSE
    DELETE FROM search_lexemes;
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER search_docs_lexemes_insert AFTER INSERT ON search_docs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radio_search_lexemes_sync();
CREATE TRIGGER search_docs_lexemes_delete AFTER DELETE ON search_docs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radio_search_lexemes_sync();
CREATE TRIGGER search_docs_lexemes_truncate AFTER TRUNCATE ON search_docs
  FOR EACH STATEMENT EXECUTE FUNCTION radio_search_lexemes_sync();

INSERT INTO search_lexemes (type, lexeme, n)
SELECT d.type, l.lexeme, count(*) FROM search_docs d, unnest(d.search) AS l GROUP BY 1, 2;
ANALYZE search_lexemes;
`,
};

/** A tsquery text of lexemes joined by `|` only (parentheses aside): its lexemes; null otherwise. */
export function orLexemes(tsquery: string): string[] | null {
  const s = tsquery.replace(/[()]/g, '').replace(/\s+/g, ' ').trim();
  if (!/^'[^']+'( \| '[^']+')*$/.test(s)) return null;
  return [...s.matchAll(/'([^']+)'/g)].map((m) => m[1] as string);
}

/**
 * The capped kinds whose matches are known to reach `cap` without reading them, when the words
 * are one lexeme or lexemes joined by `|` (no prefix, weight, negation or phrase): the most
 * frequent of them is held by at least `cap` rows of the kind once the rows still to come
 * (published_at in the future: in search_docs, not yet searched) are taken away — a lower bound,
 * since a row holding any of the lexemes matches. `typed`: one word as typed, whose lexeme
 * PostgreSQL's normalisation gives (`q`, find.ts); otherwise a tsquery text built by terms.ts.
 * No statement at all for other queries.
 */
export async function surelyCapped(
  db: Db,
  pass: { typed: string; q: string } | { built: string },
  cap: number,
): Promise<Set<CappedKind>> {
  let words: string;
  let param: string;
  if ('typed' in pass) {
    if (queryWords(pass.typed).length !== 1) return new Set();
    words = `SELECT trim(both '''' from t.q::text) FROM (SELECT ${pass.q} AS q) AS t
              WHERE numnode(t.q) = 1 AND strpos(t.q::text, ':') = 0`;
    param = pass.typed;
  } else {
    const lexemes = orLexemes(pass.built);
    if (!lexemes) return new Set();
    words = 'SELECT json_array_elements_text($1::json)';
    param = JSON.stringify(lexemes);
  }
  // One branch per kind with the kind written in: each reads its own partition and index.
  const branch = (kind: CappedKind) =>
    `SELECT '${kind}' AS type
      WHERE (SELECT max(l.n) FROM search_lexemes l WHERE l.type = '${kind}' AND l.lexeme IN (${words}))
          - (SELECT count(*) FROM search_docs d WHERE d.type = '${kind}' AND d.published_at > now()) >= $2`;
  const rows = await readRows<{ type: CappedKind }>(db, CAPPED_KINDS.map(branch).join('\nUNION ALL\n'), [
    param,
    cap,
  ]);
  return new Set(rows.map((r) => r.type));
}
