/**
 * The 503 page the proxy answers while the content API is down (the failure pages rule): French,
 * `Retry-After`, no script, readable on its own. Written here rather than rendered by Next: a proxy
 * rewrite to a page of the site is sent to « localhost » by Next 16 when the server listens on
 * 127.0.0.1, and proxied out of the process.
 */
import { RETRY_AFTER_S, UNAVAILABLE_DIGEST, UNAVAILABLE_MESSAGE } from './content/availability';
import { listenerService } from './site-info';

const html = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export function unavailablePage(brand: string): {
  body: string;
  status: 503;
  headers: Record<string, string>;
} {
  const ls = listenerService();
  const b = html(brand);
  const body = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Service momentanément indisponible | ${b}</title>
<style>body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1f1a1c;background:#faf7f5}header,footer{padding:1rem;background:#7a1f3d;color:#fff}footer{background:#1f1a1c}a{color:inherit}main{max-width:40rem;margin:3rem auto;padding:0 1rem}h1{font-size:1.6rem}.btn{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:2rem;background:#7a1f3d;color:#fff;text-decoration:none}</style>
</head><body>
<header><a href="/"><strong>${b}</strong></a></header>
<main id="contenu" data-error="unavailable"><h1>Service momentanément indisponible</h1>
<p>${html(UNAVAILABLE_MESSAGE)}.</p>
<p>Nos contenus ne répondent pas pour le moment. Le reste du site revient avec eux.</p>
<a class="btn" href="/">Retour à la page d'accueil</a></main>
<footer><p>Service auditeurs : <a href="tel:${html(ls.tel)}">${html(ls.phone)}</a>, ${html(ls.hours)}. <a href="/contact">Nous contacter</a> · <a href="/mentions-legales">Mentions légales</a></p></footer>
</body></html>`;
  return {
    body,
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': String(RETRY_AFTER_S),
      'cache-control': 'no-store',
    },
  };
}

/**
 * A page rendered while its content could not be read: the page's own « indisponible » state
 * (`data-error="unavailable"`) or the error screen of a `ContentUnavailableError` (its digest travels
 * in the page's flight data, JSON-escaped). The server answers it as the 503 page: the availability
 * check (proxy.ts) is trusted for a few seconds, so the first render after the API fails would
 * otherwise go out with a 200.
 */
const RENDERED_UNAVAILABLE = new RegExp(
  `data-error="unavailable"|\\\\?"digest\\\\?"\\s*:\\s*\\\\?"${UNAVAILABLE_DIGEST}`,
);

export function renderedUnavailable(html: string): boolean {
  return RENDERED_UNAVAILABLE.test(html);
}
