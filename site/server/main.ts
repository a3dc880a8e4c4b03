/**
 * The site's production server: Next's own request handler (what `next start` runs) behind the
 * page cache of server/page-cache.ts, in one process. Built by `pnpm build` into .server/main.mjs
 * (esbuild) and started by site/service.mjs: `node .server/main.mjs -H <host> -p <port>`.
 *
 * A cached page is answered here without entering Next (Next's proxy and request pipeline cost
 * about 3 ms a request, more than the whole answer). Everything else, and every render, goes to
 * Next, where proxy.ts sets the security headers. Shared pages are rendered without a CSP nonce;
 * this server adds the hashes of their inline scripts to the policy (server/script-hashes.ts) and
 * answers them with a public Cache-Control, so that a CDN may keep them as well.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
// Plain ESM shared with `npm start` and the API (packages/api/src/production.mjs).
import { appEnvProblem, formatProblems } from '@radio/api/production';
import { RADIO_COOKIE } from '@radio/core';
import { parseCookie } from 'cookie';
import next from 'next';
import sirv from 'sirv';
import { radiosOfTheNetwork } from '../lib/api/server';
import { siteConfig } from '../lib/config';
import {
  askedPath,
  ERROR_DIGEST_HEADER,
  ERROR_PATH_HEADER,
  errorScreenPath,
  isErrorShell,
  shellDigest,
} from '../lib/error-screens';
import { isPageRequest } from '../lib/unavailable-gate';
import { renderedUnavailable, unavailablePage } from '../lib/unavailable-page';
import { proxyTrust, VISITOR_SEEN, visitorAddress } from '../lib/visitor';
import { deferOwnScripts, inlineFirstPaint } from './deferred-scripts';
import { type Kind, logError, observe, serveMetrics, watchPageStore } from './observe';
import {
  BYPASS_HEADER,
  type CachedPage,
  cacheKey,
  canonicalSearch,
  freshness,
  isCacheableRequest,
  notModified,
  PageStore,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  pageSearch,
  pickEncoding,
  samePathOnly,
  toCachedPage,
} from './page-cache';
import { KnownRadios, radioCacheKey } from './radio-cache-key';
import { privateRenderHeaders, sharedRenderHeaders } from './render-headers';
import { currentRequestId, traceparent } from './request-context';
import { inlineScriptHashes, withScriptHashes } from './script-hashes';

// An APP_ENV the product does not know (`Production`, `prod`, `production `) would run this site as
// development on a production host: refused at start, by name, as the API and `npm start` do.
const unknownEnv = appEnvProblem(process.env);
if (unknownEnv) {
  console.error(formatProblems([unknownEnv]));
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    hostname: { type: 'string', short: 'H', default: process.env.HOSTNAME || '127.0.0.1' },
    port: { type: 'string', short: 'p', default: process.env.PORT || '3000' },
  },
});
const hostname = values.hostname as string;
const port = Number(values.port);
const dir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const self = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
const disabled = process.env.PAGE_CACHE === 'off';
// Scripts started after the main image (server/deferred-scripts.ts): Lighthouse's LCP ~1.1 s instead
// of ~1.9 s, React and the SDK ~0.3–0.5 s later on a slow phone (docs/benchmarks.md). `off`: Next's markup.
const scriptsAfterImage = process.env.SCRIPTS_AFTER_IMAGE !== 'off';
/** The early-tap catcher (lib/first-sound.ts, built into public/), written into each page's head. */
const FIRST_PAINT = Object.fromEntries(
  ['/first-sound.js'].flatMap((path) => {
    try {
      return [[path, readFileSync(resolve(dir, `public${path}`), 'utf8').trim()]];
    } catch {
      return [];
    }
  }),
);

const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * The build's hashed static files, with the brotli and gzip copies that scripts/precompress.mjs
 * wrote beside them: Next would gzip each one again on every request, and never with brotli.
 * A file the build did not leave here (none, normally) is Next's to serve.
 */
