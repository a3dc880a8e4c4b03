import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentUnavailableError, UNAVAILABLE_DIGEST } from '@/lib/content/availability';
import { contentApi, detail, mainContent, orFallback, probeContentApi } from './server';

type Seen = { url: string; init: RequestInit };

/** The network boundary: records each request and answers with `status`. */
function stubFetch(status: number, body: unknown = { status, message: 'Introuvable' }): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status });
  });
  return seen;
}

const failures = () => (globalThis as { __radioApiFailures?: number }).__radioApiFailures ?? 0;

afterEach(() => vi.unstubAllGlobals());

describe("the site's one door to the API (core's client with a per-call init)", () => {
  it("passes Next's revalidate and tags to fetch, or no-store when a call must not be cached", async () => {
    const seen = stubFetch(200, { id: 1 });
    await contentApi({ revalidate: 300, tags: ['radios'] }).radio('RCFLyon');
    expect(seen[0]?.url).toMatch(/\/radio\/RCFLyon\?_format=json$/);
    expect(seen[0]?.init.next).toEqual({ revalidate: 300, tags: ['radios'] });
    expect(seen[0]?.init.signal).toBeInstanceOf(AbortSignal);
    await contentApi({ revalidate: 0 }).node(3);
    expect(seen[1]?.init.cache).toBe('no-store');
    expect(seen[1]?.init.next).toBeUndefined();
  });

  it('§8 errors are named after the failed call; a 404 is an answer (null), not a counted failure', async () => {
    stubFetch(404);
    const before = failures();
    expect(await detail(contentApi().episode(9))).toBeNull();
    expect(failures()).toBe(before);
  });

  it('a failing service is counted (the page cache keeps no page rendered meanwhile) and lists fall back', async () => {
    stubFetch(503, { status: 503, message: 'Indisponible' });
    const before = failures();
    await expect(detail(contentApi().episode(9))).rejects.toThrow('API call to getEpisode failed');
    expect(await orFallback(contentApi().allPrayers(), [])).toEqual([]);
    expect(failures()).toBe(before + 2);
  });

  it("a page's main content that the service fails to give is « momentanément indisponible », not an empty list", async () => {
    stubFetch(500, { status: 500, message: 'Erreur' });
    const failed = await mainContent(contentApi().emissionsAZ('A', 0)).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ContentUnavailableError);
    expect((failed as ContentUnavailableError).digest).toBe(UNAVAILABLE_DIGEST);
    expect((failed as Error).message).toContain(
      'Le service est momentanément indisponible, réessayez dans quelques instants',
    );
    await expect(detail(contentApi().episode(9))).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('a refused connection is a failure of the service too; a 400 stays an answer', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    await expect(mainContent(contentApi().videos({ page: 0 }))).rejects.toBeInstanceOf(
      ContentUnavailableError,
    );
    expect(await probeContentApi()).toBe(false);
    stubFetch(400, { status: 400, message: 'Page invalide' });
    await expect(mainContent(contentApi().videos({ page: 0 }))).rejects.not.toBeInstanceOf(
      ContentUnavailableError,
    );
    stubFetch(200, { rows: [], pager: {} });
    expect(await probeContentApi()).toBe(true);
  });
});
