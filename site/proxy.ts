import { type NextRequest, NextResponse } from 'next/server';
import { probeContentApi } from './lib/api/server';
import { siteConfig } from './lib/config';
import { contentAvailable } from './lib/content/availability';
import { FOREIGN_ACTION_MESSAGE, isForeignAction } from './lib/foreign-action';
import { isPageRequest } from './lib/unavailable-gate';
import { unavailablePage } from './lib/unavailable-page';
import { BYPASS_HEADER } from './server/page-cache';
import { nonce, securityHeaders } from './server/security-headers';

/**
 * Security headers of every response (spec: "Headers on the site and the API"). A fresh nonce per
 * request goes into the Content-Security-Policy; Next reads it back from the request's policy header
 * and stamps it on its own inline scripts (hydration data, streaming), so no inline script runs
 * without it. External scripts come only from this origin ('self': Next's chunks and the SDK).
 *
 * Except for the renders of the site's server for its shared cache (server/main.ts marks them with
 * BYPASS_HEADER, and strips that header from every other request): no nonce, so that the page is the
 * same bytes for every visitor; the server adds the hashes of its inline scripts to the policy.
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

/** A page whose content cannot be read answers 503 with `Retry-After` and the French sentence (failure pages rule). */
async function unavailable(request: NextRequest): Promise<boolean> {
  const { pathname } = request.nextUrl;
  if (!isPageRequest(request.method, pathname, (n) => request.headers.get(n))) return false;
  return !(await contentAvailable(probeContentApi));
}

export async function proxy(request: NextRequest) {
  const value = request.headers.has(BYPASS_HEADER) ? null : nonce();
  if (malformed(request.nextUrl.pathname)) {
    // Next 16 answers such paths with a bare 500 once a proxy exists; a plain French 400 instead.
    const headers = securityHeaders('/', value);
    return new NextResponse(
      '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Adresse invalide</title><h1>Adresse invalide</h1><p>Cette adresse contient des caractères mal encodés. <a href="/">Retour à la page d\'accueil</a></p></html>',
      { status: 400, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } },
    );
  }
  const headers = securityHeaders(request.nextUrl.pathname, value);
  if (isForeignAction(request.method, (n) => request.headers.get(n))) {
    return new NextResponse(FOREIGN_ACTION_MESSAGE, {
      status: 403,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const requestHeaders = new Headers(request.headers);
  if (value) requestHeaders.set('x-nonce', value);
  requestHeaders.set('content-security-policy', headers['content-security-policy'] as string);
  if (await unavailable(request)) {
    const page = unavailablePage(siteConfig().brand);
    return new NextResponse(page.body, { status: page.status, headers: { ...headers, ...page.headers } });
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, v] of Object.entries(headers)) response.headers.set(name, v);
  return response;
}

export const config = {
  // Build assets are immutable files with exact types; every page, route handler and public file
  // (the SDK script included) goes through the proxy.
  matcher: [{ source: '/((?!_next/static|_next/image).*)' }],
};
