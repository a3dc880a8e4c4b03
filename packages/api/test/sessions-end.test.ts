// « Se déconnecter de tous les appareils », a password change or reset: after the identity ended
// every session of a listener (GlobalSignOut), the site tells the API, and every API instance then
// refuses that listener's tokens issued before that moment, on every user route, over HTTP.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../src/server.js';
import { apiForSuite, BACKENDS } from './harness.js';
import { securedOperations, type UserRouteCall, userRouteCalls } from './user-routes.js';

const ALICE = { sub: '7d3f1c2a-0000-4000-8000-0000000a11ce', email: 'alice.partout@exemple.fr' };
const BOB = { sub: '7d3f1c2a-0000-4000-8000-000000000b0b', email: 'bob.voisin@exemple.fr' };
const REVOKED = { status: 401, message: 'Jeton révoqué : session terminée, reconnectez-vous.' };

const base = (s: Server) => `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;

async function send(origin: string, token: string | null, call: UserRouteCall) {
  const res = await fetch(`${origin}${call.url}`, {
    method: call.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(call.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const nextSecond = () => new Promise((r) => setTimeout(r, 1100));

describe.each(BACKENDS)('sessions ended everywhere on %s', (backend) => {
  const api = apiForSuite(backend);
  let second: Server;
  let origins: string[] = [];
  beforeAll(async () => {
    // Two API instances on one database, both over HTTP, as behind a load balancer.
    await api().app.listen({ port: 0, host: '127.0.0.1' });
    second = await buildServer(api().config, { db: api().db });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    origins = [base(api()), base(second)];
  }, 60_000);
  afterAll(async () => second?.app.close());

  it('POST /content/session/revoke-all: every instance refuses, on every user route, the tokens of that listener issued before; later tokens and other listeners are accepted', async () => {
    const token = (who: typeof ALICE, claims = {}) => api().issuer.token(who.sub, who.email, { claims });
    const laptop = await token(ALICE, { origin_jti: 'session-portable' });
    const phone = await token(ALICE, { origin_jti: 'session-telephone' });
    const bob = await token(BOB);
    const favourites = { method: 'GET' as const, url: `/content/favorites/${ALICE.sub}` };
    for (const o of origins) expect((await send(o, phone, favourites)).status).toBe(200);

    const out = await send(origins[0] ?? '', laptop, { method: 'POST', url: '/content/session/revoke-all' });
    expect(out).toEqual({
      status: 200,
      body: { status: 200, message: 'Toutes vos sessions sont terminées.' },
    });

    const calls = await userRouteCalls(ALICE.sub, ALICE.email);
    // Every route the API documents with a bearer token is tried.
    expect(Object.keys(calls).sort()).toEqual(securedOperations(api()));
    for (const o of origins) {
      for (const [op, call] of Object.entries(calls)) {
        for (const old of [laptop, phone]) {
          expect({ op, ...(await send(o, old, call)) }).toEqual({ op, status: 401, body: REVOKED });
        }
      }
      expect((await send(o, bob, { method: 'GET', url: `/content/favorites/${BOB.sub}` })).status).toBe(200);
    }
    // A sign-in after that moment opens a session the API accepts.
    await nextSecond();
    const fresh = await token(ALICE, { origin_jti: 'session-nouvelle' });
    for (const o of origins) expect((await send(o, fresh, favourites)).status).toBe(200);
  });

  it('needs a valid token: none, or one issued before the cut-off, moves nothing', async () => {
    expect(
      (await send(origins[1] ?? '', null, { method: 'POST', url: '/content/session/revoke-all' })).status,
    ).toBe(401);
    const before = await api().db.query<{ not_before: Date }>(
      'SELECT not_before FROM session_cutoffs WHERE sub = $1',
      [ALICE.sub],
    );
    const stale = await api().issuer.token(ALICE.sub, ALICE.email, { claims: { iat: 1_000_000_000 } });
    const r = await send(origins[1] ?? '', stale, { method: 'POST', url: '/content/session/revoke-all' });
    expect(r.status).toBe(401);
    const after = await api().db.query<{ not_before: Date }>(
      'SELECT not_before FROM session_cutoffs WHERE sub = $1',
      [ALICE.sub],
    );
    expect(after).toEqual(before);
  });

  it('one row per listener, kept a day at most (the longest access token Cognito issues)', async () => {
    const t = await api().issuer.token(BOB.sub, BOB.email);
    await send(origins[0] ?? '', t, { method: 'POST', url: '/content/session/revoke-all' });
    await nextSecond();
    const again = await api().issuer.token(BOB.sub, BOB.email);
    await send(origins[1] ?? '', again, { method: 'POST', url: '/content/session/revoke-all' });
    const rows = await api().db.query<{ not_before: Date; expires_at: Date }>(
      'SELECT not_before, expires_at FROM session_cutoffs WHERE sub = $1',
      [BOB.sub],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0] as { not_before: Date; expires_at: Date };
    expect(new Date(row.expires_at).getTime() - new Date(row.not_before).getTime()).toBeLessThanOrEqual(
      24 * 3600_000,
    );
  });
});
