// The HTTP layers every route shares, installed by buildServer around the response cache: CORS,
// the per-client write limit, the OpenAPI document and its /docs page.
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { VISITOR_HEADER, verifiedVisitor } from '@radio/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiConfig } from './config.js';
import type { Db } from './db/index.js';
import { ApiError } from './errors.js';
import { clientKey, databaseStore } from './limits/index.js';

/**
 * Public reads are open to every site; writes and user-scoped calls (Authorization) only to the
 * configured origins (the site and partner sites). Three fixed answers, built once.
 */
export async function installCors(app: FastifyInstance, origins: string[]) {
  const allowed = new Set(origins);
  const corsFor = (origin: string | boolean) => ({
    origin,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Range'],
    exposedHeaders: ['Content-Length', 'Content-Range', 'Accept-Ranges', 'ETag'],
    maxAge: 86400,
  });
  // `true` reflects the request's Origin (checked against the allowed list just before).
  const trustedCors = corsFor(true);
  const publicCors = corsFor('*');
  const closedCors = corsFor(false);
  await app.register(cors, {
    delegator: (req: FastifyRequest, cb) => {
      const origin = req.headers.origin;
      // The signed preview is read by the site's server only: no page of any origin reads it.
      if (req.routeOptions.config?.crossOrigin === false) return cb(null, closedCors);
      if (origin && allowed.has(origin)) return cb(null, trustedCors);
      const method = String(req.headers['access-control-request-method'] ?? req.method).toUpperCase();
      const wantsAuth =
        !!req.headers.authorization ||
        String(req.headers['access-control-request-headers'] ?? '')
          .toLowerCase()
          .includes('authorization');
      cb(null, (method === 'GET' || method === 'HEAD') && !wantsAuth ? publicCors : closedCors);
    },
  });
}

/**
 * The write limit (WRITE_RATE_LIMIT a minute per client and route), counted in the database: every
 * instance shares one budget per client. The client is the visitor the site's server names for
 * the forms it sends (X-Radio-Visitor, signed with `visitorKey`, core's visitorAddress.ts), so one
 * visitor cannot use up the site's budget for all; otherwise the address Fastify derives (the
 * socket's peer, or the X-Forwarded-For of a TRUST_PROXY proxy). An IPv6 client counts by its /64.
 */
export async function installRateLimit(app: FastifyInstance, db: Db, visitorKey: string) {
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every instance shares one budget per client.
    store: databaseStore(db),
    keyGenerator: async (req) =>
      clientKey((await verifiedVisitor(req.headers[VISITOR_HEADER], visitorKey)) ?? req.ip),
    // Thrown to the error handler, which sends an ApiError's own status and message.
    errorResponseBuilder: (_req, ctx) =>
      new ApiError(
        429,
        `Trop d'envois depuis votre connexion : ${ctx.max} par minute au plus. Réessayez dans ${Math.ceil(ctx.ttl / 1000)} s.`,
      ) as unknown as object,
  });
}

/** The OpenAPI document of the four base paths, and its page at /docs. */
export async function installDocs(app: FastifyInstance, config: Pick<ApiConfig, 'brand' | 'apiOrigin'>) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `API ${config.brand}`,
        version: '1.0.0',
        description:
          "API de contenu (/content), seconde API (/second), proxy contact (/contact) et proxy mailing (/mailing). Erreurs : JSON { status, message } en français. Les appels propres à un utilisateur exigent `Authorization: Bearer <jeton d'accès>`.",
      },
      servers: [{ url: config.apiOrigin }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          previewLink: {
            type: 'apiKey',
            in: 'query',
            name: 'signature',
            description: 'Signature du lien de prévisualisation du site (avec `expires`), clé PREVIEW_SECRET',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
