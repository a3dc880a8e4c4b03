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
import { type Built, DONATION_COLUMNS, TABLES } from './tables.js';

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
  const total = TABLES.reduce((n, t) => n + t.rows(built).length, 0) + built.donations.length;
  await db.transaction(async (tx) => {
    let done = await writeTables(tx, built, (n, label) => opts.onProgress?.(n, total, label));
    await writeDonationsOnce(tx, built.donations);
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
 * Writes the tables in their order (TABLES), in batches, keeping the rows already there; says
 * after each batch how many rows are done. Returns that count.
 */
async function writeTables(
  tx: Queryable,
  built: Built,
  progress: (done: number, label: string) => void,
): Promise<number> {
  let done = 0;
  const seededRadios = new Set<number>();
  for (const { label, table, columns, rows: of } of TABLES) {
    const rows = of(built);
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
      progress(done, label);
    }
    if (table === 'radios') {
      const have = await tx.query<{ radio_tid: number }>('SELECT DISTINCT radio_tid FROM programme_slots');
      for (const h of have) seededRadios.add(h.radio_tid);
    }
  }
  return done;
}

/** Donations have no natural key: the demo history is written into an empty table only. */
async function writeDonationsOnce(tx: Queryable, donations: Row[]): Promise<void> {
  const had = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM donations');
  if ((had[0]?.n ?? 0) === 0) await insertMany(tx, 'donations', DONATION_COLUMNS, donations);
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
