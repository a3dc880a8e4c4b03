/** The schema step of transcripts and chapters (see ../db/migrations.ts: never edited once released). */
export const EPISODE_DOCS = {
  // The transcripts range of this work (140–149): parallel branches number their steps apart.
  version: 140,
  name: "transcripts and chapters: each document stored once, an episode's own with its source",
  sql: `
-- A transcript or a chapters document, stored once under the SHA-256 of its content: the demo's
-- hundreds of episodes share twelve transcripts, and a refresh that reads the same text again
-- finds it there and writes nothing. body: { cues } for a transcript, { version, chapters } for
-- chapters (Podcasting 2.0 JSON chapters).
CREATE TABLE media_docs (
  hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('transcript', 'chapters')),
  language text,
  timed boolean NOT NULL DEFAULT true,
  body jsonb NOT NULL
);
-- An episode's transcript and its chapters (a row each) and where they were read: the feed's
-- URL and type, the validators of the next conditional GET, when, and the last failure. hash is
-- NULL while a document failed and none was ever read; a later failure keeps the last good one.
CREATE TABLE episode_docs (
  episode_id integer NOT NULL REFERENCES nodes (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('transcript', 'chapters')),
  hash text REFERENCES media_docs (hash),
  source_url text,
  source_type text,
  etag text,
  last_modified text,
  checked_at timestamptz,
  error text,
  PRIMARY KEY (episode_id, kind)
);
CREATE INDEX episode_docs_hash ON episode_docs (hash);
`,
} as const;
