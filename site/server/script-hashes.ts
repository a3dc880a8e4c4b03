/**
 * A Content-Security-Policy that allows a page's inline scripts by their SHA-256 hashes instead of a
 * per-response nonce, so that an anonymous page is the same bytes for every visitor and any HTTP
 * cache (a CDN, nginx's proxy_cache) may keep it (docs/architecture.md, "Page cache").
 *
 * The hashes are computed from the rendered bytes by the site's server (server/main.ts): every
 * inline script the page carries (Next's hydration data, the deferred-scripts loader) is listed, and
 * nothing else may run inline ('unsafe-inline' is never added). External scripts still come only
 * from 'self' (and the tag manager once configured), as with the nonce.
 */
import { createHash } from 'node:crypto';
import { parseAttributes } from './deferred-scripts';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** `type` values a browser executes (the others, JSON and JSON-LD, are data blocks CSP ignores). */
const EXECUTED_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** 'sha256-…' of one inline script's text, as the browser hashes it (UTF-8, newlines normalised by the parser). */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** The hashes of every inline script the page executes, in order of first appearance, once each. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = parseAttributes(m[1] ?? '');
    if (attrs.has('src')) continue;
    if (!EXECUTED_TYPE.test((attrs.get('type') ?? '').trim())) continue;
    out.add(scriptHash(m[2] ?? ''));
  }
  return [...out];
}

/** The policy with `hashes` added to its script-src (a policy without script-src is returned as it is). */
export function withScriptHashes(csp: string, hashes: string[]): string {
  if (!hashes.length) return csp;
  return csp
    .split(';')
    .map((d) => {
      const trimmed = d.trim();
      return /^script-src\s/i.test(trimmed) ? ` ${trimmed} ${hashes.join(' ')}` : d;
    })
    .join(';')
    .trim();
}
