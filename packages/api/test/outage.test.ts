import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server as NetServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { type Db, openDb } from '../src/db/index.js';
import { buildServer, type Server } from '../src/server.js';
import { CONTACT_TOKEN, freshPostgresDatabase } from './harness.js';

/**
 * A TCP relay between the API and PostgreSQL: `cut()` drops every connection and refuses new
 * ones (the database unreachable, as when its server stops), `restore()` lets them through again.
 */
class Relay {
  private server?: NetServer;
  private sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => this.server?.listen(this.port, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((r) => this.server?.close(() => r()));
  }
}

const url = process.env.TEST_DATABASE_URL;

// PGlite lives inside the process: it cannot become unreachable. The outage is PostgreSQL's.
describe.skipIf(!url)('PostgreSQL unreachable: stale reads, 503 on writes, recovery by itself', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let relay: Relay;
  let db: Db;
  let server: Server;

  beforeAll(async () => {
    database = await freshPostgresDatabase('radio_outage');
    const direct = new URL(database.url);
    relay = new Relay({ host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.open();
    const viaRelay = new URL(database.url);
    viaRelay.port = String(relay.port);
    db = await openDb({ databaseUrl: viaRelay.toString() });
    const config = loadConfig({ DATA_DIR: `/tmp${direct.pathname}`, CONTACT_TOKEN, LOG_LEVEL: 'silent' });
    server = await buildServer(config, { db });
    await server.app.ready();
  }, 300_000);

  afterAll(async () => {
    await server?.app.close();
    await db?.close();
    await relay?.cut().catch(() => {});
    await database?.drop();
  });

  it('reads this instance answered are served from its cache; writes answer 503 in French; back without a restart', async () => {
    const list = '/content/api/nodes?type=episode&items_per_page=5&_format=json';
    const before = await server.app.inject({ url: list });
    expect(before.statusCode).toBe(200);

    await relay.cut();
    const fresh = await server.app.inject({ url: list });
    expect([fresh.statusCode, fresh.headers['x-cache']]).toEqual([200, 'HIT']);
    // A minute later (the clock moved on, nothing else), the copy is past its 60-s TTL: the
    // handler asks the database, which fails, and the stale copy answers instead.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    try {
      const stale = await server.app.inject({ url: list });
      expect([stale.statusCode, stale.headers['x-cache']]).toEqual([200, 'STALE']);
      expect(stale.body).toBe(before.body);
    } finally {
      vi.useRealTimers();
    }

    const unseen = await server.app.inject({
      url: '/content/api/nodes?type=episode&items_per_page=7&_format=json',
    });
    expect(unseen.statusCode).toBe(503);
    const write = await server.app.inject({
      method: 'POST',
      url: '/mailing/confirm',
      payload: { token: 'x'.repeat(43) },
    });
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toBe('10');
    expect(write.headers['cache-control']).toBe('no-store');
    expect(write.json()).toEqual({
      status: 503,
      message:
        'Service momentanément indisponible : la base de données ne répond pas. Réessayez dans quelques instants.',
    });
    expect(write.body).not.toMatch(/ECONNREFUSED|Error|at /);
    expect((await server.app.inject({ url: '/health' })).statusCode).toBe(503);

    await relay.open();
    const again = await server.app.inject({
      method: 'POST',
      url: '/mailing/confirm',
      payload: { token: 'x'.repeat(43) },
    });
    expect(again.statusCode).toBe(400);
    expect(
      (await server.app.inject({ url: '/content/api/nodes?type=episode&items_per_page=7&_format=json' }))
        .statusCode,
    ).toBe(200);
    expect((await server.app.inject({ url: '/health' })).statusCode).toBe(200);
  }, 60_000);
});