const STATIC_PREFIX = '/_next/static/';
const staticFiles = sirv(resolve(dir, process.env.NEXT_DIST_DIR ?? '.next', 'static'), {
  brotli: true,
  gzip: true,
  maxAge: 31_536_000,
  immutable: true,
  setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
});

function serveStatic(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  req.url = url.slice(STATIC_PREFIX.length - 1);
  staticFiles(req, res, () => {
    req.url = url;
    handle(req, res);
  });
}

const store = new PageStore();
watchPageStore(store);
// The radios a shared page may be rendered for (server/radio-cache-key.ts), from the content API.
const knownRadios = new KnownRadios(radiosOfTheNetwork);
void knownRadios.refresh();
// Proxies whose X-Forwarded-For tells the visitor's address (TRUST_PROXY; none by default).
const trust = proxyTrust();
// Marks this server's own render requests, which must reach Next instead of the cache.
const secret = randomBytes(18).toString('base64url');
type Outcome =
  | { page: CachedPage }
  | { status: number; headers: Record<string, string | string[]>; body: Buffer };
const pending = new Map<string, Promise<Outcome>>();

/** Failed API calls in this process (lib/content/client.ts counts them): a page rendered meanwhile is not kept. */
const apiFailures = () => (globalThis as { __radioApiFailures?: number }).__radioApiFailures ?? 0;

/**
 * Renders `path` through Next (as this server's own request, without a nonce) and makes the answer
 * one the failure pages rule allows: the 503 page when the content was out of reach. `keepAs`: the
 * cache key a shareable page is kept under; null for a private render (never kept).
 */
async function render(
  path: string,
  req: IncomingMessage,
  asked: Record<string, string>,
  keepAs: string | null,
): Promise<Outcome> {
  const headers: Record<string, string> = {
    ...asked,
    [BYPASS_HEADER]: secret,
    accept: 'text/html',
    'accept-encoding': 'identity',
  };
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  // The render carries the visitor's request id: its API calls pass it on (server/request-context.ts).
  const id = currentRequestId();
  if (id) headers.traceparent = traceparent(id);
  const before = apiFailures();
  const res = await fetch(`${self}${path}`, { headers, redirect: 'manual' });
  const body = Buffer.from(await res.arrayBuffer());
  const h: Record<string, string | string[]> = {};
  res.headers.forEach((v, k) => {
    h[k] = v;
  });
  if (res.headers.has('set-cookie')) h['set-cookie'] = res.headers.getSetCookie();
  const text = body.toString('utf8');
  const isHtml = (res.headers.get('content-type') ?? '').startsWith('text/html');
  // Next's empty error shell for a 404, 403 or 500: the screen rendered whole, with that status.
  if (isHtml && isErrorShell(res.status, text) && !asked[ERROR_PATH_HEADER]) {
    const digest = shellDigest(text);
    const screen = await render(
      errorScreenPath(res.status),
      req,
      {
        ...asked,
        [ERROR_PATH_HEADER]: askedPath(path),
        ...(digest ? { [ERROR_DIGEST_HEADER]: digest } : {}),
      },
      null,
    );
    if ('status' in screen && screen.status === 200) return { ...screen, status: res.status };
  }
  // A 200 when the shell streamed first, a 500 when the page threw before: either way the 503 page.
  if (isHtml && (res.status === 200 || res.status === 500) && renderedUnavailable(text))
    return unavailableOutcome(h);
  const caught = isHtml ? inlineFirstPaint(text, FIRST_PAINT) : text;
  const served = isHtml && scriptsAfterImage ? deferOwnScripts(caught) : caught;
  // Rendered without a nonce (proxy.ts): its inline scripts are allowed by their hashes.
  const policy = h['content-security-policy'];
  if (isHtml && typeof policy === 'string')
    h['content-security-policy'] = withScriptHashes(policy, inlineScriptHashes(served));
  const page =
    keepAs !== null && apiFailures() === before
      ? toCachedPage(res.status, h as Record<string, string>, served, Date.now())
      : null;
  if (keepAs !== null && page) {
    store.set(keepAs, page);
    return { page };
  }
  // Not shareable (redirect, 404, error screen, API failure, a private render): this visitor only.
  for (const k of ['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'])
    delete h[k];
  return { status: res.status, headers: h, body: served === text ? body : Buffer.from(served) };
}

