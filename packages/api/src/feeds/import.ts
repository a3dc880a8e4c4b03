import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db, Queryable } from '../db/index.js';
import { type DocCounts, importDocs, refreshShowDocs } from '../transcripts/import.js';
import { storeArtwork } from './artwork.js';
import { DEFAULT_LIMITS, FeedError, type FetchLimits, fetchSource } from './fetch.js';
import { parsePodcast } from './parse.js';
import { type ImportCounts, type Placement, storeFeed } from './store.js';

export { FeedError } from './fetch.js';

/** How often a feed is read again (FEEDS_REFRESH_MINUTES, default 15). */
export const DEFAULT_REFRESH_MINUTES = 15;
/** The longest wait after repeated failures: a broken feed is still tried once a day. */
const MAX_BACKOFF_MINUTES = 24 * 60;

export interface FeedContext {
  dataDir: string;
  /** Public origin of the API: imported artwork is served from its image styles. */
  origin: string;
  limits?: FetchLimits;
  refreshMinutes?: number;
  warn?: (message: string) => void;
  /** Each feed read by a refresh, by result (imported, unchanged, failed): the metrics count them. */
  onRead?: (result: string) => void;
}

export type FeedOutcome =
  | ({ status: 'imported'; docs: DocCounts } & ImportCounts)
  | { status: 'unchanged'; showId: number };

/**
 * A feed's address as stored: URLs as given, local files as absolute file:// URLs so that a
 * second import from another folder finds the same feed.
 */
export function feedSource(arg: string, cwd = process.cwd()): string {
  return /^(https?|file):/i.test(arg) ? arg : pathToFileURL(resolve(cwd, arg)).toString();
}

/**
 * `feeds:import`: reads the feed, fetches its artwork (once per image), then writes the show and
 * its episodes in one transaction. Any fault (not XML, not a podcast, an item without audio, 404,
 * redirect loop, size limit, timeout, unknown radio or category) throws a FeedError before the
 * transaction, or rolls it back: the database is left as it was.
 */
export async function importFeed(
  db: Db,
  source: string,
  choice: { radio?: string | undefined; category?: string | undefined },
  ctx: FeedContext,
): Promise<FeedOutcome> {
  const feed = await db.query<FeedRow>('SELECT * FROM feeds WHERE source = $1', [source]);
  const place = await placement(db, choice, feed[0]);
  return readAndStore(db, source, place, ctx, {});
}

/** An unchanged feed whose documents changed: no episode written, the cache still to be emptied. */
const noEpisodeChange = (showId: number): ImportCounts => ({
  showId,
  showCreated: false,
  created: 0,
  updated: 0,
  unchanged: 0,
  unpublished: 0,
});

interface FeedRow {
  id: number;
  source: string;
  show_id: number;
  radio_tid: number;
  category_tid: number;
  etag: string | null;
  last_modified: string | null;
  failures: number;
}

async function readAndStore(
  db: Db,
  source: string,
  place: Placement,
  ctx: FeedContext,
  validators: { etag?: string | null; lastModified?: string | null },
): Promise<FeedOutcome> {
  const got = await fetchSource(source, validators, ctx.limits ?? DEFAULT_LIMITS);
  // The feed's own host is trusted for its artwork and documents; any other address must be public.
  const feedOrigin = /^https?:/i.test(source) ? new URL(source).origin : '';
  const docContext = {
    feedOrigin,
    ...(ctx.limits ? { limits: ctx.limits } : {}),
    ...(ctx.warn ? { warn: ctx.warn } : {}),
  };
  if (got.status === 'unchanged') {
    const rows = await db.query<{ show_id: number }>(
      `UPDATE feeds SET checked_at = now(), ok_at = now(), failures = 0, last_error = NULL,
              next_check_at = now() + make_interval(mins => $2::int)
        WHERE source = $1 RETURNING show_id`,
      [source, ctx.refreshMinutes ?? DEFAULT_REFRESH_MINUTES],
    );
    const showId = rows[0]?.show_id ?? 0;
    // The feed is the same, but a transcript or chapters file may have changed where it lives.
    const docs = await refreshShowDocs(db, showId, docContext);
    return docs.read
      ? { status: 'imported', ...noEpisodeChange(showId), docs }
      : { status: 'unchanged', showId };
  }
  const parsed = await parsePodcast(got.body);
  const artworkUrls = new Set<string>();
  if (parsed.artwork) artworkUrls.add(parsed.artwork);
  for (const e of parsed.episodes) if (e.artwork) artworkUrls.add(e.artwork);
  const art = new Map<string, string | null>();
  for (const url of artworkUrls) art.set(url, await storeArtwork(url, { ...ctx, feedOrigin }, ctx.warn));
  const counts = await db.transaction(async (tx) => {
    const c = await storeFeed(tx, source, parsed, place, art);
    await tx.query(
      `INSERT INTO feeds (source, show_id, radio_tid, category_tid, etag, last_modified, checked_at, ok_at,
                          next_check_at, failures, last_error)
       VALUES ($1, $2, $3, $4, $5, $6, now(), now(), now() + make_interval(mins => $7::int), 0, NULL)
       ON CONFLICT (source) DO UPDATE SET show_id = EXCLUDED.show_id, radio_tid = EXCLUDED.radio_tid,
         category_tid = EXCLUDED.category_tid, etag = EXCLUDED.etag, last_modified = EXCLUDED.last_modified,
         checked_at = now(), ok_at = now(), next_check_at = EXCLUDED.next_check_at, failures = 0, last_error = NULL`,
      [
        source,
        c.showId,
        place.radioTid,
        place.categoryTid,
        got.etag,
        got.lastModified,
        ctx.refreshMinutes ?? DEFAULT_REFRESH_MINUTES,
      ],
    );
    return c;
  });
  // Transcripts and chapters once the episodes exist: one that fails leaves them imported.
  const docs = await importDocs(db, counts.showId, parsed.episodes, {
    ...docContext,
    ...(parsed.language ? { language: parsed.language } : {}),
  });
  return { status: 'imported', ...counts, docs };
}

