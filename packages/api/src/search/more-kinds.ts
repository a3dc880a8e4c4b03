/**
 * Every kind a visitor can open is searched: saints, prayers and partners join the shows,
 * episodes, articles, videos, dossiers and events in search_docs and in the lexicon. Kept here,
 * beside the search code; db/migrations.ts lists it in its order.
 */
import { fillDocs, syncFunction } from './docs.js';
import { inKinds, LATER_KINDS, SEARCHED_KINDS } from './kinds.js';
import { refreshFunction, wordsSyncFunction } from './schema.js';

export const MORE_KINDS = {
  version: 120,
  name: 'search: saints, prayers and partners, and which words match as typed',
  sql: `
-- The new kinds are a few hundred rows: a partition of their own beside the small one (a
-- partition's bounds cannot change in place); the parent's indexes are made for it.
CREATE TABLE search_docs_more PARTITION OF search_docs FOR VALUES IN (${inKinds(LATER_KINDS)});
${syncFunction(SEARCHED_KINDS)}
${refreshFunction(SEARCHED_KINDS)}
${wordsSyncFunction(SEARCHED_KINDS)}
${fillDocs(LATER_KINDS)}
SELECT radio_refresh_search_words();
ANALYZE search_docs;

-- Does published content hold this word as typed (anywhere in its text)? NULL for a stop word.
-- Search keeps such words as typed and corrects only the others. Read through the GIN index
-- only: a generic plan of EXISTS would walk the table hoping for an early match, and read all of
-- it for a word that is nowhere (a typo, which is when this is asked).
CREATE OR REPLACE FUNCTION radio_word_matches(w text) RETURNS boolean LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET enable_indexscan = off AS $fn$
DECLARE
  q tsquery := plainto_tsquery('french', w);
BEGIN
  IF numnode(q) = 0 THEN
    RETURN NULL;
  END IF;
  RETURN EXISTS (SELECT 1 FROM search_docs d WHERE d.search @@ q AND d.published_at <= now());
END
$fn$;
`,
};
