import type { Db } from '../db/index.js';
import { DEFAULT_LIMITS, FeedError, type FetchLimits, fetchSource } from '../feeds/fetch.js';
import type { FeedEpisode } from '../feeds/parse.js';
import { formatOf, parseChapters, parseTranscript, preferredTranscript } from './parse.js';
import { type Doc, type DocKind, type DocLink, linkDoc, pruneDocs, saveDoc } from './store.js';

/** What the documents' step of one import did. */
export interface DocCounts {
  /** Documents read and stored (new, or changed at their source). */
  read: number;
  /** Left as they were: not due, answered 304, or read again with the same content. */
  unchanged: number;
  /** Could not be read (the episode stays imported; the error is kept in episode_docs). */
  failed: number;
}

export interface DocContext {
  limits?: FetchLimits;
  /** The feed's own origin: trusted; any other address must be public (feeds/public-address.ts). */
  feedOrigin: string;
  /** The feed's language, for a transcript that names none. */
  language?: string;
  warn?: (message: string) => void;
}

/** A document read well is checked again (a conditional GET) after a day… */
const RECHECK_MS = 24 * 3600_000;
/** …and one that failed after an hour. */
const RETRY_MS = 3600_000;
/** Documents read at once (a first import of a long feed). */
const PARALLEL = 4;

const ACCEPT: Record<DocKind, string> = {
  transcript: 'text/vtt, application/x-subrip, application/srt, application/json, text/html;q=0.5, */*;q=0.1',
  chapters: 'application/json+chapters, application/json;q=0.9, */*;q=0.1',
};

interface Stored extends DocLink {
  episode_id: number;
  kind: DocKind;
  checked_at: Date | string | null;
}

/** One document an episode's item links, to be read or kept. */
interface Wanted {
  episodeId: number;
  kind: DocKind;
  url: string;
  type: string;
  language: string;
  stored: Stored | undefined;
}

/**
 * After a feed's episodes are written: each episode's transcript (the preferred format,
 * parse.ts) and chapters, fetched with the feeds' size and time limits, parsed and sanitised,
 * stored once (store.ts). A document whose address has not changed is kept without a request until
 * it is due again (RECHECK_MS), then asked for with its validators: a 304, or the same content,
 * writes nothing. A document that fails is noted on its episode, which stays imported, and a
 * previous good copy is kept.
 */
export async function importDocs(
  db: Db,
  showId: number,
  episodes: readonly FeedEpisode[],
  ctx: DocContext,
): Promise<DocCounts> {
  const counts: DocCounts = { read: 0, unchanged: 0, failed: 0 };
  const ids = new Map(
    (
      await db.query<{ id: number; guid: string }>(
        "SELECT id, data->>'guid' AS guid FROM nodes WHERE show_id = $1 AND type = 'episode' AND data ? 'guid'",
        [showId],
      )
    ).map((r) => [r.guid, r.id]),
  );
  const stored = new Map(
    (
      await db.query<Stored>('SELECT * FROM episode_docs WHERE episode_id = ANY($1::int[])', [
        [...ids.values()],
      ])
    ).map((s) => [`${s.episode_id}:${s.kind}`, s]),
  );
  const wanted: Wanted[] = [];
  const dropped: { episodeId: number; kind: DocKind }[] = [];
  for (const e of episodes) {
    const episodeId = ids.get(e.guid);
    if (!episodeId) continue;
    const transcript = preferredTranscript(e.transcripts);
    const links: [DocKind, { url: string; type: string; language?: string | undefined } | null][] = [
      ['transcript', transcript],
      ['chapters', e.chapters ? { url: e.chapters, type: 'application/json+chapters' } : null],
    ];
    for (const [kind, link] of links) {
      const before = stored.get(`${episodeId}:${kind}`);
      if (link)
        wanted.push({
          episodeId,
          kind,
          url: link.url,
          type: link.type,
          language: link.language || ctx.language || 'fr',
          stored: before,
        });
      // The feed no longer links it: the episode no longer has it.
      else if (before?.source_url) dropped.push({ episodeId, kind });
    }
  }
  await readDue(db, wanted, ctx, counts);
  for (const d of dropped)
    await db.query('DELETE FROM episode_docs WHERE episode_id = $1 AND kind = $2', [d.episodeId, d.kind]);
  if (dropped.length) await pruneDocs(db);
  return counts;
}

/**
 * A feed that has not changed (304) still has documents that may have: those of its show that are
 * due (RECHECK_MS, RETRY_MS) are asked for again from where they were read.
 */
