import { createHash } from 'node:crypto';
import type { Chapters, ChaptersRef, Cue, TranscriptRef } from '@radio/core';
import { transcriptPaths } from '@radio/core';
import type { Queryable } from '../db/index.js';

export type DocKind = 'transcript' | 'chapters';

/** A document as stored once in media_docs (see schema.ts). */
export type Doc =
  | { kind: 'transcript'; language: string; timed: boolean; body: { cues: Cue[] } }
  | { kind: 'chapters'; body: Chapters };

/** Where an episode's document was read, and how that went (`hash` null: none read yet). */
export interface DocLink {
  hash: string | null;
  source_url: string | null;
  source_type: string | null;
  etag: string | null;
  last_modified: string | null;
  error: string | null;
}

/** The key of a document: the SHA-256 of what it says, so equal documents are stored once. */
export function docHash(doc: Doc): string {
  const head = doc.kind === 'transcript' ? `${doc.kind}|${doc.language}|${doc.timed}` : doc.kind;
  return createHash('sha256').update(head).update('\n').update(JSON.stringify(doc.body)).digest('hex');
}

/** Stores a document (nothing when it is already there) and returns its key. */
export async function saveDoc(q: Queryable, doc: Doc): Promise<string> {
  const hash = docHash(doc);
  await q.query(
    `INSERT INTO media_docs (hash, kind, language, timed, body) VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (hash) DO NOTHING`,
    [
      hash,
      doc.kind,
      doc.kind === 'transcript' ? doc.language : null,
      doc.kind === 'transcript' ? doc.timed : true,
      JSON.stringify(doc.body),
    ],
  );
  return hash;
}

/** Sets an episode's transcript or chapters link; checked now. */
export async function linkDoc(q: Queryable, episodeId: number, kind: DocKind, link: DocLink): Promise<void> {
  await q.query(
    `INSERT INTO episode_docs (episode_id, kind, hash, source_url, source_type, etag, last_modified, checked_at, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now(), $8)
     ON CONFLICT (episode_id, kind) DO UPDATE SET hash = EXCLUDED.hash, source_url = EXCLUDED.source_url,
       source_type = EXCLUDED.source_type, etag = EXCLUDED.etag, last_modified = EXCLUDED.last_modified,
       checked_at = now(), error = EXCLUDED.error`,
    [
      episodeId,
      kind,
      link.hash,
      link.source_url,
      link.source_type,
      link.etag,
      link.last_modified,
      link.error,
    ],
  );
}

/** Documents no episode links any more (a transcript replaced, an episode deleted). */
export async function pruneDocs(q: Queryable): Promise<void> {
  await q.query(
    'DELETE FROM media_docs m WHERE NOT EXISTS (SELECT 1 FROM episode_docs d WHERE d.hash = m.hash)',
  );
}

/** What the episode read says of its documents: `{ transcript: { language, timed }, chapters: {} }`. */
export type DocSummary = Partial<Record<DocKind, { language?: string | null; timed?: boolean }>>;

/**
 * SQL of a column that sums up an episode's documents (`n` being the episode's row of `nodes`), for
 * the reads that shape episodes: one index lookup per episode, no second round trip.
 */
export const DOCS_COLUMN = `(SELECT json_object_agg(d.kind, json_build_object('language', m.language, 'timed', m.timed))
  FROM episode_docs d JOIN media_docs m ON m.hash = d.hash WHERE d.episode_id = n.id) AS docs`;

/** The summaries of some episodes' documents, for reads that did not select DOCS_COLUMN. */
export async function docSummaries(q: Queryable, ids: readonly number[]): Promise<Map<number, DocSummary>> {
  if (!ids.length) return new Map();
  const rows = await q.query<{ id: number; docs: DocSummary }>(
    `SELECT n.id, ${DOCS_COLUMN} FROM nodes n WHERE n.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.filter((r) => r.docs).map((r) => [r.id, r.docs]));
}

/** The episode's `transcript` and `chapters` fields (core's `Episode`) from its summary. */
export function docRefs(
  episodeId: number,
  docs: DocSummary | null | undefined,
): { transcript?: TranscriptRef; chapters?: ChaptersRef } {
  if (!docs) return {};
  const paths = transcriptPaths(episodeId);
  const t = docs.transcript;
  return {
    ...(t
      ? {
          transcript: {
            url: paths.json,
            vtt: t.timed === false ? null : paths.vtt,
            language: t.language || 'fr',
            timed: t.timed !== false,
          },
        }
      : {}),
    ...(docs.chapters ? { chapters: { url: paths.chapters } } : {}),
  };
}
