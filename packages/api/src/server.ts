import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { TokenVerifier } from './auth/jwt.js';
import { Revocations } from './auth/revocations.js';
import { installResponseCache, ResponseCache, staleFallback } from './cache.js';
import type { ApiConfig } from './config.js';
import { type Db, openDb } from './db/index.js';
import { migrate } from './db/migrations.js';
import { installErrorHandling } from './errors.js';
import { startRefreshJob } from './feeds/import.js';
import { installHttpCaching } from './http-cache.js';
import { installCors, installDocs, installRateLimit } from './http-setup.js';
import { livePlugin } from './live/index.js';
import { localOutbox } from './mailing/outbox.js';
import { mediaPlugin } from './media/index.js';
import { createMetrics } from './metrics.js';
import { installOperations } from './operations.js';
import { articleLinkRoutes } from './routes/article-links.js';
import { contactRoutes, mailingRoutes } from './routes/contact.js';
import { contentRoutes } from './routes/content.js';
import { contactFormRoutes, newsletterRoutes } from './routes/forms.js';
import { listenLaterRoutes } from './routes/listen-later.js';
import { pageRoutes, pathRoutes } from './routes/pages.js';
import { previewRoutes } from './routes/preview.js';
import { ErrorBody } from './routes/schemas.js';
import { searchRoutes } from './routes/search.js';
import { folderRoutes, secondRoutes } from './routes/second.js';
import { sessionRoutes } from './routes/session.js';
import { Refs } from './routes/shape.js';
import { userRoutes } from './routes/user.js';
import { frameworkErrors, installSecurityHeaders } from './security/index.js';
import { isSeeded, seed, seedDocs } from './seed/index.js';
import { buildValidator } from './validation.js';

export interface Server {
  app: FastifyInstance;
  db: Db;
  config: ApiConfig;
  /** Every route registered (method, url, hidden from the OpenAPI document or not). */
  routes: { method: string; url: string; hidden: boolean }[];
  /** The secret of the /operator routes (PGlite on disk only), for DATA_DIR/operator.json once listening. */
  operatorSecret?: string;
}

export interface BuildOptions {
  /** Use this database instead of opening one from the configuration (tests share one). */
  db?: Db;
  /** Seed the demo content when the database is empty (default true). */
  seedIfEmpty?: boolean;
  onSeedProgress?: (done: number, total: number, step: string) => void;
}

/** Methods that change data: limited per client, and CORS only for the configured origins. */
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * The request id of the logs, so one page view can be followed from the site into the API: the
 * trace id of a W3C `traceparent` (what the site's server sends: site/server/request-context.ts),
 * else the caller's X-Request-Id (a proxy's) when it is a plain token, else a new one.
 */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const TRACEPARENT = /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;
