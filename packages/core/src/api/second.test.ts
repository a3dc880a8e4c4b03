import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fakeFetch';
import { createSecondApi } from './second';

const BASE = 'http://127.0.0.1:4100/second';

describe('second API client (§7 "Second API")', () => {
  it('§7 "Folders by slug with page; related articles of a folder with page and radio"', async () => {
    const { fetch, calls } = fakeFetch((u) =>
      u.pathname.endsWith('/related')
        ? {
            body: {
              rows: [{ id: 1 }],
              pager: { current_page: 1, total_items: 4, total_pages: 2, item_per_page: 3 },
            },
          }
        : u.pathname.endsWith('/folders')
          ? { body: [{ id: 9 }] }
          : { body: { folder: { id: 2 } } },
    );
    const api = createSecondApi({ baseUrl: BASE, fetch });
    expect(await api.folders(1)).toMatchObject({ rows: [{ id: 9 }] });
    expect(await api.folder('fin-de-vie', 2)).toEqual({ folder: { id: 2 } });
    expect((await api.relatedArticles('fin-de-vie', { page: 1, radio: 'RCFLyon' })).rows).toEqual([
      { id: 1 },
    ]);
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}/folders?page=1`,
      `${BASE}/folders/fin-de-vie?page=2`,
      `${BASE}/folders/fin-de-vie/related?page=1&radio=RCFLyon`,
    ]);
    // no _format on the second API
    for (const c of calls) expect(c.url).not.toContain('_format');
  });

  it('§8 "Related-article failure: empty list with default pager (3 per page, 1 page)."', async () => {
    const api = createSecondApi({ baseUrl: BASE, fetch: fakeFetch(() => ({ status: 500, body: {} })).fetch });
    expect(await api.relatedArticles('x')).toEqual({
      rows: [],
      pager: { current_page: 0, total_items: 0, total_pages: 1, item_per_page: 3 },
    });
  });

  it('§8 "Folder lists: \'API call {setFolders} failed\'" and folder errors carry the status', async () => {
    const api = createSecondApi({ baseUrl: BASE, fetch: fakeFetch(() => ({ status: 404, body: {} })).fetch });
    await expect(api.folders()).rejects.toMatchObject({ call: 'setFolders', status: 404 });
    await expect(api.folder('nope')).rejects.toMatchObject({
      message: 'API call to getFolder failed',
      status: 404,
    });
  });

  it('§7 "tracker get by user sub and media id, add, update (id, offset, optional status), deleteAll by user sub"', async () => {
    const tracker = { id: 4, user_id: 'sub-1', media_id: '12', offset: 20000, status: 1 };
    const { fetch, calls } = fakeFetch((u, req) => {
      if (u.pathname.endsWith('/tracker/sub-1/12')) return { body: tracker };
      if (u.pathname.endsWith('/tracker/sub-1/13')) return { body: [] };
      if (u.pathname.endsWith('/tracker/sub-1/14')) return undefined; // 404
      if (u.pathname.endsWith('/tracker/sub-1/15')) return { status: 500, body: {} };
      if (req.method === 'POST') return { status: 201, body: tracker };
      return { status: 204 };
    });
    const api = createSecondApi({ baseUrl: BASE, fetch, getAccessToken: () => 'tok' });
    expect(await api.tracker('sub-1', 12)).toEqual(tracker);
    expect(await api.tracker('sub-1', 13)).toBeNull();
    expect(await api.tracker('sub-1', 14)).toBeNull();
    await expect(api.tracker('sub-1', 15)).rejects.toThrow('API call to getTracker failed');
    expect(await api.addTracker({ sub: 'sub-1', mediaId: 12, offset: 20000, status: 1 })).toEqual(tracker);
    await api.updateTracker({ sub: 'sub-1', id: 4, offset: 30000 });
    await api.updateTracker({ sub: 'sub-1', id: 4, offset: 0, status: 0 });
    await api.deleteAllTrackers('sub-1');
    const tail = calls.slice(4);
    expect(tail.map((c) => `${c.method} ${c.url.replace(BASE, '')}`)).toEqual([
      'POST /tracker',
      'PATCH /tracker/4',
      'PATCH /tracker/4',
      'DELETE /tracker/sub-1',
    ]);
    expect(tail[0]?.body).toEqual({ user_id: 'sub-1', media_id: '12', offset: 20000, status: 1 });
    expect(tail[1]?.body).toEqual({ offset: 30000 });
    expect(tail[2]?.body).toEqual({ offset: 0, status: 0 });
    for (const c of calls) expect(c.headers.authorization).toBe('Bearer tok');
  });

  it('§5 "Favourites and tracking calls are skipped when no user id is present." (second API tracker)', async () => {
    const { fetch, calls } = fakeFetch();
    const api = createSecondApi({ baseUrl: BASE, fetch });
    expect(await api.tracker(undefined, 1)).toBeNull();
    expect(await api.addTracker({ sub: null, mediaId: 1, offset: 0, status: 1 })).toBeUndefined();
    expect(await api.updateTracker({ sub: '', id: 1, offset: 0 })).toBeUndefined();
    expect(await api.deleteAllTrackers(undefined)).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
