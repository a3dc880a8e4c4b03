import type { Chapters, Episode, ShowEpisodes, Transcript } from '@radio/core';
import { parseText } from 'media-captions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type Harness, startApi } from './harness.js';

// An episode's transcript and chapters as the API stores and serves them, on the demo content:
// given in the episode's data, served as JSON and WebVTT with an ETag and a public cache policy,
// and never for an episode that is not published.

describe.each(BACKENDS)('transcripts and chapters served on %s', (backend) => {
  let api: Harness;
  /** A demo episode playing the morning prayer (23 sentences, five parts). */
  let prayer: number;
  beforeAll(async () => {
    // Reads not cached: the tests change an episode's publication between two reads.
    api = await startApi(backend, { RESPONSE_CACHE_SIZE: '0' });
    const rows = await api.db.query<{ id: number }>(
      "SELECT id FROM nodes WHERE type = 'episode' AND data->>'audio_file' LIKE '%/priere-du-matin.mp3' AND published_at <= now() ORDER BY id LIMIT 1",
    );
    prayer = rows[0]?.id as number;
  }, 180_000);
  afterAll(async () => api?.close());

  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url, headers });

  it("issue text: « given in the episode's data »: where the transcript (JSON, WebVTT) and the chapters are", async () => {
    const e = (await get(`/content/api/episode/${prayer}`)).json() as Episode;
    expect(e.transcript).toEqual({
      url: `/api/episode/${prayer}/transcript`,
      vtt: `/api/episode/${prayer}/transcript.vtt`,
      language: 'fr',
      timed: true,
    });
    expect(e.chapters).toEqual({ url: `/api/episode/${prayer}/chapters` });
    // Every demo episode has its audio's transcript, and a show's list says so too (its RSS reads it).
    const missing = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM nodes n WHERE n.type = 'episode'
         AND NOT EXISTS (SELECT 1 FROM episode_docs d WHERE d.episode_id = n.id AND d.kind = 'transcript' AND d.hash IS NOT NULL)`,
    );
    expect(missing[0]?.n).toBe(0);
    const list = (await get(`/content/episodes_by_show/${e.show?.id}`)).json() as ShowEpisodes;
    expect(list.rows.length).toBeGreaterThan(0);
    for (const row of list.rows) expect(row.transcript?.vtt).toBe(`/api/episode/${row.id}/transcript.vtt`);
  });

  it('the transcript as JSON: timed cues, public cache, an ETag and 304 on a repeat', async () => {
    const r = await get(`/content/api/episode/${prayer}/transcript?_format=json`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['cache-control']).toMatch(/^public, max-age=60/);
    const t = r.json() as Transcript;
    expect(t).toMatchObject({ episode_id: prayer, language: 'fr', timed: true });
    expect(t.cues).toHaveLength(23);
    expect(t.cues[0]).toMatchObject({ text: 'La prière du matin.' });
    for (const [i, c] of t.cues.entries()) {
      expect(c.end).toBeGreaterThan(c.start);
      if (i) expect(c.start).toBeGreaterThanOrEqual((t.cues[i - 1] as { end: number }).end);
    }
    const etag = String(r.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get(`/content/api/episode/${prayer}/transcript?_format=json`, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
  });

  it('issue text: « WebVTT served »: text/vtt that a WebVTT parser reads cue for cue', async () => {
    const r = await get(`/content/api/episode/${prayer}/transcript.vtt`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(r.headers.etag).toBeTruthy();
    const json = (await get(`/content/api/episode/${prayer}/transcript`)).json() as Transcript;
    const parsed = await parseText(r.body, { type: 'vtt', strict: true });
    expect(parsed.cues.map((c) => [c.startTime, c.endTime, c.text])).toEqual(
      json.cues.map((c) => [c.start, c.end, c.text]),
    );
  });

  it('chapters as Podcasting 2.0 JSON chapters, where the episode has parts', async () => {
    const r = await get(`/content/api/episode/${prayer}/chapters`);
    expect(r.statusCode).toBe(200);
    const c = r.json() as Chapters;
    expect(c.version).toBe('1.2.0');
    expect(c.chapters.map((x) => x.title)).toEqual([
      'Ouverture',
      'Le psaume 95',
      'Les intentions',
      'Le Notre Père',
      'La bénédiction',
    ]);
    expect(c.chapters[0]?.startTime).toBe(0);
    // An episode without parts has no chapters: 404, with the API's French error.
    const [plain] = await api.db.query<{ id: number }>(
      "SELECT id FROM nodes WHERE type = 'episode' AND data->>'audio_file' LIKE '%/musique-sacree-bach.mp3' LIMIT 1",
    );
    const none = await get(`/content/api/episode/${plain?.id}/chapters`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ status: 404, message: `Chapitres de l'épisode ${plain?.id} introuvable.` });
    expect(((await get(`/content/api/episode/${plain?.id}`)).json() as Episode).chapters).toBeUndefined();
  });

  it('bad ids: 400 for what is no id, 404 for an unknown one, never a 500', async () => {
    for (const path of ['transcript', 'transcript.vtt', 'chapters']) {
      expect((await get(`/content/api/episode/abc/${path}`)).statusCode).toBe(400);
      expect((await get(`/content/api/episode/0/${path}`)).statusCode).toBe(400);
      const unknown = await get(`/content/api/episode/99999999/${path}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ status: 404 });
    }
  });

  it('an unpublished episode (gone from its feed, or dated later) serves neither transcript nor chapters', async () => {
    const paths = ['transcript', 'transcript.vtt', 'chapters'];
    for (const p of paths) expect((await get(`/content/api/episode/${prayer}/${p}`)).statusCode).toBe(200);
    await api.db.query('UPDATE nodes SET unpublished_at = now() WHERE id = $1', [prayer]);
    try {
      for (const p of paths) expect((await get(`/content/api/episode/${prayer}/${p}`)).statusCode).toBe(404);
    } finally {
      await api.db.query('UPDATE nodes SET unpublished_at = NULL WHERE id = $1', [prayer]);
    }
    const [{ published_at } = { published_at: new Date() }] = await api.db.query<{ published_at: Date }>(
      'SELECT published_at FROM nodes WHERE id = $1',
      [prayer],
    );
    await api.db.query("UPDATE nodes SET published_at = now() + interval '1 day' WHERE id = $1", [prayer]);
    try {
      for (const p of paths) expect((await get(`/content/api/episode/${prayer}/${p}`)).statusCode).toBe(404);
    } finally {
      await api.db.query('UPDATE nodes SET published_at = $2 WHERE id = $1', [prayer, published_at]);
    }
  });

  it('the demo documents are stored once, however many episodes share them, and a second seed writes nothing', async () => {
    const [counts] = await api.db.query<{ docs: number; links: number }>(
      'SELECT (SELECT count(*)::int FROM media_docs) AS docs, (SELECT count(*)::int FROM episode_docs) AS links',
    );
    // Twelve episode recordings have a transcript, five of them chapters.
    expect(counts?.docs).toBe(17);
    expect(counts?.links).toBeGreaterThan(600);
    const { seedDocs } = await import('../src/seed/index.js');
    expect(await seedDocs(api.db)).toBe(0);
  });
});
