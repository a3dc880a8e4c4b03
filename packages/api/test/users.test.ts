import { encryptEmail } from '@radio/core';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../src/seed/index.js';
import { BACKENDS, CONTACT_TOKEN, type Harness, startApi } from './harness.js';

const ALICE = { sub: '7d3f1c2a-0000-4000-8000-00000000a11c', email: 'alice@exemple.fr' };
const BOB = { sub: '7d3f1c2a-0000-4000-8000-000000000b0b', email: 'bob@exemple.fr' };

// biome-ignore lint/suspicious/noExplicitAny: response bodies are JSON, checked field by field.
type Json = any;

describe.each(BACKENDS)('user-scoped endpoints on %s', (backend) => {
  let api: Harness;
  let alice: { authorization: string };
  let bob: { authorization: string };
  const call = async (
    method: string,
    url: string,
    headers: Record<string, string> = {},
    payload?: unknown,
  ): Promise<{ status: number; body: Json }> => {
    const r = await api.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: r.statusCode, body: r.body ? r.json() : null };
  };

  beforeAll(async () => {
    api = await startApi(backend);
    alice = await api.bearer(ALICE.sub, ALICE.email);
    bob = await api.bearer(BOB.sub, BOB.email);
  }, 180_000);
  afterAll(async () => api?.close());

  it('§6 "Favourites and replay tracking need the signed-in user id": 401 without a valid token', async () => {
    const url = `/content/favorites/${ALICE.sub}`;
    expect((await call('GET', url)).status).toBe(401);
    expect((await call('GET', url, { authorization: 'Bearer abc.def.ghi' })).status).toBe(401);
    expect((await call('GET', url, { authorization: 'Basic YWxpY2U6eA==' })).status).toBe(401);
    const wrongIssuer = await api.issuer.token(ALICE.sub, ALICE.email, {
      issuer: 'http://127.0.0.1:1/autre',
    });
    expect((await call('GET', url, { authorization: `Bearer ${wrongIssuer}` })).status).toBe(401);
    const forged = await api.issuer.token(ALICE.sub, ALICE.email, {
      key: (await generateKeyPair('RS256')).privateKey,
    });
    expect((await call('GET', url, { authorization: `Bearer ${forged}` })).status).toBe(401);
    const expired = await api.issuer.token(ALICE.sub, ALICE.email, { expiresIn: '-1m' });
    const r = await call('GET', url, { authorization: `Bearer ${expired}` });
    expect(r).toEqual({ status: 401, body: { status: 401, message: 'Jeton expiré.' } });
    expect((await call('GET', url, alice)).status).toBe(200);
  });

  it("another user's token gets 403 on every user-scoped path", async () => {
    const paths: [string, string, unknown?][] = [
      ['GET', `/content/favorites/${ALICE.sub}`],
      ['GET', `/content/favorites/content/${ALICE.sub}?type=all&page=0`],
      ['DELETE', `/content/favorites/${ALICE.sub}`],
      ['POST', '/content/entity/favorite', { wso2_uid: ALICE.sub, show_id: IDS.show }],
      ['GET', `/content/tracker-listening-by-user/${ALICE.sub}/all/10?page=0&random=1`],
      ['GET', `/content/rcf_tracking_replay/${ALICE.sub}/${IDS.episode}`],
      [
        'POST',
        '/content/entity/rcf_tracking_replay',
        {
          field_replay_wso2_uid: ALICE.sub,
          field_replay_media_id: String(IDS.episode),
          field_replay_offset: 1000,
          field_replay_status: 1,
        },
      ],
      ['DELETE', `/content/tracker/${ALICE.sub}`],
      ['GET', `/second/tracker/${ALICE.sub}/${IDS.episode}`],
      [
        'POST',
        '/second/tracker',
        { user_id: ALICE.sub, media_id: String(IDS.episode), offset: 10, status: 1 },
      ],
      ['DELETE', `/second/tracker/${ALICE.sub}`],
    ];
    for (const [method, url, body] of paths) {
      const r = await call(method, url, bob, body);
      expect(r.status, `${method} ${url}`).toBe(403);
      expect(r.body.message).toBeTypeOf('string');
    }
  });

  it('§3 Tracker: create, read, update offset and status, list as history, and refuse another user', async () => {
    const sent = {
      field_replay_wso2_uid: ALICE.sub,
      field_replay_media_id: String(IDS.episode + 1),
      field_replay_offset: 12_000,
      field_replay_status: 1,
    };
    const created = await call('POST', '/content/entity/rcf_tracking_replay', alice, sent);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...sent, offset: 12_000 });
    const id = created.body.id as number;
    const read = await call('GET', `/content/rcf_tracking_replay/${ALICE.sub}/${IDS.episode + 1}`, alice);
    expect(read.body).toEqual([expect.objectContaining({ id, field_replay_offset: 12_000 })]);
    expect(
      (await call('GET', `/content/rcf_tracking_replay/${ALICE.sub}/${IDS.episode + 2}`, alice)).body,
    ).toEqual([]);

    const patched = await call('PATCH', `/content/rcf_tracking_replay/${id}`, alice, {
      field_replay_offset: 30_000,
    });
    expect(patched.body).toMatchObject({ id, field_replay_offset: 30_000, field_replay_status: 1 });
    const done = await call('PATCH', `/content/rcf_tracking_replay/${id}`, alice, {
      field_replay_offset: 0,
      field_replay_status: 0,
    });
    expect(done.body).toMatchObject({ field_replay_offset: 0, field_replay_status: 0 });
    expect(
      (await call('PATCH', `/content/rcf_tracking_replay/${id}`, bob, { field_replay_offset: 5 })).status,
    ).toBe(403);
    expect(
      (await call('PATCH', '/content/rcf_tracking_replay/999999', alice, { field_replay_offset: 5 })).status,
    ).toBe(404);
    expect(
      (await call('PATCH', `/content/rcf_tracking_replay/${id}`, alice, { field_replay_offset: -5 })).status,
    ).toBe(400);
    expect(
      (
        await call('PATCH', `/content/rcf_tracking_replay/${id}`, alice, {
          field_replay_offset: 5,
          field_replay_status: 2,
        })
      ).status,
    ).toBe(400);

    // Saving again for the same episode updates the one position.
    const again = await call('POST', '/content/entity/rcf_tracking_replay', alice, {
      field_replay_wso2_uid: ALICE.sub,
      field_replay_media_id: IDS.episode + 1,
      field_replay_offset: 50_000,
      field_replay_status: 1,
    });
    expect(again.body.id).toBe(id);
    await call('POST', '/content/entity/rcf_tracking_replay', alice, {
      field_replay_wso2_uid: ALICE.sub,
      field_replay_media_id: IDS.episode + 3,
      field_replay_offset: 1,
      field_replay_status: 1,
    });
    expect(
      (
        await call('POST', '/content/entity/rcf_tracking_replay', alice, {
          field_replay_wso2_uid: ALICE.sub,
          field_replay_media_id: IDS.show,
          field_replay_offset: 1,
        })
      ).status,
    ).toBe(404);

    const history = await call(
      'GET',
      `/content/tracker-listening-by-user/${ALICE.sub}/all/1?page=0&random=123`,
      alice,
    );
    expect(history.body.pager).toEqual({ current_page: 0, total_items: 2, total_pages: 2, item_per_page: 1 });
    expect(history.body.rows[0].episode.id).toBe(IDS.episode + 3);
    expect(history.body.rows[0].tracker).toMatchObject({
      user_id: ALICE.sub,
      media_id: String(IDS.episode + 3),
      status: 1,
    });
    const inProgress = await call('GET', `/content/tracker-listening-by-user/${ALICE.sub}/1/10`, alice);
    expect(inProgress.body.pager.total_items).toBe(2);
    expect((await call('GET', `/content/tracker-listening-by-user/${ALICE.sub}/2/10`, alice)).status).toBe(
      400,
    );

    const cleared = await call('DELETE', `/content/tracker/${ALICE.sub}`, alice);
    expect(cleared.body).toMatchObject({ status: 200, deleted: 2 });
    expect(
      (await call('GET', `/content/tracker-listening-by-user/${ALICE.sub}/all/10`, alice)).body.rows,
    ).toEqual([]);
  });

  it('second API tracker: get by sub and media id, add, update (id, offset, optional status), deleteAll', async () => {
    const sent = { user_id: ALICE.sub, media_id: String(IDS.episode + 4), offset: 4000, status: 1 };
    const added = await call('POST', '/second/tracker', alice, sent);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject(sent);
    const upd = await call('PATCH', `/second/tracker/${added.body.id}`, alice, { offset: 8000 });
    expect(upd.body).toMatchObject({ offset: 8000, status: 1 });
    expect((await call('GET', `/second/tracker/${ALICE.sub}/${IDS.episode + 4}`, alice)).body[0].offset).toBe(
      8000,
    );
    expect((await call('PATCH', `/second/tracker/${added.body.id}`, bob, { offset: 1 })).status).toBe(403);
    expect((await call('DELETE', `/second/tracker/${ALICE.sub}`, alice)).body.deleted).toBe(1);
  });

  it('§3 Favorite: created with wso2_uid and show_id, listed, paged content view with type, deleted', async () => {
    const a = await call('POST', '/content/entity/favorite', alice, {
      wso2_uid: ALICE.sub,
      show_id: IDS.show,
    });
    expect(a.status).toBe(201);
    expect(a.body).toEqual({ id: expect.any(Number), show_id: IDS.show });
    const dup = await call('POST', '/content/entity/favorite', alice, {
      wso2_uid: ALICE.sub,
      show_id: String(IDS.show),
    });
    expect(dup).toEqual({ status: 200, body: a.body });
    await call('POST', '/content/entity/favorite', alice, { wso2_uid: ALICE.sub, show_id: IDS.show + 10 });
    expect(
      (await call('POST', '/content/entity/favorite', alice, { wso2_uid: ALICE.sub, show_id: IDS.episode }))
        .status,
    ).toBe(404);
    expect((await call('POST', '/content/entity/favorite', alice, { wso2_uid: ALICE.sub })).status).toBe(400);

    const list = await call('GET', `/content/favorites/${ALICE.sub}`, alice);
    expect(list.body.map((f: { show_id: number }) => f.show_id).sort()).toEqual([IDS.show, IDS.show + 10]);
    const content = await call(
      'GET',
      `/content/favorites/content/${ALICE.sub}?type=all&page=0&items_per_page=1`,
      alice,
    );
    expect(content.body.type).toBe('all');
    expect(content.body.pager).toEqual({ current_page: 0, total_items: 2, total_pages: 2, item_per_page: 1 });
    expect(content.body.rows[0]).toMatchObject({
      id: IDS.show + 10,
      title: expect.any(String),
      alias: expect.stringMatching(/^\//),
    });
    const spiritual = await call(
      'GET',
      `/content/favorites/content/${ALICE.sub}?type=vie-spirituelle`,
      alice,
    );
    expect(spiritual.body.rows.map((s: { id: number }) => s.id)).toEqual([IDS.show + 10]);

    expect((await call('DELETE', `/content/favorite/${a.body.id}`, bob)).status).toBe(403);
    expect((await call('DELETE', `/content/favorite/${a.body.id}`, alice)).body).toMatchObject({
      status: 200,
    });
    expect((await call('DELETE', `/content/favorite/${a.body.id}`, alice)).status).toBe(404);
    expect((await call('DELETE', `/content/favorites/${ALICE.sub}`, alice)).body.deleted).toBe(1);
    expect((await call('GET', `/content/favorites/${ALICE.sub}`, alice)).body).toEqual([]);
  });

  it('§7 contact proxy: the e-mail in the path is AES-GCM encrypted; only its owner reads or writes it', async () => {
    const enc = await encryptEmail(ALICE.email, CONTACT_TOKEN);
    expect((await call('GET', `/contact/${enc}`, alice)).status).toBe(404);
    expect((await call('GET', `/contact/${enc}`)).status).toBe(401);
    expect((await call('GET', `/contact/${enc}`, bob)).status).toBe(403);
    const body = {
      civility: '1',
      firstname: 'Alice',
      lastname: 'Martin',
      birthdate: '1980-05-17',
      country: 'FR',
      city: 'Lyon',
      zipcode: '69005',
    };
    const saved = await call('POST', `/contact/${enc}`, alice, body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      email: ALICE.email,
      birthdate: '1980-05-17',
      civility: '1',
      country: 'FR',
      firstname: 'Alice',
    });
    expect((await call('GET', `/contact/${enc}`, alice)).body).toMatchObject({
      lastname: 'Martin',
      birthdate: '1980-05-17',
    });
    expect((await call('POST', `/contact/${enc}`, alice, { ...body, birthdate: '17/05/1980' })).status).toBe(
      400,
    );
    expect((await call('POST', `/contact/${enc}`, alice, { ...body, admin: true })).status).toBe(400);
    expect((await call('POST', `/contact/${enc}`, bob, body)).status).toBe(403);

    // A value sealed with another key, an odd-length or non-hex value: 400, never 500.
    expect(
      (await call('GET', `/contact/${await encryptEmail(ALICE.email, 'autre-cle')}`, alice)).status,
    ).toBe(400);
    expect((await call('GET', `/contact/${enc.slice(0, -1)}`, alice)).status).toBe(400);
    expect((await call('GET', `/contact/${'zz'.repeat(40)}`, alice)).status).toBe(400);

    const radio = await call('POST', '/contact/updateRadio', alice, { email: ALICE.email, radio: 'RCFLyon' });
    expect(radio.body.radio).toBe('RCFLyon');
    expect(
      (await call('POST', '/contact/updateRadio', bob, { email: ALICE.email, radio: 'RCFLyon' })).status,
    ).toBe(403);

    expect(
      (await call('PATCH', '/contact/email', bob, { oldEmail: ALICE.email, newEmail: 'x@exemple.fr' }))
        .status,
    ).toBe(403);
    expect(
      (await call('PATCH', '/contact/email', alice, { oldEmail: ALICE.email, newEmail: 'pas-un-email' }))
        .status,
    ).toBe(400);
    // Asked while Alice still owns her address: recorded, nothing moves before the new one is verified.
    const change = { oldEmail: ALICE.email, newEmail: 'alice.martin@exemple.fr' };
    expect((await call('PATCH', '/contact/email', alice, change)).status).toBe(202);
    expect((await call('GET', `/contact/${enc}`, alice)).body).toMatchObject({ email: ALICE.email });
    // Another identity that owns the new address cannot take Alice's contact with it.
    const other = await api.bearer('7a7a7a7a-0000-4000-8000-000000000007', 'alice.martin@exemple.fr');
    expect((await call('PATCH', '/contact/email', other, change)).status).toBe(404);
    expect((await call('GET', `/contact/${enc}`, alice)).status).toBe(200);
    // Once her identity says the new address is hers, the contact moves, in one go.
    const aliceNew = await api.bearer(ALICE.sub, 'alice.martin@exemple.fr');
    const moved = await call('PATCH', '/contact/email', aliceNew, change);
    expect(moved.status).toBe(200);
    expect(moved.body.email).toBe('alice.martin@exemple.fr');
    expect((await call('PATCH', '/contact/email', aliceNew, change)).status).toBe(404);
    const encNew = await encryptEmail('alice.martin@exemple.fr', CONTACT_TOKEN);
    // What the public forms stored under her address goes with her contact; Bob's message stays.
    const message = (email: string) => ({
      name: 'Un auditeur',
      email,
      subject: 'Question',
      message: 'Bonjour, une question sur la grille.',
    });
    expect((await call('POST', '/contact/messages', {}, message('alice.martin@exemple.fr'))).status).toBe(
      202,
    );
    expect((await call('POST', '/contact/messages', {}, message(BOB.email))).status).toBe(202);
    const [list] = await api.db.query<{ id: string }>('SELECT id FROM newsletter_lists ORDER BY id LIMIT 1');
    expect(
      (await call('POST', '/mailing/subscribe', {}, { email: 'alice.martin@exemple.fr', lists: [list?.id] }))
        .status,
    ).toBe(202);
    expect((await call('DELETE', `/contact/${encNew}`, aliceNew)).body).toMatchObject({
      status: 200,
      deleted: 1,
    });
    expect((await call('GET', `/contact/${encNew}`, aliceNew)).status).toBe(404);
    const left = async (table: string, email: string) =>
      (await api.db.query(`SELECT 1 FROM ${table} WHERE email = $1`, [email])).length;
    expect(await left('contact_messages', 'alice.martin@exemple.fr')).toBe(0);
    expect(await left('newsletter_subscriptions', 'alice.martin@exemple.fr')).toBe(0);
    expect(await left('contact_messages', BOB.email)).toBe(1);
  });

  it('POST /dons/{encrypted email}: the donation history of the signed-in listener', async () => {
    const listener = await api.bearer('0f0f0f0f-0000-4000-8000-000000000001', 'auditeur@exemple.fr');
    const enc = await encryptEmail('auditeur@exemple.fr', CONTACT_TOKEN);
    const r = await call('POST', `/contact/dons/${enc}`, listener);
    expect(r.status).toBe(200);
    expect(r.body.length).toBe(6);
    expect(r.body[0]).toMatchObject({
      id: expect.any(String),
      amount: expect.any(Number),
      campaign: expect.any(String),
    });
    expect(Date.parse(r.body[0].date)).toBeGreaterThan(Date.parse(r.body[1].date));
    expect((await call('POST', `/contact/dons/${enc}`, alice)).status).toBe(403);
    expect(
      (await call('POST', `/contact/dons/${await encryptEmail(ALICE.email, CONTACT_TOKEN)}`, alice)).body,
    ).toEqual([]);
  });
});
