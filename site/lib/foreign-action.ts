/**
 * A form or server action posted from another site (cross-site request forgery). Next refuses it
 * itself, but with a bare 500 (« Invalid Server Actions request. » in the logs), which reads as our
 * failure; the proxy (proxy.ts) answers such a request 403 before Next, by the same rule: a request
 * Next would treat as a server action (POST with `Next-Action`, or a multipart or url-encoded form)
 * whose `Origin` names another host than the one it was sent to (`X-Forwarded-Host`, or `Host`).
 * A request without `Origin` is left to Next, as Next does (no browser sends a cross-site POST
 * without one).
 */

export const FOREIGN_ACTION_MESSAGE = 'Requête refusée : ce formulaire a été envoyé depuis un autre site.';

export function isForeignAction(method: string, header: (name: string) => string | null): boolean {
  if (method !== 'POST') return false;
  const type = header('content-type') ?? '';
  const action =
    header('next-action') !== null ||
    type.startsWith('multipart/form-data') ||
    type.startsWith('application/x-www-form-urlencoded');
  if (!action) return false;
  const origin = header('origin');
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = header('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded || header('host');
  return !host || originHost !== host;
}
