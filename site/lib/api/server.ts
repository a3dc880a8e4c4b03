/**
 * The site's door to the API on its server: core's typed clients, with the fetch init each call needs
 * (Next's data cache: `revalidate` seconds and `tags`; a timeout). Pages read content through
 * `lib/content/<resource>.ts`, which use these; the browser's calls are in ./browser.ts and
 * ./account.ts. Nothing else in site/ calls the API (scripts/house-rules.mjs).
 */
import {
  type ClientOptions,
  createContactFormApi,
  createContentApi,
  createMailingApi,
  createSecondApi,
  isApiError,
} from '@radio/core';
import { withRequestId } from '../../server/request-context';
import { siteConfig } from '../config';
import { ContentUnavailableError, noteContentFailure } from '../content/availability';

export type CacheOptions = {
  /** Seconds a response stays fresh in the Next data cache; 0 means never cached. */
  revalidate?: number;
  tags?: string[];
  timeoutMs?: number;
};

/** Base URLs of the services, from configuration. */
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
 * Failed service calls are counted in this process: the page cache (server/page-cache.ts) does not keep a
 * page rendered while the API was failing, so the French fallback does not outlive the failure. A
 * missing record (404) is an answer, not a failure of the service.
 */
function countFailure(): void {
  const g = globalThis as { __radioApiFailures?: number };
  g.__radioApiFailures = (g.__radioApiFailures ?? 0) + 1;
}

const countingFetch: typeof fetch = async (input, init) => {
  try {
    const res = await fetch(input, withRequestId(init));
    if (!res.ok && res.status !== 404) countFailure();
    if (res.status >= 500) noteContentFailure();
    return res;
  } catch (e) {
    countFailure();
    noteContentFailure();
    throw e;
  }
};

function options(baseUrl: string, cache: CacheOptions = {}): ClientOptions {
  const { revalidate = 60, tags, timeoutMs = 8000 } = cache;
  return {
    baseUrl,
    fetch: countingFetch,
    init: {
      signal: AbortSignal.timeout(timeoutMs),
      ...(revalidate === 0
        ? { cache: 'no-store' as const }
        : { next: { revalidate, ...(tags ? { tags } : {}) } }),
    },
  };
}

/** The content API for one call, cached as `cache` says (60 s by default). */
export const contentApi = (cache?: CacheOptions) => createContentApi(options(apiBases().content, cache));
export const secondApi = (cache?: CacheOptions) => createSecondApi(options(apiBases().second, cache));
export const mailingApi = (cache?: CacheOptions) => createMailingApi(options(apiBases().mailing, cache));

/**
 * The public forms' POSTs (contact message, newsletter subscribe, confirm, unsubscribe): never cached,
 * 8 s at most, with `headers` (the visitor's signed address). A refusal is an answer, not a failure
 * of the service: these calls are not counted for the page cache.
 */
export function formsApi(headers: Record<string, string>) {
  const form = (baseUrl: string): ClientOptions => ({
    baseUrl,
    headers,
    fetch: (input, init) => fetch(input, withRequestId(init)),
    init: { cache: 'no-store', signal: AbortSignal.timeout(8000) },
  });
  const { contact, mailing } = apiBases();
  return { contact: createContactFormApi(form(contact)), mailing: createMailingApi(form(mailing)) };
}

/**
 * A detail: `null` when the API answers 404 or 400 (an unknown slug → the 404 page); a failure of the
 * service is `ContentUnavailableError` (the 503 sentence), never a false « introuvable ».
 */
export async function detail<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await mainContent(call);
  } catch (e) {
    if (isApiError(e) && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
}

/**
 * The main content of a page (its list, its record): a failure of the service is not an empty list
 * but `ContentUnavailableError`, which the error screen shows as the 503 sentence. A 4xx (a bad page
 * number, say) is an answer and propagates as it is.
 */
export async function mainContent<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (e) {
    if (isApiError(e) && e.status >= 400 && e.status < 500) throw e;
    throw new ContentUnavailableError(e);
  }
}

/**
 * The radios, for the production server's page cache (server/main.ts: which radios a shared page may
 * be rendered for). Outside Next's data cache and the failure count: it is no page's content.
 */
export const radiosOfTheNetwork = () => createContentApi({ baseUrl: apiBases().content }).radios();

/** The byte length of an episode's audio file (the API's media, HTTP HEAD); 0 when it cannot be known. */
export async function audioByteLength(url: string): Promise<number> {
  try {
    const res = await fetch(url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(5000) });
    const n = Number(res.headers.get('content-length'));
    return res.ok && Number.isFinite(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** One cheap read (the radios, which every page's header shows) telling whether the content API answers. */
export async function probeContentApi(): Promise<boolean> {
  try {
    await contentApi({ revalidate: 0, timeoutMs: 2000 }).radios();
    return true;
  } catch (e) {
    return isApiError(e) && e.status >= 400 && e.status < 500;
  }
}

/** A side part of a page: a failure yields `fallback` (the page shows its French empty state). */
export async function orFallback<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (e) {
    console.warn(`[site] ${(e as Error).message}`);
    return fallback;
  }
}
