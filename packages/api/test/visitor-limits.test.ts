// Limits per person: the site's server sends the contact and newsletter forms for all its visitors,
// so the API sees one client. One visitor using up that client's write limit must not close the
// forms for the others: the site signs each visitor's address (core's visitorAddress.ts), and the
// API counts per that address, believing it only when the signature holds.
import { signVisitor, VISITOR_HEADER } from '@radio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, CONTACT_TOKEN, type Harness, startApi } from './harness.js';
import { type Http, overHttp } from './http.js';

const LIMIT = 5;
const PER_CONNECTION = new RegExp(
  `^Trop d'envois depuis votre connexion : ${LIMIT} par minute au plus\\. Réessayez dans \\d+ s\\.$`,
);

describe.each(BACKENDS)('write limits per person on %s', (backend) => {
  let api: Harness;
  let http: Http;
  let n = 0;
  /** A contact-form message as the site's server sends it, for the visitor `visitor` (or none). */
  const message = async (visitor: string | null, headers: Record<string, string> = {}) => {
    const signed = visitor ? await signVisitor(visitor, CONTACT_TOKEN) : null;
    const r = await http.request('/contact/messages', {
      method: 'POST',
      headers: { ...(signed ? { [VISITOR_HEADER]: signed } : {}), ...headers },
      body: {
        name: 'Visiteur',
        email: `visiteur${++n}@exemple.fr`,
        subject: 'Bonjour',
        message: 'Un message de plus de dix caractères.',
      },
    });
    return { status: r.status, body: JSON.parse(r.text) as { status: number; message: string } };
  };

  beforeAll(async () => {
    api = await startApi(backend, { WRITE_RATE_LIMIT: String(LIMIT) });
    http = await overHttp(api);
  }, 180_000);
  afterAll(async () => api?.close());

  it('one visitor using up the limit through the site does not refuse another visitor', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await message('203.0.113.10')).status).toBe(202);
    const refused = await message('203.0.113.10');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(PER_CONNECTION);
    expect((await message('203.0.113.20')).status).toBe(202);
    expect((await message('2001:db8::20')).status).toBe(202);
    // The newsletter form has its own budget per visitor, on the same terms.
    const lists = Object.keys(JSON.parse((await http.request('/mailing/news')).text)).slice(0, 1);
    for (let i = 0; i < LIMIT; i++) {
      const r = await http.request('/mailing/subscribe', {
        method: 'POST',
        headers: { [VISITOR_HEADER]: (await signVisitor('203.0.113.30', CONTACT_TOKEN)) as string },
        body: { email: `abonne${i}@exemple.fr`, lists },
      });
      expect(r.status).toBe(202);
    }
    const other = await http.request('/mailing/subscribe', {
      method: 'POST',
      headers: { [VISITOR_HEADER]: (await signVisitor('203.0.113.31', CONTACT_TOKEN)) as string },
      body: { email: 'abonne-autre@exemple.fr', lists },
    });
    expect(other.status).toBe(202);
  });

  it('a header not signed by the site is ignored: rotating forged addresses does not escape the limit', async () => {
    await api.db.query('DELETE FROM rate_limits');
    const forged = async (i: number) =>
      message(null, {
        // Another key, another address each time, a stale signature, the X-Forwarded-For of no proxy.
        [VISITOR_HEADER]:
          i % 3 === 0
            ? ((await signVisitor(`198.51.100.${i}`, 'not-the-contact-token-of-the-site-0123')) as string)
            : i % 3 === 1
              ? ((await signVisitor(
                  `198.51.100.${i}`,
                  CONTACT_TOKEN,
                  Math.floor(Date.now() / 1000) - 600,
                )) as string)
              : `198.51.100.${i} ${Math.floor(Date.now() / 1000)} ${'A'.repeat(43)}`,
        'x-forwarded-for': `192.0.2.${i}`,
      });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) statuses.push((await forged(i)).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(202), 429, 429, 429]);
    // The peer itself (the site, here) is one client: a signed visitor still gets in.
    expect((await message('203.0.113.40')).status).toBe(202);
  });

  it('an IPv6 visitor counts by its /64: new addresses of one line do not escape the limit', async () => {
    await api.db.query('DELETE FROM rate_limits');
    const statuses: number[] = [];
    for (let i = 1; i <= LIMIT + 1; i++)
      statuses.push((await message(`2001:db8:1:2::${i.toString(16)}`)).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(202), 429]);
    expect((await message('2001:db8:1:3::1')).status).toBe(202);
    expect((await message('::ffff:203.0.113.77')).status).toBe(202);
  });

  it('the per-address limits say what they are about', async () => {
    await api.db.query('DELETE FROM rate_limits');
    const send = async (i: number) =>
      http.request('/contact/messages', {
        method: 'POST',
        headers: { [VISITOR_HEADER]: (await signVisitor(`203.0.113.${50 + i}`, CONTACT_TOKEN)) as string },
        body: {
          name: 'Anne',
          email: 'anne@exemple.fr',
          subject: 'Bonjour',
          message: 'Un message assez long.',
        },
      });
    for (let i = 0; i < 5; i++) expect((await send(i)).status).toBe(202);
    const sixth = JSON.parse((await send(6)).text);
    expect(sixth.message).toMatch(
      /^Trop de messages pour cette adresse e-mail : 5 par heure au plus\. Réessayez dans \d+ min\.$/,
    );
    const lists = Object.keys(JSON.parse((await http.request('/mailing/news')).text)).slice(0, 1);
    const subscribe = async (i: number) =>
      http.request('/mailing/subscribe', {
        method: 'POST',
        headers: { [VISITOR_HEADER]: (await signVisitor(`203.0.113.${70 + i}`, CONTACT_TOKEN)) as string },
        body: { email: 'anne@exemple.fr', lists },
      });
    for (let i = 0; i < 3; i++) expect((await subscribe(i)).status).toBe(202);
    expect(JSON.parse((await subscribe(4)).text).message).toMatch(
      /^Trop de demandes d'inscription pour cette adresse e-mail : 3 par heure au plus\. Réessayez dans \d+ min\.$/,
    );
  });
});
