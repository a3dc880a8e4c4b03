import v8 from 'node:v8';
import vm from 'node:vm';
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

  it('readJsonPlanned: the same rows, planned at each call, alongside prepared statements', async () => {
    for (const ids of [[2, 1, 99], [1]]) {
      const planned = await db.readJsonPlanned<{ id: number; title: string }>(SQL, [ids]);
      expect(planned).toEqual(await db.readJson(`${table}_by_ids`, SQL, [ids]));
    }
    expect((await db.readJsonPlanned<{ title: string }>(SQL, [[2]]))[0]?.title).toBe('Église « ouverte »');
    await expect(db.readJsonPlanned(`SELECT nope FROM ${table}`, [])).rejects.toMatchObject({
      code: '42703',
    });
    expect(await db.readJsonPlanned(SQL, [[1]])).toHaveLength(1);
  });
});

describe('Db.readJson on PGlite keeps nothing once answered', () => {
  it('reading a 200 kB row 300 times leaves the heap where it was (no copy of each row kept)', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const db = await openDb({ pgliteDir: 'memory://' });
    try {
      await db.exec(
        "CREATE TABLE big (id int PRIMARY KEY, t text); INSERT INTO big VALUES (1, repeat('é', 100000));",
      );
      const read = () =>
        db.readJson<{ t: string }>('big_by_id', 'SELECT row_to_json(b)::text FROM big b WHERE id = $1', [1]);
      expect((await read())[0]?.t).toHaveLength(100000);
      gc();
      const before = process.memoryUsage().heapUsed;
      for (let i = 0; i < 300; i++) await read();
      gc();
      // 300 rows of 200 kB kept would be 60 MB.
      expect(process.memoryUsage().heapUsed - before).toBeLessThan(15 * 1024 * 1024);
    } finally {
      await db.close();
    }
  }, 60_000);
});
