import { type NextRequest, NextResponse } from 'next/server';
import { nonce, securityHeaders } from './lib/security-headers';

/**
 * Security headers of every response (issue 9). A fresh nonce per request goes into the
 * Content-Security-Policy; Next reads it back from the request's policy header and stamps it on
 * its own inline scripts (hydration data, streaming), so no inline script runs without it.
 * External scripts come only from this origin ('self': Next's chunks and /sdk/radio-sdk.js).
 */
export function proxy(request: NextRequest) {
  const value = nonce();
  const headers = securityHeaders(request.nextUrl.pathname, value);
  const requestHeaders = new Headers(request.headers);
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
