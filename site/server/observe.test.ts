import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observe, serveMetrics } from './observe';
import { currentRequestId, traceIdOf, withRequestId } from './request-context';

/** The site server's two doors in miniature, on a real socket: /metrics, and a page that calls the API. */
let server: Server;
let base = '';
const seen: { id: string | undefined; traceparent: string | null }[] = [];

beforeAll(async () => {
  server = createServer((req, res) =>
    observe(
      req,
      res,
      () => (req.url === '/metrics' ? 'metrics' : 'page'),
      () => {
        if (req.url === '/metrics') {
          void serveMetrics(req, res);
          return;
        }
        // What lib/content/client.ts does for each API call made during a render.
        const init = withRequestId({ headers: { accept: 'application/json' } });
        seen.push({ id: currentRequestId(), traceparent: new Headers(init?.headers).get('traceparent') });
        res.setHeader('x-page-cache', 'hit');
        res.end('ok');
      },
    ),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const withEnv = async (env: Record<string, string | undefined>, fn: () => Promise<void>) => {
  const old = { APP_ENV: process.env.APP_ENV, METRICS_TOKEN: process.env.METRICS_TOKEN };
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  try {
    await fn();
  } finally {
    for (const [k, v] of Object.entries(old))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
};

describe('the site server’s request id', () => {
  it('each request gets one (X-Request-Id), and the API calls of its render carry it as traceparent', async () => {
    const res = await fetch(`${base}/emission`);
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const call = seen.at(-1);
    expect(call?.id).toBe(id);
    expect(traceIdOf(call?.traceparent ?? undefined)).toBe(id);
  });

  it('a CDN’s traceparent is followed; a malformed one is not', async () => {
    const given = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${base}/`, { headers: { traceparent: `00-${given}-00f067aa0ba902b7-01` } });
    expect(res.headers.get('x-request-id')).toBe(given);
    const bad = await fetch(`${base}/`, { headers: { traceparent: '00-xyz-0-01' } });
    expect(bad.headers.get('x-request-id')).not.toContain('xyz');
  });

  it('outside a request (a background job), no traceparent is added', () => {
    expect(withRequestId({ headers: { a: 'b' } })).toEqual({ headers: { a: 'b' } });
  });
});

describe('/metrics on the site', () => {
  it('in development: requests by kind and status, page-cache results, the process', async () => {
    await withEnv({ APP_ENV: 'development', METRICS_TOKEN: undefined }, async () => {
      await fetch(`${base}/une-page`);
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      expect(text).toMatch(
        /^http_request_duration_seconds_count\{kind="page",method="GET",status="200"\} [1-9]/m,
      );
      expect(text).toMatch(/^site_page_cache_requests_total\{result="hit"\} [1-9]/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    });
  });

  it('in production without METRICS_TOKEN: 404, nothing of the metrics', async () => {
    await withEnv({ APP_ENV: 'production', METRICS_TOKEN: undefined }, async () => {
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('http_request');
    });
  });

  it('with METRICS_TOKEN: 401 without it or with another, 200 with its Bearer', async () => {
    const token = 'jeton-de-metriques-du-site-0123456789';
    await withEnv({ APP_ENV: 'production', METRICS_TOKEN: token }, async () => {
      for (const authorization of [undefined, 'Bearer autre', token]) {
        const res = await fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
        expect(res.status).toBe(401);
      }
      const ok = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(ok.status).toBe(200);
    });
  });
});
