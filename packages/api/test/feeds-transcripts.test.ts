import type { Chapters, Episode, Transcript } from '@radio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFeed, refreshDue } from '../src/feeds/import.js';
import { FeedServer } from './feed-server.js';
import { BACKENDS, type Harness, startApi } from './harness.js';

// Issue text: « feeds:import and the refresh read podcast:transcript (preferring WebVTT, then SRT,
// then JSON, then HTML as untimed text) and podcast:chapters, fetched with the same size and time
// limits as feeds, sanitised, kept when unchanged; a transcript that fails to load leaves the
// episode imported and the error noted. » On the real database, against a local podcast host.

interface DocRow {
  guid: string;
  kind: string;
  hash: string | null;
  error: string | null;
  source_url: string;
}

describe.each(BACKENDS)('transcripts and chapters of imported feeds on %s', (backend) => {
  const t = docsApi(backend);
  reading(t);
  keeping(t);
});

/** The API on `backend` (reads not cached) and a local podcast host, for one describe block. */
function docsApi(backend: (typeof BACKENDS)[number]) {
  let api: Harness;
  let host: FeedServer;
  const ids = new Map<string, number>();
  const feed = () => host.url('/feeds/chemins.xml');
  const ctx = () => ({
    dataDir: api.config.dataDir,
    origin: api.config.apiOrigin,
    // The feeds' limits, small: 1 MB, 1.5 s.
    limits: { maxBytes: 1024 * 1024, timeoutMs: 1500, maxRedirects: 5 },
  });
  const get = async <T>(url: string) => {
    const r = await api.app.inject({ url });
    return { status: r.statusCode, body: r.json() as T };
  };
  const docs = () =>
    api.db.query<DocRow>(
      `SELECT n.data->>'guid' AS guid, d.kind, d.hash, d.error, d.source_url FROM episode_docs d
         JOIN nodes n ON n.id = d.episode_id WHERE n.data ? 'guid' ORDER BY 1, 2`,
    );
  const docHits = () =>
    [...host.hits]
      .filter(([p]) => /^\/(transcripts|chapters)\/|^\/huge|^\/broken/.test(p))
      .reduce((n, [, c]) => n + c, 0);
  /** Makes every stored document due again (as a day later). */
  const dayLater = () => api.db.query("UPDATE episode_docs SET checked_at = now() - interval '2 days'");

  beforeAll(async () => {
    api = await startApi(backend, { FEEDS_REFRESH_MINUTES: '0', RESPONSE_CACHE_SIZE: '0' });
    host = await new FeedServer().start();
    host.routes.set('chemins.xml', 'transcripts.xml');
  }, 180_000);
  afterAll(async () => {
    await host?.close();
    await api?.close();
  });
  return {
    get api() {
      return api;
    },
    get host() {
      return host;
    },
    ids,
    feed,
    ctx,
    get,
    docs,
    docHits,
    dayLater,
  };
}

type DocsApi = ReturnType<typeof docsApi>;

