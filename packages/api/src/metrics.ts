// What the API exposes to Prometheus at /metrics (prom-client): requests by route and status with
// their latency, the response cache, live listeners per radio, the database (pool, query
// latency), feed reads, write-limit refusals, operator actions and the process (memory, event
// loop). Not public in production: METRICS_TOKEN (Bearer) opens it, otherwise it is not there.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ResponseCache } from './cache.js';
import type { Db } from './db/index.js';
import { ApiError } from './errors.js';

/** Latency buckets (seconds) from a cached answer (~0.2 ms) to a slow search or a stalled database. */
const HTTP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 2, 10];

export interface Metrics {
  registry: Registry;
  /** The database with every call timed (db_query_duration_seconds by operation). */
  timed(db: Db): Db;
  feedRead(result: string): void;
  operator(action: string, outcome: string): void;
  /** Counts requests, their latency, 429 refusals; serves /metrics; reads the live counts from `live`. */
  install(app: FastifyInstance, sources: Sources): void;
}

interface Sources {
  cache: ResponseCache;
  db: Db;
  /** Live listeners now, by radio code. */
  listeners?: () => Map<string, number>;
  /** METRICS_TOKEN; without it, production answers 404 and development serves everyone. */
  token?: string;
  production: boolean;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API requests by route (pattern), method and status, with their latency',
    labelNames: ['method', 'route', 'status'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database calls by operation, with their latency (a transaction counts as one)',
    labelNames: ['op', 'outcome'],
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const feeds = new Counter({
    name: 'feed_reads_total',
    help: 'Podcast feed reads (import, refresh job, feeds:refresh) by result',
    labelNames: ['result'],
    registers: [registry],
  });
  const operator = new Counter({
    name: 'operator_actions_total',
    help: 'Operator commands handed to this API (feeds, backup, restore) by outcome',
    labelNames: ['action', 'outcome'],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 (per-client write limit, per-address form limit) by route',
    labelNames: ['route'],
    registers: [registry],
  });

  function timed(db: Db): Db {
    const time =
      <A extends unknown[], R>(op: string, call: (...a: A) => Promise<R>) =>
      async (...a: A): Promise<R> => {
        const end = queries.startTimer({ op });
        try {
          const out = await call(...a);
          end({ outcome: 'ok' });
          return out;
        } catch (err) {
          end({ outcome: 'error' });
          throw err;
        }
      };
    return {
      ...db,
      kind: db.kind,
      query: time('query', db.query.bind(db)) as Db['query'],
      readJson: time('read_json', db.readJson.bind(db)) as Db['readJson'],
      readJsonPlanned: time('read_json_planned', db.readJsonPlanned.bind(db)) as Db['readJsonPlanned'],
      exec: time('exec', db.exec.bind(db)),
      transaction: time('transaction', db.transaction.bind(db)) as Db['transaction'],
      close: () => db.close(),
    };
  }

  function install(app: FastifyInstance, s: Sources): void {
    sourceGauges(registry, s);
    app.addHook('onResponse', (req, reply, done) => {
      const route = req.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      requests.observe({ method: req.method, route, status }, reply.elapsedTime / 1000);
      if (status === 429) refusals.inc({ route });
      done();
    });
    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      if (!allowed(req, s))
        throw new ApiError(
          s.token ? 401 : 404,
          s.token ? 'Jeton de métriques absent ou invalide.' : 'Ressource introuvable.',
        );
      return sendMetrics(reply, registry);
    });
  }

  return {
    registry,
    timed,
    feedRead: (result) => feeds.inc({ result }),
    operator: (action, outcome) => operator.inc({ action, outcome }),
    install,
  };
}

/** Gauges read when Prometheus scrapes: the response cache, the pool, the live listeners. */
function sourceGauges(registry: Registry, s: Sources): void {
  new Gauge({
    name: 'api_response_cache_requests',
    help: "Public reads looked up in the API's response cache since start, by result (hit, miss, stale: served while the database was down)",
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.set({ result: 'hit' }, s.cache.hits);
      this.set({ result: 'miss' }, s.cache.misses);
      this.set({ result: 'stale' }, s.cache.staleHits);
    },
  });
  new Gauge({
    name: 'api_response_cache_bytes',
    help: 'Characters held by the response cache',
    registers: [registry],
    collect() {
      this.set(s.cache.chars);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests); absent on PGlite',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = s.db.pool?.();
      if (!p) return;
      this.set({ state: 'total' }, p.total);
      this.set({ state: 'idle' }, p.idle);
      this.set({ state: 'waiting' }, p.waiting);
    },
  });
  new Gauge({
    name: 'live_listeners',
    help: 'Live stream connections now, by radio code',
    labelNames: ['radio'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [radio, n] of s.listeners?.() ?? []) this.set({ radio }, n);
    },
  });
}

/** With METRICS_TOKEN, its Bearer; without, development only. */
function allowed(req: FastifyRequest, s: Sources): boolean {
  if (!s.token) return !s.production;
  const given = Buffer.from(/^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? '');
  const want = Buffer.from(s.token);
  return given.length === want.length && timingSafeEqual(given, want);
}

async function sendMetrics(reply: FastifyReply, registry: Registry) {
  return reply
    .header('content-type', registry.contentType)
    .header('cache-control', 'no-store')
    .send(await registry.metrics());
}
