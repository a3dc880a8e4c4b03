import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { buildServer, type Server } from '../src/server.js';
import { apiForSuite, BACKENDS, type Harness } from './harness.js';

/** 130 writes, each claiming another client address in X-Forwarded-For; the statuses received. */
async function writes(apps: Server['app'][], count = 130): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const app = apps[i % apps.length] as Server['app'];
    const r = await app.inject({
      method: 'POST',
      url: '/content/session/revoke',
      headers: { 'x-forwarded-for': `203.0.113.${i % 250}` },
      remoteAddress: '198.51.100.7',
    });
    statuses.push(r.statusCode);
  }
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe.each(BACKENDS)('write limits on %s', (backend) => {
  const api = apiForSuite(backend);

  it('WRITE_RATE_LIMIT (120 a minute): 130 writes with a rotating X-Forwarded-For get 429s, shared by every instance', async () => {
    const second = await buildServer(api().config, { db: api().db });
    await second.app.ready();
    try {
      // Half of the writes reach each instance: the budget is the client's, not the process's.
      const statuses = await writes([api().app, second.app]);
      expect(count(statuses, 401)).toBe(120);
      expect(count(statuses, 429)).toBe(10);
      const r = await second.app.inject({
        method: 'POST',
        url: '/content/session/revoke',
        remoteAddress: '198.51.100.7',
      });
      expect(r.json()).toMatchObject({
        status: 429,
        message: expect.stringMatching(
          /^Trop d'envois depuis votre connexion : 120 par minute au plus\. Réessayez dans \d+ s\.$/,
        ),
      });
      // Each write route has its budget, as before; another client keeps its own.
      const otherRoute = await api().app.inject({
        method: 'POST',
        url: '/mailing/confirm',
        payload: { token: 'x'.repeat(43) },
        remoteAddress: '198.51.100.7',
      });
      expect(otherRoute.statusCode).toBe(400);
      const other = await api().app.inject({
        method: 'POST',
        url: '/content/session/revoke',
        remoteAddress: '198.51.100.8',
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await second.app.close();
    }
  });

  it('TRUST_PROXY: X-Forwarded-For is believed only from the configured proxy addresses', async () => {
    await api().db.query('DELETE FROM rate_limits');
    const behindProxy = await buildServer(loadConfig({ ...envOf(api()), TRUST_PROXY: '198.51.100.7' }), {
      db: api().db,
    });
    await behindProxy.app.ready();
    try {
      // Each address the proxy names is a client of its own: nobody reaches the limit.
      expect(count(await writes([behindProxy.app]), 429)).toBe(0);
      const r = await behindProxy.app.inject({
        url: '/health',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '198.51.100.99',
      });
      expect(r.statusCode).toBe(200);
    } finally {
      await behindProxy.app.close();
    }
  });
});

/** The environment the harness built its configuration from (the test issuer's keys). */
function envOf(api: Harness): Record<string, string> {
  return {
    DATA_DIR: api.config.dataDir,
    JWKS_URL: api.config.auth.jwksUrl ?? '',
    JWT_ISSUER: api.config.auth.issuer ?? '',
    COGNITO_CLIENT_ID: 'test-client',
    LOG_LEVEL: 'silent',
  };
}
