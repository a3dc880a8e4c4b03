import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fakeFetch';
import { createContentApi, programGridCacheBust } from './content';
import { ApiError, buildUrl, toPaged } from './http';

const BASE = 'http://127.0.0.1:4100/content';

describe('content API client (§7 "Main content API (base from configuration, query _format=json)")', () => {
  it('§7 every GET of the content API is sent to its spec path under the configured base, with _format=json', async () => {
    const { fetch, calls } = fakeFetch(() => ({ body: [] }));
    const api = createContentApi({ baseUrl: `${BASE}/`, fetch });
    const now = 1_700_000_000_000;
    const cases: [() => Promise<unknown>, string][] = [
      [() => api.archives(), '/archives/?_format=json'],
      [() => api.archivesDay(2024, 3, 5), '/archives/2024/3/5?_format=json'],
      [() => api.episode(12), '/api/episode/12?_format=json'],
      [() => api.episodesByShow(7, 2), '/episodes_by_show/7?page=2&_format=json'],
      [() => api.episodesByPlaylist(3), '/episodes_by_playlist/3?_format=json'],
      [() => api.searchSaints({ name: 'Thérèse' }), '/api/saintdujour/search/Th%C3%A9r%C3%A8se?_format=json'],
      [() => api.searchSaints({ day: 1, month: 10 }), '/api/saintdujour/search?day=1&month=10&_format=json'],
      [
        () => api.programGrid('RCFNational', '2026-11-21', now),
        `/programs-grid/RCFNational/2026-11-21?t=${programGridCacheBust(now)}&_format=json`,
      ],
      [() => api.radio('RCFLyon'), '/radio/RCFLyon?_format=json'],
      [() => api.radios(), '/terms/radio?_format=json'],
      [() => api.term(4), '/taxonomy/term/4?_format=json'],
      [() => api.termContent(4, 1), '/taxonomy/term/4/content?page=1&_format=json'],
      [() => api.socialNetworks(9), '/rest/social_network/9?_format=json'],
      [() => api.regions(), '/regions?_format=json'],
      [() => api.radiosByRegions(), '/regions2?_format=json'],
      [() => api.radiosOfRegion(3), '/radios/3?_format=json'],
      [() => api.settings(), '/rcf_admin/settings?_format=json'],
      [() => api.donationPopin(), '/donnation_popin?_format=json'],
      [() => api.emissionsAZ('b', 1), '/emissions-a-z/b?page=1&_format=json'],
      [() => api.prayers(9), '/prieres/9?_format=json'],
      [() => api.saintOfTheDay(), '/rest_saintjour?_format=json'],
      [() => api.dossierArticles(5), '/dossier/5/articles?page=0&_format=json'],
      [() => api.events({ radio: 'RCFLyon' }), '/events?page=0&radio=RCFLyon&_format=json'],
      [
        () => api.events({ from: '2026-12-01', to: '2026-12-24' }),
        '/events?page=0&from=2026-12-01&to=2026-12-24&_format=json',
      ],
      [() => api.partners(), '/partners?page=0&_format=json'],
      [() => api.partner('secours-catholique'), '/partners/secours-catholique?_format=json'],
      [() => api.videos({ category: 'foi' }), '/videos?page=0&category=foi&_format=json'],
      [() => api.video('foi', 'priere'), '/api/video/foi/priere?_format=json'],
      [() => api.article('actualite', 'un-titre'), '/api/article/actualite/un-titre?_format=json'],
      [() => api.tag('noel', 1), '/api/tag/noel?page=1&_format=json'],
      [() => api.region(21), '/rest_region/21?_format=json'],
      [() => api.region(21, 'agenda', 2), '/rest_region/21/agenda?page=2&_format=json'],
      [() => api.sideBar(), '/rest_region?id=side_bar&_format=json'],
      [() => api.term(4, 2), '/taxonomy/term/4?page=2&_format=json'],
      [() => api.node(31), '/api/node/31?_format=json'],
      [
        () => api.nodeByAlias('/articles/foi/un-titre'),
        '/api/node?alias=%2Farticles%2Ffoi%2Fun-titre&_format=json',
      ],
      [
        () => api.nodes({ type: 'article', category: 'foi', radio: 'RCFLyon', page: 1, perPage: 4 }),
        '/api/nodes?type=article&category=foi&radio=RCFLyon&page=1&items_per_page=4&_format=json',
      ],
      [() => api.allPrayers(), '/prieres?_format=json'],
      [() => api.episodesByShow(7, 0, 5), '/episodes_by_show/7?page=0&items_per_page=5&_format=json'],
      [() => api.episodesByPlaylist(3, 20), '/episodes_by_playlist/3?items_per_page=20&_format=json'],
      [() => api.tag('noel', 0, 1), '/api/tag/noel?page=0&items_per_page=1&_format=json'],
      [() => api.events({ perPage: 3 }), '/events?page=0&items_per_page=3&_format=json'],
      [
        () => api.rolls({ roll_type: 'Pre-roll', roll_use: 'Global' }),
        '/rolls/?roll_type=Pre-roll&roll_use=Global&_format=json',
      ],
      [() => api.liveInfo('RCFNational'), '/api/dab/RCFNational?_format=json'],
      [() => api.playerList('show', 7, 12), '/rcf_rest_playerlist/show/7/12?_format=json'],
      [() => api.search('prière', 'episode', 1), '/search?q=pri%C3%A8re&type=episode&page=1&_format=json'],
      [() => api.search('x'), '/search?q=x&page=0&_format=json'],
      [
        () => api.showByAlias('actualite', 'le-grand-matin'),
        '/api/show/actualite/le-grand-matin?_format=json',
      ],
      [() => api.topPodcasts(), '/top-podcasts?_format=json'],
      [
        () => api.preview(8, { expires: '9', signature: 's' }),
        '/preview/8?expires=9&signature=s&_format=json',
      ],
      [() => api.resolvePath('/actualite'), '/router?path=%2Factualite&_format=json'],
    ];
    for (const [call] of cases) await call();
    expect(calls.map((c) => c.url)).toEqual(cases.map(([, p]) => `${BASE}${p}`));
    for (const c of calls) {
      expect(c.method).toBe('GET');
      expect(c.headers.accept).toBe('application/json');
      expect(c.headers.authorization).toBeUndefined();
      expect(c.body).toBeUndefined();
    }
  });

  it("passes the client's init to fetch (Next's revalidate and tags, an abort signal), under its own method and headers", async () => {
    const seen: RequestInit[] = [];
    const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init ?? {});
      return new Response('{"id":1}', { status: 200 });
    }) as typeof globalThis.fetch;
    const signal = new AbortController().signal;
    const api = createContentApi({
      baseUrl: BASE,
      fetch,
      init: { next: { revalidate: 300, tags: ['radios'] }, signal, method: 'POST' },
    });
    await api.radio('RCFLyon');
    const init = seen[0] as RequestInit & { next?: unknown };
    expect(init.next).toEqual({ revalidate: 300, tags: ['radios'] });
    expect(init.signal).toBe(signal);
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
  });
});

