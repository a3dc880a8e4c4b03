/**
 * What the site's server tells its operator: Prometheus metrics at /metrics (prom-client: requests
 * by kind and status with their latency, the page cache's hits, the API calls that failed, the
 * process) and one structured JSON log line per request (pino), both carrying the request id that
 * the site's calls to the API pass on (server/request-context.ts), so a page can be followed into
 * the API's log. /metrics is not public in production: METRICS_TOKEN (Bearer) opens it, otherwise
 * it is not there.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { newRequestId, REQUEST_STORE, type RequestContext, traceIdOf } from './request-context';

/**
 * How the server answered: a static file, a shareable page (the page cache), a private render,
 * Next directly, this server's own render request (a page cache miss), or /metrics.
 */
export type Kind = 'static' | 'page' | 'private' | 'next' | 'render' | 'metrics';

const storage = new AsyncLocalStorage<RequestContext>();
(globalThis as { [REQUEST_STORE]?: AsyncLocalStorage<RequestContext> })[REQUEST_STORE] = storage;

const log = pino({ level: process.env.LOG_LEVEL || 'warn', base: { pid: process.pid, service: 'site' } });

const registry = new Registry();
collectDefaultMetrics({ register: registry });
const requests = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Site requests by kind (static, page: the page cache, private render, next) and status, with their latency',
  labelNames: ['kind', 'method', 'status'],
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [registry],
});
const pageCache = new Counter({
  name: 'site_page_cache_requests_total',
  help: 'Shareable pages asked of the page cache, by result (hit, stale: served while one render refreshes it, miss: rendered, pass: not kept)',
  labelNames: ['result'],
  registers: [registry],
});

/** Gauges read at each scrape: the page cache's size and the failed API calls of this process. */
export function watchPageStore(store: { size: number; bytes: number }): void {
  new Gauge({
    name: 'site_page_cache_pages',
    help: 'Pages kept by the page cache',
    registers: [registry],
    collect() {
      this.set(store.size);
    },
  });
  new Gauge({
    name: 'site_page_cache_bytes',
    help: 'Bytes kept by the page cache (all encodings)',
    registers: [registry],
    collect() {
      this.set(store.bytes);
    },
  });
  new Gauge({
    name: 'site_api_failures',
    help: 'Calls to the API that failed (network error, timeout or an error status other than 404) since start',
    registers: [registry],
    collect() {
      this.set((globalThis as { __radioApiFailures?: number }).__radioApiFailures ?? 0);
    },
  });
}

/**
 * Runs `handler` for one request inside its request context: its id is the caller's trace id
 * (a CDN's `traceparent`, or this server's own render requests) or a new one; it answers in
 * `X-Request-Id`, and once the answer is sent the request is logged and counted.
 */
export function observe(
  req: IncomingMessage,
  res: ServerResponse,
  kind: () => Kind,
  handler: () => void,
): void {
  const id = traceIdOf(req.headers.traceparent) ?? newRequestId();
  const start = process.hrtime.bigint();
  res.setHeader('x-request-id', id);
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const k = kind();
    requests.observe({ kind: k, method: req.method ?? 'GET', status: res.statusCode }, seconds);
    const cache = res.getHeader('x-page-cache');
    if (k === 'page' && typeof cache === 'string') pageCache.inc({ result: cache });
    log.info(
      {
        reqId: id,
        req: { method: req.method, url: req.url },
        res: { statusCode: res.statusCode },
        responseTime: seconds * 1000,
        kind: k,
        ...(cache ? { pageCache: cache } : {}),
      },
      'request completed',
    );
  });
  storage.run({ id }, handler);
}

/** A failure this server caught (the visitor got Next's own answer instead), with its request id. */
export function logError(err: unknown, where: string): void {
  log.error({ reqId: storage.getStore()?.id, err }, where);
}

/** /metrics: with METRICS_TOKEN, its Bearer; without, development only (404 in production). */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const token = process.env.METRICS_TOKEN ?? '';
  const given = Buffer.from(/^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? '');
  const ok = token
    ? given.length === Buffer.byteLength(token) && timingSafeEqual(given, Buffer.from(token))
    : process.env.APP_ENV !== 'production';
  if (!ok) {
    const status = token ? 401 : 404;
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(status === 401 ? 'Jeton de métriques absent ou invalide.' : 'Page introuvable.');
    return;
  }
  const body = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(body);
}
