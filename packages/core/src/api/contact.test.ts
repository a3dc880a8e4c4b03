import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fakeFetch';
import { decryptEmail, encryptEmail } from '../crypto';
import {
  createContactApi,
  createNewsletterSubscriptionsApi,
  formatBirthdate,
  sortedOptions,
} from './contact';

const BASE = 'http://127.0.0.1:4100/contact';
const token = 'test-token';
const encrypt = (email: string) => encryptEmail(email, token);

describe('contact proxy client (§7 "Contact proxy")', () => {
  it('§7 "GET /civilities"; §3 "Civilities: id to label, sorted alphabetically."', async () => {
    const { fetch, calls } = fakeFetch(() => ({ body: { 3: 'Mlle', 1: 'M.', 2: 'Mme', 4: 'Abbé' } }));
    const api = createContactApi({ baseUrl: BASE, fetch, encrypt });
    expect(await api.civilities()).toEqual([
      { id: '4', label: 'Abbé' },
      { id: '1', label: 'M.' },
      { id: '3', label: 'Mlle' },
      { id: '2', label: 'Mme' },
    ]);
    expect(calls[0]).toMatchObject({ url: `${BASE}/civilities`, method: 'GET' });
    expect(sortedOptions(null)).toEqual([]);
  });

  it('§7 "GET /countries with expanded=true"', async () => {
    const { fetch, calls } = fakeFetch(() => ({ body: [{ code: 'FR', name: 'France' }] }));
    const api = createContactApi({ baseUrl: BASE, fetch, encrypt });
    expect(await api.countries()).toEqual([{ code: 'FR', name: 'France' }]);
    expect(calls[0]?.url).toBe(`${BASE}/countries?expanded=true`);
    const empty = createContactApi({
      baseUrl: BASE,
      fetch: fakeFetch(() => ({ status: 200 })).fetch,
      encrypt,
    });
    expect(await empty.countries()).toEqual([]);
  });

  it('§7 "GET /{encrypted email} (contact infos)" — the e-mail is AES-GCM encrypted into the path; §3 "birthdate (reformatted YYYY-MM-DD, empty if missing)"', async () => {
    const { fetch, calls } = fakeFetch(() => ({
      body: {
        email: 'marie@example.fr',
        birthdate: '1980-05-17T00:00:00+02:00',
        civility: '2',
        country: 'FR',
        city: 'Lyon',
      },
    }));
    const api = createContactApi({ baseUrl: BASE, fetch, encrypt, getAccessToken: () => 'tok' });
    expect(await api.contact('Marie@Example.fr ')).toEqual({
      email: 'marie@example.fr',
      birthdate: '1980-05-17',
      civility: '2',
      country: 'FR',
      city: 'Lyon',
    });
    const segment = new URL(calls[0]!.url).pathname.split('/').at(-1)!;
    expect(segment).toMatch(/^[0-9a-f]{24}[0-9a-f]+$/);
    expect(await decryptEmail(segment, token)).toBe('marie@example.fr');
    expect(calls[0]?.headers.authorization).toBe('Bearer tok');

    const bare = createContactApi({ baseUrl: BASE, fetch: fakeFetch(() => ({ body: {} })).fetch, encrypt });
    expect(await bare.contact('a@b.fr')).toEqual({
      email: 'a@b.fr',
      birthdate: '',
      civility: '',
      country: '',
    });
  });

  it('§3 birthdate "reformatted YYYY-MM-DD, empty if missing"', () => {
    expect(formatBirthdate('1980-05-17')).toBe('1980-05-17');
    expect(formatBirthdate('17/05/1980')).toBe('1980-05-17');
    expect(formatBirthdate('7/5/1980')).toBe('1980-05-07');
    expect(formatBirthdate('May 17, 1980 12:00 UTC')).toBe('1980-05-17');
    expect(formatBirthdate('')).toBe('');
    expect(formatBirthdate(null)).toBe('');
    expect(formatBirthdate(undefined)).toBe('');
    expect(formatBirthdate('not a date')).toBe('');
  });

  it('§7 "POST /{encrypted email} with contact body; PATCH /email with oldEmail, newEmail; POST /updateRadio with email, radio; DELETE /{encrypted email}; POST /dons/{encrypted email} (donation history)"', async () => {
    const { fetch, calls } = fakeFetch((u) =>
      u.pathname.includes('/dons/')
        ? { body: [{ id: 'd1', date: '2025-12-01', amount: 50, campaign: 'Noël', radio: null }] }
        : { status: 204 },
    );
    const api = createContactApi({ baseUrl: BASE, fetch, encrypt, getAccessToken: async () => 'tok' });
    await api.saveContact('jean@example.fr', { civility: '1', birthdate: '02/03/1970', country: 'FR' });
    await api.changeEmail('jean@example.fr', 'jean.d@example.fr');
    await api.updateRadio('jean@example.fr', 'RCFLyon');
    await api.deleteContact('jean@example.fr');
    expect(await api.donations('jean@example.fr')).toEqual([
      { id: 'd1', date: '2025-12-01', amount: 50, campaign: 'Noël', radio: null },
    ]);
    const [save, patch, radio, del, dons] = calls;
    expect(save?.method).toBe('POST');
    expect(save?.body).toEqual({ civility: '1', birthdate: '1970-03-02', country: 'FR' });
    expect(await decryptEmail(save!.url.slice(BASE.length + 1), token)).toBe('jean@example.fr');
    expect(patch).toMatchObject({
      url: `${BASE}/email`,
      method: 'PATCH',
      body: { oldEmail: 'jean@example.fr', newEmail: 'jean.d@example.fr' },
    });
    expect(radio).toMatchObject({
      url: `${BASE}/updateRadio`,
      method: 'POST',
      body: { email: 'jean@example.fr', radio: 'RCFLyon' },
    });
    expect(del?.method).toBe('DELETE');
    expect(await decryptEmail(del!.url.slice(BASE.length + 1), token)).toBe('jean@example.fr');
    expect(dons?.method).toBe('POST');
    expect(dons?.url.startsWith(`${BASE}/dons/`)).toBe(true);
    expect(await decryptEmail(dons!.url.slice(`${BASE}/dons/`.length), token)).toBe('jean@example.fr');
    for (const c of calls) expect(c.headers.authorization).toBe('Bearer tok');
    const rows = createContactApi({
      baseUrl: BASE,
      fetch: fakeFetch(() => ({ body: { rows: [] } })).fetch,
      encrypt,
    });
    expect(await rows.donations('a@b.fr')).toEqual([]);
    const none = createContactApi({
      baseUrl: BASE,
      fetch: fakeFetch(() => ({ status: 200 })).fetch,
      encrypt,
    });
    expect(await none.donations('a@b.fr')).toEqual([]);
  });

  it('contact errors are named after the call', async () => {
    const api = createContactApi({
      baseUrl: BASE,
      fetch: fakeFetch(() => ({ status: 403, body: { status: 403, message: 'Accès non autorisé' } })).fetch,
      encrypt,
    });
    await expect(api.contact('a@b.fr')).rejects.toMatchObject({
      message: 'API call to getContact failed',
      status: 403,
      serverMessage: 'Accès non autorisé',
    });
    await expect(api.updateRadio('a@b.fr', 'RCFLyon')).rejects.toThrow('API call to updateRadio failed');
  });
});

describe('newsletter subscriptions (contact proxy)', () => {
  it('§7 the e-mail in the path is sealed by `encrypt` (on the site’s server, which holds the key); the call carries the Bearer token', async () => {
    const fetch = vi.fn(
      async (_u: string | URL | Request, _i?: RequestInit) => new Response('["12"]', { status: 200 }),
    );
    const api = createNewsletterSubscriptionsApi({
      baseUrl: 'http://api/contact',
      encrypt: (email) => encryptEmail(email, 'k'),
      fetch,
      getAccessToken: () => 't',
    });
    expect(await api.get(' Anne@Example.fr ')).toEqual(['12']);
    await api.save('anne@example.fr', ['12', '14', '12']);
    const [getUrl, getInit] = fetch.mock.calls[0] ?? [];
    const encrypted = String(getUrl).split('/newsletters/')[1] ?? '';
    expect(await decryptEmail(encrypted, 'k')).toBe('anne@example.fr');
    expect(new Headers(getInit?.headers).get('authorization')).toBe('Bearer t');
    const [, putInit] = fetch.mock.calls[1] ?? [];
    expect(putInit?.method).toBe('POST');
    expect(JSON.parse(String(putInit?.body))).toEqual({ lists: ['12', '14'] });
  });
});
