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

/** The feeds the import refuses, each with the French message it gives. */
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

/** One API on `backend` (reads not cached) and the local podcast host, for the file's tests. */
function feedsApi(backend: (typeof BACKENDS)[number]) {
  const started = {} as { api: Harness; host: FeedServer };
  const t = {
    get api() {
      return started.api;
    },
    get host() {
      return started.host;
    },
    /** The show the first import made, read by the tests after it. */
    showId: 0,
    ctx: () => ({
      dataDir: started.api.config.dataDir,
      origin: started.api.config.apiOrigin,
      limits: { maxBytes: 1024 * 1024, timeoutMs: 1500, maxRedirects: 5 },
    }),
    get: async <T>(url: string) => {
      const r = await started.api.app.inject({ url });
      return { status: r.statusCode, body: r.json() as T };
    },
    episodesOf: (showId: number) =>
      started.api.db.query<
        Row & { id: number; title: string; data: Record<string, unknown>; unpublished_at: Date | null }
      >(
        "SELECT id, title, description, visual, published_at, changed_at, unpublished_at, data FROM nodes WHERE show_id = $1 AND type = 'episode' ORDER BY published_at DESC",
        [showId],
      ),
    snapshot: async () =>
      started.api.db.query(
        'SELECT (SELECT count(*)::int FROM nodes) AS nodes, (SELECT count(*)::int FROM feeds) AS feeds, (SELECT max(changed_at) FROM nodes) AS changed',
      ),
    veilleurs: () => started.host.url('/feeds/veilleurs.xml'),
  };
  beforeAll(async () => {
    // The import runs beside the API here (in production it is another process, or the API's own
    // job, which empties the response cache): reads are not cached so that each test sees the rows.
    started.api = await startApi(backend, { FEEDS_REFRESH_MINUTES: '0', RESPONSE_CACHE_SIZE: '0' });
    started.host = await new FeedServer().start();
  }, 180_000);
  afterAll(async () => {
    await started.host?.close();
    await started.api?.close();
  });
  return t;
}

type FeedsApi = ReturnType<typeof feedsApi>;

describe.each(BACKENDS)('podcast feeds on %s', (backend) => {
  const t = feedsApi(backend);
  importing(t);
  changesAndRefresh(t);
  dialectsAndRefusals(t);
});

