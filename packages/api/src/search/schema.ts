/**
 * The search lexicon (search_words) follows what is published, in the writing transaction:
 * « Vouliez-vous dire … ? » must never offer a word that finds nothing. Kept here, beside the
 * search code that reads the lexicon; db/migrations.ts lists it in its order.
 */
/**
 * The statement triggers (with transition tables) by which a table follows the writes to `nodes`:
 * one per event, since a trigger with transition tables fires for one event only.
 */
import { FIRST_KINDS, inKinds } from './kinds.js';

export const statementTriggers = (name: string, fn: string, table = 'nodes') =>
  `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();
CREATE TRIGGER ${name}_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();
CREATE TRIGGER ${name}_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`;

/** A row whose words the lexicon counts: published, of a kind search returns. */
const counts = (row: string, kinds: readonly string[]) =>
  `${row}.unpublished_at IS NULL AND ${row}.type IN (${inKinds(kinds)})`;
/** An updated row whose counted words may differ. */
const changed = (kinds: readonly string[]) =>
  `(o.title, o.search_context, ${counts('o', kinds)}) IS DISTINCT FROM (n.title, n.search_context, ${counts('n', kinds)})`;

/** The full rebuild of the lexicon from the published rows of `kinds`. */
export const refreshFunction = (kinds: readonly string[]) => `
CREATE OR REPLACE FUNCTION radio_refresh_search_words() RETURNS void LANGUAGE sql AS $fn$
  DELETE FROM search_words;
  INSERT INTO search_words (word, display, hits)
  SELECT lower(radio_unaccent(w)), lower(mode() WITHIN GROUP (ORDER BY w)), count(*)
    FROM nodes n, regexp_split_to_table(n.title || ' ' || n.search_context, '[[:space:][:punct:]«»’–—]+') AS w
   WHERE char_length(w) >= 3 AND ${counts('n', kinds)}
   GROUP BY 1;
$fn$;`;

/**
 * The trigger function that counts the words of the rows of \`kinds\` in and out of the lexicon.
 * One call per statement (transition tables): a bulk insert of 1,000 episodes is one lexicon
 * update. A row counts while it is published (unpublished_at IS NULL) and of a searched kind; an
 * update counts only the rows whose words or publication changed. The statements that read
 * old_rows only run for an update or a delete (PL/pgSQL plans a statement when it first runs it).
 */
export const wordsSyncFunction = (kinds: readonly string[]) => `
CREATE OR REPLACE FUNCTION radio_search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  plus text[] := '{}';
  minus text[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    plus := ARRAY(SELECT n.title || ' ' || n.search_context FROM new_rows n WHERE ${counts('n', kinds)});
  ELSIF TG_OP = 'DELETE' THEN
    minus := ARRAY(SELECT o.title || ' ' || o.search_context FROM old_rows o WHERE ${counts('o', kinds)});
  ELSE
    plus := ARRAY(SELECT n.title || ' ' || n.search_context FROM new_rows n JOIN old_rows o ON o.id = n.id
                   WHERE ${changed(kinds)} AND ${counts('n', kinds)});
    minus := ARRAY(SELECT o.title || ' ' || o.search_context FROM new_rows n JOIN old_rows o ON o.id = n.id
                    WHERE ${changed(kinds)} AND ${counts('o', kinds)});
  END IF;
  IF cardinality(plus) > 0 OR cardinality(minus) > 0 THEN
    PERFORM radio_search_words_apply(plus, minus);
  END IF;
  RETURN NULL;
END
$fn$;`;

export const LEXICON_FOLLOWS_PUBLICATION = {
  version: 25,
  name: 'search: the lexicon follows publication',
  sql: `
-- The full rebuild counts the published words only: an episode gone from its feed (unpublished_at)
-- is absent from every read, so its words must not be offered either.
${refreshFunction(FIRST_KINDS)}

-- Applies a change of the indexed texts to the lexicon, counted as the full rebuild counts them:
-- each word of 'plus' adds one to its count, each word of 'minus' takes one away, a word whose
-- count falls to 0 leaves. The upsert, the update and the delete touch disjoint words.
CREATE OR REPLACE FUNCTION radio_search_words_apply(plus text[], minus text[]) RETURNS void LANGUAGE sql AS $fn$
  WITH delta AS (
    SELECT lower(radio_unaccent(w)) AS word,
           lower(mode() WITHIN GROUP (ORDER BY w) FILTER (WHERE t.sign > 0)) AS display,
           sum(t.sign)::int AS hits
      FROM (SELECT 1 AS sign, x FROM unnest(plus) AS x UNION ALL SELECT -1, x FROM unnest(minus) AS x) AS t,
           regexp_split_to_table(t.x, '[[:space:][:punct:]«»’–—]+') AS w
     WHERE char_length(w) >= 3
     GROUP BY 1
    HAVING sum(t.sign) <> 0),
  added AS (
    INSERT INTO search_words (word, display, hits)
    SELECT word, display, hits FROM delta WHERE hits > 0 ORDER BY word
    ON CONFLICT (word) DO UPDATE SET hits = search_words.hits + EXCLUDED.hits),
  lowered AS (
    UPDATE search_words s SET hits = s.hits + d.hits
      FROM delta d WHERE d.hits < 0 AND s.word = d.word AND s.hits + d.hits > 0)
  DELETE FROM search_words s USING delta d WHERE d.hits < 0 AND s.word = d.word AND s.hits + d.hits <= 0;
$fn$;

${wordsSyncFunction(FIRST_KINDS)}
${statementTriggers('nodes_search_words', 'radio_search_words_sync')}
SELECT radio_refresh_search_words();
`,
};
