import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { type Db, openDb } from '../src/db/index.js';
import { buildServer, type Server } from '../src/server.js';
import { apiForSuite } from './harness.js';

/** One sample of the Prometheus text: the value of `name` whose labels include every one of `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('/metrics in development (Prometheus, prom-client)', () => {
  const api = apiForSuite('pglite');
  const scrape = async () => {
    const r = await api().app.inject({ method: 'GET', url: '/metrics' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    expect(r.headers['cache-control']).toBe('no-store');
    return r.body;
  };

  it('requests by route pattern and status, with a latency histogram', async () => {
    const url = '/content/api/nodes?type=show&items_per_page=2&_format=json';
    for (let i = 0; i < 3; i++) await api().app.inject({ method: 'GET', url });
    await api().app.inject({ method: 'GET', url: '/content/api/episode/999999999' });
    const text = await scrape();
    const nodes = { method: 'GET', route: '/content/api/nodes', status: '200' };
    expect(sample(text, 'http_request_duration_seconds_count', nodes)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...nodes, le: '+Inf' })).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        route: '/content/api/episode/:id',
        status: '404',
      }),
    ).toBe(1);
  });

  it("the response cache's hits and misses, the database calls and their latency, the process", async () => {
    const url = '/content/api/nodes?type=article&items_per_page=3&_format=json';
    const before = await scrape();
    await api().app.inject({ method: 'GET', url });
    await api().app.inject({ method: 'GET', url });
    const text = await scrape();
    const d = (result: string) =>
      (sample(text, 'api_response_cache_requests', { result }) ?? 0) -
      (sample(before, 'api_response_cache_requests', { result }) ?? 0);
    expect(d('miss')).toBe(1);
    expect(d('hit')).toBe(1);
    expect(sample(text, 'db_query_duration_seconds_count', { op: 'query', outcome: 'ok' })).toBeGreaterThan(
      0,
    );
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(text).toContain('# TYPE live_listeners gauge');
    expect(text).toContain('# TYPE feed_reads_total counter');
  });

  it('live listeners per radio while a live stream is open', async () => {
    const { app } = api();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const ctrl = new AbortController();
    const live = await fetch(`${address}/live/RCFNational.mp3`, { signal: ctrl.signal });
    expect(live.status).toBe(200);
    const reader = live.body?.getReader();
    await reader?.read();
    try {
      expect(await scrape()).toMatch(/^live_listeners\{radio="RCFNational"\} 1$/im);
    } finally {
      ctrl.abort();
    }
  });

  it('a request id: the trace id of a traceparent, else the caller’s X-Request-Id when it is a plain token, else a new one', async () => {
    const traced = await api().app.inject({
      method: 'GET',
      url: '/health',
      headers: {
        traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
        'x-request-id': 'autre',
      },
    });
    expect(traced.headers['x-request-id']).toBe('0af7651916cd43dd8448eb211c80319c');
    const given = await api().app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'site-abc.123' },
    });
    expect(given.headers['x-request-id']).toBe('site-abc.123');
    const forged = await api().app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'a\nfake log line' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await api().app.inject({ method: 'GET', url: '/health' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('write-limit refusals counted', () => {
  const api = apiForSuite('pglite');
  it('a 429 (the write limit or the form’s per-address limit) counted in rate_limit_refusals_total by route', async () => {
    const { app } = api();
    const body = { email: 'limite@example.fr', lists: ['news'] };
    let refused = 0;
    for (let i = 0; i < 130 && refused === 0; i++) {
      const r = await app.inject({ method: 'POST', url: '/mailing/subscribe', payload: body });
      if (r.statusCode === 429) refused++;
    }
    expect(refused).toBe(1);
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(
      Number(text.match(/rate_limit_refusals_total\{route="[^"]+"\} (\d+)/)?.[1]),
    ).toBeGreaterThanOrEqual(1);
  }, 120_000);
});

describe('/metrics in production: closed without METRICS_TOKEN, its Bearer otherwise', () => {
  let db: Db;
  const servers: Server[] = [];
  const production = (token?: string) =>
    buildServer(
      loadConfig({
        APP_ENV: 'production',
        COGNITO_REGION: 'eu-west-3',
        COGNITO_USER_POOL_ID: 'eu-west-3_Test',
        COGNITO_CLIENT_ID: 'client',
        CONTACT_TOKEN: 'x'.repeat(40),
        LOG_LEVEL: 'silent',
        DATA_DIR: tmpdir(),
        ...(token ? { METRICS_TOKEN: token } : {}),
      }),
      { db },
    ).then((s) => {
      servers.push(s);
      return s;
    });
  beforeAll(async () => {
    db = await openDb({ pgliteDir: 'memory://' });
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) await s.app.close();
    await db.close();
  });

  it('without a token: 404, as if there were no such route', async () => {
    const { app } = await production();
    const r = await app.inject({ method: 'GET', url: '/metrics' });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('http_request');
  }, 120_000);

  it('with METRICS_TOKEN: 401 without it or with another, 200 with it', async () => {
    const token = 'jeton-de-metriques-0123456789abcdef';
    const { app } = await production(token);
    for (const authorization of [undefined, 'Bearer autre', token]) {
      const r = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(r.statusCode).toBe(401);
    }
    const ok = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_request_duration_seconds');
  }, 120_000);
});
