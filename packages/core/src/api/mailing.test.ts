import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fakeFetch';
import { createMailingApi, firstKey, newsletterOptions } from './mailing';

const BASE = 'http://127.0.0.1:4100/mailing';

describe('mailing proxy client (§7 "Mailing proxy: GET /news (newsletter lists), GET /marketing, GET /legs")', () => {
  it('§3 "Newsletter lists: id to label with the prefix \'Newsletter \' removed, sorted."', async () => {
    const { fetch, calls } = fakeFetch(() => ({
      body: { 12: 'Newsletter Vie spirituelle', 10: 'Newsletter Actualité', 11: 'Le saint du jour' },
    }));
    const api = createMailingApi({ baseUrl: BASE, fetch });
    expect(await api.newsletterLists()).toEqual([
      { id: '10', label: 'Actualité' },
      { id: '11', label: 'Le saint du jour' },
      { id: '12', label: 'Vie spirituelle' },
    ]);
    expect(calls[0]).toMatchObject({ url: `${BASE}/news`, method: 'GET' });
    expect(newsletterOptions(undefined)).toEqual([]);
  });

  it('§3 "A marketing list id and a legs list id (first key of each result)."', async () => {
    const { fetch, calls } = fakeFetch((u) => ({
      body: u.pathname.endsWith('/marketing') ? { 42: 'Marketing', 43: 'Autre' } : { 77: 'Legs' },
    }));
    const api = createMailingApi({ baseUrl: BASE, fetch });
    expect(await api.marketingListId()).toBe('42');
    expect(await api.legsListId()).toBe('77');
    expect(calls.map((c) => c.url)).toEqual([`${BASE}/marketing`, `${BASE}/legs`]);
    expect(firstKey({})).toBeUndefined();
    expect(firstKey(null)).toBeUndefined();
  });

  it('mailing errors are named after the call', async () => {
    const api = createMailingApi({
      baseUrl: BASE,
      fetch: fakeFetch(() => ({ status: 502, body: {} })).fetch,
    });
    await expect(api.newsletterLists()).rejects.toMatchObject({
      message: 'API call to getNewsletterLists failed',
      status: 502,
    });
  });
});
