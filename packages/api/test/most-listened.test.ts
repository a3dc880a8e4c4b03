import type { MostListened } from '@radio/core';
import { describe, expect, it } from 'vitest';
import { IDS } from '../src/seed/index.js';
import { apiForSuite, BACKENDS } from './harness.js';

const LISTENERS = ['a', 'b', 'c'].map((x) => ({
  sub: `7d3f1c2a-0000-4000-8000-00000000e0${x}0`,
  email: `ecoute-${x}@exemple.fr`,
}));

// « Top podcasts » says « les plus écoutés »: ranked by the listens the API records over 30 days.
describe.each(BACKENDS)('the most listened episodes on %s', (backend) => {
  const api = apiForSuite(backend);

  const listen = async (who: (typeof LISTENERS)[number], episodeId: number) => {
    const auth = await api().bearer(who.sub, who.email);
    const r = await api().app.inject({
      method: 'POST',
      url: '/content/entity/rcf_tracking_replay',
      headers: auth,
      payload: {
        field_replay_wso2_uid: who.sub,
        field_replay_media_id: String(episodeId),
        field_replay_offset: 30_000,
        field_replay_status: 1,
      },
    });
    expect(r.statusCode).toBe(201);
  };

  it('ranks by listeners over the last 30 days, an older listen left out', async () => {
    const [a, b, c] = [IDS.episode + 40, IDS.episode + 41, IDS.episode + 42];
    for (const who of LISTENERS) await listen(who, a);
    await listen(LISTENERS[0] as (typeof LISTENERS)[number], b);
    await listen(LISTENERS[1] as (typeof LISTENERS)[number], b);
    await listen(LISTENERS[2] as (typeof LISTENERS)[number], c);
    await api().db.query(
      "UPDATE tracking_replay SET changed_at = now() - interval '40 days' WHERE media_id = $1",
      [c],
    );
    const r = await api().app.inject({ url: '/content/top-podcasts/listens?_format=json' });
    expect(r.statusCode).toBe(200);
    const body = r.json() as MostListened;
    expect(body.days).toBe(30);
    expect(body.rows.map((x) => [x.episode.id, x.listeners])).toEqual([
      [a, 3],
      [b, 2],
    ]);
    expect(body.rows[0]?.episode.title).toBeTruthy();
  });
});
