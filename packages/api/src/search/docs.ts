/**
 * The narrow copy of what search reads to count and to walk by recency (search_docs), kept in step
 * with `nodes` by statement triggers in the writing transaction. Kept here, beside the search code
 * that reads it; db/migrations.ts lists it in its order.
 */

import { FIRST_KINDS, inKinds } from './kinds.js';
import { statementTriggers } from './schema.js';

/** A row search returns: published (unpublished_at IS NULL), of a searched kind. */
export const searched = (row: string, kinds: readonly string[]) =>
  `${row}.unpublished_at IS NULL AND ${row}.type IN (${inKinds(kinds)})`;
/** An updated row whose copy may differ (or whose id changed: no partner in the other table). */
const changed =
  '(o.id, o.type, o.published_at, o.unpublished_at, o.search) IS DISTINCT FROM (n.id, n.type, n.published_at, n.unpublished_at, n.search)';
const copy = 'n.id, n.type, n.published_at, n.search';
/** The copy since transcripts are searched: an episode's words and the words said in it (search/transcripts.ts). */
export const COPY_WITH_TRANSCRIPT = 'n.id, n.type, n.published_at, n.search || radio_transcript_search(n.id)';

/**
 * The trigger function that keeps search_docs in step with the rows of `kinds`.
 * One call per statement (transition tables): a bulk insert of 1,000 episodes is one insert here.
 * An update rewrites only the rows whose copied columns or publication changed. Statements are
 * planned when they first run and the plan kept for the session: one made while search_docs was
 * empty could scan it for every deleted row, hence enable_seqscan off (the ids are keys).
 */
export const syncFunction = (kinds: readonly string[], columns = copy) => `
CREATE OR REPLACE FUNCTION radio_search_docs_sync() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_docs SELECT ${columns} FROM new_rows n WHERE ${searched('n', kinds)};
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_docs WHERE id = ANY (ARRAY(SELECT o.id FROM old_rows o));
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM search_docs WHERE id = ANY (ARRAY(
      SELECT o.id FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id WHERE ${changed}));
    INSERT INTO search_docs SELECT ${columns} FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
     WHERE ${changed} AND ${searched('n', kinds)};
  ELSE
    DELETE FROM search_docs;
  END IF;
  RETURN NULL;
END
$fn$;`;

/** The copy of the published rows of `kinds` (a migration that adds kinds fills theirs). */
export const fillDocs = (kinds: readonly string[], columns = copy) =>
  `INSERT INTO search_docs SELECT ${columns} FROM nodes n WHERE ${searched('n', kinds)} ORDER BY n.published_at, n.id;`;

export const SEARCH_DOCS = {
  version: 27,
  name: 'search: a narrow table to count and walk by recency',
  sql: `
-- Counting 1,000 matches and walking the recency index past thousands of rows read whole \`nodes\`
-- rows (about 1.4 kB: bodies, JSON data, two vectors); these rows hold only what those reads test
-- (about 0.5 kB), so they read a third of the pages. Only published rows of the searched kinds
-- are copied; a publication date still to come is tested when reading (now() moves).
-- One partition per kind of result (episodes are most of the rows, articles most of the rest): a
-- count that reads the episodes in table order until it has 1,000 reads episodes only, whatever
-- order the writes left the rows in (a table of every kind began with its 18,000 articles: a
-- count of « famille » read 19,000 rows instead of 1,600).
CREATE TABLE search_docs (
  id integer NOT NULL,
  type text NOT NULL,
  published_at timestamptz NOT NULL,
  search tsvector NOT NULL
) PARTITION BY LIST (type);
CREATE TABLE search_docs_episode PARTITION OF search_docs FOR VALUES IN ('episode');
CREATE TABLE search_docs_article PARTITION OF search_docs FOR VALUES IN ('article');
CREATE TABLE search_docs_small PARTITION OF search_docs FOR VALUES IN ('show', 'video', 'folder', 'event');
CREATE INDEX search_docs_id ON search_docs (id);
CREATE INDEX search_docs_search ON search_docs USING gin (search);
-- The recency walk of a kind.
CREATE INDEX search_docs_recent ON search_docs (type, published_at DESC, id DESC);

${syncFunction(FIRST_KINDS)}
${statementTriggers('nodes_search_docs', 'radio_search_docs_sync')}
CREATE TRIGGER nodes_search_docs_truncate AFTER TRUNCATE ON nodes
  FOR EACH STATEMENT EXECUTE FUNCTION radio_search_docs_sync();
-- Filled in publication order: a walk of the recency index then reads neighbouring rows.
INSERT INTO search_docs SELECT ${copy} FROM nodes n WHERE ${searched('n', FIRST_KINDS)} ORDER BY n.published_at, n.id;
ANALYZE search_docs;
`,
};
