import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../src/db/index.js';

const backends = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;

describe.each(backends)('Db.readJson, the prepared read of hot paths (%s)', (backend) => {
  let db: Db;
  // A table of its own (not TEMP: a PostgreSQL pool has several sessions).
  const table = `rj_${process.pid}_${backend}`;
  const SQL = `SELECT row_to_json(r)::text FROM (SELECT * FROM ${table} r WHERE id = ANY($1::int[]) ORDER BY id) r`;
  beforeAll(async () => {
    db = await openDb(
      backend === 'postgres'
        ? { databaseUrl: process.env.TEST_DATABASE_URL as string }
        : { pgliteDir: 'memory://' },
    );
    await db.exec(
      `CREATE TABLE ${table} (id int PRIMARY KEY, title text, at timestamptz, tids int[], data jsonb);
       INSERT INTO ${table} VALUES (1, 'Prière du matin', '2026-11-21T08:00:00Z', '{9,12}', '{"duration": 1800}'),
                             (2, 'Église « ouverte »', '2026-11-20T18:30:00Z', '{}', '{}');`,
    );
  });
  afterAll(async () => {
    await db?.exec(`DROP TABLE IF EXISTS ${table}`);
    await db?.close();
  });

  it('returns the rows as plain objects (accents, arrays, JSON), the same on a second call', async () => {
    for (let i = 0; i < 2; i++) {
      const rows = await db.readJson<{ id: number; title: string; at: string; tids: number[]; data: object }>(
        `${table}_by_ids`,
        SQL,
        [[2, 1, 99]],
      );
      expect(rows.map((r) => [r.id, r.title, new Date(r.at).toISOString(), r.tids, r.data])).toEqual([
        [1, 'Prière du matin', '2026-11-21T08:00:00.000Z', [9, 12], { duration: 1800 }],
        [2, 'Église « ouverte »', '2026-11-20T18:30:00.000Z', [], {}],
      ]);
    }
    expect(await db.readJson(`${table}_by_ids`, SQL, [[]])).toEqual([]);
  });

  it("a database error is thrown with PostgreSQL's SQLSTATE, and the connection stays usable", async () => {
    await expect(db.readJson(`${table}_by_ids`, SQL, ['{x}'])).rejects.toMatchObject({ code: '22P02' });
    await expect(db.readJson(`${table}_bad`, `SELECT nope FROM ${table}`, [])).rejects.toMatchObject({
      code: '42703',
    });
    expect(await db.readJson(`${table}_by_ids`, SQL, [[1]])).toHaveLength(1);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