describe('content API client: radios, the grid, errors and list shapes (§7, §8)', () => {
  it('§7 "radio/{code} (returns liveURL)"', async () => {
    const { fetch, calls } = fakeFetch(() => ({
      body: { code: 'RCFLyon', liveURL: 'http://x/live/RCFLyon.mp3' },
    }));
    const api = createContentApi({ baseUrl: BASE, fetch });
    expect(await api.liveUrl('RCFLyon')).toBe('http://x/live/RCFLyon.mp3');
    expect(calls[0]?.url).toBe(`${BASE}/radio/RCFLyon?_format=json`);
  });

  it('§7 "/programs-grid/{a}/{b} (carries a cache-busting value changing about every 100 s)"', () => {
    const t0 = 1_700_000_000_000 - (1_700_000_000_000 % 100_000);
    expect(programGridCacheBust(t0)).toBe(programGridCacheBust(t0 + 99_999));
    expect(programGridCacheBust(t0 + 100_000)).toBe(programGridCacheBust(t0) + 1);
    expect(typeof programGridCacheBust()).toBe('number');
  });

  it('§8 "Radio load failure: \'API call to {getRadiosByRegions} failed\' (errors are named after the failed call)"', async () => {
    const { fetch } = fakeFetch(() => ({
      status: 503,
      body: { status: 503, message: 'Service indisponible' },
    }));
    const api = createContentApi({ baseUrl: BASE, fetch });
    const err = await api.radiosByRegions().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      name: 'ApiError',
      message: 'API call to getRadiosByRegions failed',
      call: 'getRadiosByRegions',
      status: 503,
      serverMessage: 'Service indisponible',
    });
    await expect(api.episode(1)).rejects.toThrow('API call to getEpisode failed');
  });

  it('a request that never gets an answer or an unreadable body is a named error too', async () => {
    const down = createContentApi({
      baseUrl: BASE,
      fetch: fakeFetch(() => new TypeError('fetch failed')).fetch,
    });
    await expect(down.settings()).rejects.toMatchObject({
      message: 'API call to getSettings failed',
      status: 0,
    });
    const html = createContentApi({ baseUrl: BASE, fetch: fakeFetch(() => ({ body: '<html>' })).fetch });
    await expect(html.settings()).rejects.toMatchObject({ call: 'getSettings', status: 200 });
    const bad = createContentApi({
      baseUrl: BASE,
      fetch: fakeFetch(() => ({ status: 500, body: 'oops' })).fetch,
    });
    await expect(bad.settings()).rejects.toMatchObject({ status: 500, serverMessage: undefined });
  });

  it('lists served as arrays or as { rows, pager } read the same', async () => {
    const api = createContentApi({
      baseUrl: BASE,
      fetch: fakeFetch((u) =>
        u.pathname.endsWith('/partners')
          ? { body: [{ id: 1 }, { id: 2 }] }
          : {
              body: {
                rows: [{ id: 3 }],
                pager: { current_page: 1, total_items: 4, total_pages: 2, item_per_page: 3 },
              },
            },
      ).fetch,
    });
    expect(await api.partners()).toEqual({
      rows: [{ id: 1 }, { id: 2 }],
      pager: { current_page: 0, total_items: 2, total_pages: 1, item_per_page: 2 },
    });
    expect((await api.videos()).pager).toEqual({
      current_page: 1,
      total_items: 4,
      total_pages: 2,
      item_per_page: 3,
    });
    expect(await api.regions()).toEqual([{ id: 3 }]);
    expect(toPaged(null)).toEqual({
      rows: [],
      pager: { current_page: 0, total_items: 0, total_pages: 1, item_per_page: 3 },
    });
    expect(buildUrl('http://a/b', 'c', { x: '', y: null, z: 0 })).toBe('http://a/b/c?z=0');
  });
});

