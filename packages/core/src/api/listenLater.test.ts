import { describe, expect, it, vi } from 'vitest';
import { createListenLaterApi } from './listenLater';

function fakeFetch(body: unknown = [], status = 200) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('listen-later client', () => {
  it('every call carries the access token (Bearer) and the API paths', async () => {
    const fetch = fakeFetch({
      rows: [],
      pager: { current_page: 0, total_items: 0, total_pages: 1, item_per_page: 10 },
    });
    const api = createListenLaterApi({ baseUrl: 'http://api/content', fetch, getAccessToken: () => 'tok' });
    await api.list('sub-1', 2, 5);
    await api.add('sub-1', 100001);
    await api.remove('sub-1', 100001);
    await api.removeAll('sub-1');
    const calls = fetch.mock.calls.map(([url, init]) => [init?.method, String(url)]);
    expect(calls).toEqual([
      ['GET', 'http://api/content/listen-later/sub-1?page=2&items_per_page=5&_format=json'],
      ['POST', 'http://api/content/entity/listen_later?_format=json'],
      ['DELETE', 'http://api/content/listen-later/sub-1/100001?_format=json'],
      ['DELETE', 'http://api/content/listen-later/sub-1?_format=json'],
    ]);
    for (const [, init] of fetch.mock.calls)
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({
      wso2_uid: 'sub-1',
      episode_id: 100001,
    });
  });

  it('§5 skipped without a user id', async () => {
    const fetch = fakeFetch();
    const api = createListenLaterApi({ baseUrl: 'http://api/content', fetch });
    expect((await api.list(null)).rows).toEqual([]);
    expect(await api.ids(undefined)).toEqual([]);
    await api.add('', 1);
    await api.removeAll(null);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a failure is named after the call', async () => {
    const api = createListenLaterApi({
      baseUrl: 'http://api/content',
      fetch: fakeFetch({ status: 403, message: 'non' }, 403),
    });
    await expect(api.ids('sub-1')).rejects.toThrow('API call to getListenLaterIds failed');
  });
});
