import { type NextRequest, NextResponse } from 'next/server';
import {
  BYPASS_HEADER,
  type CachedPage,
  cacheKey,
  freshness,
  isCacheableRequest,
  nonceOf,
  PageStore,
  stamp,
  toCachedPage,
} from './lib/page-cache';
import { RADIO_COOKIE } from './lib/radio';
import { nonce, securityHeaders } from './lib/security-headers';

/**
 * Security headers of every response (issue 9). A fresh nonce per request goes into the
 * Content-Security-Policy; Next reads it back from the request's policy header and stamps it on
 * its own inline scripts (hydration data, streaming), so no inline script runs without it.
 * External scripts come only from this origin ('self': Next's chunks and /sdk/radio-sdk.js).
 *
 * Anonymous page requests go through the page cache (lib/page-cache.ts): rendered once per
 * address and radio, then served as copies that carry a fresh nonce.
 */
/** A path whose percent-encoding is broken cannot name any page: 400, before Next tries to decode it. */
function malformed(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

// One store and one secret per `next start` process. The secret marks the proxy's own render
// requests, which must reach Next instead of the cache.
const store = new PageStore();
const secret = nonce();
const pending = new Map<string, Promise<CachedPage | Response>>();
/** Where this server listens, for its own render requests (set by site/service.mjs). */
const self = process.env.SITE_INTERNAL_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`;
const disabled = process.env.PAGE_CACHE === 'off';

/** Number of failed API calls in this process (lib/api.ts counts them): pages rendered meanwhile are not kept. */
function apiFailures(): number {
  return (globalThis as { __radioApiFailures?: number }).__radioApiFailures ?? 0;
}

/** Render the page through Next (this same server) and keep it when it is shareable. */
async function render(
  request: NextRequest,
  key: string,
  radio: string | undefined,
): Promise<CachedPage | Response> {
  const headers: Record<string, string> = {
    [BYPASS_HEADER]: secret,
    accept: 'text/html',
    'accept-encoding': 'identity',
    'user-agent': request.headers.get('user-agent') ?? 'page-cache',
    'accept-language': request.headers.get('accept-language') ?? 'fr',
  };
  if (radio !== undefined) headers.cookie = `${RADIO_COOKIE}=${radio}`;
  const failuresBefore = apiFailures();
  const res = await fetch(`${self}${request.nextUrl.pathname}${request.nextUrl.search}`, {
    headers,
    redirect: 'manual',
    cache: 'no-store',
  });
  const body = await res.text();
  const renderedNonce = nonceOf(res.headers.get('content-security-policy'));
  const page =
    renderedNonce && apiFailures() === failuresBefore
      ? toCachedPage(res.status, res.headers, body, renderedNonce, Date.now())
      : null;
  if (page) {
    store.set(key, page);
    return page;
  }
  // Not shareable (redirect, 404, error screen, API failure): this answer goes to this visitor only.
  const out = new Headers(res.headers);
  for (const h of ['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'])
    out.delete(h);
  // A redirect of a page (the /direct guard…) names a path; a proxy's answer needs the full address.
  const location = out.get('location');
  if (location) out.set('location', new URL(location, request.nextUrl.href).href);
  return new Response(res.status === 204 || res.status === 304 ? null : body, {
    status: res.status,
    headers: out,
  });
}

/** One render per key at a time: concurrent visitors of a missing page wait for the same one. */
function renderOnce(request: NextRequest, key: string, radio: string | undefined) {
  let p = pending.get(key);
  if (!p) {
    p = render(request, key, radio).finally(() => pending.delete(key));
    pending.set(key, p);
  }
  return p;
}

function fromCache(page: CachedPage, pathname: string, state: string): NextResponse {
  const value = nonce();
  const headers = new Headers(page.headers);
  for (const [name, v] of Object.entries(securityHeaders(pathname, value))) headers.set(name, v);
  headers.set('x-page-cache', state);
  return new NextResponse(stamp(page, value), { status: 200, headers });
}

async function cached(request: NextRequest): Promise<Response | null> {
  const { pathname, search } = request.nextUrl;
  const radio = request.cookies.get(RADIO_COOKIE)?.value;
  const key = cacheKey(pathname, search, radio);
  const page = store.get(key);
  const state = page ? freshness(page, Date.now()) : 'expired';
  if (page && state === 'fresh') return fromCache(page, pathname, 'hit');
  if (page && state === 'stale') {
    // Served at once; one background render refreshes it for the next visitors.
    renderOnce(request, key, radio).catch(() => {});
    return fromCache(page, pathname, 'stale');
  }
  try {
    const result = await renderOnce(request, key, radio);
    return result instanceof Response ? result.clone() : fromCache(result, pathname, 'miss');
  } catch {
    // The render request itself failed: let Next answer this one directly.
    return null;
  }
}

export async function proxy(request: NextRequest) {
  const value = nonce();
  const { pathname } = request.nextUrl;
  if (malformed(pathname)) {
    // Next 16 answers such paths with a bare 500 once a proxy exists; a plain French 400 instead.
    const headers = securityHeaders('/', value);
    return new NextResponse(
      '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Adresse invalide</title><h1>Adresse invalide</h1><p>Cette adresse contient des caractères mal encodés. <a href="/">Retour à la page d\'accueil</a></p></html>',
      { status: 400, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } },
    );
  }
  const isRender = request.headers.get(BYPASS_HEADER) === secret;
  if (
    !disabled &&
    !isRender &&
    isCacheableRequest({
      method: request.method,
      pathname,
      search: request.nextUrl.search,
      headers: request.headers,
    })
  ) {
    const response = await cached(request);
    if (response) return response;
  }
  const headers = securityHeaders(pathname, value);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(BYPASS_HEADER);
  requestHeaders.set('x-nonce', value);
  requestHeaders.set('content-security-policy', headers['content-security-policy'] as string);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, v] of Object.entries(headers)) response.headers.set(name, v);
  return response;
}

export const config = {
  // Build assets are immutable files with exact types; every page, route handler and public file
  // (the SDK script included) goes through the proxy.
  matcher: [{ source: '/((?!_next/static|_next/image).*)' }],
};
