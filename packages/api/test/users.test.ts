import { encryptEmail } from '@radio/core';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../src/seed/index.js';
import { BACKENDS, CONTACT_TOKEN, type Harness, startApi } from './harness.js';

const ALICE = { sub: '7d3f1c2a-0000-4000-8000-00000000a11c', email: 'alice@exemple.fr' };
const BOB = { sub: '7d3f1c2a-0000-4000-8000-000000000b0b', email: 'bob@exemple.fr' };

// biome-ignore lint/suspicious/noExplicitAny: response bodies are JSON, checked field by field.
type Json = any;

type Call = (
  method: string,
  url: string,
  headers?: Record<string, string>,
  payload?: unknown,
) => Promise<{ status: number; body: Json }>;
type UsersApi = ReturnType<typeof usersApi>;

/** One API on `backend` for the file's tests, with the tokens of two listeners (Alice and Bob). */
function usersApi(backend: (typeof BACKENDS)[number]) {
  const t = {} as {
    api: Harness;
    alice: { authorization: string };
    bob: { authorization: string };
    call: Call;
  };
  t.call = async (
    method: string,
    url: string,
    headers: Record<string, string> = {},
    payload?: unknown,
  ): Promise<{ status: number; body: Json }> => {
    const r = await t.api.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: r.statusCode, body: r.body ? r.json() : null };
  };

  beforeAll(async () => {
    t.api = await startApi(backend);
    t.alice = await t.api.bearer(ALICE.sub, ALICE.email);
    t.bob = await t.api.bearer(BOB.sub, BOB.email);
  }, 180_000);
  afterAll(async () => t.api?.close());
  return t;
}

describe.each(BACKENDS)('user-scoped endpoints on %s', (backend) => {
  const t = usersApi(backend);
  tokens(t);
  trackers(t);
  favourites(t);
  contactAndGifts(t);
});

/** Tokens: none, bad, expired or of another user. */
function tokens(t: UsersApi) {
  it('§6 "Favourites and replay tracking need the signed-in user id": 401 without a valid token', async () => {
    const url = `/content/favorites/${ALICE.sub}`;
    expect((await t.call('GET', url)).status).toBe(401);
    expect((await t.call('GET', url, { authorization: 'Bearer abc.def.ghi' })).status).toBe(401);
    expect((await t.call('GET', url, { authorization: 'Basic YWxpY2U6eA==' })).status).toBe(401);
    const wrongIssuer = await t.api.issuer.token(ALICE.sub, ALICE.email, {
      issuer: 'http://127.0.0.1:1/autre',
    });
    expect((await t.call('GET', url, { authorization: `Bearer ${wrongIssuer}` })).status).toBe(401);
    const forged = await t.api.issuer.token(ALICE.sub, ALICE.email, {
      key: (await generateKeyPair('RS256')).privateKey,
    });
    expect((await t.call('GET', url, { authorization: `Bearer ${forged}` })).status).toBe(401);
    const expired = await t.api.issuer.token(ALICE.sub, ALICE.email, { expiresIn: '-1m' });
    const r = await t.call('GET', url, { authorization: `Bearer ${expired}` });
    expect(r).toEqual({ status: 401, body: { status: 401, message: 'Jeton expiré.' } });
    expect((await t.call('GET', url, t.alice)).status).toBe(200);
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
      const r = await t.call(method, url, t.bob, body);
      expect(r.status, `${method} ${url}`).toBe(403);
      expect(r.body.message).toBeTypeOf('string');
    }
  });
}

