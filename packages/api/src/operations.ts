// What the operator watches and runs on the API: /metrics (metrics.ts) and, on PGlite on disk,
// the /operator routes that the commands of this machine hand their work to (operator/).
import type { FastifyInstance } from 'fastify';
import type { ResponseCache } from './cache.js';
import type { ApiConfig } from './config.js';
import type { Db } from './db/index.js';
import type { FeedContext } from './feeds/import.js';
import type { Metrics } from './metrics.js';
import { newSecret } from './operator/channel.js';
import { operatorRoutes } from './operator/routes.js';
import type { Refs } from './routes/shape.js';

interface Parts {
  config: ApiConfig;
  db: Db;
  cache: ResponseCache;
  refs: Refs;
  metrics: Metrics;
}

/**
 * Installs /metrics and the operator routes; returns the feeds' context (shared with the refresh
 * job) and the operator secret, for DATA_DIR/operator.json once the API listens.
 */
export async function installOperations(
  app: FastifyInstance,
  { config, db, cache, refs, metrics }: Parts,
): Promise<{ feedContext: FeedContext; operatorSecret?: string }> {
  metrics.install(app, {
    cache,
    db,
    listeners: () => new Map(app.live.active().map((code) => [code, app.live.listeners(code)])),
    production: config.production,
    ...(config.metricsToken ? { token: config.metricsToken } : {}),
  });
  const feedContext: FeedContext = {
    dataDir: config.dataDir,
    origin: config.apiOrigin,
    ...(config.feedsRefreshMinutes > 0 ? { refreshMinutes: config.feedsRefreshMinutes } : {}),
    onRead: metrics.feedRead,
  };
  // PGlite on disk is one process: the operator commands hand their work to this one (README,
  // « Exploitation »). On PostgreSQL they open the database themselves.
  if (!db.files) return { feedContext };
  const operatorSecret = newSecret();
  await app.register(
    async (scope) =>
      operatorRoutes(scope, {
        db,
        secret: operatorSecret,
        feeds: feedContext,
        observe: metrics.operator,
        onChange: async () => {
          cache.clear();
          await refs.load(true);
        },
      }),
    { prefix: '/operator' },
  );
  return { feedContext, operatorSecret };
}
