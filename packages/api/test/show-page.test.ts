import type { Saint, Show } from '@radio/core';
import { describe, expect, it } from 'vitest';
import { IDS } from '../src/seed/index.js';
import { apiForSuite, BACKENDS } from './harness.js';

describe.each(BACKENDS)("a show's page and a saint's life on %s", (backend) => {
  const api = apiForSuite(backend);
  const get = async <T>(url: string) => (await api().app.inject({ url })).json() as T;

  it('a show carries its hosts, its slots in every grid and the podcast apps configured for it', async () => {
    const show = await get<Show>('/content/api/node?alias=/actualite/le-grand-matin');
    expect(show.id).toBe(IDS.show);
    expect(show.hosts).toHaveLength(1);
    // « Le Grand Matin » airs at 6 h every day on every radio of the network (the seed's grid).
    const national = show.schedule?.filter((s) => s.radio.is_national) ?? [];
    expect(national.map((s) => [s.weekday, s.start, s.end])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((d) => [d, '06:00', '08:00']),
    );
    expect(show.podcast_links?.map((l) => l.app)).toEqual(['apple', 'spotify', 'deezer']);
    expect(show.podcast_links?.every((l) => l.url.startsWith('https://'))).toBe(true);
    // The same through the show route the site may use.
    const same = await get<Show>('/content/api/show/actualite/le-grand-matin');
    expect(same.podcast_links).toEqual(show.podcast_links);
  });

  it('a show with no podcast app configured has none; one out of the grid has no slot', async () => {
    const debate = await get<Show>('/content/api/node?alias=/actualite/le-decryptage');
    expect(debate.podcast_links).toEqual([]);
    expect(debate.schedule).toEqual([]);
    expect(debate.hosts).toHaveLength(2);
  });

  it("the saint of a day tells the saint's life in paragraphs, on any day of the year", async () => {
    const [martin] = await get<Saint[]>('/content/api/saintdujour/search?day=11&month=11');
    expect(martin?.name).toBe('Saint Martin');
    expect(martin?.life?.length).toBeGreaterThanOrEqual(3);
    expect(martin?.life?.[0]).toMatch(/manteau/);
    // Every day has a life of several sentences (seed/saint-lives.ts), the 27th of November included.
    const [other] = await get<Saint[]>('/content/api/saintdujour/search?day=27&month=11');
    expect(
      other?.life
        ?.join(' ')
        .split(/[.!?](\s|$)/)
        .filter((s) => s.trim()).length,
    ).toBeGreaterThanOrEqual(3);
  });
});
