import type { Db, Queryable, Row } from '../db/index.js';
import { insertMany } from '../db/index.js';
import { refreshLexicon } from '../search/lexicon.js';
import { buildArticles, buildFixtureArticles } from './articles.js';
import { IDS, type SeedOptions, seedContext } from './context.js';
import { seedDocs } from './docs.js';
import { buildEpisodes } from './episodes.js';
import { buildRadios, buildTerms } from './network.js';
import {
  buildDossiersAndEvents,
  buildPartners,
  buildPrayersAndPlaylists,
  buildVideos,
} from './other-nodes.js';
import { buildSaintNodes, refreshDemo } from './saint-nodes.js';
import { buildSaints, buildSlots } from './schedule.js';
import { buildDonations, buildRolls, buildSettings, referenceLists } from './settings.js';
import { buildShows } from './shows.js';

export {
  ARTICLES_PER_CATEGORY,
  EPISODES_PER_SHOW,
  IDS,
  NATIONAL_TID,
  rng,
  type SeedOptions,
  slugify,
} from './context.js';
export { seedDocs } from './docs.js';

const NODE_COLUMNS = [
  'id',
  'type',
  'title',
  'alias',
  'description',
  'body',
  'visual',
  'visual_alt',
  'category_tid',
  'show_id',
  'radio_tid',
  'author',
  'published_at',
  'changed_at',
  'unpublished_at',
  'radio_tids',
  'tag_tids',
  'data',
] as const;

interface Built {
  regions: Row[];
  radios: Row[];
  terms: Row[];
  nodes: Row[];
  podcastLinks: Row[];
  slots: Row[];
  saints: Row[];
  rolls: Row[];
  settings: Row[];
  civilities: Row[];
  countries: Row[];
  lists: Row[];
  donations: Row[];
  /** The title cards the content wears, by file under the images fixtures (show-visuals.ts draws them). */
  cards: Map<string, { title: string; label: string }>;
}

/** Builds every row of the demo content in memory (pure: no database access). */
export function buildContent(opts: SeedOptions): Built {
  const ctx = seedContext(opts);
  const { regions, radios } = buildRadios(ctx);
  const terms = buildTerms();
  const { shows, podcastLinks } = buildShows(ctx);
  const partnerIds = buildPartners(ctx);
  // Articles before episodes, so that an episode can link to one.
  const articleIds = buildArticles(ctx);
  const episodeIds = buildEpisodes(ctx, shows, partnerIds, articleIds);
  buildFixtureArticles(ctx);
  buildVideos(ctx);
  buildDossiersAndEvents(ctx);
  buildPrayersAndPlaylists(ctx, episodeIds);
  buildSaintNodes(ctx);
  const saintShow = shows.find((s) => s.title === 'Le Saint du jour');
  return {
    regions,
    radios,
    terms,
    nodes: ctx.nodes,
    podcastLinks,
    slots: buildSlots(radios, shows),
    saints: buildSaints(ctx.nodes, saintShow?.id),
    rolls: buildRolls(ctx),
    settings: buildSettings(ctx, episodeIds.length),
    ...referenceLists(),
    donations: buildDonations(ctx),
    cards: ctx.cards,
  };
}