/** The radio and category of the show: as asked, else as imported before, else the national radio and the first category. */
async function placement(
  db: Queryable,
  choice: { radio?: string | undefined; category?: string | undefined },
  known: FeedRow | undefined,
): Promise<Placement> {
  const radio = choice.radio
    ? await db.query<{ tid: number }>('SELECT tid FROM radios WHERE lower(code) = lower($1)', [choice.radio])
    : known
      ? [{ tid: known.radio_tid }]
      : await db.query<{ tid: number }>(
          'SELECT tid FROM radios ORDER BY is_national DESC, weight, tid LIMIT 1',
        );
  if (!radio[0])
    throw new FeedError(
      choice.radio
        ? `Radio inconnue : ${choice.radio}.`
        : 'Aucune radio en base : chargez le contenu de base.',
    );
  const category = await db.query<{ tid: number; alias: string }>(
    choice.category
      ? "SELECT tid, alias FROM terms WHERE vocabulary = 'category' AND alias = '/' || $1"
      : known
        ? 'SELECT tid, alias FROM terms WHERE tid = $1'
        : "SELECT tid, alias FROM terms WHERE vocabulary = 'category' ORDER BY weight, tid LIMIT 1",
    choice.category ? [choice.category] : known ? [known.category_tid] : [],
  );
  if (!category[0])
    throw new FeedError(
      choice.category
        ? `Catégorie inconnue : ${choice.category}.`
        : 'Aucune catégorie en base : précisez --category.',
    );
  return {
    radioTid: radio[0].tid,
    categoryTid: category[0].tid,
    categorySlug: category[0].alias.replace(/^\//, ''),
  };
}

export interface RefreshReport {
  source: string;
  outcome?: FeedOutcome;
  error?: string;
}

/**
 * `feeds:refresh` and the in-process job: each feed whose time has come is read with a
 * conditional GET (its ETag and Last-Modified). A failure keeps the feed's content, records the
 * message and waits twice as long each time (15 min, 30, 60… at most a day). Each due feed is
 * claimed with SKIP LOCKED, so several API instances on one PostgreSQL never read it together.
 */
export async function refreshDue(db: Db, ctx: FeedContext, all = false): Promise<RefreshReport[]> {
  const minutes = ctx.refreshMinutes ?? DEFAULT_REFRESH_MINUTES;
  const reports: RefreshReport[] = [];
  const tried = new Set<number>();
  for (;;) {
    const claimed = await db.transaction((tx) =>
      tx.query<FeedRow>(
        `UPDATE feeds SET next_check_at = now() + interval '10 minutes'
          WHERE id = (SELECT id FROM feeds WHERE (next_check_at <= now() OR $1::boolean) AND NOT (id = ANY($2::int[]))
                       ORDER BY next_check_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING *`,
        [all, [...tried]],
      ),
    );
    const feed = claimed[0];
    if (!feed) return reports;
    tried.add(feed.id);
    try {
      const place = await placement(db, {}, feed);
      const outcome = await readAndStore(db, feed.source, place, ctx, {
        etag: feed.etag,
        lastModified: feed.last_modified,
      });
      reports.push({ source: feed.source, outcome });
      ctx.onRead?.(outcome.status);
    } catch (err) {
      const message =
        err instanceof FeedError ? err.message : `Erreur inattendue : ${(err as Error).message}`;
      const wait = Math.min(minutes * 2 ** (feed.failures + 1), MAX_BACKOFF_MINUTES);
      await db.query(
        `UPDATE feeds SET checked_at = now(), failures = failures + 1, last_error = $2,
                next_check_at = now() + make_interval(mins => $3::int) WHERE id = $1`,
        [feed.id, message, wait],
      );
      reports.push({ source: feed.source, error: message });
      ctx.onRead?.('failed');
    }
  }
}

/**
 * The refresh job inside the API process: every minute it looks for due feeds (each feed has its
 * own 15-minute clock). Off with FEEDS_REFRESH=off. Returns a stop function that waits for a
 * read under way, so the database is never closed under it.
 */
export function startRefreshJob(db: Db, ctx: FeedContext, onChange: () => void): () => Promise<void> {
  let current: Promise<void> | null = null;
  const run = async () => {
    try {
      const reports = await refreshDue(db, ctx);
      for (const r of reports) if (r.error) ctx.warn?.(`[feeds] ${r.source} : ${r.error}`);
      if (reports.some((r) => r.outcome?.status === 'imported')) onChange();
    } catch (err) {
      ctx.warn?.(`[feeds] actualisation impossible : ${(err as Error).message}`);
    }
  };
  const tick = () => {
    current ??= run().finally(() => {
      current = null;
    });
  };
  const timer = setInterval(tick, 60_000);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
