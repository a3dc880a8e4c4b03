import type { Queryable } from '../db/index.js';
import { slugify } from '../seed/index.js';
import type { FeedEpisode, FeedShow } from './parse.js';

/** Where an imported show lives on the site and which radio broadcasts it. */
export interface Placement {
  radioTid: number;
  categoryTid: number;
  categorySlug: string;
}

/** What one import or refresh did; a second run of the same feed gives only `unchanged`. */
export interface ImportCounts {
  showId: number;
  showCreated: boolean;
  created: number;
  updated: number;
  unchanged: number;
  unpublished: number;
}

/** Artwork already stored (see artwork.ts): the feed's image URL → the visual URL served by the API. */
export type ArtworkMap = ReadonlyMap<string, string | null>;

const COLUMNS =
  'id, type, title, alias, description, body, visual, visual_alt, category_tid, show_id, radio_tid, author, published_at, changed_at, radio_tids, tag_tids, data, unpublished_at';

// What makes a stored node differ from its feed: a re-import that finds them equal writes nothing.
const DIFFERS = `(nodes.title, nodes.description, nodes.visual, nodes.category_tid, nodes.radio_tid, nodes.author,
  nodes.published_at, nodes.radio_tids, nodes.data, nodes.unpublished_at)
  IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.description, EXCLUDED.visual, EXCLUDED.category_tid, EXCLUDED.radio_tid,
  EXCLUDED.author, EXCLUDED.published_at, EXCLUDED.radio_tids, EXCLUDED.data, EXCLUDED.unpublished_at)`;

// Rows travel as one JSON parameter (as in insertMany); the update keeps the alias, so a show's
// and its episodes' addresses do not move when the feed renames them.
const UPSERT = `INSERT INTO nodes (${COLUMNS})
  SELECT ${COLUMNS} FROM json_populate_recordset(NULL::nodes, $1::json)
  ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description,
    visual = EXCLUDED.visual, visual_alt = EXCLUDED.visual_alt, category_tid = EXCLUDED.category_tid,
    radio_tid = EXCLUDED.radio_tid, author = EXCLUDED.author, published_at = EXCLUDED.published_at,
    radio_tids = EXCLUDED.radio_tids, data = EXCLUDED.data, unpublished_at = EXCLUDED.unpublished_at,
    changed_at = now()
  WHERE ${DIFFERS}
  RETURNING id, (xmax = 0) AS inserted`;

/**
 * Writes a parsed feed as one show and its episodes, inside the caller's transaction: the show
 * is found by the feed's source, each episode by its guid within the show; an episode that left
 * the feed is unpublished (kept, with its listeners' history), one that comes back is published
 * again. The search lexicon follows by itself (triggers of search/schema.ts).
 */
