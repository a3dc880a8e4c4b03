import { BIRTHDATE_MESSAGE, encryptEmail } from '@radio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, CONTACT_TOKEN, type Harness, startApi } from './harness.js';

const MARIE = { sub: '7d3f1c2a-0000-4000-8000-00000000ma1e', email: 'marie@exemple.fr' };
const GOOD = {
  civility: '1',
  firstname: 'Marie',
  lastname: 'Durand',
  birthdate: '1984-02-29',
  phone: '04 72 00 00 00',
  address: '1 place Bellecour',
  zipcode: '69002',
  city: 'Lyon',
  country: 'FR',
};

describe.each(BACKENDS)('strict contact details on %s', (backend) => {
  let api: Harness;
  let path = '';
  let auth: { authorization: string };
  const post = (payload: object) =>
    api.app.inject({ method: 'POST', url: path, headers: auth, payload: payload as Record<string, string> });
  const stored = async () => (await api.app.inject({ url: path, headers: auth })).json();

  beforeAll(async () => {
    api = await startApi(backend);
    auth = await api.bearer(MARIE.sub, MARIE.email);
    path = `/contact/${await encryptEmail(MARIE.email, CONTACT_TOKEN)}`;
    expect((await post(GOOD)).statusCode).toBe(200);
  }, 180_000);
  afterAll(async () => api?.close());

  it.each(['2023-02-30', '0000-00-00', '1900-13-01', '2099-01-01', '1900-01-01'])(
    'birthdate %s: 400 with a French message (never 500), nothing saved',
    async (birthdate) => {
      const r = await post({ ...GOOD, firstname: 'Autre', birthdate });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ status: 400, message: `birthdate : ${BIRTHDATE_MESSAGE}` });
      expect(await stored()).toMatchObject({ firstname: 'Marie', birthdate: '1984-02-29' });
    },
  );

  it('country XX and civility 999 are not in the reference lists: 400, nothing saved', async () => {
    const country = await post({ ...GOOD, lastname: 'Autre', country: 'XX' });
    expect(country.json()).toEqual({
      status: 400,
      message: 'country : Pays inconnu : choisissez-en un dans la liste.',
    });
    const civility = await post({ ...GOOD, lastname: 'Autre', civility: '999' });
    expect(civility.json()).toEqual({
      status: 400,
      message: 'civility : Civilité inconnue : choisissez-en une dans la liste.',
    });
    expect(await stored()).toMatchObject({ lastname: 'Durand', country: 'FR', civility: '1' });
  });

  it('names ≤ 100 characters; every text field has a maximum', async () => {
    expect((await post({ ...GOOD, firstname: 'é'.repeat(100) })).statusCode).toBe(200);
    for (const [field, length] of [
      ['firstname', 101],
      ['lastname', 3000],
      ['city', 101],
      ['address', 301],
      ['civility', 5000],
    ] as const) {
      const r = await post({ ...GOOD, [field]: 'a'.repeat(length) });
      expect(r.statusCode, field).toBe(400);
      expect(r.json().message).toMatch(/^Paramètre « \w+ » du corps invalide : trop long\.$|dépasser/);
    }
    expect(await stored()).toMatchObject({ firstname: 'é'.repeat(100), lastname: 'Durand' });
  });

  it('the contact form: name ≤ 100 characters, 400 with a French message', async () => {
    const r = await api.app.inject({
      method: 'POST',
      url: '/contact/messages',
      payload: {
        name: 'n'.repeat(101),
        email: 'robot@exemple.fr',
        subject: 'Objet',
        message: 'Un message assez long.',
      },
    });
    expect(r.json()).toEqual({ status: 400, message: 'Paramètre « name » du corps invalide : trop long.' });
  });
});
