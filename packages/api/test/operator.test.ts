import { networkInterfaces, tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDb } from '../src/db/index.js';
import { buildServer } from '../src/server.js';
import { apiProcessSuite, command } from './api-process.js';

/** An address of this machine that is not loopback, when it has one. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/**
 * The operator commands while the product runs on PGlite (one process per data folder): the real
 * API process holds the database, and feeds:import / feeds:refresh hand their work to it through
 * its loopback-only operator routes, authenticated by the secret it keeps in DATA_DIR.
 */
describe('feed commands handed to the running API (PGlite)', () => {
  // Every interface: the test then calls the operator routes from a non-loopback address too.
  const t = apiProcessSuite('radio-operator-', { HOST: '0.0.0.0' });

  it('feeds:import while the API runs: its report, exit 0, the show searchable when the command returns', async () => {
    const source = t.feeds.url('/feeds/podcasting20.xml');
    const r = await command('src/feeds/cli.ts', ['import', source, '--category', 'vie-spirituelle'], t.env);
    expect(r.stderr).not.toContain('déjà ouverte');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(
        `^${source.replace(/[.?]/g, '\\$&')} : émission \\d+ créée : 3 épisode\\(s\\) ajouté\\(s\\), 0 mis à jour, 0 inchangé\\(s\\), 0 dépublié\\(s\\) ; transcriptions et chapitres : 2 lu\\(s\\), 0 inchangé\\(s\\), 0 en échec\\.\\n$`,
      ),
    );
    const found = await (await fetch(`${t.api.url}/content/search?q=Tamié&_format=json`)).json();
    expect(JSON.stringify(found)).toContain('Les moines de Tamié et le fromage');
    expect((await fetch(`${t.api.url}/health`)).status).toBe(200);
  }, 60_000);

  it('a refused feed: exit 1 with « Flux refusé, rien n’a changé », as without the API', async () => {
    const r = await command('src/feeds/cli.ts', ['import', t.feeds.url('/feeds/not-podcast.xml')], t.env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("Flux refusé, rien n'a changé : Ce document XML n'est pas un flux de podcast");
    const bad = await command('src/feeds/cli.ts', ['import'], t.env);
    expect(bad.code).toBe(2);
  }, 60_000);

  it('feeds:refresh while the API runs: each feed read again, its report, exit 0', async () => {
    const r = await command('src/feeds/cli.ts', ['refresh', '--all'], t.env);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      `${t.feeds.url('/feeds/podcasting20.xml')} : inchangé depuis la dernière lecture`,
    );
  }, 60_000);

  const refresh = (base: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/operator/feeds/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });

  it('the operator routes refuse a caller without the secret or with a wrong one (401)', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nope' },
      { authorization: t.api.secret },
    ];
    for (const headers of attempts) {
      const r = await refresh(t.api.url, headers);
      expect(r.status).toBe(401);
      expect((await r.json()).message).toContain('secret absent ou invalide');
    }
    expect((await refresh(t.api.url, { authorization: `Bearer ${t.api.secret}` })).status).toBe(200);
  });

  it('… and with the secret, a request forwarded by a proxy (403)', async () => {
    for (const h of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const r = await refresh(t.api.url, { authorization: `Bearer ${t.api.secret}`, [h]: '203.0.113.9' });
      expect(r.status).toBe(403);
      expect((await r.json()).message).toBe("Routes d'exploitation : réservées à la machine de l'API.");
    }
  });

  it.skipIf(!outside)('… and with the secret, a caller on a non-loopback address (403)', async () => {
    const port = new URL(t.api.url).port;
    const r = await refresh(`http://${outside}:${port}`, { authorization: `Bearer ${t.api.secret}` });
    expect(r.status).toBe(403);
    // The public routes do answer on that address: the refusal is the operator routes' own.
    expect((await fetch(`http://${outside}:${port}/health`)).status).toBe(200);
  });

  it('the operator routes are not in the OpenAPI document', async () => {
    const doc = await (await fetch(`${t.api.url}/docs/json`)).text();
    expect(doc).not.toContain('/operator');
  });
});

describe('without PGlite on disk (PostgreSQL, or in memory) the API has no operator routes', () => {
  it('answers 404, whatever the secret', async () => {
    const db = await openDb({ pgliteDir: 'memory://' });
    const server = await buildServer(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: tmpdir() }), { db });
    try {
      expect(server.operatorSecret).toBeUndefined();
      const r = await server.app.inject({ method: 'POST', url: '/operator/backup' });
      expect(r.statusCode).toBe(404);
    } finally {
      await server.app.close();
      await db.close();
    }
  }, 120_000);
});