/** Replay trackers of the content API and the second API. */
function trackers(t: UsersApi) {
  it('§3 Tracker: create, read, update offset and status, list as history, and refuse another user', async () => {
    const sent = {
      field_replay_wso2_uid: ALICE.sub,
      field_replay_media_id: String(IDS.episode + 1),
      field_replay_offset: 12_000,
      field_replay_status: 1,
    };
    const created = await t.call('POST', '/content/entity/rcf_tracking_replay', t.alice, sent);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...sent, offset: 12_000 });
    const id = created.body.id as number;
    const read = await t.call('GET', `/content/rcf_tracking_replay/${ALICE.sub}/${IDS.episode + 1}`, t.alice);
    expect(read.body).toEqual([expect.objectContaining({ id, field_replay_offset: 12_000 })]);
    expect(
      (await t.call('GET', `/content/rcf_tracking_replay/${ALICE.sub}/${IDS.episode + 2}`, t.alice)).body,
    ).toEqual([]);

    const patched = await t.call('PATCH', `/content/rcf_tracking_replay/${id}`, t.alice, {
      field_replay_offset: 30_000,
    });
    expect(patched.body).toMatchObject({ id, field_replay_offset: 30_000, field_replay_status: 1 });
    const done = await t.call('PATCH', `/content/rcf_tracking_replay/${id}`, t.alice, {
      field_replay_offset: 0,
      field_replay_status: 0,
    });
    expect(done.body).toMatchObject({ field_replay_offset: 0, field_replay_status: 0 });
    expect(
      (await t.call('PATCH', `/content/rcf_tracking_replay/${id}`, t.bob, { field_replay_offset: 5 })).status,
    ).toBe(403);
    expect(
      (await t.call('PATCH', '/content/rcf_tracking_replay/999999', t.alice, { field_replay_offset: 5 }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('PATCH', `/content/rcf_tracking_replay/${id}`, t.alice, { field_replay_offset: -5 }))
        .status,
    ).toBe(400);
    expect(
      (
        await t.call('PATCH', `/content/rcf_tracking_replay/${id}`, t.alice, {
          field_replay_offset: 5,
          field_replay_status: 2,
        })
      ).status,
    ).toBe(400);

    // Saving again for the same episode updates the one position.
    const again = await t.call('POST', '/content/entity/rcf_tracking_replay', t.alice, {
      field_replay_wso2_uid: ALICE.sub,
      field_replay_media_id: IDS.episode + 1,
      field_replay_offset: 50_000,
      field_replay_status: 1,
    });
    expect(again.body.id).toBe(id);
    await t.call('POST', '/content/entity/rcf_tracking_replay', t.alice, {
      field_replay_wso2_uid: ALICE.sub,
      field_replay_media_id: IDS.episode + 3,
      field_replay_offset: 1,
      field_replay_status: 1,
    });
    expect(
      (
        await t.call('POST', '/content/entity/rcf_tracking_replay', t.alice, {
          field_replay_wso2_uid: ALICE.sub,
          field_replay_media_id: IDS.show,
          field_replay_offset: 1,
        })
      ).status,
    ).toBe(404);

    const history = await t.call(
      'GET',
      `/content/tracker-listening-by-user/${ALICE.sub}/all/1?page=0&random=123`,
      t.alice,
    );
    expect(history.body.pager).toEqual({ current_page: 0, total_items: 2, total_pages: 2, item_per_page: 1 });
    expect(history.body.rows[0].episode.id).toBe(IDS.episode + 3);
    expect(history.body.rows[0].tracker).toMatchObject({
      user_id: ALICE.sub,
      media_id: String(IDS.episode + 3),
      status: 1,
    });
    const inProgress = await t.call('GET', `/content/tracker-listening-by-user/${ALICE.sub}/1/10`, t.alice);
    expect(inProgress.body.pager.total_items).toBe(2);
    expect(
      (await t.call('GET', `/content/tracker-listening-by-user/${ALICE.sub}/2/10`, t.alice)).status,
    ).toBe(400);

    const cleared = await t.call('DELETE', `/content/tracker/${ALICE.sub}`, t.alice);
    expect(cleared.body).toMatchObject({ status: 200, deleted: 2 });
    expect(
      (await t.call('GET', `/content/tracker-listening-by-user/${ALICE.sub}/all/10`, t.alice)).body.rows,
    ).toEqual([]);
  });

  it('second API tracker: get by sub and media id, add, update (id, offset, optional status), deleteAll', async () => {
    const sent = { user_id: ALICE.sub, media_id: String(IDS.episode + 4), offset: 4000, status: 1 };
    const added = await t.call('POST', '/second/tracker', t.alice, sent);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject(sent);
    const upd = await t.call('PATCH', `/second/tracker/${added.body.id}`, t.alice, { offset: 8000 });
    expect(upd.body).toMatchObject({ offset: 8000, status: 1 });
    expect(
      (await t.call('GET', `/second/tracker/${ALICE.sub}/${IDS.episode + 4}`, t.alice)).body[0].offset,
    ).toBe(8000);
    expect((await t.call('PATCH', `/second/tracker/${added.body.id}`, t.bob, { offset: 1 })).status).toBe(
      403,
    );
    expect((await t.call('DELETE', `/second/tracker/${ALICE.sub}`, t.alice)).body.deleted).toBe(1);
  });
}