/** The first import: each format, the preference, the faults. */
function reading(t: DocsApi) {
  const { ids, feed, ctx, get, docs } = t;
  it('imports every episode, each transcript in the preferred format, and notes the ones that fail', async () => {
    const out = await importFeed(
      t.api.db,
      feed(),
      { radio: 'RCFNational', category: 'vie-spirituelle' },
      ctx(),
    );
    expect(out).toMatchObject({ status: 'imported', created: 7, docs: { read: 5, unchanged: 0, failed: 4 } });
    const rows = await t.api.db.query<{ id: number; guid: string }>(
      "SELECT id, data->>'guid' AS guid FROM nodes WHERE data ? 'guid' AND type = 'episode'",
    );
    for (const r of rows) ids.set(r.guid, r.id);
    expect(ids.size).toBe(7);
    expect(out).toMatchObject({ status: 'imported', created: 7, docs: { read: 5, unchanged: 0, failed: 4 } });
    // WebVTT was preferred: the SRT, JSON and HTML the same item also links were never fetched.
    expect(t.host.hits.get('/transcripts/003.vtt')).toBe(1);
    expect(t.host.hits.get('/transcripts/003.srt')).toBeUndefined();

    const errors = Object.fromEntries(
      (await docs()).filter((d) => d.error).map((d) => [`${d.guid} ${d.kind}`, d.error]),
    );
    expect(errors).toEqual({
      'tr-5 transcript': expect.stringMatching(
        /^Fichier introuvable \(404\) : .*\/transcripts\/absent\.vtt\.$/,
      ),
      'tr-5 chapters': expect.stringMatching(/^Le serveur du flux a répondu 500/),
      'tr-6 transcript': 'Fichier trop gros : plus de 1 Mo (limite 1 Mo).',
      // A feed may not make the server read its own network (cloud metadata, here).
      'tr-7 transcript': expect.stringMatching(
        /^Adresse non publique refusée : http:\/\/169\.254\.169\.254\//,
      ),
    });
    // Those episodes are imported all the same, and say they have no transcript.
    for (const guid of ['tr-5', 'tr-6', 'tr-7']) {
      const e = await get<Episode>(`/content/api/episode/${ids.get(guid)}`);
      expect(e.status).toBe(200);
      expect(e.body.transcript).toBeUndefined();
      expect((await get(`/content/api/episode/${ids.get(guid)}/transcript`)).status).toBe(404);
    }
  });

  it('WebVTT: cues as text (tags dropped, entities decoded), voices as speakers; chapters sanitised', async () => {
    const got = await get<Transcript>(`/content/api/episode/${ids.get('tr-1')}/transcript`);
    expect(got.body).toMatchObject({ language: 'fr', timed: true });
    expect(got.body.cues).toEqual([
      { start: 0, end: 3.5, text: 'Bonsoir, et bienvenue au carmel de Lisieux.', speaker: 'Claire Dubosc' },
      {
        start: 3.5,
        end: 8,
        text: 'Cette nuit, nous veillons avec Thérèse & les sœurs.',
        speaker: 'Claire Dubosc',
      },
      { start: 8.5, end: 12, text: 'Merci Claire.', speaker: 'Étienne Marchal' },
    ]);
    const c = await get<Chapters>(`/content/api/episode/${ids.get('tr-1')}/chapters`);
    expect(c.body.chapters).toEqual([
      { startTime: 0, title: 'Accueil' },
      {
        startTime: 95.5,
        title: 'La petite voie',
        img: 'https://radio.example/images/petite-voie.jpg',
        url: 'https://radio.example/therese',
      },
      { startTime: 600, title: 'Prière finale' },
    ]);
  });

  it('SRT, Podcasting 2.0 JSON and HTML (untimed, without WebVTT)', async () => {
    const srt = await get<Transcript>(`/content/api/episode/${ids.get('tr-2')}/transcript`);
    expect(srt.body.cues.map((c) => [c.start, c.text])).toEqual([
      [1, "Au monastère de Tamié, le travail commence avant l'aube."],
      [4.2, 'Les frères fabriquent un fromage connu dans toute la Savoie.'],
    ]);
    const json = await get<Transcript>(`/content/api/episode/${ids.get('tr-3')}/transcript`);
    expect(json.body.cues.map((c) => [c.start, c.speaker, c.text])).toEqual([
      [0, 'Anne', 'Sur le chemin du Puy.'],
      [3, 'Marc', 'La fatigue, et la joie.'],
    ]);
    const html = await get<Transcript>(`/content/api/episode/${ids.get('tr-4')}/transcript`);
    expect(html.body.timed).toBe(false);
    expect(html.body.cues.map((c) => c.text)).toEqual([
      'Transcription',
      'À Lourdes, les malades passent en premier.',
      "Les bénévoles les accompagnent jusqu'à la grotte.",
    ]);
    expect(JSON.stringify(html.body)).not.toMatch(/cookie|color|onerror|steal/);
    const e = await get<Episode>(`/content/api/episode/${ids.get('tr-4')}`);
    expect(e.body.transcript).toMatchObject({ timed: false, vtt: null });
    expect((await get(`/content/api/episode/${ids.get('tr-4')}/transcript.vtt`)).status).toBe(404);
  });
}

/** Later reads: nothing fetched again until due, a 304, a change at the source, a failure after a good read. */
function keeping(t: DocsApi) {
  const { ids, feed, ctx, get, docs, docHits, dayLater } = t;
  it('kept when unchanged: a second import fetches nothing; a day later a 304 writes nothing', async () => {
    const before = docHits();
    const stored = await docs();
    const again = await importFeed(t.api.db, feed(), {}, ctx());
    expect(again).toMatchObject({
      status: 'imported',
      created: 0,
      updated: 0,
      docs: { read: 0, unchanged: 5 },
    });
    expect(docHits()).toBe(before);

    await dayLater();
    const later = await importFeed(t.api.db, feed(), {}, ctx());
    expect(later).toMatchObject({ docs: { read: 0, unchanged: 5, failed: 4 } });
    // Each good document asked again with its ETag (304), each failed one tried again.
    expect(docHits()).toBe(before + 5 + 3);
    expect((await docs()).map((d) => d.hash)).toEqual(stored.map((d) => d.hash));
  });

  it('the refresh reads a transcript changed where it lives (the feed itself unchanged) and drops the old copy', async () => {
    const old = (await docs()).find((d) => d.guid === 'tr-1' && d.kind === 'transcript')?.hash;
    t.host.routes.set('003.vtt', '003-v2.vtt');
    await t.api.db.query('UPDATE feeds SET next_check_at = now()');
    await dayLater();
    const [report] = await refreshDue(t.api.db, ctx());
    expect(report?.outcome).toMatchObject({ status: 'imported', created: 0, docs: { read: 1 } });
    const got = await get<Transcript>(`/content/api/episode/${ids.get('tr-1')}/transcript`);
    expect(got.body.cues[0]?.text).toBe(
      'Bonsoir, et bienvenue au carmel de Lisieux, pour une nuit de prière.',
    );
    expect(await t.api.db.query('SELECT 1 FROM media_docs WHERE hash = $1', [old])).toHaveLength(0);
  });

  it('a transcript that fails after a good read keeps the good copy, with the error noted', async () => {
    t.host.routes.set('003.vtt', 'absent.vtt');
    await t.api.db.query('UPDATE feeds SET next_check_at = now()');
    await dayLater();
    await refreshDue(t.api.db, ctx());
    const row = (await docs()).find((d) => d.guid === 'tr-1' && d.kind === 'transcript');
    expect(row?.error).toMatch(/^Fichier introuvable \(404\)/);
    expect(row?.hash).toBeTruthy();
    const got = await get<Transcript>(`/content/api/episode/${ids.get('tr-1')}/transcript`);
    expect(got.status).toBe(200);
    expect(got.body.cues).toHaveLength(2);
    t.host.routes.delete('003.vtt');
  });
}
