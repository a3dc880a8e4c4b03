import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What HTTP caches (the browser, a CDN, nginx's proxy_cache) may do with each API answer.
 *
 * - Public reads (anonymous GETs of the content lists and items, the forms' reference lists):
 *   `public` with a short `s-maxage`, served stale while one request revalidates, and for a
 *   while when the API fails. Nothing invalidates a shared cache: a change is seen everywhere
 *   within the TTL (60 s; 30 s for search and the saint of the day; 10 s for now playing).
 * - User-scoped routes (a `security` requirement in their schema) and every request carrying
 *   `Authorization`: `private, no-store`, whatever the status. Nothing that depends on the
 *   caller's token may reach a shared cache.
 * - Writes, errors and anything else without its own policy: `no-store`.
 * Media and the SDK set their own (long, file-based) policies in media/.
 */

/** Paths whose anonymous GETs are the same for everyone (also what the response cache keeps). */
const PUBLIC_PREFIXES = [
  '/content/',
  '/second/folders',
  '/mailing/',
  '/contact/civilities',
  '/contact/countries',
];

/** Seconds a public answer stays fresh: now playing changes with the grid, search is cheap to redo. */
export function ttlFor(url: string): number {
  if (url.startsWith('/content/api/dab/')) return 10;
  if (url.startsWith('/content/rest_saintjour') || url.startsWith('/content/search')) return 30;
  return 60;
}

/** Seconds a public answer may still be served when the API (or its database) fails. */
export const STALE_IF_ERROR_S = 300;

/** The Cache-Control of a public answer of `url`. */
export function publicCacheControl(url: string): string {
  const ttl = ttlFor(url);
  return `public, max-age=${ttl}, s-maxage=${ttl}, stale-while-revalidate=${ttl}, stale-if-error=${STALE_IF_ERROR_S}`;
}

export const PRIVATE = 'private, no-store';
export const NO_STORE = 'no-store';

const isUserScoped = (req: FastifyRequest) =>
  !!(req.routeOptions.schema as { security?: unknown } | undefined)?.security;

/** An anonymous GET of a route that answers everyone alike: the only answers shared caches may keep. */
export function isPublicRead(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.authorization) return false;
  if (!PUBLIC_PREFIXES.some((p) => req.url.startsWith(p))) return false;
  return !isUserScoped(req);
}

/** The Cache-Control an answer gets when its handler did not choose one. */
export function cacheControlFor(req: FastifyRequest, status: number): string {
  if (req.headers.authorization || isUserScoped(req)) return PRIVATE;
  if (status === 200 && isPublicRead(req)) return publicCacheControl(req.url);
  return NO_STORE;
}

/**
 * Compression (brotli, gzip), weak ETags with 304 on `If-None-Match`, and the Cache-Control
 * policy above. Registered before the routes: @fastify/compress hooks each route as it is
 * added, and route hooks run after these global ones, so the ETag is the hash of the JSON
 * itself, the same for every encoding (hence weak: the bytes differ by encoding).
 */
export async function installHttpCaching(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', (req, reply, payload, done) => {
    const status = reply.statusCode;
    // A handler's own policy (media, SDK, writes) wins, except that a user-scoped answer is
    // always private.
    if (!reply.hasHeader('cache-control') || req.headers.authorization || isUserScoped(req))
      reply.header('cache-control', cacheControlFor(req, status));
    if (req.headers.authorization) reply.header('vary', appendVary(reply.getHeader('vary'), 'Authorization'));
    done(null, payload);
  });
  await app.register(etag, { weak: true });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Request bodies stay identity-coded: a compressed body would bypass the 64 KB body limit.
    globalDecompression: false,
  });
}

function appendVary(current: unknown, name: string): string {
  const v = current ? String(current) : '';
  return v.toLowerCase().includes(name.toLowerCase()) ? v : v ? `${v}, ${name}` : name;
}
