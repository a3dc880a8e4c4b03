import { SEARCH_DOCS } from '../search/docs.js';
import { SEARCH_LEXEMES } from '../search/lexemes.js';
import { MORE_KINDS } from '../search/more-kinds.js';
import { LEXICON_FOLLOWS_PUBLICATION } from '../search/schema.js';
import { TRANSCRIPTS_SEARCHED } from '../search/transcripts.js';
import { EPISODE_DOCS } from '../transcripts/schema.js';
import { FIRST_SCHEMA } from './first-schema.js';
import type { Db } from './index.js';

/**
 * The schema, as ordered migrations kept in code so that the bundled server carries them.
 * Plain SQL that runs unchanged on PostgreSQL 15+ and PGlite. Never edit a released step: add one.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'content, users and search',
    sql: FIRST_SCHEMA,
  },
  {
    version: 2,
    name: 'listen later',
    sql: `
CREATE TABLE listen_later (
  id serial PRIMARY KEY,
  wso2_uid text NOT NULL,
  episode_id integer NOT NULL REFERENCES nodes (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (wso2_uid, episode_id)
);
CREATE INDEX listen_later_user ON listen_later (wso2_uid, created_at DESC);
`,
  },
  {
    version: 3,
    name: 'newsletter subscriptions',
    sql: `
CREATE TABLE newsletter_subscriptions (
  email text NOT NULL,
  list_id text NOT NULL REFERENCES newsletter_lists (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, list_id)
);
`,
  },
  {
    version: 4,
    name: 'search candidates by recency',
    sql: `
-- Search ranks the most recent matches: for a common word the planner walks this index and
-- stops early instead of ranking every match.
CREATE INDEX IF NOT EXISTS nodes_published ON nodes (published_at DESC, id DESC);
`,
  },
  {
    version: 5,
    name: 'contact messages',
    sql: `
-- Messages of the site's contact form, kept until the listener service has handled them.
CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_email ON contact_messages (email);
`,
  },
  {
    // Numbered apart from its neighbours: parallel branches add steps; versions only need to differ.
    version: 12,
    name: 'pending e-mail changes',
    sql: `
-- An e-mail change asked for by an identity (sub) while it still owned old_email; the contact and
-- its donations move to new_email only once the identity has verified new_email.
CREATE TABLE contact_email_moves (
  sub text PRIMARY KEY,
  old_email text NOT NULL,
  new_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
  },
  {
    // Numbered apart from its neighbours: parallel branches add steps; versions only need to differ.
    version: 24,
    name: 'search: show, hosts, lexicon',
    sql: `
-- What a listener types besides a title: an episode's show and its hosts, a show's hosts. Kept in
-- a column a trigger fills (a generated column cannot read another row), indexed with the rest.
ALTER TABLE nodes DROP COLUMN search;
ALTER TABLE nodes ADD COLUMN search_context text NOT NULL DEFAULT '';
CREATE OR REPLACE FUNCTION radio_search_context() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.search_context := concat_ws(' ',
    NEW.author,
    (SELECT concat_ws(' ', s.title, s.author) FROM nodes s WHERE s.id = NEW.show_id AND s.id <> NEW.id),
    (SELECT string_agg(h, ' ') FROM jsonb_array_elements_text(
       CASE WHEN jsonb_typeof(NEW.data -> 'hosts') = 'array' THEN NEW.data -> 'hosts' ELSE '[]'::jsonb END) AS h));
  RETURN NEW;
END
$fn$;
CREATE TRIGGER nodes_search_context BEFORE INSERT OR UPDATE OF title, author, show_id, data ON nodes
  FOR EACH ROW EXECUTE FUNCTION radio_search_context();
UPDATE nodes SET author = author;
ALTER TABLE nodes ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('french', radio_unaccent(title)), 'A')
  || setweight(to_tsvector('french', radio_unaccent(description)), 'B')
  || setweight(to_tsvector('french', radio_unaccent(search_context)), 'C')
  || setweight(to_tsvector('french', radio_unaccent(body)), 'D')
) STORED;
-- One index per kind of result (episodes are most of the rows, articles most of the rest): a
-- kind is counted and ranked from an index of its own size, and a word found in most episodes
-- does not make the count of articles read them.
-- What the header's suggestions match: titles (and a show's hosts) only, in a vector of their own
-- so that the planner's statistics are those of titles (a weight filter on \`search\` would be
-- estimated from whole texts: 'bib' is in many bodies and few titles).
ALTER TABLE nodes ADD COLUMN search_title tsvector GENERATED ALWAYS AS (
  to_tsvector('french', radio_unaccent(CASE WHEN type = 'show' THEN title || ' ' || search_context ELSE title END))
) STORED;
CREATE INDEX nodes_search_title ON nodes USING gin (search_title);
CREATE INDEX nodes_search_episode ON nodes USING gin (search) WHERE type = 'episode';
CREATE INDEX nodes_search_article ON nodes USING gin (search) WHERE type = 'article';
CREATE INDEX nodes_search_small ON nodes USING gin (search) WHERE type <> 'episode' AND type <> 'article';

-- The index's own words (titles, shows, hosts), unaccented and lower-cased, with the form most
-- often written: typos and cut words are matched against them (« Vouliez-vous dire … ? »).
CREATE TABLE search_words (
  word text PRIMARY KEY,
  display text NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);
CREATE INDEX search_words_prefix ON search_words (word text_pattern_ops);
CREATE OR REPLACE FUNCTION radio_refresh_search_words() RETURNS void LANGUAGE sql AS $fn$
  DELETE FROM search_words;
  INSERT INTO search_words (word, display, hits)
  SELECT lower(radio_unaccent(w)), lower(mode() WITHIN GROUP (ORDER BY w)), count(*)
    FROM nodes n, regexp_split_to_table(n.title || ' ' || n.search_context, '[[:space:][:punct:]«»’–—]+') AS w
   WHERE char_length(w) >= 3 AND n.type IN ('show', 'episode', 'article', 'video', 'folder', 'event')
   GROUP BY 1;
$fn$;
SELECT radio_refresh_search_words();
`,
  },
  {
    // A number apart from the content migrations of parallel work; order is the array's.
    version: 20,
    name: 'security: revoked sessions, shared write limits, newsletter confirmations',
    sql: `
-- Sessions ended by sign-out or account deletion (origin_jti or jti), refused by every instance
-- until the last token they name has expired.
CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
-- Write counters shared by every API instance (one row per client key and window).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset ON rate_limits (reset_at);
-- Double opt-in: a subscription waits here until its link is opened. Only the SHA-256 of the
-- link's token is stored.
CREATE TABLE newsletter_pending (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  lists text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX newsletter_pending_email ON newsletter_pending (email);
`,
  },
  {
    // The feed-import range (40–44): parallel branches number their steps apart.
    version: 40,
    name: 'podcast feeds: published state, imported guids, feeds to refresh',
    sql: `
-- A node withdrawn from publication (an episode gone from its podcast feed): kept with its
-- listening history, favourites and links, but absent from every public read.
ALTER TABLE nodes ADD COLUMN unpublished_at timestamptz;
-- Imported shows and episodes get ids from here, far above the demo content's ranges.
CREATE SEQUENCE nodes_imported_id START 5000001;
-- The stable key of an imported episode: its feed's guid, unique within its show.
CREATE UNIQUE INDEX nodes_show_guid ON nodes (show_id, (data ->> 'guid')) WHERE data ? 'guid';
-- The podcast feeds a radio imported, checked again by the refresh job.
CREATE TABLE feeds (
  id serial PRIMARY KEY,
  source text NOT NULL UNIQUE,
  show_id integer NOT NULL REFERENCES nodes (id) ON DELETE CASCADE,
  radio_tid integer NOT NULL,
  category_tid integer NOT NULL,
  etag text,
  last_modified text,
  checked_at timestamptz,
  ok_at timestamptz,
  next_check_at timestamptz NOT NULL DEFAULT now(),
  failures integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feeds_due ON feeds (next_check_at);
-- A new column has no statistics until the next ANALYZE: the planner then guesses that 0.5 % of
-- rows have unpublished_at IS NULL, estimates a handful of search matches and sorts thousands of
-- them (163 ms at 100,000 episodes) instead of walking the recency index (0.9 ms).
ANALYZE nodes;
`,
  },
  {
    version: 80,
    name: 'live start-over: a radio may carry a timeshift URL template',
    sql: `
-- « Reprendre l'émission au début »: the radio's stream from a past second, {start} being that
-- Unix second. NULL: the radio has no timeshift and its live shows no start-over control (the
-- API's own live emulator offers one for the streams it serves, see Refs).
ALTER TABLE radios ADD COLUMN timeshift_url text;
`,
  },
  {
    // The site-finish range (90–94): parallel branches number their steps apart.
    version: 90,
    name: "show page: podcast apps' links; saints' lives",
    sql: `
-- Where a show can also be followed: one link per podcast app, only for the apps configured (the
-- show page shows none when a show has none). The RSS feed is the API's own /feed/show/{id}.
CREATE TABLE show_podcast_links (
  show_id integer NOT NULL REFERENCES nodes (id) ON DELETE CASCADE,
  app text NOT NULL CHECK (app IN ('apple', 'spotify', 'deezer', 'amazon', 'youtube', 'podcast-addict')),
  url text NOT NULL CHECK (url LIKE 'https://%'),
  PRIMARY KEY (show_id, app)
);
-- The saint's life, paragraphs separated by a blank line; empty when none is written.
ALTER TABLE saints ADD COLUMN life text NOT NULL DEFAULT '';
`,
  },
  LEXICON_FOLLOWS_PUBLICATION,
  {
    version: 26,
    name: "search: the search context's show look-up by its key",
    sql: `
-- The row trigger that fills search_context looks up the episode's show by id. Its plan is cached
-- for the session, and one made while nodes was still empty (a first seed, a first import) is a
-- sequential scan: each inserted row then read every row before it, so 100,000 episodes took an
-- hour on PGlite (13,500 in 51 s; 8.6 s with the key). The look-up is a primary-key read whatever
-- the statistics say.
ALTER FUNCTION radio_search_context() SET enable_seqscan = off;
`,
  },
  SEARCH_DOCS,
  {
    // The identity range of this work (110–119): parallel branches number their steps apart.
    version: 110,
    name: 'security: per-listener cut-off of sessions (sign-out everywhere, password change or reset)',
    sql: `
-- « Se déconnecter de tous les appareils », a password change or reset: the listener's tokens
-- issued at or before not_before are refused by every instance. Kept a day, the longest access
-- token an Amazon Cognito app client can issue; one row per listener.
CREATE TABLE session_cutoffs (
  sub text PRIMARY KEY,
  not_before timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX session_cutoffs_expiry ON session_cutoffs (expires_at);
`,
  },
  MORE_KINDS,
  {
    version: 121,
    name: 'top podcasts: the listens of the last days',
    sql: `
-- « Top podcasts » counts the listeners of each episode whose listening was recorded these last
-- 30 days: the recent replay positions are read by date, not the whole table.
CREATE INDEX IF NOT EXISTS tracking_replay_changed ON tracking_replay (changed_at);
`,
  },
  EPISODE_DOCS,
  // The performance range of this work (160–169).
  SEARCH_LEXEMES,
  TRANSCRIPTS_SEARCHED,
];

/** Applies the migrations not yet applied, each in a transaction; safe with several instances. */
export async function migrate(db: Db): Promise<number[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    const done = await db.transaction(async (tx) => {
      // Two instances starting together on one PostgreSQL: the second waits, then skips.
      await tx.query('SELECT pg_advisory_xact_lock(724201)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (seen.length) return false;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}

/** Splits on semicolons at line ends, outside dollar-quoted bodies (enough for our own SQL). */
function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line)) continue;
    const dollars = line.match(/\$fn\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    current += `${line}\n`;
    if (!inDollar && line.trimEnd().endsWith(';')) {
      out.push(current.trim().replace(/;$/, ''));
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
