/**
 * Which requests the content API's outage turns into the 503 page (proxy.ts). Pages that need no
 * content (legal pages, the error test page) and everything that is not a page keep answering.
 */

/** Pages written from configuration alone: readable while the content API is down. */
const WITHOUT_CONTENT = [
  '/mentions-legales',
  '/politique-de-confidentialite',
  '/cookies',
  '/_test/',
  '/%5Ftest/',
  '/mon-compte',
  '/acces-refuse',
];

/** A browser asking for a page (not a script, an image, a feed or a client-side navigation's data). */
export function isPageRequest(
  method: string,
  pathname: string,
  header: (name: string) => string | null,
): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (header('rsc') || header('next-router-prefetch')) return false;
  if (/\.[a-z0-9]{2,5}$/i.test(pathname)) return false;
  if (WITHOUT_CONTENT.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`)))
    return false;
  const dest = header('sec-fetch-dest');
  if (dest) return dest === 'document';
  return (header('accept') ?? '').includes('text/html');
}