/**
 * The 503 page (French, `Retry-After`) for a render that found its content out of reach, with the
 * render's security headers: never kept, never a 200 (the failure pages rule).
 */
function unavailableOutcome(rendered: Record<string, string | string[]>): Outcome {
  const page = unavailablePage(siteConfig().brand);
  const headers: Record<string, string | string[]> = { ...page.headers };
  for (const k of Object.keys(rendered))
    if (
      /^(content-security-policy|x-|referrer-policy|permissions-policy|strict-transport|cross-origin)/.test(k)
    )
      headers[k] = rendered[k] as string | string[];
  return { status: page.status, headers, body: Buffer.from(page.body) };
}

/** One render per key at a time: concurrent visitors of a missing page wait for the same one. */
function renderOnce(path: string, req: IncomingMessage, radio: string | undefined, key: string) {
  let p = pending.get(key);
  if (!p) {
    p = render(path, req, sharedRenderHeaders(req, radio), key).finally(() => pending.delete(key));
    pending.set(key, p);
  }
  return p;
}

const acceptsGzip = (req: IncomingMessage) =>
  pickEncoding(String(req.headers['accept-encoding'] ?? '')) !== null;

/**
 * A kept page, the same bytes for everyone: public for shared caches, varying by the radio cookie
 * (the only cookie server components read) and the encoding; a 304 when the client holds it.
 */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  state: string,
  shared = true,
): void {
  const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''));
  const headers = {
    ...page.headers,
    // A visitor whose radio cookie is not the one the copy was rendered from: no shared cache keeps
    // the answer under that cookie (server/radio-cache-key.ts).
    'cache-control': shared ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
    etag: page.etag,
    age: String(Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000))),
    vary: page.headers.vary ? `${page.headers.vary}, Cookie, Accept-Encoding` : 'Cookie, Accept-Encoding',
    'x-page-cache': state,
  };
  if (notModified(String(req.headers['if-none-match'] ?? '') || undefined, page.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.body;
  res.writeHead(200, {
    ...headers,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(body.byteLength),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** An address with query parameters no page reads: one redirect to the address without them. */
function redirectToCanonical(res: ServerResponse, target: string): void {
  res.writeHead(301, {
    location: target,
    'cache-control': 'public, max-age=3600',
    'content-length': '0',
  });
  res.end();
}

async function cached(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  pathname: string,
  search: string,
) {
  void knownRadios.refresh();
  // Until the API has named its radios, no page is shared: each visitor's is rendered for them.
  if (!knownRadios.ready) return privatePage(req, res, path);
  const { brand, nationalCode } = siteConfig();
  const radio = radioCacheKey(
    parseCookie(String(req.headers.cookie ?? ''))[RADIO_COOKIE],
    knownRadios.radios,
    {
      name: brand,
      code: nationalCode,
    },
  );
  const key = cacheKey(pathname, search, radio.key);
  const page = store.get(key);
  const state = page ? freshness(page, Date.now()) : 'expired';
  if (page && state !== 'expired') {
    // A stale copy is served at once; one background render refreshes it for the next visitors.
    if (state === 'stale') renderOnce(path, req, radio.cookie, key).catch(() => {});
    return send(req, res, page, state === 'fresh' ? 'hit' : 'stale', radio.canonical);
  }
  let outcome: Outcome;
  try {
    outcome = await renderOnce(path, req, radio.cookie, key);
  } catch {
    // The render request itself failed: Next answers this one directly.
    return handle(req, res);
  }
  answer(req, res, outcome, radio.canonical);
}

function answer(req: IncomingMessage, res: ServerResponse, outcome: Outcome, shared = true): void {
  if ('page' in outcome) {
    send(req, res, outcome.page, 'miss', shared);
    return;
  }
  const gzip = outcome.body.byteLength > 1024 && acceptsGzip(req);
  const body = gzip ? gzipSync(outcome.body) : outcome.body;
  res.writeHead(outcome.status, {
    ...outcome.headers,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    'content-length': String(body.byteLength),
    'x-page-cache': 'pass',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A page a visitor may not share (a crawler, a request carrying a token) is still rendered through
 * `render`, privately, so that an API failure during its render answers the 503 page too (the
 * failure pages rule; the availability check alone misses the first seconds of an outage).
 */
function privatePage(req: IncomingMessage, res: ServerResponse, path: string): void {
  render(path, req, privateRenderHeaders(req), null)
    .then((outcome) => answer(req, res, outcome))
    .catch(() => {
      if (!res.headersSent) handle(req, res);
    });
}

const headerOf =
  (req: IncomingMessage) =>
  (name: string): string | null => {
    const v = req.headers[name];
    return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
  };

/** Answers one request; says how (for the metrics and the log). */
function serve(req: IncomingMessage, res: ServerResponse): Kind {
  const path = req.url ?? '/';
  const q = path.indexOf('?');
  const pathname = q < 0 ? path : path.slice(0, q);
  const search = q < 0 ? '' : path.slice(q);
  if (pathname.startsWith(STATIC_PREFIX) && (req.method === 'GET' || req.method === 'HEAD')) {
    serveStatic(req, res);
    return 'static';
  }
  if (pathname === '/metrics' && req.method === 'GET') {
    serveMetrics(req, res).catch((e) => logError(e, 'metrics'));
    return 'metrics';
  }
  // Only this server's own renders may ask Next for a page without a nonce (proxy.ts).
  const ownRender = req.headers[BYPASS_HEADER] === secret;
  if (!ownRender) delete req.headers[BYPASS_HEADER];
  // Who the visitor is, for the forms' limits (lib/visitor.ts): found here, never taken from the
  // request; a render of this server's own carries its visitor's.
  if (!ownRender) {
    req.headers[VISITOR_SEEN] = visitorAddress(req, trust);
    // The host a request was sent to, as a proxy says it, only from a trusted proxy: Next compares a
    // server action's Origin with it (lib/foreign-action.ts does too).
    if (!trust(req.socket.remoteAddress ?? '', 0)) delete req.headers['x-forwarded-host'];
  }
  const shareable =
    !disabled &&
    !ownRender &&
    isCacheableRequest({
      method: req.method ?? 'GET',
      pathname,
      search,
      header: (name) => headerOf(req)(name) ?? undefined,
    });
  if (!shareable) {
    // The error test page too (outside production): its 500 screen is rendered whole like any page's.
    const testPage = pathname.startsWith('/_test/') && (req.method === 'GET' || req.method === 'HEAD');
    if (
      !disabled &&
      !ownRender &&
      (isPageRequest(req.method ?? 'GET', pathname, headerOf(req)) || testPage)
    ) {
      privatePage(req, res, path);
      return 'private';
    }
    handle(req, res);
    return ownRender ? 'render' : 'next';
  }
  const canonical = canonicalSearch(search);
  if (canonical !== null) {
    // Only to a path of this site: `//evil.example/?utm_source=x` is no page of ours (open redirect).
    const target = samePathOnly(pathname, canonical);
    if (target) {
      redirectToCanonical(res, target);
      return 'page';
    }
    handle(req, res);
    return 'next';
  }
  // Campaign parameters stay in the visitor's address; the page is rendered and cached without them.
  const read = pageSearch(search);
  cached(req, res, `${pathname}${read}`, pathname, read).catch((e) => {
    logError(e, 'page cache');
    if (!res.headersSent) handle(req, res);
  });
  return 'page';
}

const server = createServer((req, res) => {
  let kind: Kind = 'next';
  observe(
    req,
    res,
    () => kind,
    () => {
      kind = serve(req, res);
    },
  );
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`▲ Site (Next.js, cache de pages ${disabled ? 'désactivé' : 'actif'}) : ${self}`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