/** A first import, its artwork, what the API reads of it, and a second import that changes nothing. */
function importing(t: FeedsApi) {
  it('imports a Podcasting 2.0 feed: the show, its episodes keyed by guid, sanitised text, artwork', async () => {
    t.host.routes.set('veilleurs.xml', 'podcasting20.xml');
    const out = await importFeed(
      t.api.db,
      t.veilleurs(),
      { radio: 'RCFNational', category: 'vie-spirituelle' },
      t.ctx(),
    );
    expect(out).toMatchObject({
      status: 'imported',
      showCreated: true,
      created: 3,
      updated: 0,
      unpublished: 0,
    });
    t.showId = out.showId;
    const [show] = await t.api.db.query<Row & { data: Record<string, unknown> }>(
      'SELECT title, alias, description, visual, author, data FROM nodes WHERE id = $1',
      [t.showId],
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

    const eps = await t.episodesOf(t.showId);
    expect(eps.map((e) => e.data.guid)).toEqual([
      'veilleurs-2026-003',
      'veilleurs-2026-002',
      'veilleurs-2026-001',
    ]);
    const [therese, tamie, compostelle] = eps;
    expect(therese?.description).toBe('Une nuit de prière au carmel.\nAvec le carmel.');
    expect(therese?.description).not.toMatch(/onclick|onerror|<|steal/);
    expect(therese?.data).toMatchObject({
      audio_file: t.host.url('/audio/commentaire-evangile-talents.mp3'),
      audio_type: 'audio/mpeg',
      audio_length: 812345,
      duration: 27 * 60 + 41,
      chapters: t.host.url('/chapters/003.json'),
      transcripts: [{ url: t.host.url('/transcripts/003.vtt'), type: 'text/vtt' }],
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
    const [show] = await t.api.db.query<{ visual: string }>('SELECT visual FROM nodes WHERE id = $1', [
      t.showId,
    ]);
    const path = new URL(show?.visual.replace('{style_name}', '154x154') as string).pathname;
    const r = await t.api.app.inject({ url: path, headers: { accept: 'image/webp' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
  });

  it('the API reads the show and its episodes; an episode carries its feed guid', async () => {
    const list = await t.get<ShowEpisodes>(`/content/episodes_by_show/${t.showId}`);
    expect(list.status).toBe(200);
    expect(list.body.rows.map((e) => e.title)).toEqual([
      'Veiller avec Thérèse de Lisieux',
      'Les moines de Tamié et le fromage',
      'Pèlerins de Compostelle',
    ]);
    const one = await t.get<Episode & { guid?: string }>(`/content/api/episode/${list.body.rows[0]?.id}`);
    expect(one.body.guid).toBe('veilleurs-2026-003');
    expect(one.body.audio_file).toBe(t.host.url('/audio/commentaire-evangile-talents.mp3'));
  });

  it('running the import again changes nothing, and fetches no artwork again', async () => {
    const before = await t.episodesOf(t.showId);
    const images = t.host.hits.get('/images/veilleurs.jpg');
    const out = await importFeed(t.api.db, t.veilleurs(), {}, t.ctx());
    expect(out).toMatchObject({
      status: 'imported',
      showCreated: false,
      created: 0,
      updated: 0,
      unchanged: 3,
      unpublished: 0,
    });
    expect(await t.episodesOf(t.showId)).toEqual(before);
    expect(t.host.hits.get('/images/veilleurs.jpg')).toBe(images);
  });
}

/** A changed feed, the lexicon, and the refresh of due feeds (conditional GET, failures). */
function changesAndRefresh(t: FeedsApi) {
  it('a changed feed: new episode added, changed one updated, removed one unpublished (not deleted)', async () => {
    const compostelle = async () =>
      (await t.api.db.query<{ hits: number }>("SELECT hits FROM search_words WHERE word = 'compostelle'"))[0]
        ?.hits ?? 0;
    const counted = await compostelle();
    expect(counted).toBeGreaterThan(0);
    t.host.routes.set('veilleurs.xml', 'podcasting20-next.xml');
    const out = await importFeed(t.api.db, t.veilleurs(), {}, t.ctx());
    expect(out).toMatchObject({ created: 1, updated: 1, unchanged: 1, unpublished: 1 });
    // Its title's words leave the search lexicon with it (« Vouliez-vous dire » offers none of them).
    expect(await compostelle()).toBe(counted - 1);
    const eps = await t.episodesOf(t.showId);
    const byGuid = new Map(eps.map((e) => [e.data.guid, e]));
    expect(byGuid.get('veilleurs-2026-003')?.title).toBe('Veiller avec sainte Thérèse de Lisieux');
    const gone = byGuid.get('veilleurs-2026-001');
    expect(gone?.unpublished_at).not.toBeNull();
    // Every public read leaves it out: the episode itself, the show's list, search.
    expect((await t.get(`/content/api/episode/${gone?.id}`)).status).toBe(404);
    const list = await t.get<ShowEpisodes>(`/content/episodes_by_show/${t.showId}`);
    expect(list.body.rows.map((e) => e.title)).not.toContain('Pèlerins de Compostelle');
    expect(list.body.pager.total_items).toBe(3);
    const found = await t.get<SearchResults>(`/content/search?q=${encodeURIComponent('Compostelle')}`);
    expect(found.body.groups.flatMap((g) => g.rows.map((r) => r.id))).not.toContain(gone?.id);
    const suggested = await t.get<SearchSuggestions>(
      `/content/search/suggest?q=${encodeURIComponent('Pèlerins de Comp')}`,
    );
    expect(suggested.body.rows.map((r) => r.id)).not.toContain(gone?.id);
    const [alias] = await t.api.db.query<{ alias: string }>('SELECT alias FROM nodes WHERE id = $1', [
      gone?.id,
    ]);
    expect((await t.get(`/content/api/node?alias=${encodeURIComponent(alias?.alias ?? '')}`)).status).toBe(
      404,
    );
    expect((await t.get(`/content/api/node/${gone?.id}`)).status).toBe(404);
    // Back in the feed, it is published again under the same id.
    t.host.routes.set('veilleurs.xml', 'podcasting20.xml');
    const back = await importFeed(t.api.db, t.veilleurs(), {}, t.ctx());
    expect(back).toMatchObject({ created: 0, unpublished: 1 });
    expect((await t.get(`/content/api/episode/${gone?.id}`)).status).toBe(200);
    expect(await compostelle()).toBe(counted);
  });

  it('the new words of an import are in the lexicon at once: a typo gets « Vouliez-vous dire »', async () => {
    const r = await t.get<SearchResults>(`/content/search?q=${encodeURIComponent('veileurs')}`);
    expect(r.body.suggestion).toBe('veilleurs');
    expect(r.body.groups.flatMap((g) => g.rows.map((x) => x.title))).toContain('Les Veilleurs de Lumière');
  });

  it('refresh: a conditional GET (ETag) that finds the feed unchanged writes no episode', async () => {
    t.host.routes.set('veilleurs.xml', 'podcasting20-next.xml');
    await importFeed(t.api.db, t.veilleurs(), {}, t.ctx());
    const before = await t.episodesOf(t.showId);
    const [feed] = await t.api.db.query<{ etag: string }>('SELECT etag FROM feeds WHERE show_id = $1', [
      t.showId,
    ]);
    expect(feed?.etag).toMatch(/^"[0-9a-f]{16}"$/);
    const reports = await refreshDue(t.api.db, t.ctx(), true);
    expect(reports.find((r) => r.source === t.veilleurs())?.outcome).toEqual({
      status: 'unchanged',
      showId: t.showId,
    });
    expect(await t.episodesOf(t.showId)).toEqual(before);
  });

  it('refresh: a feed that fails keeps its content, records the error and waits longer each time', async () => {
    t.host.routes.set('veilleurs.xml', 'absent.xml');
    const before = await t.episodesOf(t.showId);
    for (const [failures, minutes] of [
      [1, 30],
      [2, 60],
    ] as const) {
      const reports = await refreshDue(t.api.db, { ...t.ctx(), refreshMinutes: 15 }, true);
      expect(reports.find((r) => r.source === t.veilleurs())?.error).toBe(
        `Flux introuvable (404) : ${t.veilleurs()}.`,
      );
      const [row] = await t.api.db.query<{ failures: number; last_error: string; wait: number }>(
        'SELECT failures, last_error, round(extract(epoch FROM next_check_at - checked_at) / 60)::int AS wait FROM feeds WHERE show_id = $1',
        [t.showId],
      );
      expect(row).toMatchObject({ failures, wait: minutes });
    }
    expect(await t.episodesOf(t.showId)).toEqual(before);
    // Due feeds only, without --all: none is due now.
    expect(await refreshDue(t.api.db, t.ctx())).toEqual([]);
    t.host.routes.set('veilleurs.xml', 'podcasting20-next.xml');
    await refreshDue(t.api.db, t.ctx(), true);
    const [ok] = await t.api.db.query<{ failures: number; last_error: string | null }>(
      'SELECT failures, last_error FROM feeds WHERE show_id = $1',
      [t.showId],
    );
    expect(ok).toEqual({ failures: 0, last_error: null });
  });
}

/** Other dialects and sources, the feeds refused with their message, and the job inside the API. */
function dialectsAndRefusals(t: FeedsApi) {
  it('imports the iTunes dialect (summary, HH:MM:SS, content:encoded) and bare RSS (no guid: the enclosure is the key)', async () => {
    const it1 = await importFeed(
      t.api.db,
      t.host.url('/feeds/itunes.xml'),
      { category: 'vie-spirituelle' },
      t.ctx(),
    );
    expect(it1).toMatchObject({ status: 'imported', created: 2 });
    const psaumes = await t.episodesOf(it1.showId);
    expect(psaumes.map((e) => e.data.duration)).toEqual([3723, 545]);
    expect(psaumes[0]?.description).toBe(
      "Le berger\nRien ne saurait me manquer & sur des prés d'herbe fraîche…",
    );
    const [show] = await t.api.db.query<{ author: string; visual: string | null }>(
      'SELECT author, visual FROM nodes WHERE id = $1',
      [it1.showId],
    );
    expect(show?.author).toBe('Frère Anselme');
    expect(show?.visual).toMatch(/imported/);

    const plain = await importFeed(t.api.db, t.host.url('/feeds/plain-rss.xml'), {}, t.ctx());
    const [only] = await t.episodesOf(plain.showId);
    expect(only?.data.guid).toBe(t.host.url('/audio/nouvelles-belgique-banneux.mp3'));
    expect(
      (await importFeed(t.api.db, t.host.url('/feeds/plain-rss.xml'), {}, t.ctx())).status === 'imported',
    ).toBe(true);
    expect(await t.episodesOf(plain.showId)).toHaveLength(1);
  });

  it('imports from a local file as from a URL', async () => {
    // The fixture as the host serves it (its addresses filled in), saved as a file.
    writeFileSync(
      join(t.api.config.dataDir, 'chronique.xml'),
      await (await fetch(t.host.url('/feeds/plain-rss.xml'))).text(),
    );
    const source = feedSource('chronique.xml', t.api.config.dataDir);
    expect(source).toMatch(/^file:\/\/.*\/chronique\.xml$/);
    const out = await importFeed(t.api.db, source, {}, t.ctx());
    expect(out).toMatchObject({ status: 'imported', created: 1 });
  });

  it.each(BAD)('$label: a clear message, and nothing changes', async ({ path, message }) => {
    const before = await t.snapshot();
    await expect(importFeed(t.api.db, t.host.url(path), {}, t.ctx())).rejects.toThrow(message);
    expect(await t.snapshot()).toEqual(before);
  });

  it('a feed cannot publish a file of the server: artwork given as a path or file:// is not read', async () => {
    const out = await importFeed(t.api.db, t.host.url('/feeds/local-paths.xml'), {}, t.ctx());
    const rows = await t.api.db.query<{ visual: string | null }>(
      'SELECT visual FROM nodes WHERE id = $1 OR show_id = $1',
      [out.showId],
    );
    expect(rows.map((r) => r.visual)).toEqual([null, null]);
  });

  it('a feed cannot make the server read its own network: artwork on another local service, the metadata address or behind a redirect is never requested', async () => {
    const internal = await new FeedServer().start();
    try {
      t.host.vars.set('INTERNAL', internal.base);
      const warnings: string[] = [];
      const out = await importFeed(
        t.api.db,
        t.host.url('/feeds/private-artwork.xml'),
        {},
        {
          ...t.ctx(),
          warn: (m) => warnings.push(m),
        },
      );
      expect([...internal.hits.values()].reduce((a, b) => a + b, 0)).toBe(0);
      const rows = await t.api.db.query<{ visual: string | null }>(
        'SELECT visual FROM nodes WHERE id = $1 OR show_id = $1',
        [out.showId],
      );
      expect(rows.map((r) => r.visual)).toEqual([null, null, null]);
      expect(warnings).toHaveLength(3);
      for (const w of warnings) expect(w).toContain('Adresse non publique refusée');
      // The feed's own host stays readable: the same fixture server's images are imported elsewhere.
      expect(t.host.hits.get('/redirect')).toBe(1);
    } finally {
      t.host.vars.delete('INTERNAL');
      await internal.close();
    }
  });

  it('an enclosure that is no http(s) address is refused, and nothing changes', async () => {
    const before = await t.snapshot();
    await expect(importFeed(t.api.db, t.host.url('/feeds/local-enclosure.xml'), {}, t.ctx())).rejects.toThrow(
      '1 épisode sans fichier audio (<enclosure>) : « Un épisode ».',
    );
    expect(await t.snapshot()).toEqual(before);
  });

  it('an unknown radio or category is refused before anything is written', async () => {
    const before = await t.snapshot();
    await expect(
      importFeed(t.api.db, t.host.url('/feeds/itunes.xml'), { radio: 'XXX' }, t.ctx()),
    ).rejects.toThrow('Radio inconnue : XXX.');
    await expect(
      importFeed(t.api.db, t.host.url('/feeds/itunes.xml'), { category: 'nulle-part' }, t.ctx()),
    ).rejects.toThrow('Catégorie inconnue : nulle-part.');
    expect(await t.snapshot()).toEqual(before);
  });

  it('the refresh job inside the API reads a due feed as soon as the API starts (FEEDS_REFRESH_MINUTES)', async () => {
    t.host.routes.set('veilleurs.xml', 'podcasting20.xml');
    await t.api.db.query("UPDATE feeds SET next_check_at = now() - interval '1 minute' WHERE show_id = $1", [
      t.showId,
    ]);
    const second = await buildServer(
      { ...t.api.config, feedsRefreshMinutes: 15 },
      { db: t.api.db, seedIfEmpty: false },
    );
    try {
      // « Pèlerins de Compostelle » is back in the feed: the job publishes it again.
      await expect
        .poll(
          async () =>
            (await t.episodesOf(t.showId)).find((e) => e.data.guid === 'veilleurs-2026-001')?.unpublished_at,
          {
            timeout: 20_000,
          },
        )
        .toBeNull();
      const [feed] = await t.api.db.query<{ wait: number }>(
        'SELECT round(extract(epoch FROM next_check_at - checked_at) / 60)::int AS wait FROM feeds WHERE show_id = $1',
        [t.showId],
      );
      expect(feed?.wait).toBe(15);
    } finally {
      await second.app.close();
    }
  });
}
