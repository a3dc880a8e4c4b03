// The API's operator routes (/operator/…), for the commands of this machine only: feed import and
// refresh, backup and restore of the PGlite database the API holds. Three doors, all required:
// the peer is this machine's loopback interface, no proxy forwarded the request, and it carries
// the secret of DATA_DIR/operator.json. Hidden from the OpenAPI document.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RestoreError } from '../db/data-dir.js';
import type { Db } from '../db/index.js';
import { migrate } from '../db/migrations.js';
import { ApiError } from '../errors.js';
import { type FeedContext, FeedError, importFeed, refreshDue } from '../feeds/import.js';
import { isLoopback } from './channel.js';

export interface OperatorDeps {
  db: Db;
  /** The secret of the channel file; checked in constant time. */
  secret: string;
  feeds: FeedContext;
  /** New content: the response cache is emptied and the shows' names reloaded before answering. */
  onChange: () => Promise<void>;
  /** Observes one operator action's outcome (metrics). */
  observe?: (action: string, outcome: string) => void;
}

/** A restore's upload: a dump of the 100,000-episode database is well under this. */
const RESTORE_MAX_BYTES = 2 * 1024 ** 3;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];
const digest = (s: string) => createHash('sha256').update(s).digest();

/** 403 for anyone but this machine, straight or through a proxy; 401 without the secret. */
export function guard(req: FastifyRequest, secret: string): void {
  if (!isLoopback(req.socket.remoteAddress) || FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined))
    throw new ApiError(403, "Routes d'exploitation : réservées à la machine de l'API.");
  const given = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1] ?? '';
  if (!timingSafeEqual(digest(given), digest(secret)))
    throw new ApiError(401, "Routes d'exploitation : secret absent ou invalide (DATA_DIR/operator.json).");
}

const hidden = { hide: true } as const;

export async function operatorRoutes(app: FastifyInstance, deps: OperatorDeps): Promise<void> {
  app.addHook('onRequest', async (req) => guard(req, deps.secret));
  // A restore sends the dump as it was written (gzip); the error hook's NUL scan skips buffers.
  app.addContentTypeParser(
    ['application/gzip', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: RESTORE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post<{ Body: { source: string; radio?: string; category?: string } }>(
    '/feeds/import',
    {
      schema: {
        ...hidden,
        body: {
          type: 'object',
          required: ['source'],
          properties: {
            source: { type: 'string', minLength: 1, maxLength: 4000 },
            radio: { type: 'string', maxLength: 100 },
            category: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (req, reply) => {
      const warnings: string[] = [];
      const { source, radio, category } = req.body;
      try {
        const outcome = await importFeed(deps.db, source, { radio, category }, feedContext(deps, warnings));
        await deps.onChange();
        deps.observe?.('feeds_import', outcome.status);
        return { outcome, warnings };
      } catch (err) {
        if (!(err instanceof FeedError)) throw err;
        deps.observe?.('feeds_import', 'refused');
        return reply.code(422).send({ status: 422, message: err.message, warnings });
      }
    },
  );

  app.post<{ Body: { all?: boolean } }>(
    '/feeds/refresh',
    {
      schema: {
        ...hidden,
        body: { type: 'object', properties: { all: { type: 'boolean' } }, additionalProperties: false },
      },
    },
    async (req) => {
      const warnings: string[] = [];
      const reports = await refreshDue(deps.db, feedContext(deps, warnings), !!req.body?.all);
      if (reports.some((r) => r.outcome?.status === 'imported')) await deps.onChange();
      for (const r of reports)
        deps.observe?.('feeds_refresh', r.error ? 'failed' : (r.outcome?.status ?? ''));
      return { reports, warnings };
    },
  );

  app.post('/backup', { schema: hidden }, async (_req, reply) => {
    const files = deps.db.files;
    if (!files)
      throw new ApiError(409, 'Sauvegarde : la base de cette API n’est pas une base PGlite sur disque.');
    const { stream, pausedMs } = await files.dump();
    deps.observe?.('backup', 'done');
    return reply
      .header('content-type', 'application/gzip')
      .header('x-backup-pause-ms', String(pausedMs))
      .header('cache-control', 'no-store')
      .send(stream);
  });

  app.post('/restore', { schema: hidden, bodyLimit: RESTORE_MAX_BYTES }, async (req) => {
    const files = deps.db.files;
    if (!files)
      throw new ApiError(409, 'Restauration : la base de cette API n’est pas une base PGlite sur disque.');
    if (!Buffer.isBuffer(req.body))
      throw new ApiError(415, 'Restauration : envoyez le fichier de sauvegarde (application/gzip).');
    let previous: string;
    try {
      previous = await files.restore(req.body);
    } catch (err) {
      if (err instanceof RestoreError) throw new ApiError(422, err.message);
      throw err;
    }
    // A dump of an older version is brought up to this one's schema.
    await migrate(deps.db);
    await deps.onChange();
    deps.observe?.('restore', 'done');
    return { restored: true, previous };
  });
}

function feedContext(deps: OperatorDeps, warnings: string[]): FeedContext {
  return { ...deps.feeds, warn: (m) => warnings.push(m) };
}
