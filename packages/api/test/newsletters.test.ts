import { encryptEmail } from '@radio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, CONTACT_TOKEN, caller, type Harness, startApi } from './harness.js';

describe.each(BACKENDS)('newsletter subscriptions of a contact on %s', (backend) => {
  let api: Harness;
  let lists: string[] = [];
  const A = { sub: 'news-a', email: 'news.a@example.fr' };
  const B = { sub: 'news-b', email: 'news.b@example.fr' };
  const call = caller(() => api);

  beforeAll(async () => {
    api = await startApi(backend);
    lists = Object.keys((await api.app.inject({ url: '/mailing/news' })).json());
  }, 180_000);
  afterAll(async () => api?.close());

  it('replaces and reads the lists a contact receives (keyed by the encrypted e-mail)', async () => {
    expect(lists.length).toBeGreaterThan(1);
    const enc = await encryptEmail(A.email, CONTACT_TOKEN);
    expect((await call(A, 'GET', `/contact/newsletters/${enc}`)).body).toEqual([]);
    const chosen = [lists[1], lists[0]] as string[];
    const saved = await call(A, 'POST', `/contact/newsletters/${enc}`, { lists: chosen });
    expect(saved.status).toBe(200);
    expect(
      (await call(A, 'GET', `/contact/newsletters/${await encryptEmail(A.email, CONTACT_TOKEN)}`)).body,
    ).toEqual([...chosen].sort());
    await call(A, 'POST', `/contact/newsletters/${enc}`, { lists: [lists[0]] });
    expect((await call(A, 'GET', `/contact/newsletters/${enc}`)).body).toEqual([lists[0]]);
  });

  it('refuses an unknown list (400), another user (403) and no token (401)', async () => {
    const enc = await encryptEmail(A.email, CONTACT_TOKEN);
    const unknown = await call(A, 'POST', `/contact/newsletters/${enc}`, { lists: ['pas-une-liste'] });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Liste de newsletter inconnue.' } });
    expect((await call(B, 'GET', `/contact/newsletters/${enc}`)).status).toBe(403);
    expect((await call(B, 'POST', `/contact/newsletters/${enc}`, { lists: [] })).status).toBe(403);
    expect((await call(null, 'GET', `/contact/newsletters/${enc}`)).status).toBe(401);
    expect((await call(A, 'GET', `/contact/newsletters/${enc}`)).body).toEqual([lists[0]]);
  });

  it('deleting the contact deletes its subscriptions', async () => {
    const enc = await encryptEmail(A.email, CONTACT_TOKEN);
    expect((await call(A, 'DELETE', `/contact/${enc}`)).status).toBe(200);
    expect((await call(A, 'GET', `/contact/newsletters/${enc}`)).body).toEqual([]);
  });
});
