// What is said in an episode is searched (its transcript, with each sentence's second): a word only
// said finds the episode, the result quotes the sentence and links to its moment; the index follows
// a transcript linked, replaced or removed and the episode's publication, in the writing
// transaction, on PGlite and PostgreSQL.

import type { SearchResult, Transcript } from '@radio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkDoc, pruneDocs, saveDoc } from '../src/transcripts/store.js';
import { BACKENDS, type Harness, startApi } from './harness.js';
import { searchCalls } from './search-calls.js';

/** A word of the Banneux news (« … des infirmières et des brancardiers. »), in no title, description or text. */
const SAID = 'brancardiers';
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

const TEST_EPISODE = 990_001;
const cues = (words: string) => [
  { start: 0, end: 4.5, text: 'Bonjour et bienvenue.' },
  { start: 4.5, end: 9.25, text: `Nous parlons aujourd'hui des ${words},` },
  { start: 9.25, end: 14, text: 'qui font la joie des anciens.' },
  { start: 14, end: 18, text: 'À bientôt.' },
];

describe.each(BACKENDS)('transcripts in search on %s', (backend) => {
  let api: Harness;
  const { get, search } = searchCalls(() => api);
  const episodes = async (q: string) => (await search(q, '&type=episode&items_per_page=50')).rows;

  /** Links (or replaces) the test episode's transcript, as the import does. */
  const transcribe = async (words: string, timed = true) => {
    const hash = await saveDoc(api.db, {
      kind: 'transcript',
      language: 'fr',
      timed,
      body: { cues: timed ? cues(words) : cues(words).map((c) => ({ ...c, start: 0, end: 0 })) },
    });
    await linkDoc(api.db, TEST_EPISODE, 'transcript', {
      hash,
      source_url: 'https://exemple.test/t.vtt',
      source_type: 'text/vtt',
      etag: null,
      last_modified: null,
      error: null,
    });
    await pruneDocs(api.db);
  };

  beforeAll(async () => {
    // Reads not cached: the tests change transcripts and publication between two searches.
    api = await startApi(backend, { RESPONSE_CACHE_SIZE: '0' });
    const [show] = await api.db.query<{ id: number }>("SELECT id FROM nodes WHERE type = 'show' LIMIT 1");
    await api.db.query(
      `INSERT INTO nodes (id, type, title, alias, description, show_id, published_at, changed_at)
       VALUES ($1, 'episode', 'Une émission de test', '/test-transcription', 'Un épisode sans mot rare.', $2,
               '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
      [TEST_EPISODE, show?.id],
    );
  }, 180_000);
  afterAll(async () => api?.close());

  it('issue text: « a word only said in an episode finds that episode »; the result links to the moment with the matching sentence as excerpt', async () => {
    const rows = await episodes(SAID);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      // Its own text does not hold the word: only what is said does.
      expect(plain(`${r.title} ${r.excerpt}`)).toContain(SAID);
      expect(plain(r.title)).not.toContain(SAID);
      expect(r.excerpt).toBe(
        'Un accueil spécial leur est réservé, avec des bénévoles, des infirmières et des brancardiers.',
      );
      const t = (await get(`/content/api/episode/${r.id}/transcript?_format=json`)).body as Transcript;
      const cue = t.cues.find((c) => c.text.includes('brancardiers'));
      expect(r.at).toBe(Math.floor(cue?.start ?? -1));
      expect(r.at).toBeGreaterThan(10);
    }
    // The grouped results say the same.
    const all = await search(SAID);
    expect(all.groups.find((g) => g.type === 'episode')?.rows[0]?.at).toBe(rows[0]?.at);
  });

  it('French stemming and accents as for the rest of search: « Brancardier », « INFIRMIERE BRANCARDIERS »', async () => {
    const ids = (rows: SearchResult[]) => rows.map((r) => r.id).sort();
    const found = ids(await episodes(SAID));
    expect(ids(await episodes('Brancardier'))).toEqual(found);
    const both = await episodes('INFIRMIERE BRANCARDIERS');
    expect(ids(both)).toEqual(found);
    for (const r of both) expect(r.excerpt).toContain('infirmières et des brancardiers');
  });

  it('an episode found by its own words gives its description, no moment', async () => {
    const rows = await episodes('émission de test');
    const own = rows.find((r) => r.id === TEST_EPISODE);
    expect(own?.excerpt).toBe('Un épisode sans mot rare.');
    expect(own?.at).toBeUndefined();
  });

  it('a transcript linked, replaced or removed changes what finds the episode, in the same transaction', async () => {
    const found = async (q: string) => (await episodes(q)).find((r) => r.id === TEST_EPISODE);
    const lexeme = async (w: string) =>
      (
        await api.db.query<{ n: number }>(
          "SELECT coalesce(sum(n), 0)::int AS n FROM search_lexemes WHERE type = 'episode' AND lexeme = $1",
          [w],
        )
      )[0]?.n ?? 0;
    expect(await found('zéphyrins')).toBeUndefined();
    await transcribe('zéphyrins du pays');
    // The sentence cut over two cues is quoted whole, from the second of its first cue.
    expect(await found('zephyrin')).toMatchObject({
      at: 4,
      excerpt: "Nous parlons aujourd'hui des zéphyrins du pays, qui font la joie des anciens.",
    });
    expect(await lexeme('zephyrin')).toBe(1);
    // Replaced: the old words no longer find it, the new ones do.
    await transcribe('calligrammes anciens');
    expect(await found('zéphyrins')).toBeUndefined();
    expect(await found('calligrammes')).toMatchObject({ at: 4 });
    expect(await lexeme('zephyrin')).toBe(0);
    // Removed: nothing said finds it any more; its own words still do.
    await api.db.query("DELETE FROM episode_docs WHERE episode_id = $1 AND kind = 'transcript'", [
      TEST_EPISODE,
    ]);
    expect(await found('calligrammes')).toBeUndefined();
    expect(await found('émission de test')).toBeTruthy();
    const [cuesLeft] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM media_cues c JOIN media_docs m ON m.hash = c.hash WHERE c.text LIKE '%calligrammes%'",
    );
    await pruneDocs(api.db);
    expect(cuesLeft?.n).toBe(1);
    const [pruned] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM media_cues WHERE text LIKE '%calligrammes%'",
    );
    expect(pruned?.n).toBe(0);
  });

  it('an untimed transcript (imported as HTML or text) gives the sentence, no second to link to', async () => {
    await transcribe('gyrovagues errants', false);
    const row = (await episodes('gyrovagues')).find((r) => r.id === TEST_EPISODE);
    expect(row?.excerpt).toBe(
      "Nous parlons aujourd'hui des gyrovagues errants, qui font la joie des anciens.",
    );
    expect(row?.at).toBeUndefined();
  });

  it('an episode unpublished (or dated later) is not found by what is said in it', async () => {
    await transcribe('ortolans migrateurs');
    const found = async () => (await episodes('ortolans')).some((r) => r.id === TEST_EPISODE);
    expect(await found()).toBe(true);
    await api.db.query('UPDATE nodes SET unpublished_at = now() WHERE id = $1', [TEST_EPISODE]);
    expect(await found()).toBe(false);
    await api.db.query('UPDATE nodes SET unpublished_at = NULL WHERE id = $1', [TEST_EPISODE]);
    expect(await found()).toBe(true);
    await api.db.query("UPDATE nodes SET published_at = now() + interval '1 day' WHERE id = $1", [
      TEST_EPISODE,
    ]);
    expect(await found()).toBe(false);
    await api.db.query("UPDATE nodes SET published_at = '2026-01-01T00:00:00Z' WHERE id = $1", [
      TEST_EPISODE,
    ]);
    // Deleted: its row of search_docs goes with it.
    await api.db.query('DELETE FROM nodes WHERE id = $1', [TEST_EPISODE]);
    expect(await found()).toBe(false);
    const [left] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM search_docs WHERE id = $1',
      [TEST_EPISODE],
    );
    expect(left?.n).toBe(0);
  });
});