/** True when the database already holds the demo content. */
export async function isSeeded(q: Queryable): Promise<boolean> {
  const rows = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM settings WHERE key = 'seed'");
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Writes the demo content in one transaction. Idempotent: every row has a stable key and
 * existing rows are kept, so a second run changes nothing and a larger scale only adds rows.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<{ episodes: number; nodes: number }> {
  const counts = () =>
    db.query<{ episodes: number; nodes: number }>(
      "SELECT count(*) FILTER (WHERE type = 'episode')::int AS episodes, count(*)::int AS nodes FROM nodes",
    );
  // Already seeded at this scale or more: nothing to add (keeps a re-run instant at 100,000 episodes).
  const previous = await db.query<{ scale: number }>(
    "SELECT (value->>'scale')::int AS scale FROM settings WHERE key = 'seed'",
  );
  if ((previous[0]?.scale ?? 0) >= Math.max(1, Math.floor(opts.scale ?? 1))) {
    opts.onProgress?.(1, 1, 'déjà chargé');
    await refreshDemo(db, opts.origin, IDS.article - 1);
    await seedDocs(db, opts.manifest);
    await tidy(db);
    return (await counts())[0] ?? { episodes: 0, nodes: 0 };
  }
  const built = buildContent(opts);
  const steps: [string, string, readonly string[], Row[]][] = [
    ['régions', 'regions', ['tid', 'name', 'weight'], built.regions],
    [
      'radios',
      'radios',
      [
        'tid',
        'code',
        'name',
        'shortname',
        'alias',
        'live_url',
        'region_tid',
        'around_me_alias',
        'city',
        'frequency',
        'bitrate',
        'visual',
        'description',
        'social',
        'is_national',
        'weight',
      ],
      built.radios,
    ],
    [
      'catégories et tags',
      'terms',
      ['tid', 'vocabulary', 'name', 'alias', 'description', 'parent_tid', 'weight'],
      built.terms,
    ],
    ['contenus', 'nodes', NODE_COLUMNS, built.nodes],
    ['applications de podcast', 'show_podcast_links', ['show_id', 'app', 'url'], built.podcastLinks],
    [
      'grille des programmes',
      'programme_slots',
      ['radio_tid', 'weekday', 'start_minute', 'end_minute', 'title', 'show_id', 'artiste', 'visual'],
      built.slots,
    ],
    ['saints', 'saints', ['month', 'day', 'name', 'node_id', 'life'], built.saints],
    [
      'rolls',
      'rolls',
      [
        'id',
        'title',
        'roll_type',
        'roll_use',
        'roll_target_users',
        'roll_number_of_plays',
        'roll_level',
        'audio_url',
        'duration',
        'popin_desktop',
        'popin_mobile',
      ],
      built.rolls,
    ],
    ['civilités', 'civilities', ['id', 'label'], built.civilities],
    ['pays', 'countries', ['code', 'name'], built.countries],
    ['listes de diffusion', 'newsletter_lists', ['id', 'kind', 'label'], built.lists],
    ['paramètres', 'settings', ['key', 'value'], built.settings],
  ];
  const total = steps.reduce((n, s) => n + s[3].length, 0) + built.donations.length;
  let done = 0;
  const seededRadios = new Set<number>();
  await db.transaction(async (tx) => {
    for (const [label, table, columns, rows] of steps) {
      const batch = table === 'nodes' ? 1000 : 5000;
      for (let i = 0; i < rows.length; i += batch) {
        const chunk = rows.slice(i, i + batch);
        if (table === 'programme_slots') {
          // Slots have a serial key: a radio's week is written only once.
          const fresh = chunk.filter((s) => !seededRadios.has(s.radio_tid as number));
          if (fresh.length) await insertMany(tx, table, columns, fresh, batch);
        } else {
          await insertMany(tx, table, columns, chunk, batch, true);
        }
        done += chunk.length;
        opts.onProgress?.(done, total, label);
      }
      if (table === 'radios') {
        const have = await tx.query<{ radio_tid: number }>('SELECT DISTINCT radio_tid FROM programme_slots');
        for (const h of have) seededRadios.add(h.radio_tid);
      }
    }
    const had = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM donations');
    if ((had[0]?.n ?? 0) === 0) {
      await insertMany(
        tx,
        'donations',
        [
          'email',
          'amount',
          'currency',
          'donated_at',
          'campaign',
          'radio',
          'method',
          'recurring',
          'receipt_number',
        ],
        built.donations,
      );
    }
    done += built.donations.length;
    opts.onProgress?.(done, total, 'dons');
    // The 'seed' setting records the largest scale written so far.
    await tx.query(
      "UPDATE settings SET value = $1::jsonb WHERE key = 'seed' AND (value->>'scale')::int < $2",
      [
        JSON.stringify({
          scale: opts.scale ?? 1,
          episodes: built.nodes.filter((n) => n.type === 'episode').length,
        }),
        opts.scale ?? 1,
      ],
    );
  });
  // Saints' rows written by an earlier seed get the lives written since.
  await refreshDemo(db, opts.origin, IDS.article - 1);
  await seedDocs(db, opts.manifest);
  // The words that typos and cut words are matched against (« Vouliez-vous dire … ? »).
  await refreshLexicon(db);
  await tidy(db);
  return (await counts())[0] ?? { episodes: 0, nodes: 0 };
}

/**
 * After a bulk load, what autovacuum would do (PGlite has none): the new rows' visibility
 * recorded once (VACUUM: without it, the first reads of each page write hint bits, and on
 * PostgreSQL autovacuum then wakes up in the middle of the first minutes of traffic), fresh
 * statistics for the planner, and the GIN indexes' pending lists merged. Rows inserted into a GIN index with
 * fastupdate wait in a pending list that every search reads in full: at 100,000 episodes that
 * list held 113 pages and made each full-text index scan take ~10 ms instead of ~0.4 ms.
 */
async function tidy(db: Db): Promise<void> {
  // A role that does not own the tables gets a warning from VACUUM, not an error.
  await db.exec('VACUUM (ANALYZE)');
  try {
    await db.query(
      `SELECT gin_clean_pending_list(c.oid) FROM pg_class c
         JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace ns ON ns.oid = c.relnamespace
        WHERE am.amname = 'gin' AND c.relkind = 'i' AND ns.nspname = current_schema()`,
    );
  } catch (err) {
    // Only the owner of an index may clean it; a read-only role leaves it to autovacuum.
    console.warn(`[seed] index GIN non nettoyés : ${(err as Error).message}`);
  }
}
