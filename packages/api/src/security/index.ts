import type { ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SecurityOptions {
  /** APP_ENV=production: adds HSTS (the API is then only reached over HTTPS). */
  production: boolean;
}

/** Two years, as preload lists ask; only sent in production so local http stays usable. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * JSON, audio, images and the SDK file are never documents: nothing may run or be framed.
 * A browser that opens a JSON error page directly gets the strictest policy.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The OpenAPI UI (/docs) is the API's only HTML. Its scripts are files of the same origin (no
 * inline script), so 'self' suffices; its React-rendered style attributes need inline styles.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** No powerful feature is used by JSON or media responses. */
export const API_PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Files partner pages load from another origin (SDK, images, audio, live streams). */
const CROSS_ORIGIN_FILES = /^\/(sdk|media|live)\//;

function applyHeaders(raw: ServerResponse, url: string, options: SecurityOptions): void {
  const path = url.split('?')[0] ?? '/';
  raw.setHeader('x-content-type-options', 'nosniff');
  raw.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  raw.setHeader('permissions-policy', API_PERMISSIONS);
  raw.setHeader('x-frame-options', 'DENY');
  raw.setHeader(
    'content-security-policy',
    path === '/docs' || path.startsWith('/docs/') ? DOCS_CSP : API_CSP,
  );
  if (CROSS_ORIGIN_FILES.test(path)) raw.setHeader('cross-origin-resource-policy', 'cross-origin');
  if (options.production) raw.setHeader('strict-transport-security', HSTS);
}

/**
 * Security headers on every response of the API, errors and hijacked live streams included
 * (set on the raw response in onRequest, so they survive `reply.hijack()`).
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  // Callback style, not async: no promise per request on the API's hottest path.
  app.addHook('onRequest', (req, reply, done) => {
    applyHeaders(reply.raw, req.url, options);
    done();
  });
}

/**
 * Fastify's `frameworkErrors` option: the router refuses a malformed URL (bad percent-encoding)
 * or an over-long path parameter before any hook runs, and by default answers in its own JSON
 * shape. These answers get the API's `{ status, message }` in French and the same headers.
 */
export function frameworkErrors(options: SecurityOptions) {
  return (error: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
    applyHeaders(reply.raw, req.raw.url ?? '/', options);
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    const message =
      status === 414
        ? 'Adresse trop longue : un paramètre du chemin dépasse la taille permise.'
        : 'Adresse invalide : encodage incorrect.';
    reply.code(status).type('application/json; charset=utf-8').send({ status, message });
  };
}
