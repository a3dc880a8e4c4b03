/**
 * The headers the site's server renders a page with (server/main.ts): a shared render carries
 * nothing of the visitor but their radio, language and agent; a private one their own request.
 */
import type { IncomingMessage } from 'node:http';
import { RADIO_COOKIE } from '@radio/core';

/** What a shared render asks with: nothing of the visitor but their radio, language and agent. */
export function sharedRenderHeaders(req: IncomingMessage, radio: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': String(req.headers['user-agent'] ?? 'page-cache'),
    'accept-language': String(req.headers['accept-language'] ?? 'fr'),
  };
  if (radio !== undefined) headers.cookie = `${RADIO_COOKIE}=${encodeURIComponent(radio)}`;
  return headers;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/** What a private render asks with: the visitor's own request (their cookies, their token). */
export function privateRenderHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
  return headers;
}
