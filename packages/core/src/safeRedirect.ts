/**
 * Where the browser may be sent after signing in: a path of this site, nothing else. The target is
 * parsed the way the browser will read it (the WHATWG URL parser, against the site's own origin)
 * and kept only when it stays on that origin. String tests miss what the parser does:
 * `/\evil.example` (a backslash is a slash), `/<TAB>/evil.example` (tabs and newlines are dropped),
 * `/.//evil.example` (dot segments collapse to `//evil.example`, protocol-relative).
 */
export function sameOriginPath(target: string | null | undefined, origin: string, fallback = '/'): string {
  // Only relative paths are accepted; an absolute URL, even of this site, is not ours to honour.
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path the router would itself read as protocol-relative.
  if (path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}