describe('listening history and favourites (§7)', () => {
  const tokenOpts = { getAccessToken: async () => 'tok-123' };

  it('§5 "Favourites and tracking calls are skipped when no user id is present."', async () => {
    const { fetch, calls } = fakeFetch();
    const api = createContentApi({ baseUrl: BASE, fetch, ...tokenOpts });
    expect(await api.listeningHistory(undefined)).toEqual({
      rows: [],
      pager: { current_page: 0, total_items: 0, total_pages: 1, item_per_page: 10 },
    });
    expect(await api.tracker(null, 12)).toBeNull();
    expect(await api.addTracker({ userId: '', mediaId: 12, offset: 1000, status: 1 })).toBeUndefined();
    expect(await api.updateTracker({ userId: undefined, id: 1, offset: 0 })).toBeUndefined();
    expect(await api.deleteTrackers(undefined)).toBeUndefined();
    expect(await api.favorites(undefined)).toEqual([]);
    expect(await api.favoritesContent(null)).toMatchObject({ rows: [], type: 'all' });
    expect(await api.addFavorite(undefined, 3)).toBeUndefined();
    expect(await api.deleteFavorite(undefined, 3)).toBeUndefined();
    expect(await api.deleteFavorites(undefined)).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('§7 "GET tracker-listening-by-user/{a}/{b}/{c}?page&random" with the bearer token', async () => {
    const { fetch, calls } = fakeFetch(() => ({
      body: { rows: [], pager: { current_page: 1, total_items: 0, total_pages: 1, item_per_page: 5 } },
    }));
    const api = createContentApi({ baseUrl: BASE, fetch, ...tokenOpts });
    await api.listeningHistory('sub-1', { status: 1, itemPerPage: 5, page: 1, random: 42 });
    await api.listeningHistory('sub-1');
    expect(calls[0]?.url).toBe(`${BASE}/tracker-listening-by-user/sub-1/1/5?page=1&random=42&_format=json`);
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(calls[1]?.url).toMatch(
      /\/tracker-listening-by-user\/sub-1\/all\/10\?page=0&random=\d+&_format=json$/,
    );
  });

  it('§7 "GET rcf_tracking_replay/{a}/{b}; PATCH rcf_tracking_replay/{id} with field_replay_offset and optional field_replay_status; POST entity/rcf_tracking_replay; DELETE tracker/{userId}"', async () => {
    const entity = {
      id: 5,
      field_replay_wso2_uid: 'sub-1',
      field_replay_media_id: '12',
      field_replay_offset: 30000,
      field_replay_status: 1,
    };
    const { fetch, calls } = fakeFetch((u, req) => {
      if (u.pathname.endsWith('/rcf_tracking_replay/sub-1/12')) return { body: [entity] };
      if (u.pathname.endsWith('/rcf_tracking_replay/sub-1/13'))
        return { status: 404, body: { status: 404, message: 'x' } };
      if (u.pathname.endsWith('/rcf_tracking_replay/sub-1/14'))
        return { status: 401, body: { status: 401, message: 'x' } };
      if (req.method === 'POST') return { status: 201, body: { ...entity, id: 6 } };
      return { status: 204 };
    });
    const api = createContentApi({ baseUrl: BASE, fetch, ...tokenOpts });
    expect(await api.tracker('sub-1', 12)).toEqual({
      id: 5,
      user_id: 'sub-1',
      media_id: '12',
      offset: 30000,
      status: 1,
    });
    expect(await api.tracker('sub-1', 13)).toBeNull();
    await expect(api.tracker('sub-1', 14)).rejects.toMatchObject({
      message: 'API call to getTracker failed',
      status: 401,
    });
    expect(await api.addTracker({ userId: 'sub-1', mediaId: 12, offset: 30000.4, status: 1 })).toMatchObject({
      id: 6,
      offset: 30000,
    });
    await api.updateTracker({ userId: 'sub-1', id: 5, offset: 40000 });
    await api.updateTracker({ userId: 'sub-1', id: 5, offset: 0, status: 0 });
    await api.deleteTrackers('sub-1');
    const [, , , post, patch1, patch2, del] = calls;
    expect(post).toMatchObject({
      url: `${BASE}/entity/rcf_tracking_replay?_format=json`,
      method: 'POST',
      body: {
        field_replay_wso2_uid: 'sub-1',
        field_replay_media_id: '12',
        field_replay_offset: 30000,
        field_replay_status: 1,
      },
    });
    expect(post?.headers['content-type']).toBe('application/json');
    expect(patch1).toMatchObject({
      url: `${BASE}/rcf_tracking_replay/5?_format=json`,
      method: 'PATCH',
      body: { field_replay_offset: 40000 },
    });
    expect(patch2?.body).toEqual({ field_replay_offset: 0, field_replay_status: 0 });
    expect(del).toMatchObject({ url: `${BASE}/tracker/sub-1?_format=json`, method: 'DELETE' });
    for (const c of calls) expect(c.headers.authorization).toBe('Bearer tok-123');
  });

  it('§7 "GET favorites/{userId}; GET favorites/content/{userId} with type and page; POST entity/favorite with wso2_uid and show_id; DELETE /favorite/{id}; DELETE /favorites/{userId}"', async () => {
    const { fetch, calls } = fakeFetch((u, req) => {
      if (u.pathname.endsWith('/favorites/sub-1') && req.method === 'GET')
        return { body: [{ id: 1, show_id: 7 }] };
      if (u.pathname.includes('/favorites/content/'))
        return {
          body: {
            rows: [{ id: 7 }],
            pager: { current_page: 0, total_items: 1, total_pages: 1, item_per_page: 12 },
            type: 'all',
          },
        };
      if (req.method === 'POST') return { status: 201, body: { id: 2, show_id: 8 } };
      return { status: 204 };
    });
    const api = createContentApi({ baseUrl: BASE, fetch, getAccessToken: () => 'tok' });
    expect(await api.favorites('sub-1')).toEqual([{ id: 1, show_id: 7 }]);
    expect(await api.favoritesContent('sub-1', { type: 'show', page: 1 })).toMatchObject({
      rows: [{ id: 7 }],
      type: 'show',
    });
    expect(await api.addFavorite('sub-1', 8)).toEqual({ id: 2, show_id: 8 });
    await api.deleteFavorite('sub-1', 2);
    await api.deleteFavorites('sub-1');
    expect(calls.map((c) => `${c.method} ${c.url.replace(BASE, '')}`)).toEqual([
      'GET /favorites/sub-1?_format=json',
      'GET /favorites/content/sub-1?type=show&page=1&_format=json',
      'POST /entity/favorite?_format=json',
      'DELETE /favorite/2?_format=json',
      'DELETE /favorites/sub-1?_format=json',
    ]);
    expect(calls[2]?.body).toEqual({ wso2_uid: 'sub-1', show_id: 8 });
    for (const c of calls) expect(c.headers.authorization).toBe('Bearer tok');
  });

  it('§8 "Favourites failures are swallowed, leaving lists empty."', async () => {
    const { fetch } = fakeFetch(() => ({ status: 500, body: { status: 500, message: 'x' } }));
    const api = createContentApi({ baseUrl: BASE, fetch });
    expect(await api.favorites('sub-1')).toEqual([]);
    expect(await api.favoritesContent('sub-1')).toMatchObject({
      rows: [],
      type: 'all',
      pager: { current_page: 0 },
    });
    await expect(api.addFavorite('sub-1', 3)).rejects.toThrow('API call to addFavorite failed');
  });

  it('a user-scoped call without a token goes out without Authorization', async () => {
    const { fetch, calls } = fakeFetch(() => ({ body: [] }));
    await createContentApi({ baseUrl: BASE, fetch, getAccessToken: () => null }).favorites('sub-1');
    await createContentApi({ baseUrl: BASE, fetch }).favorites('sub-1');
    expect(calls.map((c) => c.headers.authorization)).toEqual([undefined, undefined]);
  });
});
