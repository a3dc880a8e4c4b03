// Which demo episodes have a transcript: all of them in the demo; the newest share when the seed is
// scaled up for the benches (seed/docs.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../src/db/index.js';
import { migrate } from '../src/db/migrations.js';
import { TRANSCRIBED_SHARE } from '../src/seed/docs.js';
import { seed, seedDocs } from '../src/seed/index.js';

describe('demo transcripts (seed)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ pgliteDir: 'memory://' });
    await migrate(db);
    await seed(db, {
      origin: 'http://127.0.0.1:4100',
      brand: 'RCF',
      prefix: 'RCF',
      now: new Date('2026-11-21T12:00:00Z'),
    });
  }, 180_000);
  afterAll(async () => db?.close());

  const count = async (sql: string) => (await db.query<{ n: number }>(sql))[0]?.n ?? 0;

  it(`every demo episode has its transcript; scaled up (the benches), the newest ${TRANSCRIBED_SHARE * 100} %`, async () => {
    const demo = "FROM nodes n WHERE n.type = 'episode' AND NOT (n.data ? 'guid')";
    const linked = `SELECT count(*)::int AS n ${demo}
      AND EXISTS (SELECT 1 FROM episode_docs d WHERE d.episode_id = n.id AND d.kind = 'transcript')`;
    const all = await count(`SELECT count(*)::int AS n ${demo}`);
    expect(await count(linked)).toBe(all);
    // As the bench's scale says (only the links are made again here, not the content).
    await db.query("DELETE FROM episode_docs WHERE kind = 'transcript'");
    await db.query("UPDATE settings SET value = jsonb_set(value, '{scale}', '150') WHERE key = 'seed'");
    await seedDocs(db);
    expect(await count(linked)).toBe(Math.ceil(TRANSCRIBED_SHARE * all));
    // The newest: none of the untranscribed is more recent than a transcribed one.
    const older = await count(
      `SELECT count(*)::int AS n FROM (SELECT max(n.published_at) AS t ${demo}
          AND NOT EXISTS (SELECT 1 FROM episode_docs d WHERE d.episode_id = n.id AND d.kind = 'transcript')) u,
        (SELECT min(n.published_at) AS t ${demo}
          AND EXISTS (SELECT 1 FROM episode_docs d WHERE d.episode_id = n.id AND d.kind = 'transcript')) l
       WHERE u.t > l.t`,
    );
    expect(older).toBe(0);
  });
});
