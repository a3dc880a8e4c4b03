import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Episode, SearchResults, SearchSuggestions, ShowEpisodes } from '@radio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../src/db/index.js';
import { feedSource, importFeed, refreshDue } from '../src/feeds/import.js';
import { buildServer } from '../src/server.js';
import { FeedServer } from './feed-server.js';
import { BACKENDS, type Harness, startApi } from './harness.js';

// Feed import and refresh on the real database, against a local podcast host serving the
// fixtures (several dialects) and the faults a real host shows.
describe.each(BACKENDS)('podcast feeds on %s', (backend) => {
  let api: Harness;
  let host: FeedServer;
  const ctx = () => ({
    dataDir: api.config.dataDir,
    origin: api.config.apiOrigin,
    limits: { maxBytes: 1024 * 1024, timeoutMs: 1500, maxRedirects: 5 },
  });
  const get = async <T>(url: string) => {
    const r = await api.app.inject({ url });
    return { status: r.statusCode, body: r.json() as T };
  };
  const episodesOf = (showId: number) =>
    api.db.query<
      Row & { id: number; title: string; data: Record<string, unknown>; unpublished_at: Date | null }
    >(
      "SELECT id, title, description, visual, published_at, changed_at, unpublished_at, data FROM nodes WHERE show_id = $1 AND type = 'episode' ORDER BY published_at DESC",
      [showId],
    );
  const snapshot = async () =>
    api.db.query(
      'SELECT (SELECT count(*)::int FROM nodes) AS nodes, (SELECT count(*)::int FROM feeds) AS feeds, (SELECT max(changed_at) FROM nodes) AS changed',
    );

  beforeAll(async () => {
    // The import runs beside the API here (in production it is another process, or the API's own
    // job, which empties the response cache): reads are not cached so that each test sees the rows.
    api = await startApi(backend, { FEEDS_REFRESH_MINUTES: '0', RESPONSE_CACHE_SIZE: '0' });
    host = await new FeedServer().start();
  }, 180_000);
  afterAll(async () => {
    await host?.close();
    await api?.close();
  });

  let showId = 0;
  const veilleurs = () => host.url('/feeds/veilleurs.xml');

  it('imports a Podcasting 2.0 feed: the show, its episodes keyed by guid, sanitised text, artwork', async () => {
    host.routes.set('veilleurs.xml', 'podcasting20.xml');
    const out = await importFeed(
      api.db,
      veilleurs(),
      { radio: 'RCFNational', category: 'vie-spirituelle' },
      ctx(),
    );
    expect(out).toMatchObject({
      status: 'imported',
      showCreated: true,
      created: 3,
      updated: 0,
      unpublished: 0,
    });
    showId = out.showId;
    const [show] = await api.db.query<Row & { data: Record<string, unknown> }>(
      'SELECT title, alias, description, visual, author, data FROM nodes WHERE id = $1',
      [showId],
    );
    expect(show).toMatchObject({
      title: 'Les Veilleurs de Lumière',
      alias: '/vie-spirituelle/les-veilleurs-de-lumiere',
      // The <script> and its content are gone; the markup is gone; the words stay.
      description: 'Chaque semaine, des témoins racontent leur foi.',
      author: 'Claire Dubosc, Étienne Marchal',
    });
    expect(show?.data).toMatchObject({
      hosts: ['Claire Dubosc', 'Étienne Marchal'],
      funding: { url: 'https://don.example/veilleurs', label: 'Soutenir les Veilleurs' },
      feed_guid: '5a9c2f0e-6d8b-5d3c-9a4e-2b1f0c7d8e91',
    });
    expect(show?.visual).toMatch(/\/media\/images\/\{style_name\}\/imported\/[0-9a-f]{32}\.jpg$/);

    const eps = await episodesOf(showId);
    expect(eps.map((e) => e.data.guid)).toEqual([
      'veilleurs-2026-003',
      'veilleurs-2026-002',
      'veilleurs-2026-001',
    ]);
    const [therese, tamie, compostelle] = eps;
    expect(therese?.description).toBe('Une nuit de prière au carmel.\nAvec le carmel.');
    expect(therese?.description).not.toMatch(/onclick|onerror|<|steal/);
    expect(therese?.data).toMatchObject({
      audio_file: host.url('/audio/commentaire-evangile-talents.mp3'),
      audio_type: 'audio/mpeg',
      audio_length: 812345,
      duration: 27 * 60 + 41,
      chapters: host.url('/chapters/003.json'),
      transcripts: [{ url: host.url('/transcripts/003.vtt'), type: 'text/vtt' }],
      explicit: false,
    });
    expect(new Date(therese?.published_at as string).toISOString()).toBe('2026-11-15T07:00:00.000Z');
    expect(tamie?.data).toMatchObject({ duration: 1520, explicit: true });
    expect(compostelle?.data).toMatchObject({ duration: 24 * 60 + 5 });
    // An episode without artwork of its own shows its show's.
    expect(tamie?.visual).toBe(show?.visual);
    expect(therese?.visual).not.toBe(show?.visual);
  });

  it('serves the imported artwork through the image styles of the spec', async () => {
    const [show] = await api.db.query<{ visual: string }>('SELECT visual FROM nodes WHERE id = $1', [showId]);
    const path = new URL(show?.visual.replace('{style_name}', '154x154') as string).pathname;
    const r = await api.app.inject({ url: path, headers: { accept: 'image/webp' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
  });

  it('the API reads the show and its episodes; an episode carries its feed guid', async () => {
    const list = await get<ShowEpisodes>(`/content/episodes_by_show/${showId}`);
    expect(list.status).toBe(200);
    expect(list.body.rows.map((e) => e.title)).toEqual([
      'Veiller avec Thérèse de Lisieux',
      'Les moines de Tamié et le fromage',
      'Pèlerins de Compostelle',
    ]);
    const one = await get<Episode & { guid?: string }>(`/content/api/episode/${list.body.rows[0]?.id}`);
    expect(one.body.guid).toBe('veilleurs-2026-003');
    expect(one.body.audio_file).toBe(host.url('/audio/commentaire-evangile-talents.mp3'));
  });

  it('running the import again changes nothing, and fetches no artwork again', async () => {
    const before = await episodesOf(showId);
    const images = host.hits.get('/images/veilleurs.jpg');
    const out = await importFeed(api.db, veilleurs(), {}, ctx());
    expect(out).toMatchObject({
      status: 'imported',
      showCreated: false,
      created: 0,
      updated: 0,
      unchanged: 3,
      unpublished: 0,
    });
    expect(await episodesOf(showId)).toEqual(before);
    expect(host.hits.get('/images/veilleurs.jpg')).toBe(images);
  });

  it('a changed feed: new episode added, changed one updated, removed one unpublished (not deleted)', async () => {
    const compostelle = async () =>
      (await api.db.query<{ hits: number }>("SELECT hits FROM search_words WHERE word = 'compostelle'"))[0]
        ?.hits ?? 0;
    const counted = await compostelle();
    expect(counted).toBeGreaterThan(0);
    host.routes.set('veilleurs.xml', 'podcasting20-next.xml');
    const out = await importFeed(api.db, veilleurs(), {}, ctx());
    expect(out).toMatchObject({ created: 1, updated: 1, unchanged: 1, unpublished: 1 });
    // Its title's words leave the search lexicon with it (« Vouliez-vous dire » offers none of them).
    expect(await compostelle()).toBe(counted - 1);
    const eps = await episodesOf(showId);
    const byGuid = new Map(eps.map((e) => [e.data.guid, e]));
    expect(byGuid.get('veilleurs-2026-003')?.title).toBe('Veiller avec sainte Thérèse de Lisieux');
    const gone = byGuid.get('veilleurs-2026-001');
    expect(gone?.unpublished_at).not.toBeNull();
    // Every public read leaves it out: the episode itself, the show's list, search.
    expect((await get(`/content/api/episode/${gone?.id}`)).status).toBe(404);
    const list = await get<ShowEpisodes>(`/content/episodes_by_show/${showId}`);
    expect(list.body.rows.map((e) => e.title)).not.toContain('Pèlerins de Compostelle');
    expect(list.body.pager.total_items).toBe(3);
    const found = await get<SearchResults>(`/content/search?q=${encodeURIComponent('Compostelle')}`);
    expect(found.body.groups.flatMap((g) => g.rows.map((r) => r.id))).not.toContain(gone?.id);
    const suggested = await get<SearchSuggestions>(
      `/content/search/suggest?q=${encodeURIComponent('Pèlerins de Comp')}`,
    );
    expect(suggested.body.rows.map((r) => r.id)).not.toContain(gone?.id);
    const [alias] = await api.db.query<{ alias: string }>('SELECT alias FROM nodes WHERE id = $1', [
      gone?.id,
    ]);
    expect((await get(`/content/api/node?alias=${encodeURIComponent(alias?.alias ?? '')}`)).status).toBe(404);
    expect((await get(`/content/api/node/${gone?.id}`)).status).toBe(404);
    // Back in the feed, it is published again under the same id.
    host.routes.set('veilleurs.xml', 'podcasting20.xml');
    const back = await importFeed(api.db, veilleurs(), {}, ctx());
    expect(back).toMatchObject({ created: 0, unpublished: 1 });
    expect((await get(`/content/api/episode/${gone?.id}`)).status).toBe(200);
    expect(await compostelle()).toBe(counted);
  });

  it('the new words of an import are in the lexicon at once: a typo gets « Vouliez-vous dire »', async () => {
    const r = await get<SearchResults>(`/content/search?q=${encodeURIComponent('veileurs')}`);
    expect(r.body.suggestion).toBe('veilleurs');
    expect(r.body.groups.flatMap((g) => g.rows.map((x) => x.title))).toContain('Les Veilleurs de Lumière');
  });

  it('refresh: a conditional GET (ETag) that finds the feed unchanged writes no episode', async () => {
    host.routes.set('veilleurs.xml', 'podcasting20-next.xml');
    await importFeed(api.db, veilleurs(), {}, ctx());
    const before = await episodesOf(showId);
    const [feed] = await api.db.query<{ etag: string }>('SELECT etag FROM feeds WHERE show_id = $1', [
      showId,
    ]);
    expect(feed?.etag).toMatch(/^"[0-9a-f]{16}"$/);
    const reports = await refreshDue(api.db, ctx(), true);
    expect(reports.find((r) => r.source === veilleurs())?.outcome).toEqual({ status: 'unchanged', showId });
    expect(await episodesOf(showId)).toEqual(before);
  });

  it('refresh: a feed that fails keeps its content, records the error and waits longer each time', async () => {
    host.routes.set('veilleurs.xml', 'absent.xml');
    const before = await episodesOf(showId);
    for (const [failures, minutes] of [
      [1, 30],
      [2, 60],
    ] as const) {
      const reports = await refreshDue(api.db, { ...ctx(), refreshMinutes: 15 }, true);
      expect(reports.find((r) => r.source === veilleurs())?.error).toBe(
        `Flux introuvable (404) : ${veilleurs()}.`,
      );
      const [row] = await api.db.query<{ failures: number; last_error: string; wait: number }>(
        'SELECT failures, last_error, round(extract(epoch FROM next_check_at - checked_at) / 60)::int AS wait FROM feeds WHERE show_id = $1',
        [showId],
      );
      expect(row).toMatchObject({ failures, wait: minutes });
    }
    expect(await episodesOf(showId)).toEqual(before);
    // Due feeds only, without --all: none is due now.
    expect(await refreshDue(api.db, ctx())).toEqual([]);
    host.routes.set('veilleurs.xml', 'podcasting20-next.xml');
    await refreshDue(api.db, ctx(), true);
    const [ok] = await api.db.query<{ failures: number; last_error: string | null }>(
      'SELECT failures, last_error FROM feeds WHERE show_id = $1',
      [showId],
    );
    expect(ok).toEqual({ failures: 0, last_error: null });
  });

  it('imports the iTunes dialect (summary, HH:MM:SS, content:encoded) and bare RSS (no guid: the enclosure is the key)', async () => {
    const it1 = await importFeed(
      api.db,
      host.url('/feeds/itunes.xml'),
      { category: 'vie-spirituelle' },
      ctx(),
    );
    expect(it1).toMatchObject({ status: 'imported', created: 2 });
    const psaumes = await episodesOf(it1.showId);
    expect(psaumes.map((e) => e.data.duration)).toEqual([3723, 545]);
    expect(psaumes[0]?.description).toBe(
      "Le berger\nRien ne saurait me manquer & sur des prés d'herbe fraîche…",
    );
    const [show] = await api.db.query<{ author: string; visual: string | null }>(
      'SELECT author, visual FROM nodes WHERE id = $1',
      [it1.showId],
    );
    expect(show?.author).toBe('Frère Anselme');
    expect(show?.visual).toMatch(/imported/);

    const plain = await importFeed(api.db, host.url('/feeds/plain-rss.xml'), {}, ctx());
    const [only] = await episodesOf(plain.showId);
    expect(only?.data.guid).toBe(host.url('/audio/nouvelles-belgique-banneux.mp3'));
    expect(
      (await importFeed(api.db, host.url('/feeds/plain-rss.xml'), {}, ctx())).status === 'imported',
    ).toBe(true);
    expect(await episodesOf(plain.showId)).toHaveLength(1);
  });

  it('imports from a local file as from a URL', async () => {
    // The fixture as the host serves it (its addresses filled in), saved as a file.
    writeFileSync(
      join(api.config.dataDir, 'chronique.xml'),
      await (await fetch(host.url('/feeds/plain-rss.xml'))).text(),
    );
    const source = feedSource('chronique.xml', api.config.dataDir);
    expect(source).toMatch(/^file:\/\/.*\/chronique\.xml$/);
    const out = await importFeed(api.db, source, {}, ctx());
    expect(out).toMatchObject({ status: 'imported', created: 1 });
  });

  const BAD: { label: string; path: string; message: RegExp }[] = [
    { label: 'not XML', path: '/feeds/not-xml.txt', message: /^Ce n'est pas un document XML/ },
    {
      label: 'XML but not a podcast',
      path: '/feeds/not-podcast.xml',
      message: /^Ce document XML n'est pas un flux de podcast/,
    },
    {
      label: 'an item without enclosure',
      path: '/feeds/no-enclosure.xml',
      message: /^1 épisode sans fichier audio \(<enclosure>\) : « Deuxième épisode »/,
    },
    { label: 'a 404', path: '/missing', message: /^Flux introuvable \(404\)/ },
    { label: 'a server error', path: '/broken', message: /^Le serveur du flux a répondu 500/ },
    { label: 'a redirect loop', path: '/loop-a', message: /^Boucle de redirections/ },
    {
      label: 'a huge file (limit)',
      path: '/huge',
      message: /^Fichier trop gros : plus de 1 Mo \(limite 1 Mo\)/,
    },
    { label: 'a timeout', path: '/slow', message: /^Délai dépassé : .* n'a pas répondu en 1.5 s/ },
  ];
  it.each(BAD)('$label: a clear message, and nothing changes', async ({ path, message }) => {
    const before = await snapshot();
    await expect(importFeed(api.db, host.url(path), {}, ctx())).rejects.toThrow(message);
    expect(await snapshot()).toEqual(before);
  });

  it('a feed cannot publish a file of the server: artwork given as a path or file:// is not read', async () => {
    const out = await importFeed(api.db, host.url('/feeds/local-paths.xml'), {}, ctx());
    const rows = await api.db.query<{ visual: string | null }>(
      'SELECT visual FROM nodes WHERE id = $1 OR show_id = $1',
      [out.showId],
    );
    expect(rows.map((r) => r.visual)).toEqual([null, null]);
  });

  it('a feed cannot make the server read its own network: artwork on another local service, the metadata address or behind a redirect is never requested', async () => {
    const internal = await new FeedServer().start();
    try {
      host.vars.set('INTERNAL', internal.base);
      const warnings: string[] = [];
      const out = await importFeed(
        api.db,
        host.url('/feeds/private-artwork.xml'),
        {},
        {
          ...ctx(),
          warn: (m) => warnings.push(m),
        },
      );
      expect([...internal.hits.values()].reduce((a, b) => a + b, 0)).toBe(0);
      const rows = await api.db.query<{ visual: string | null }>(
        'SELECT visual FROM nodes WHERE id = $1 OR show_id = $1',
        [out.showId],
      );
      expect(rows.map((r) => r.visual)).toEqual([null, null, null]);
      expect(warnings).toHaveLength(3);
      for (const w of warnings) expect(w).toContain('Adresse non publique refusée');
      // The feed's own host stays readable: the same fixture server's images are imported elsewhere.
      expect(host.hits.get('/redirect')).toBe(1);
    } finally {
      host.vars.delete('INTERNAL');
      await internal.close();
    }
  });

  it('an enclosure that is no http(s) address is refused, and nothing changes', async () => {
    const before = await snapshot();
    await expect(importFeed(api.db, host.url('/feeds/local-enclosure.xml'), {}, ctx())).rejects.toThrow(
      '1 épisode sans fichier audio (<enclosure>) : « Un épisode ».',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('an unknown radio or category is refused before anything is written', async () => {
    const before = await snapshot();
    await expect(importFeed(api.db, host.url('/feeds/itunes.xml'), { radio: 'XXX' }, ctx())).rejects.toThrow(
      'Radio inconnue : XXX.',
    );
    await expect(
      importFeed(api.db, host.url('/feeds/itunes.xml'), { category: 'nulle-part' }, ctx()),
    ).rejects.toThrow('Catégorie inconnue : nulle-part.');
    expect(await snapshot()).toEqual(before);
  });

  it('the refresh job inside the API reads a due feed as soon as the API starts (FEEDS_REFRESH_MINUTES)', async () => {
    host.routes.set('veilleurs.xml', 'podcasting20.xml');
    await api.db.query("UPDATE feeds SET next_check_at = now() - interval '1 minute' WHERE show_id = $1", [
      showId,
    ]);
    const second = await buildServer(
      { ...api.config, feedsRefreshMinutes: 15 },
      { db: api.db, seedIfEmpty: false },
    );
    try {
      // « Pèlerins de Compostelle » is back in the feed: the job publishes it again.
      await expect
        .poll(
          async () =>
            (await episodesOf(showId)).find((e) => e.data.guid === 'veilleurs-2026-001')?.unpublished_at,
          {
            timeout: 20_000,
          },
        )
        .toBeNull();
      const [feed] = await api.db.query<{ wait: number }>(
        'SELECT round(extract(epoch FROM next_check_at - checked_at) / 60)::int AS wait FROM feeds WHERE show_id = $1',
        [showId],
      );
      expect(feed?.wait).toBe(15);
    } finally {
      await second.app.close();
    }
  });
});
