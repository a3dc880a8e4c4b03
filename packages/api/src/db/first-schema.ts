/**
 * The first step of the schema (migration 1): content, users and search as they were released.
 * Kept apart from the later steps only for its length; like every released step, never edited.
 */
export const FIRST_SCHEMA = `
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
-- unaccent() is only STABLE; an IMMUTABLE wrapper with a fixed dictionary lets it feed a
-- generated column and an index.
CREATE OR REPLACE FUNCTION radio_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $fn$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $fn$;

CREATE TABLE regions (
  tid integer PRIMARY KEY,
  name text NOT NULL,
  weight integer NOT NULL DEFAULT 0
);

CREATE TABLE radios (
  tid integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  shortname text NOT NULL,
  alias text NOT NULL,
  live_url text NOT NULL,
  region_tid integer REFERENCES regions (tid),
  around_me_alias text,
  city text,
  frequency text,
  bitrate integer NOT NULL DEFAULT 64,
  visual text,
  description text NOT NULL DEFAULT '',
  social jsonb NOT NULL DEFAULT '[]',
  is_national boolean NOT NULL DEFAULT false,
  weight integer NOT NULL DEFAULT 0
);

CREATE TABLE terms (
  tid integer PRIMARY KEY,
  vocabulary text NOT NULL,
  name text NOT NULL,
  alias text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  parent_tid integer,
  weight integer NOT NULL DEFAULT 0
);
CREATE INDEX terms_vocabulary ON terms (vocabulary, weight, name);

CREATE TABLE nodes (
  id integer PRIMARY KEY,
  type text NOT NULL,
  title text NOT NULL,
  alias text NOT NULL UNIQUE,
  description text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  visual text,
  visual_alt text,
  category_tid integer,
  show_id integer,
  radio_tid integer,
  author text,
  published_at timestamptz NOT NULL,
  changed_at timestamptz NOT NULL,
  radio_tids integer[] NOT NULL DEFAULT '{}',
  tag_tids integer[] NOT NULL DEFAULT '{}',
  data jsonb NOT NULL DEFAULT '{}',
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('french', radio_unaccent(title)), 'A')
    || setweight(to_tsvector('french', radio_unaccent(description)), 'B')
    || setweight(to_tsvector('french', radio_unaccent(body)), 'C')
  ) STORED
);
CREATE INDEX nodes_type_published ON nodes (type, published_at DESC, id DESC);
CREATE INDEX nodes_show ON nodes (show_id, published_at DESC, id DESC) WHERE show_id IS NOT NULL;
CREATE INDEX nodes_category ON nodes (category_tid, type, published_at DESC);
CREATE INDEX nodes_search ON nodes USING gin (search);
CREATE INDEX nodes_tags ON nodes USING gin (tag_tids);
CREATE INDEX nodes_title_trgm ON nodes USING gin (radio_unaccent(lower(title)) gin_trgm_ops);

CREATE TABLE programme_slots (
  id serial PRIMARY KEY,
  radio_tid integer NOT NULL REFERENCES radios (tid),
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_minute integer NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute integer NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
  title text NOT NULL,
  show_id integer REFERENCES nodes (id),
  artiste text NOT NULL DEFAULT '',
  visual text
);
CREATE INDEX programme_slots_radio ON programme_slots (radio_tid, weekday, start_minute);

CREATE TABLE saints (
  month smallint NOT NULL,
  day smallint NOT NULL,
  name text NOT NULL,
  node_id integer REFERENCES nodes (id),
  PRIMARY KEY (month, day)
);

CREATE TABLE rolls (
  id integer PRIMARY KEY,
  title text NOT NULL,
  roll_type text NOT NULL,
  roll_use text NOT NULL,
  roll_target_users text NOT NULL,
  roll_number_of_plays text,
  roll_level integer,
  audio_url text NOT NULL,
  duration integer NOT NULL DEFAULT 0,
  popin_desktop text,
  popin_mobile text
);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE civilities (id text PRIMARY KEY, label text NOT NULL);
CREATE TABLE countries (code text PRIMARY KEY, name text NOT NULL);
CREATE TABLE newsletter_lists (id text PRIMARY KEY, kind text NOT NULL, label text NOT NULL);

CREATE TABLE favorites (
  id serial PRIMARY KEY,
  wso2_uid text NOT NULL,
  show_id integer NOT NULL REFERENCES nodes (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (wso2_uid, show_id)
);

CREATE TABLE tracking_replay (
  id serial PRIMARY KEY,
  user_id text NOT NULL,
  media_id integer NOT NULL REFERENCES nodes (id) ON DELETE CASCADE,
  offset_ms integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  changed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, media_id)
);
CREATE INDEX tracking_replay_user ON tracking_replay (user_id, status, changed_at DESC);

CREATE TABLE contacts (
  email text PRIMARY KEY,
  civility text,
  first_name text,
  last_name text,
  birthdate date,
  phone text,
  address text,
  postal_code text,
  city text,
  country text,
  radio text,
  created_at timestamptz NOT NULL DEFAULT now(),
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE donations (
  id serial PRIMARY KEY,
  email text NOT NULL,
  amount numeric(10, 2) NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  donated_at timestamptz NOT NULL,
  campaign text NOT NULL,
  radio text,
  method text NOT NULL,
  recurring boolean NOT NULL DEFAULT false,
  receipt_number text
);
CREATE INDEX donations_email ON donations (email, donated_at DESC);
`;
