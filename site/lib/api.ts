import { siteConfig } from './config';

/** Raised by every failed service call, named after the call (spec §8 "errors are named after the failed call"). */
export class ApiCallError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
  ) {
    super(`API call to {${call}} failed`);
    this.name = 'ApiCallError';
  }
}

export type FetchOptions = {
  /** Seconds a response stays fresh in the Next data cache; 0 means never cached. */
  revalidate?: number;
  tags?: string[];
  /** User-scoped calls carry the access token and are never cached. */
  accessToken?: string;
  timeoutMs?: number;
};

/** Base URLs of the services, for server components (lib/ is the only code that calls them). */
export function apiBases() {
  const c = siteConfig();
  return {
    content: c.contentApiUrl,
    second: c.secondApiUrl,
    contact: c.contactApiUrl,
    mailing: c.mailingApiUrl,
  };
}

/**
 * Failed service calls are counted in this process: the page cache (proxy.ts) does not keep a page
 * rendered while the API was failing, so the French fallback does not outlive the failure.
 */
function failed(call: string, status: number): ApiCallError {
  const g = globalThis as { __radioApiFailures?: number };
  g.__radioApiFailures = (g.__radioApiFailures ?? 0) + 1;
  return new ApiCallError(call, status);
}

/** GET a JSON document; throws ApiCallError (status 0 when the service cannot be reached). */
export async function getJson<T>(call: string, url: string, opts: FetchOptions = {}): Promise<T> {
  const { revalidate = 60, tags, accessToken, timeoutMs = 8000 } = opts;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  let res: Response;
  try {
    res = await fetch(url, {
      headers,
      signal: AbortSignal.timeout(timeoutMs),
      ...(accessToken || revalidate === 0
        ? { cache: 'no-store' as const }
        : { next: { revalidate, ...(tags ? { tags } : {}) } }),
    });
  } catch {
    throw failed(call, 0);
  }
  // A missing record (404) is an answer, not a failure of the service.
  if (!res.ok) throw res.status === 404 ? new ApiCallError(call, 404) : failed(call, res.status);
  try {
    return (await res.json()) as T;
  } catch {
    throw failed(call, res.status);
  }
}

/** Content API URL with `_format=json` and the given query (undefined values dropped). */
export function contentUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const base = apiBases().content.replace(/\/$/, '');
  const u = new URL(`${base}/${path.replace(/^\//, '')}`);
  u.searchParams.set('_format', 'json');
  for (const [k, v] of Object.entries(query)) if (v !== undefined) u.searchParams.set(k, String(v));
  return u.toString();
}

/** Like getJson, but a failure yields `fallback` (pages then show their French empty/error state). */
export async function getJsonOr<T>(call: string, url: string, fallback: T, opts?: FetchOptions): Promise<T> {
  try {
    return await getJson<T>(call, url, opts);
  } catch (e) {
    console.warn(`[site] ${(e as Error).message} (${url})`);
    return fallback;
  }
}
