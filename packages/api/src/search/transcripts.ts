/**
 * What is said in an episode is searched like what is written of it: a transcript's words join
 * the episode's row of search_docs (to match, not to rank), and each cue keeps its own vector and
 * start so that a result found by its transcript links to the sentence said (search/moments.ts).
 * Kept here, beside the search code that reads it; db/migrations.ts lists it in its order.
 */
import { COPY_WITH_TRANSCRIPT, searched, syncFunction } from './docs.js';
import { SEARCHED_KINDS } from './kinds.js';
import { statementTriggers } from './schema.js';

/** Every cue's text of a transcript's body, in order. */
const cueTexts = (body: string) => `(SELECT string_agg(c ->> 'text', ' ' ORDER BY i)
     FROM jsonb_array_elements(${body} -> 'cues') WITH ORDINALITY AS x(c, i))`;

/** The cues of the media_docs rows `docs` (a table of them), numbered from 0. */
const cuesOf = (docs: string) => `INSERT INTO media_cues (hash, n, start, text)
  SELECT m.hash, (x.i - 1)::int, coalesce((x.c ->> 'start')::double precision, 0), coalesce(x.c ->> 'text', '')
    FROM ${docs} m, jsonb_array_elements(m.body -> 'cues') WITH ORDINALITY AS x(c, i)
   WHERE m.kind = 'transcript'`;

export const TRANSCRIPTS_SEARCHED = {
  // The transcripts-in-search range of this work (170–179).
  version: 170,
  name: 'search: what is said in an episode, with the moment of each sentence',
  sql: `
-- A transcript's words, as one vector made once when the document is stored (media_docs rows never
-- change: the key is the hash of the content). Stripped of positions: it makes an episode match,
-- never rank (ts_rank_cd ignores stripped lexemes), so an episode whose own title or text holds the
-- words comes before one where they are only said, however often; and rows stay small (a count
-- reads them whole).
ALTER TABLE media_docs ADD COLUMN search tsvector;
CREATE OR REPLACE FUNCTION radio_media_docs_search() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.kind = 'transcript' THEN
    NEW.search := strip(to_tsvector('french', radio_unaccent(coalesce(${cueTexts('NEW.body')}, ''))));
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER media_docs_search BEFORE INSERT ON media_docs
  FOR EACH ROW EXECUTE FUNCTION radio_media_docs_search();
UPDATE media_docs SET search = strip(to_tsvector('french', radio_unaccent(coalesce(${cueTexts('body')}, ''))))
 WHERE kind = 'transcript';

-- Each cue with its start (seconds) and words: the sentence a result quotes and the second it links to.
-- Read by a document's key only (hash, n): a few hundred rows per transcript, no index on the words.
CREATE TABLE media_cues (
  hash text NOT NULL REFERENCES media_docs (hash) ON DELETE CASCADE,
  n integer NOT NULL,
  start double precision NOT NULL,
  text text NOT NULL,
  search tsvector GENERATED ALWAYS AS (to_tsvector('french', radio_unaccent(text))) STORED,
  PRIMARY KEY (hash, n)
);
CREATE OR REPLACE FUNCTION radio_media_cues_fill() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  ${cuesOf('new_rows')};
  RETURN NULL;
END
$fn$;
CREATE TRIGGER media_docs_cues AFTER INSERT ON media_docs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION radio_media_cues_fill();
${cuesOf('media_docs')};

-- The words said in an episode (empty when it has no transcript): one lookup by key.
CREATE OR REPLACE FUNCTION radio_transcript_search(episode integer) RETURNS tsvector LANGUAGE sql STABLE AS $fn$
  SELECT coalesce((SELECT m.search FROM episode_docs d JOIN media_docs m ON m.hash = d.hash
                    WHERE d.episode_id = episode AND d.kind = 'transcript'), ''::tsvector);
$fn$;

-- search_docs copies an episode's words and the words said in it.
${syncFunction(SEARCHED_KINDS, COPY_WITH_TRANSCRIPT)}

-- An episode's transcript linked, replaced or removed: its row of search_docs is made again, in the
-- writing transaction (search_lexemes follows by its own triggers). One call per statement.
CREATE OR REPLACE FUNCTION radio_search_docs_transcripts() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $fn$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT n.episode_id FROM new_rows n WHERE n.kind = 'transcript' AND n.hash IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT o.episode_id FROM old_rows o WHERE o.kind = 'transcript' AND o.hash IS NOT NULL);
  ELSE
    ids := ARRAY(SELECT n.episode_id FROM new_rows n JOIN old_rows o ON o.episode_id = n.episode_id AND o.kind = n.kind
                  WHERE n.kind = 'transcript' AND o.hash IS DISTINCT FROM n.hash);
  END IF;
  IF cardinality(ids) > 0 THEN
    DELETE FROM search_docs WHERE id = ANY (ids);
    INSERT INTO search_docs SELECT ${COPY_WITH_TRANSCRIPT} FROM nodes n
     WHERE n.id = ANY (ids) AND ${searched('n', SEARCHED_KINDS)};
  END IF;
  RETURN NULL;
END
$fn$;
${statementTriggers('episode_docs_search', 'radio_search_docs_transcripts', 'episode_docs')}

-- The episodes that already have a transcript: their rows made again with its words.
CREATE TEMP TABLE transcribed ON COMMIT DROP AS
  SELECT episode_id AS id FROM episode_docs WHERE kind = 'transcript' AND hash IS NOT NULL;
DELETE FROM search_docs WHERE id IN (SELECT id FROM transcribed);
INSERT INTO search_docs SELECT ${COPY_WITH_TRANSCRIPT} FROM nodes n
 WHERE n.id IN (SELECT id FROM transcribed) AND ${searched('n', SEARCHED_KINDS)} ORDER BY n.published_at, n.id;
ANALYZE search_docs;
ANALYZE media_cues;
`,
};
