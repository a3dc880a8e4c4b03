import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { type Db, openDb } from '../src/db/index.js';
import { buildServer, type Server } from '../src/server.js';
import { CONTACT_TOKEN, freshPostgresDatabase } from './harness.js';

const url = process.env.TEST_DATABASE_URL;

/**
 * Two API instances as two processes would run them: each its own connection pool, its own
 * response cache and memory, one PostgreSQL database between them. What must be shared (the
 * write limit) is counted in the database, so the pair allows what one instance allows.
 */
describe.skipIf(!url)('two API instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'radio-shared-'));
  const dbs: Db[] = [];
  const servers: Server[] = [];

  beforeAll(async () => {
    database = await freshPostgresDatabase('radio_shared');
    const config = loadConfig({ DATA_DIR: dataDir, CONTACT_TOKEN, LOG_LEVEL: 'silent' });
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < 2; i++) {
      const db = await openDb({ databaseUrl: database.url });
      dbs.push(db);
      const s = await buildServer(config, { db });
      await s.app.ready();
      servers.push(s);
    }
  }, 300_000);

  afterAll(async () => {
    for (const s of servers) await s.app.close();
    for (const db of dbs) await db.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('WRITE_RATE_LIMIT (120 a minute) is one budget for both: 130 writes spread over them get 10 refusals (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 130; i++) {
      const r = await (servers[i % 2] as Server).app.inject({
        method: 'POST',
        url: '/mailing/confirm',
        payload: { token: 'x'.repeat(43) },
        remoteAddress: '198.51.100.20',
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // Each instance alone would have let all 65 of its writes through.
    expect(statuses.slice(0, 120).every((s) => s === 400)).toBe(true);
  });
});