export async function refreshShowDocs(db: Db, showId: number, ctx: DocContext): Promise<DocCounts> {
  const counts: DocCounts = { read: 0, unchanged: 0, failed: 0 };
  const rows = await db.query<Stored & { language: string | null }>(
    `SELECT d.*, m.language FROM episode_docs d JOIN nodes n ON n.id = d.episode_id
       LEFT JOIN media_docs m ON m.hash = d.hash
      WHERE n.show_id = $1 AND n.type = 'episode' AND n.unpublished_at IS NULL AND d.source_url IS NOT NULL
        AND d.checked_at < now() - make_interval(secs => CASE WHEN d.error IS NULL THEN $2::int ELSE $3::int END)`,
    [showId, RECHECK_MS / 1000, RETRY_MS / 1000],
  );
  const wanted = rows.map((r) => ({
    episodeId: r.episode_id,
    kind: r.kind,
    url: r.source_url as string,
    type: r.source_type ?? '',
    language: r.language || ctx.language || 'fr',
    stored: r,
  }));
  await readDue(db, wanted, ctx, counts);
  return counts;
}

/** Reads the documents that are due, a few at once; the others count as they stand. */
async function readDue(db: Db, wanted: readonly Wanted[], ctx: DocContext, counts: DocCounts): Promise<void> {
  const due = wanted.filter((w) => isDue(w, counts));
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, due.length) }, async () => {
      while (next < due.length) await readOne(db, due[next++] as Wanted, ctx, counts);
    }),
  );
  if (counts.read) await pruneDocs(db);
}

/** Whether a linked document is read now; one kept as it is counts as unchanged. */
function isDue(w: Wanted, counts: DocCounts): boolean {
  const s = w.stored;
  if (!s || s.source_url !== w.url || s.source_type !== w.type) return true;
  const age = Date.now() - new Date(s.checked_at ?? 0).getTime();
  if (s.error ? age >= RETRY_MS : age >= RECHECK_MS) return true;
  if (!s.error) counts.unchanged++;
  else counts.failed++;
  return false;
}

async function readOne(db: Db, w: Wanted, ctx: DocContext, counts: DocCounts): Promise<void> {
  const same = w.stored?.source_url === w.url && w.stored?.source_type === w.type ? w.stored : undefined;
  const link: DocLink = {
    hash: same?.hash ?? null,
    source_url: w.url,
    source_type: w.type,
    etag: same?.etag ?? null,
    last_modified: same?.last_modified ?? null,
    error: null,
  };
  try {
    const got = await fetchSource(
      w.url,
      same?.hash ? { etag: same.etag, lastModified: same.last_modified } : {},
      ctx.limits ?? DEFAULT_LIMITS,
      { accept: ACCEPT[w.kind], trustedOrigin: ctx.feedOrigin },
    );
    if (got.status === 'unchanged') {
      await linkDoc(db, w.episodeId, w.kind, link);
      counts.unchanged++;
      return;
    }
    const doc = await toDoc(w, got.body.toString('utf8'));
    const hash = await db.transaction(async (tx) => {
      const h = await saveDoc(tx, doc);
      await linkDoc(tx, w.episodeId, w.kind, {
        ...link,
        hash: h,
        etag: got.etag,
        last_modified: got.lastModified,
      });
      return h;
    });
    if (hash === same?.hash) counts.unchanged++;
    else counts.read++;
  } catch (err) {
    // fetchSource speaks of feeds; here the missing file is a transcript or chapters.
    const message =
      err instanceof FeedError
        ? err.message.replace(/^Flux introuvable/, 'Fichier introuvable')
        : `Erreur inattendue : ${(err as Error).message}`;
    const what = w.kind === 'transcript' ? 'Transcription' : 'Chapitres';
    ctx.warn?.(`${what} ignorée (${w.url}) : ${message}`);
    // A previous good copy stays served; the failure is noted for the operator.
    await linkDoc(db, w.episodeId, w.kind, { ...link, error: message });
    counts.failed++;
  }
}

async function toDoc(w: Wanted, body: string): Promise<Doc> {
  if (w.kind === 'chapters') return { kind: 'chapters', body: parseChapters(body) };
  const format = formatOf(w.type);
  if (!format) throw new FeedError(`Transcription illisible : type ${w.type} inconnu.`);
  const { timed, cues } = await parseTranscript(body, format);
  return { kind: 'transcript', language: w.language.slice(0, 35), timed, body: { cues } };
}
