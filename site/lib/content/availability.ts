/**
 * Whether the content API answers, known before a page renders. A page whose content cannot be read
 * must answer 503 with `Retry-After` (never a false empty list or a 200): the proxy asks here first,
 * and a page rendered while the API fails throws `ContentUnavailableError` to the error screen.
 *
 * State lives on globalThis: the proxy and the pages are separate bundles in the same process.
 */

/** Seconds a visitor is asked to wait before trying again (`Retry-After`). */
export const RETRY_AFTER_S = 30;
/** The French sentence of the 503 page and of the error screen when the content is out of reach. */
export const UNAVAILABLE_MESSAGE =
  'Le service est momentanément indisponible, réessayez dans quelques instants';
/** `digest` of the error a page throws when its content cannot be read (kept by Next to the client). */
export const UNAVAILABLE_DIGEST = 'CONTENT_UNAVAILABLE';

/**
 * A probe's answer is reused this long (one probe every few seconds, not one a request), unless a
 * content call failed since. A render that finds the API gone within that time is answered as the
 * 503 page by the site's server (lib/unavailable-page.ts). `CONTENT_PROBE_REUSE_MS` widens it for
 * the test that reproduces that case.
 */
const probeReuseMs = () => Number(process.env.CONTENT_PROBE_REUSE_MS) || 3_000;

type State = { failedAt: number; probedAt: number; probeOk: boolean; probe?: Promise<boolean> };

function state(): State {
  const g = globalThis as { __radioContentApi?: State };
  g.__radioContentApi ??= { failedAt: 0, probedAt: 0, probeOk: true };
  return g.__radioContentApi;
}

/** Called by the client when a call fails (a 5xx, a timeout, a refused connection): the next page probes again. */
export function noteContentFailure(now = Date.now()): void {
  state().failedAt = now;
}

/**
 * True when the content API can be expected to answer: the last probe's answer while it is recent and
 * no content call failed since; else a new probe (`probe`, one at a time for concurrent requests).
 */
export async function contentAvailable(probe: () => Promise<boolean>, now = Date.now()): Promise<boolean> {
  const s = state();
  if (now - s.probedAt < probeReuseMs() && s.failedAt <= s.probedAt) return s.probeOk;
  s.probe ??= probe()
    .catch(() => false)
    .then((ok) => {
      s.probeOk = ok;
      s.probedAt = Date.now();
      s.probe = undefined;
      return ok;
    });
  return s.probe;
}

/** What a page throws when its main content cannot be read: the error screen shows the 503 sentence. */
export class ContentUnavailableError extends Error {
  readonly digest = UNAVAILABLE_DIGEST;
  constructor(cause: unknown) {
    super(`${UNAVAILABLE_MESSAGE} (${(cause as Error)?.message ?? String(cause)})`, { cause });
    this.name = 'ContentUnavailableError';
  }
}
