import { describe, expect, it } from 'vitest';
import { IDS } from '../src/seed/index.js';
import { apiForSuite, BACKENDS, caller } from './harness.js';

describe.each(BACKENDS)('listen-later list on %s', (backend) => {
  const api = apiForSuite(backend);
  const A = { sub: 'listen-later-user-a', email: 'a.listen@example.fr' };
  const B = { sub: 'listen-later-user-b', email: 'b.listen@example.fr' };
  const call = caller(api);

  it('§1 "a listen-later list": add (no duplicate), list with its episode, ids, remove one', async () => {
    const first = await call(A, 'POST', '/content/entity/listen_later', {
      wso2_uid: A.sub,
      episode_id: IDS.episode,
    });
    expect(first.status).toBe(201);
    const again = await call(A, 'POST', '/content/entity/listen_later', {
      wso2_uid: A.sub,
      episode_id: String(IDS.episode),
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    await call(A, 'POST', '/content/entity/listen_later', { wso2_uid: A.sub, episode_id: IDS.episode + 1 });

    const list = await call(A, 'GET', `/content/listen-later/${A.sub}?_format=json&page=0&items_per_page=1`);
    expect(list.status).toBe(200);
    expect(list.body.rows).toHaveLength(1);
    expect(list.body.rows[0].episode_id).toBe(IDS.episode + 1);
    expect(list.body.rows[0].episode.id).toBe(IDS.episode + 1);
    expect(list.body.pager).toMatchObject({
      current_page: 0,
      total_items: 2,
      total_pages: 2,
      item_per_page: 1,
    });

    const ids = await call(A, 'GET', `/content/listen-later/${A.sub}/ids`);
    expect(ids.body).toEqual([IDS.episode + 1, IDS.episode]);

    expect((await call(A, 'DELETE', `/content/listen-later/${A.sub}/${IDS.episode}`)).status).toBe(200);
    expect((await call(A, 'GET', `/content/listen-later/${A.sub}/ids`)).body).toEqual([IDS.episode + 1]);
    expect((await call(A, 'DELETE', `/content/listen-later/${A.sub}/${IDS.episode}`)).status).toBe(404);
  });

  it("§6 user-scoped: no token is 401, another user's token is 403 for read, add and delete", async () => {
    expect((await call(null, 'GET', `/content/listen-later/${A.sub}`)).status).toBe(401);
    expect((await call(B, 'GET', `/content/listen-later/${A.sub}`)).status).toBe(403);
    expect((await call(B, 'GET', `/content/listen-later/${A.sub}/ids`)).status).toBe(403);
    expect(
      (await call(B, 'POST', '/content/entity/listen_later', { wso2_uid: A.sub, episode_id: IDS.episode }))
        .status,
    ).toBe(403);
    const denied = await call(B, 'DELETE', `/content/listen-later/${A.sub}`);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toMatch(/utilisateur/);
    expect((await call(B, 'DELETE', `/content/listen-later/${A.sub}/${IDS.episode + 1}`)).status).toBe(403);
    expect((await call(A, 'GET', `/content/listen-later/${A.sub}/ids`)).body).toEqual([IDS.episode + 1]);
  });

  it('bad input gets a French 400/404, never a 500', async () => {
    const notEpisode = await call(A, 'POST', '/content/entity/listen_later', {
      wso2_uid: A.sub,
      episode_id: IDS.show,
    });
    expect(notEpisode.status).toBe(404);
    const bad = await call(A, 'POST', '/content/entity/listen_later', { wso2_uid: A.sub, episode_id: 'abc' });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
  });

  it('account deletion: DELETE listen-later/{userId} empties the list of that user only', async () => {
    await call(B, 'POST', '/content/entity/listen_later', { wso2_uid: B.sub, episode_id: IDS.episode });
    const res = await call(A, 'DELETE', `/content/listen-later/${A.sub}`);
    expect(res.body).toMatchObject({ status: 200, deleted: 1 });
    expect((await call(A, 'GET', `/content/listen-later/${A.sub}`)).body.rows).toEqual([]);
    expect((await call(B, 'GET', `/content/listen-later/${B.sub}/ids`)).body).toEqual([IDS.episode]);
  });
});