export function requestId(headers: Record<string, string | string[] | undefined>): string {
  const trace =
    typeof headers.traceparent === 'string' ? TRACEPARENT.exec(headers.traceparent)?.[1] : undefined;
  if (trace && !/^0+$/.test(trace)) return trace;
  const given = headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Where the database is: PostgreSQL when DATABASE_URL is set, PGlite in the data folder otherwise. */
function databaseOptions(config: ApiConfig) {
  return {
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    pgliteDir: config.pgliteDir,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  };
}

function seedOptions(config: ApiConfig, opts: BuildOptions) {
  return {
    origin: config.apiOrigin,
    brand: config.brand,
    prefix: config.prefix,
    ...(opts.onSeedProgress ? { onProgress: opts.onSeedProgress } : {}),
  };
}

/** Builds the whole API (four base paths, media, live) on a migrated, seeded database. */
export async function buildServer(config: ApiConfig, opts: BuildOptions = {}): Promise<Server> {
  const metrics = createMetrics();
  const db = metrics.timed(opts.db ?? (await openDb(databaseOptions(config))));
  await migrate(db);
  // A database seeded before transcripts existed gets the demo's (seedDocs: nothing when done).
  if (opts.seedIfEmpty ?? true)
    await ((await isSeeded(db)) ? seedDocs(db) : seed(db, seedOptions(config, opts)));

  const app = Fastify({
    logger: { level: config.logLevel },
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY): otherwise
    // any client could pick its own address and escape the per-client write limit.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkErrors({ production: config.production }),
    // Encrypted e-mails travel in paths: longer than the default 100 characters.
    routerOptions: { maxParamLength: 1000 },
    // Paths and query strings are coerced to the schema's types; JSON bodies are taken as sent.
    schemaController: { compilersFactory: { buildValidator: buildValidator() } },
    requestIdHeader: false,
    genReqId: (req) => requestId(req.headers),
  });
  // First of the hooks: every answer says its request id, a cached one too.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  const routes: Server['routes'] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url: r.url, hidden: !!(r.schema as { hide?: boolean } | undefined)?.hide });
    }
  });
  app.addSchema(ErrorBody);
  // Public reads this process answered recently stay available while the database is down.
  const cache = new ResponseCache(config.responseCacheSize, config.responseCacheMb * 1024 * 1024);
  installErrorHandling(app, staleFallback(cache));
  installSecurityHeaders(app, { production: config.production });
  // Before any route: compression hooks each route as it is added.
  await installHttpCaching(app);
  await installCors(app, config.corsOrigins);
  // After CORS: a cached reply is sent from an onRequest hook, so the CORS hook must run first
  // or cache hits would reach partner pages without Access-Control-Allow-Origin.
  installResponseCache(app, cache);
  await installRateLimit(app, db, config.contactToken);
  await installDocs(app, config);

  const refs = new Refs(db, config.brand, config.apiOrigin);
  const revocations = new Revocations(db);
  const verifier = new TokenVerifier(config.auth, revocations);
  const writeLimit = { max: config.writeRateLimit, timeWindow: '1 minute' };
  const deps = { db, refs, verifier, writeLimit, revocations, siteUrl: config.siteUrl };

  app.get('/health', { schema: { hide: true } }, async () => {
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });

  await app.register(
    async (scope) => {
      await contentRoutes(scope, deps);
      await articleLinkRoutes(scope, deps);
      await pageRoutes(scope, deps);
      await pathRoutes(scope, deps);
      await previewRoutes(scope, { ...deps, previewSecret: config.previewSecret });
      await userRoutes(scope, deps);
      await listenLaterRoutes(scope, deps);
      await searchRoutes(scope, deps);
      await sessionRoutes(scope, deps);
    },
    { prefix: '/content' },
  );
  await app.register(
    async (scope) => {
      await folderRoutes(scope, deps);
      await secondRoutes(scope, deps);
    },
    { prefix: '/second' },
  );
  await app.register(async (scope) => contactRoutes(scope, { ...deps, contactToken: config.contactToken }), {
    prefix: '/contact',
  });
  await app.register(async (scope) => mailingRoutes(scope, deps), { prefix: '/mailing' });
  // The site's public forms: the contact form (/contact) and the newsletter subscription (/newsletter).
  const formDeps = {
    db,
    writeLimit,
    siteUrl: config.siteUrl,
    contactToken: config.contactToken,
    outbox: localOutbox(config.dataDir),
  };
  await app.register(async (scope) => contactFormRoutes(scope, formDeps), { prefix: '/contact' });
  await app.register(async (scope) => newsletterRoutes(scope, formDeps), { prefix: '/mailing' });

  const mediaOptions = { dataDir: config.dataDir };
  await app.register(mediaPlugin, mediaOptions);
  await app.register(livePlugin, {
    ...mediaOptions,
    radioExists: async (code: string) => (await refs.load()).radiosByCode.has(code.toLowerCase()),
    controlRoutes: process.env.LIVE_CONTROL_ROUTES === '1',
  });
  const { feedContext, operatorSecret } = await installOperations(app, { config, db, cache, refs, metrics });
  app.addHook('onRequest', (req, reply, done) => {
    if (WRITE_METHODS.has(req.method)) reply.header('cache-control', 'no-store');
    done();
  });
  // Imported podcast feeds are read again in this process unless FEEDS_REFRESH_MINUTES=0 (README,
  // « Flux de podcasts »); new episodes empty the response cache and reload the shows' names.
  const stopFeeds =
    config.feedsRefreshMinutes > 0
      ? startRefreshJob(
          db,
          { ...feedContext, refreshMinutes: config.feedsRefreshMinutes, warn: (m) => app.log.warn(m) },
          () => {
            cache.clear();
            void refs.load(true);
          },
        )
      : async () => {};
  app.addHook('onClose', async () => {
    await stopFeeds();
    if (!opts.db) await db.close();
  });
  return { app, db, config, routes, ...(operatorSecret ? { operatorSecret } : {}) };
}
