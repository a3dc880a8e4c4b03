import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/index.js';
import { parseChapters, parseTranscript } from '../transcripts/parse.js';
import { type Doc, type DocKind, docHash, pruneDocs, saveDoc } from '../transcripts/store.js';
import { fixturesDir, type Manifest, readManifest } from './manifest.js';

/**
 * The demo's transcripts and chapters: each episode fixture's WebVTT and JSON chapters (written
 * with its audio by scripts/make-transcripts.ts, timed on it), read through the import's own
 * parsers, stored once, and linked to every demo episode that plays that file. Idempotent and
 * cheap when nothing changed (the `seed_docs` setting remembers the documents and the scale), so
 * it also runs on a database seeded before transcripts existed.
 * At scale 1 (the demo) every episode has its transcript; scaled up (the benches' 100,000
 * episodes), the newest TRANSCRIBED_SHARE of them: a radio transcribes what it produces from some
 * day on, not its whole archive, and search then meets transcribed episodes first, as it would.
 */
export const TRANSCRIBED_SHARE = 0.3;

export async function seedDocs(
  db: Db,
  manifest: Manifest = readManifest(),
  dir = fixturesDir(),
): Promise<number> {
  const links: { file: string; kind: DocKind; hash: string }[] = [];
  const docs: Doc[] = [];
  for (const a of manifest.audio) {
    if (a.role !== 'episode') continue;
    if (a.transcript && existsSync(join(dir, a.transcript))) {
      const { timed, cues } = await parseTranscript(readFileSync(join(dir, a.transcript), 'utf8'), 'vtt');
      const doc: Doc = { kind: 'transcript', language: 'fr', timed, body: { cues } };
      docs.push(doc);
      links.push({ file: a.file, kind: 'transcript', hash: docHash(doc) });
    }
    if (a.chapters && existsSync(join(dir, a.chapters))) {
      const doc: Doc = { kind: 'chapters', body: parseChapters(readFileSync(join(dir, a.chapters), 'utf8')) };
      docs.push(doc);
      links.push({ file: a.file, kind: 'chapters', hash: docHash(doc) });
    }
  }
  if (!docs.length) return 0;
  const seeded = await db.query<{ scale: number | null }>(
    "SELECT (value->>'scale')::int AS scale FROM settings WHERE key = 'seed'",
  );
  const scale = seeded[0]?.scale ?? 0;
  const share = scale > 1 ? TRANSCRIBED_SHARE : 1;
  const marker = createHash('sha256')
    .update(JSON.stringify({ links, scale, ...(share < 1 ? { share } : {}) }))
    .digest('hex');
  const done = await db.query<{ marker: string }>(
    "SELECT value->>'marker' AS marker FROM settings WHERE key = 'seed_docs'",
  );
  if (done[0]?.marker === marker) return 0;
  return db.transaction(async (tx) => {
    for (const d of docs) await saveDoc(tx, d);
    // A demo episode is one without a feed's guid; its audio URL ends with the fixture's file name.
    const linked = await tx.query<{ n: number }>(
      `WITH l AS (
         INSERT INTO episode_docs (episode_id, kind, hash, checked_at)
         SELECT n.id, f.kind, f.hash, now()
           FROM json_to_recordset($1::json) AS f(file text, kind text, hash text)
           JOIN (SELECT n.id, n.data FROM nodes n WHERE n.type = 'episode' AND NOT (n.data ? 'guid')
                  ORDER BY n.published_at DESC, n.id DESC
                  LIMIT (SELECT ceil($2::float8 * count(*))::int FROM nodes
                          WHERE type = 'episode' AND NOT (data ? 'guid'))) AS n
             ON substring(n.data->>'audio_file' from '[^/]+$') = f.file
         ON CONFLICT (episode_id, kind) DO UPDATE SET hash = EXCLUDED.hash, checked_at = now()
           WHERE episode_docs.source_url IS NULL AND episode_docs.hash IS DISTINCT FROM EXCLUDED.hash
         RETURNING 1)
       SELECT count(*)::int AS n FROM l`,
      [JSON.stringify(links), share],
    );
    await pruneDocs(tx);
    await tx.query(
      `INSERT INTO settings (key, value) VALUES ('seed_docs', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify({ marker })],
    );
    return linked[0]?.n ?? 0;
  });
}