export async function storeFeed(
  tx: Queryable,
  source: string,
  feed: FeedShow,
  place: Placement,
  art: ArtworkMap,
): Promise<ImportCounts> {
  const known = await tx.query<{ show_id: number; alias: string }>(
    'SELECT f.show_id, n.alias FROM feeds f JOIN nodes n ON n.id = f.show_id WHERE f.source = $1',
    [source],
  );
  const showCreated = !known[0];
  const showId = known[0]?.show_id ?? ((await nextIds(tx, 1))[0] as number);
  const showAlias =
    known[0]?.alias ?? (await freeAlias(tx, `/${place.categorySlug}/${slugify(feed.title).slice(0, 80)}`));
  // The show was first published with its oldest episode.
  const oldest = new Date(Math.min(...feed.episodes.map((e) => e.publishedAt.getTime())));
  const showRow = {
    id: showId,
    type: 'show',
    title: feed.title,
    alias: showAlias,
    description: feed.description,
    body: '',
    visual: feed.artwork ? (art.get(feed.artwork) ?? null) : null,
    visual_alt: feed.title,
    category_tid: place.categoryTid,
    show_id: null,
    radio_tid: place.radioTid,
    author: feed.hosts.join(', ') || null,
    published_at: oldest.toISOString(),
    changed_at: new Date().toISOString(),
    radio_tids: [place.radioTid],
    tag_tids: [],
    data: {
      host: feed.hosts.length ? `présentée par ${feed.hosts.join(', ')}` : '',
      hosts: feed.hosts,
      funding: feed.funding,
      explicit: feed.explicit,
      link: feed.link,
      feed_guid: feed.guid,
      feed_source: source,
    },
    unpublished_at: null,
  };
  await tx.query(UPSERT, [JSON.stringify([showRow])]);

  const existing = await tx.query<{ id: number; guid: string }>(
    "SELECT id, data->>'guid' AS guid FROM nodes WHERE show_id = $1 AND type = 'episode' AND data ? 'guid'",
    [showId],
  );
  const idOf = new Map(existing.map((e) => [e.guid, e.id]));
  const fresh = feed.episodes.filter((e) => !idOf.has(e.guid));
  const ids = await nextIds(tx, fresh.length);
  for (const [i, e] of fresh.entries()) idOf.set(e.guid, ids[i] as number);
  const rows = feed.episodes.map((e) =>
    episodeRow(e, idOf.get(e.guid) as number, showId, showAlias, feed, place, art),
  );
  let created = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const written = await tx.query<{ id: number; inserted: boolean }>(UPSERT, [JSON.stringify(chunk)]);
    for (const w of written) w.inserted ? created++ : updated++;
  }
  const gone = await tx.query<{ id: number }>(
    `UPDATE nodes SET unpublished_at = now(), changed_at = now()
      WHERE show_id = $1 AND type = 'episode' AND data ? 'guid' AND unpublished_at IS NULL
        AND NOT (data->>'guid' = ANY($2::text[]))
      RETURNING id`,
    [showId, feed.episodes.map((e) => e.guid)],
  );
  return {
    showId,
    showCreated,
    created,
    updated,
    unchanged: rows.length - created - updated,
    unpublished: gone.length,
  };
}

function episodeRow(
  e: FeedEpisode,
  id: number,
  showId: number,
  showAlias: string,
  feed: FeedShow,
  place: Placement,
  art: ArtworkMap,
) {
  const artwork = (e.artwork && art.get(e.artwork)) || (feed.artwork && art.get(feed.artwork)) || null;
  return {
    id,
    type: 'episode',
    title: e.title,
    alias: `${showAlias}?episode=${id}`,
    description: e.description,
    body: '',
    visual: artwork,
    visual_alt: feed.title,
    category_tid: place.categoryTid,
    show_id: showId,
    radio_tid: place.radioTid,
    author: feed.hosts.join(', ') || null,
    published_at: e.publishedAt.toISOString(),
    changed_at: new Date().toISOString(),
    radio_tids: [place.radioTid],
    tag_tids: [],
    data: {
      guid: e.guid,
      audio_file: e.enclosure.url,
      audio_type: e.enclosure.type,
      audio_length: e.enclosure.length,
      duration: e.duration,
      digas: '',
      partners: [],
      url_linked_article: null,
      chapters: e.chapters,
      transcripts: e.transcripts,
      explicit: e.explicit,
      link: e.link,
    },
    unpublished_at: null,
  };
}

async function nextIds(tx: Queryable, n: number): Promise<number[]> {
  if (!n) return [];
  const rows = await tx.query<{ id: number }>(
    "SELECT nextval('nodes_imported_id')::int AS id FROM generate_series(1, $1::int)",
    [n],
  );
  return rows.map((r) => r.id);
}

/** The wanted address, or the same with -2, -3… when another node has it. */
async function freeAlias(tx: Queryable, wanted: string): Promise<string> {
  const taken = await tx.query<{ alias: string }>(
    'SELECT alias FROM nodes WHERE alias = $1 OR alias LIKE $2',
    [wanted, `${wanted.replace(/[\\%_]/g, '\\$&')}-%`],
  );
  const set = new Set(taken.map((t) => t.alias));
  if (!set.has(wanted)) return wanted;
  for (let i = 2; ; i++) if (!set.has(`${wanted}-${i}`)) return `${wanted}-${i}`;
}