/** Favourite shows: add, list, page, delete. */
function favourites(t: UsersApi) {
  it('§3 Favorite: created with wso2_uid and show_id, listed, paged content view with type, deleted', async () => {
    const a = await t.call('POST', '/content/entity/favorite', t.alice, {
      wso2_uid: ALICE.sub,
      show_id: IDS.show,
    });
    expect(a.status).toBe(201);
    expect(a.body).toEqual({ id: expect.any(Number), show_id: IDS.show });
    const dup = await t.call('POST', '/content/entity/favorite', t.alice, {
      wso2_uid: ALICE.sub,
      show_id: String(IDS.show),
    });
    expect(dup).toEqual({ status: 200, body: a.body });
    await t.call('POST', '/content/entity/favorite', t.alice, {
      wso2_uid: ALICE.sub,
      show_id: IDS.show + 10,
    });
    expect(
      (
        await t.call('POST', '/content/entity/favorite', t.alice, {
          wso2_uid: ALICE.sub,
          show_id: IDS.episode,
        })
      ).status,
    ).toBe(404);
    expect((await t.call('POST', '/content/entity/favorite', t.alice, { wso2_uid: ALICE.sub })).status).toBe(
      400,
    );

    const list = await t.call('GET', `/content/favorites/${ALICE.sub}`, t.alice);
    expect(list.body.map((f: { show_id: number }) => f.show_id).sort()).toEqual([IDS.show, IDS.show + 10]);
    const content = await t.call(
      'GET',
      `/content/favorites/content/${ALICE.sub}?type=all&page=0&items_per_page=1`,
      t.alice,
    );
    expect(content.body.type).toBe('all');
    expect(content.body.pager).toEqual({ current_page: 0, total_items: 2, total_pages: 2, item_per_page: 1 });
    expect(content.body.rows[0]).toMatchObject({
      id: IDS.show + 10,
      title: expect.any(String),
      alias: expect.stringMatching(/^\//),
    });
    const spiritual = await t.call(
      'GET',
      `/content/favorites/content/${ALICE.sub}?type=vie-spirituelle`,
      t.alice,
    );
    expect(spiritual.body.rows.map((s: { id: number }) => s.id)).toEqual([IDS.show + 10]);

    expect((await t.call('DELETE', `/content/favorite/${a.body.id}`, t.bob)).status).toBe(403);
    expect((await t.call('DELETE', `/content/favorite/${a.body.id}`, t.alice)).body).toMatchObject({
      status: 200,
    });
    expect((await t.call('DELETE', `/content/favorite/${a.body.id}`, t.alice)).status).toBe(404);
    expect((await t.call('DELETE', `/content/favorites/${ALICE.sub}`, t.alice)).body.deleted).toBe(1);
    expect((await t.call('GET', `/content/favorites/${ALICE.sub}`, t.alice)).body).toEqual([]);
  });
}

/** The contact proxy's encrypted e-mail and the donation history. */
function contactAndGifts(t: UsersApi) {
  it('§7 contact proxy: the e-mail in the path is AES-GCM encrypted; only its owner reads or writes it', async () => {
    const enc = await encryptEmail(ALICE.email, CONTACT_TOKEN);
    expect((await t.call('GET', `/contact/${enc}`, t.alice)).status).toBe(404);
    expect((await t.call('GET', `/contact/${enc}`)).status).toBe(401);
    expect((await t.call('GET', `/contact/${enc}`, t.bob)).status).toBe(403);
    const body = {
      civility: '1',
      firstname: 'Alice',
      lastname: 'Martin',
      birthdate: '1980-05-17',
      country: 'FR',
      city: 'Lyon',
      zipcode: '69005',
    };
    const saved = await t.call('POST', `/contact/${enc}`, t.alice, body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      email: ALICE.email,
      birthdate: '1980-05-17',
      civility: '1',
      country: 'FR',
      firstname: 'Alice',
    });
    expect((await t.call('GET', `/contact/${enc}`, t.alice)).body).toMatchObject({
      lastname: 'Martin',
      birthdate: '1980-05-17',
    });
    expect(
      (await t.call('POST', `/contact/${enc}`, t.alice, { ...body, birthdate: '17/05/1980' })).status,
    ).toBe(400);
    expect((await t.call('POST', `/contact/${enc}`, t.alice, { ...body, admin: true })).status).toBe(400);
    expect((await t.call('POST', `/contact/${enc}`, t.bob, body)).status).toBe(403);

    // A value sealed with another key, an odd-length or non-hex value: 400, never 500.
    expect(
      (await t.call('GET', `/contact/${await encryptEmail(ALICE.email, 'autre-cle')}`, t.alice)).status,
    ).toBe(400);
    expect((await t.call('GET', `/contact/${enc.slice(0, -1)}`, t.alice)).status).toBe(400);
    expect((await t.call('GET', `/contact/${'zz'.repeat(40)}`, t.alice)).status).toBe(400);

    const radio = await t.call('POST', '/contact/updateRadio', t.alice, {
      email: ALICE.email,
      radio: 'RCFLyon',
    });
    expect(radio.body.radio).toBe('RCFLyon');
    expect(
      (await t.call('POST', '/contact/updateRadio', t.bob, { email: ALICE.email, radio: 'RCFLyon' })).status,
    ).toBe(403);

    expect(
      (await t.call('PATCH', '/contact/email', t.bob, { oldEmail: ALICE.email, newEmail: 'x@exemple.fr' }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('PATCH', '/contact/email', t.alice, { oldEmail: ALICE.email, newEmail: 'pas-un-email' }))
        .status,
    ).toBe(400);
    // Asked while Alice still owns her address: recorded, nothing moves before the new one is verified.
    const change = { oldEmail: ALICE.email, newEmail: 'alice.martin@exemple.fr' };
    expect((await t.call('PATCH', '/contact/email', t.alice, change)).status).toBe(202);
    expect((await t.call('GET', `/contact/${enc}`, t.alice)).body).toMatchObject({ email: ALICE.email });
    // Another identity that owns the new address cannot take Alice's contact with it.
    const other = await t.api.bearer('7a7a7a7a-0000-4000-8000-000000000007', 'alice.martin@exemple.fr');
    expect((await t.call('PATCH', '/contact/email', other, change)).status).toBe(404);
    expect((await t.call('GET', `/contact/${enc}`, t.alice)).status).toBe(200);
    // Once her identity says the new address is hers, the contact moves, in one go.
    const aliceNew = await t.api.bearer(ALICE.sub, 'alice.martin@exemple.fr');
    const moved = await t.call('PATCH', '/contact/email', aliceNew, change);
    expect(moved.status).toBe(200);
    expect(moved.body.email).toBe('alice.martin@exemple.fr');
    expect((await t.call('PATCH', '/contact/email', aliceNew, change)).status).toBe(404);
    const encNew = await encryptEmail('alice.martin@exemple.fr', CONTACT_TOKEN);
    // What the public forms stored under her address goes with her contact; Bob's message stays.
    const message = (email: string) => ({
      name: 'Un auditeur',
      email,
      subject: 'Question',
      message: 'Bonjour, une question sur la grille.',
    });
    expect((await t.call('POST', '/contact/messages', {}, message('alice.martin@exemple.fr'))).status).toBe(
      202,
    );
    expect((await t.call('POST', '/contact/messages', {}, message(BOB.email))).status).toBe(202);
    const [list] = await t.api.db.query<{ id: string }>(
      'SELECT id FROM newsletter_lists ORDER BY id LIMIT 1',
    );
    expect(
      (
        await t.call(
          'POST',
          '/mailing/subscribe',
          {},
          { email: 'alice.martin@exemple.fr', lists: [list?.id] },
        )
      ).status,
    ).toBe(202);
    expect((await t.call('DELETE', `/contact/${encNew}`, aliceNew)).body).toMatchObject({
      status: 200,
      deleted: 1,
    });
    expect((await t.call('GET', `/contact/${encNew}`, aliceNew)).status).toBe(404);
    const left = async (table: string, email: string) =>
      (await t.api.db.query(`SELECT 1 FROM ${table} WHERE email = $1`, [email])).length;
    expect(await left('contact_messages', 'alice.martin@exemple.fr')).toBe(0);
    expect(await left('newsletter_subscriptions', 'alice.martin@exemple.fr')).toBe(0);
    expect(await left('contact_messages', BOB.email)).toBe(1);
  });

  it('POST /dons/{encrypted email}: the donation history of the signed-in listener', async () => {
    const listener = await t.api.bearer('0f0f0f0f-0000-4000-8000-000000000001', 'auditeur@exemple.fr');
    const enc = await encryptEmail('auditeur@exemple.fr', CONTACT_TOKEN);
    const r = await t.call('POST', `/contact/dons/${enc}`, listener);
    expect(r.status).toBe(200);
    expect(r.body.length).toBe(6);
    expect(r.body[0]).toMatchObject({
      id: expect.any(String),
      amount: expect.any(Number),
      campaign: expect.any(String),
    });
    expect(Date.parse(r.body[0].date)).toBeGreaterThan(Date.parse(r.body[1].date));
    expect((await t.call('POST', `/contact/dons/${enc}`, t.alice)).status).toBe(403);
    expect(
      (await t.call('POST', `/contact/dons/${await encryptEmail(ALICE.email, CONTACT_TOKEN)}`, t.alice)).body,
    ).toEqual([]);
  });
}
