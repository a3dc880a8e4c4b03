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
import { MAX_WORDS, queryWords } from './terms.js';

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

/**
 * A tsquery text of lexemes joined by `|` only (parentheses aside): its lexemes; null otherwise.
 * A prefix (`'augus':*`, a word being typed) counts as its own lexeme: every row holding the
 * lexeme matches the prefix, so the bound stays a lower bound (the completions beside it, such as
 * `'augustin'`, usually give the higher one).
 */
export function orLexemes(tsquery: string): string[] | null {
  const s = tsquery.replace(/[()]/g, '').replace(/\s+/g, ' ').trim();
  if (!/^'[^']+'(:\*)?( \| '[^']+'(:\*)?)*$/.test(s)) return null;
  return [...s.matchAll(/'([^']+)'/g)].map((m) => m[1] as string);
}

/** What a capped count's words are: one word as typed, read through `q` (find.ts), or a built tsquery text. */
export type CapWords = { typed: string; q: string } | { built: string };

/** A bound of a capped kind's matches as SQL, and the value of the parameter it reads (if any). */
export type KindBound = { sql: (kind: CappedKind) => string; value: string | null };

/**
 * A lower bound of a capped kind's matches, as SQL, when the words are one lexeme or lexemes joined
 * by `|` (prefixes allowed; no weight, negation or phrase): the rows holding the most frequent of
 * them, less the rows still to come (published_at in the future: in search_docs, not yet
 * searched) — a lower bound, since a row holding any of the lexemes matches. `typed`: one word as
 * typed, whose lexeme PostgreSQL's normalisation gives from `$1`; otherwise the lexemes built by
 * terms.ts, bound to the parameter `param` (`value`). Null for other queries: those are counted.
 */
export function lexemeBound(words: CapWords, param: string): KindBound | null {
  let lexemes: string;
  let value: string | null = null;
  if ('typed' in words) {
    if (queryWords(words.typed).length !== 1) return null;
    lexemes = `SELECT trim(both '''' from t.q::text) FROM (SELECT ${words.q} AS q) AS t
              WHERE numnode(t.q) = 1 AND strpos(t.q::text, ':') = 0`;
  } else {
    const list = orLexemes(words.built);
    if (!list) return null;
    lexemes = `SELECT json_array_elements_text(${param}::json)`;
    value = JSON.stringify(list);
  }
  // The kind written in: each sub-select reads its own partition and index. `= ANY (ARRAY(…))`,
  // not `IN (…)`: the planner then reads the lexemes by key, where it hashed every lexeme of the
  // kind to join them with a set-returning function it assumes to give 100 rows.
  const sql = (kind: CappedKind) =>
    `((SELECT max(l.n) FROM search_lexemes l WHERE l.type = '${kind}' AND l.lexeme = ANY (ARRAY(${lexemes})))
        - (SELECT count(*) FROM search_docs d WHERE d.type = '${kind}' AND d.published_at > now()))::int`;
  return { sql, value };
}

/**
 * A tsquery text built by terms.ts as groups joined by `&`, each one lexeme or lexemes joined by
 * `|` (a correction: the words kept, then each corrected word's near spellings): its lexemes per
 * group; null when a group holds a prefix or anything else.
 */
export function andGroups(tsquery: string): string[][] | null {
  const groups = tsquery.split(' & ').map((part) => (part.includes(':') ? null : orLexemes(part)));
  return groups.every((g): g is string[] => g !== null) ? groups : null;
}

/**
 * At most how many rows of each kind hold every group of `groups` (andGroups): for each kind, the
 * smallest group's sum of its lexemes' rows (a kind missing a group: 0). Rows still to come are
 * counted too, which keeps it an upper bound. One statement, the lexemes read by key.
 */
export async function atMost(db: Db, groups: readonly string[][], kinds: readonly string[]) {
  // The kinds written in: an estimate of a few rows keeps the plan's cost low.
  const rows = await readRows<{ type: string; n: number }>(
    db,
    `SELECT k.type, ${smallestGroup('SELECT * FROM json_array_elements($1::json)', 'k.type')} AS n
       FROM (VALUES ${kinds.map((k) => `('${k}')`).join(', ')}) AS k(type)`,
    [JSON.stringify(groups)],
  );
  return new Map(rows.map((r) => [r.type, r.n]));
}

/**
 * The smallest sum of rows of the kind `kind` (SQL) holding a group's lexemes, the groups (JSON
 * arrays of lexemes) given by the statement `source`: how many rows of the kind hold every group,
 * at most (a group the kind lacks: 0). The groups limited to a query's words: an estimate of a few
 * rows keeps the plan's cost low (at 100 rows, PostgreSQL compiled it first with JIT: 0.7 s).
 */
const smallestGroup = (source: string, kind: string) =>
  `(SELECT min(coalesce(s.n, 0))::int FROM (${source} LIMIT ${MAX_WORDS}) AS g(lexemes),
      LATERAL (SELECT sum(l.n) AS n FROM search_lexemes l WHERE l.type = ${kind}
                  AND l.lexeme = ANY (ARRAY(SELECT json_array_elements_text(g.lexemes)))) AS s)`;

/** A typed query of plain words only (no quotes, `-` or `or`: websearch's operators): an AND of their lexemes. */
const plainWords = (text: string) => !/["-]|\bor\b/i.test(text) && queryWords(text).length > 1;

/**
 * An upper bound of a capped kind's matches, as SQL, when the words are groups joined by `&`
 * (a typed query of plain words, or andGroups): the smallest group's sum of its lexemes' rows.
 * It tells how common an AND of words is where the planner, which takes words to be independent,
 * cannot (« sardine Douarnenez », said together in 2,472 episodes). Null for other queries.
 */
export function groupsBound(words: CapWords, param: string): KindBound | null {
  let source: string;
  let value: string | null = null;
  if ('typed' in words) {
    if (!plainWords(words.typed)) return null;
    source = `SELECT json_build_array(x) FROM unnest(tsvector_to_array(to_tsvector('french', radio_unaccent($1)))) AS x`;
  } else {
    const groups = andGroups(words.built);
    if (!groups || groups.length < 2) return null;
    source = `SELECT * FROM json_array_elements(${param}::json)`;
    value = JSON.stringify(groups);
  }
  const sql = (kind: CappedKind) => smallestGroup(source, `'${kind}'`);
  return { sql, value };
}
