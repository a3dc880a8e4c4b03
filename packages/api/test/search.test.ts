import type { SearchResults, SearchSuggestions, Show } from '@radio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, countByKind, findKinds, KINDS } from '../src/search/find.js';
import { IDS } from '../src/seed/index.js';
import { BACKENDS, type Harness, startApi } from './harness.js';

// What a French listener types, and a title it must find (issue: typos, accents, plurals, cut
// words, several words, hosts' names), on the demo content.
const QUERIES: { label: string; q: string; finds: RegExp; match: SearchResults['match'] }[] = [
  { label: 'exact words', q: 'Prière du matin', finds: /^Prière du matin$/, match: 'exact' },
  { label: 'no accent, lower case', q: 'priere du matin', finds: /^Prière du matin$/, match: 'exact' },
  { label: 'accent, singular for a plural', q: 'bénédictin', finds: /moines bénédictins/, match: 'exact' },
  { label: 'capitals, no accent', q: 'BENEDICTINS', finds: /moines bénédictins/, match: 'exact' },
  { label: 'plural for a singular', q: 'psaumes', finds: /Psaumes/, match: 'exact' },
  { label: 'typo', q: 'prirre', finds: /Prière/, match: 'approximate' },
  { label: 'word cut short', q: 'augus', finds: /Augustin/, match: 'approximate' },
  { label: 'several words, no accent', q: 'pape francois', finds: /Le pape François/, match: 'exact' },
  {
    label: 'several words, one misspelt',
    q: 'pape franscois',
    finds: /Le pape François/,
    match: 'approximate',
  },
];

describe.each(BACKENDS)('search on %s', (backend) => {
  let api: Harness;
  const get = async (url: string) => {
    const r = await api.app.inject({ url });
    return { status: r.statusCode, body: r.json() };
  };
  const search = async (q: string, extra = '') =>
    (await get(`/content/search?q=${encodeURIComponent(q)}${extra}`)).body as SearchResults;
  const titles = (r: SearchResults) => r.groups.flatMap((g) => g.rows.map((row) => row.title));

  beforeAll(async () => {
    api = await startApi(backend);
  }, 180_000);
  afterAll(async () => api?.close());

  it.each(QUERIES)('$label: « $q » finds $finds ($match)', async ({ q, finds, match }) => {
    const r = await search(q);
    expect(r.match).toBe(match);
    expect(
      titles(r).some((t) => finds.test(t)),
      titles(r).join(' | '),
    ).toBe(true);
  });

  it('the search context of a new row reads its show by key, not by a scan a plan made on an empty table kept', async () => {
    const [fn] = await api.db.query<{ proconfig: string[] | null }>(
      "SELECT proconfig FROM pg_proc WHERE proname = 'radio_search_context'",
    );
    expect(fn?.proconfig).toContain('enable_seqscan=off');
    // And it still fills the context: an episode's row carries its show's title.
    const [ep] = await api.db.query<{ search_context: string; show: string }>(
      `SELECT e.search_context, s.title AS show FROM nodes e JOIN nodes s ON s.id = e.show_id
        WHERE e.type = 'episode' LIMIT 1`,
    );
    expect(ep?.search_context).toContain(ep?.show);
  });

  it("a host's name finds the show they present, before its episodes", async () => {
    const show = (await get(`/content/api/node/${IDS.show}`)).body as Show & { host: string };
    const host = show.host.replace(/^présentée par /, '');
    expect(host).toMatch(/\w+ \w+/);
    const r = await search(host);
    expect(r.match).toBe('exact');
    expect(r.groups[0]?.type).toBe('show');
    expect(r.groups[0]?.rows.map((s) => s.id)).toContain(IDS.show);
  });

  it('a show whose title matches comes before its episodes; groups carry counts, shows first', async () => {
    const r = await search('prière');
    expect(r.groups.map((g) => g.type)).toEqual(
      ['show', 'episode', 'article', 'video', 'folder', 'event'].filter((t) =>
        r.groups.some((g) => g.type === t),
      ),
    );
    expect(r.groups[0]?.type).toBe('show');
    expect(r.groups[0]?.rows[0]?.title).toMatch(/Prière/);
    for (const g of r.groups) {
      expect(g.total).toBeGreaterThanOrEqual(g.rows.length);
      expect(g.rows.every((row) => row.type === g.type)).toBe(true);
    }
    const episode = r.groups.find((g) => g.type === 'episode')?.rows[0];
    expect(episode?.show_title).toBeTruthy();
    expect(episode?.duration).toBeGreaterThan(0);
  });

  it('a typo gets « Vouliez-vous dire » from the index’s own words, with accents', async () => {
    const r = await search('prirre');
    expect(r.suggestion).toBe('prière');
    const two = await search('pape franscois');
    expect(two.suggestion).toBe('pape françois');
    // Words as typed that the index holds are not « corrected ».
    expect((await search('pape francois')).suggestion).toBeNull();
  });

  it('when all the words cannot match together, the best partial matches, said as such', async () => {
    const r = await search('bénédictins laudato');
    expect(r.match).toBe('partial');
    const found = titles(r);
    expect(found.some((t) => /bénédictins/.test(t))).toBe(true);
    expect(found.some((t) => /Le pape François/.test(t))).toBe(true);
    const nothing = await search('zzzxqwv');
    expect(nothing.match).toBe('none');
    expect(nothing.groups).toEqual([]);
    expect(nothing.pager.total_items).toBe(0);
  });

  it('one kind, paged (`type`, `page` from 0): counts of the other kinds stay', async () => {
    const all = await search('prière');
    const episodes = all.groups.find((g) => g.type === 'episode');
    expect(episodes && episodes.total > 3).toBe(true);
    const p0 = await search('prière', '&type=episode&items_per_page=2&page=0');
    const p1 = await search('prière', '&type=episode&items_per_page=2&page=1');
    expect(p0.type).toBe('episode');
    expect(p0.rows).toHaveLength(2);
    expect(p0.rows.every((r) => r.type === 'episode')).toBe(true);
    expect(p1.pager.current_page).toBe(1);
    expect(p1.pager.total_items).toBe(episodes?.total);
    expect(p1.rows.map((r) => r.id)).not.toContain(p0.rows[0]?.id);
    expect(p0.groups.map((g) => [g.type, g.total])).toEqual(all.groups.map((g) => [g.type, g.total]));
    expect(p0.groups.filter((g) => g.type !== 'episode').every((g) => g.rows.length === 0)).toBe(true);
  });

  it('counts every published match of a kind (under the cap); the results are the same whichever way they are read', async () => {
    const q = 'prière';
    for (const preview of [true, false]) {
      const [offset, limit] = preview ? [0, 3] : [1, 2];
      const counts = await countByKind(api.db, 'typed', q, candidates(preview, offset, limit));
      const direct = await api.db.query<{ type: string; n: number }>(
        `SELECT type, count(*)::int AS n FROM nodes WHERE search @@ websearch_to_tsquery('french', radio_unaccent($1))
            AND published_at <= now() AND unpublished_at IS NULL AND type = ANY($2) GROUP BY type`,
        [q, [...KINDS]],
      );
      expect(Object.fromEntries(counts.n)).toEqual(Object.fromEntries(direct.map((r) => [r.type, r.n])));
      expect([...counts.recent.keys()]).toEqual([...counts.n.keys()]);
      // Under the cap, the newest matches the count kept are ranked; at the cap, they are read
      // again through the indexes. Same candidates, same ranking.
      const read = async (kept: boolean) => {
        const slices = [...counts.n.keys()].map((kind) => ({
          kind,
          offset,
          limit,
          recent: kept ? counts.recent.get(kind) : undefined,
        }));
        const found = await findKinds(api.db, 'typed', q, slices, preview, () => null);
        return Object.fromEntries([...found].map(([kind, rows]) => [kind, rows.map((r) => r.id)]));
      };
      const kept = await read(true);
      expect(Object.values(kept).flat().length).toBeGreaterThan(3);
      expect(kept).toEqual(await read(false));
    }
  });

  it('bad parameters get 400 with a JSON message; odd text is only text', async () => {
    for (const url of [
      '/content/search?q=',
      '/content/search?q=foi&type=recette',
      '/content/search?q=foi&page=-1',
      '/content/search?q=foi&page=deux',
      '/content/search?q=foi&items_per_page=500',
      '/content/search/suggest?q=a',
      `/content/search/suggest?q=${'x'.repeat(101)}`,
    ]) {
      const r = await get(url);
      expect(r.status, url).toBe(400);
      expect(Object.keys(r.body).sort(), url).toEqual(['message', 'status']);
    }
    for (const q of ["' OR 1=1 --", 'prière & !:* (', '«»', 'a:* | b']) {
      expect((await get(`/content/search?q=${encodeURIComponent(q)}`)).status, q).toBe(200);
      expect((await get(`/content/search/suggest?q=${encodeURIComponent(q)}`)).status, q).toBe(200);
    }
  });

  it('the lexicon follows publication in the writing transaction: an unpublished or deleted episode’s words leave « Vouliez-vous dire »', async () => {
    // Two episodes sharing a word found nowhere else (« oxyrhynque »), one with a word of its own.
    const episode = (id: number, title: string) => ({
      id,
      type: 'episode',
      title,
      alias: `/test-lexique/${id}`,
      published_at: '2026-01-01T00:00:00Z',
      changed_at: '2026-01-01T00:00:00Z',
    });
    await api.db.query(
      `INSERT INTO nodes (id, type, title, alias, published_at, changed_at)
       SELECT id, type, title, alias, published_at, changed_at FROM json_populate_recordset(NULL::nodes, $1::json)`,
      [
        JSON.stringify([
          episode(990001, 'Les papyrus d’Oxyrhynque'),
          episode(990002, 'Oxyrhynque et Zénobie'),
        ]),
      ],
    );
    const hits = async (word: string) =>
      (await api.db.query<{ hits: number }>('SELECT hits FROM search_words WHERE word = $1', [word]))[0]
        ?.hits ?? 0;
    // A distinct URL each time: the API's response cache keeps a search for a few seconds.
    let n = 0;
    const meant = async (q: string) => (await search(q, `&round=${n++}`)).suggestion;
    expect([await hits('oxyrhynque'), await hits('zenobie')]).toEqual([2, 1]);
    expect(await meant('zenobee')).toBe('zénobie');

    // Unpublished (as a feed import does when the episode leaves its feed): counted out at once.
    await api.db.query('UPDATE nodes SET unpublished_at = now() WHERE id = 990002');
    expect([await hits('oxyrhynque'), await hits('zenobie')]).toEqual([1, 0]);
    expect(await meant('zenobee')).not.toBe('zénobie');
    expect(await meant('oxyrynque')).toBe('oxyrhynque');

    // A transaction that unpublishes then fails leaves the lexicon as it was.
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query('UPDATE nodes SET unpublished_at = now() WHERE id = 990001');
        expect(
          (await tx.query<{ hits: number }>("SELECT hits FROM search_words WHERE word = 'oxyrhynque'"))
            .length,
        ).toBe(0);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await hits('oxyrhynque')).toBe(1);

    // Published again: back; renamed: the old word leaves, the new one comes; deleted: gone.
    await api.db.query('UPDATE nodes SET unpublished_at = NULL WHERE id = 990002');
    expect([await hits('oxyrhynque'), await hits('zenobie')]).toEqual([2, 1]);
    await api.db.query("UPDATE nodes SET title = 'Oxyrhynque et Palmyre' WHERE id = 990002");
    expect([await hits('zenobie'), await hits('palmyre')]).toEqual([0, 1]);
    await api.db.query('DELETE FROM nodes WHERE id IN (990001, 990002)');
    expect([await hits('oxyrhynque'), await hits('palmyre')]).toEqual([0, 0]);
    expect(await meant('oxyrynque')).not.toBe('oxyrhynque');
  });

  it('search_docs copies the published rows of the searched kinds, in the writing transaction', async () => {
    const copied = `SELECT id, type, published_at, search FROM nodes
      WHERE unpublished_at IS NULL AND type IN ('show', 'episode', 'article', 'video', 'folder', 'event')`;
    // Rows in one and not in the other, both ways: none after every kind of write.
    const apart = async () =>
      (
        await api.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ((${copied} EXCEPT SELECT * FROM search_docs)
            UNION ALL (SELECT * FROM search_docs EXCEPT ${copied})) AS d`,
        )
      )[0]?.n;
    const ids = async () =>
      (await api.db.query<{ id: number }>('SELECT id FROM search_docs WHERE id >= 990101 ORDER BY id')).map(
        (r) => r.id,
      );
    expect(await apart()).toBe(0);
    await api.db.query(
      `INSERT INTO nodes (id, type, title, alias, published_at, changed_at)
       SELECT 990100 + g, 'episode', 'Les manuscrits de Qumrân ' || g, '/test-docs/' || g, now(), now()
         FROM generate_series(1, 3) AS g`,
    );
    expect(await ids()).toEqual([990101, 990102, 990103]);
    await api.db.query('UPDATE nodes SET unpublished_at = now() WHERE id = 990102');
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query('DELETE FROM nodes WHERE id = 990101');
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await ids()).toEqual([990101, 990103]);
    const qumran = async () => (await countByKind(api.db, 'typed', 'qumran', 10)).recent.get('episode');
    expect(await qumran()).toEqual([990103, 990101]);
    await api.db.query(
      "UPDATE nodes SET title = 'Les grottes de la mer Morte', published_at = now() - interval '1 day' WHERE id = 990103",
    );
    await api.db.query('UPDATE nodes SET unpublished_at = NULL WHERE id = 990102');
    expect(await qumran()).toEqual([990102, 990101]);
    expect(await apart()).toBe(0);
    await api.db.query('DELETE FROM nodes WHERE id IN (990101, 990102, 990103)');
    expect(await ids()).toEqual([]);
    expect(await apart()).toBe(0);
  });

  it('suggestions from the second character: shows first, the last word cut short', async () => {
    const s = async (q: string) =>
      (await get(`/content/search/suggest?q=${encodeURIComponent(q)}`)).body as SearchSuggestions;
    const pr = await s('pri');
    expect(pr.rows.length).toBeGreaterThan(0);
    expect(pr.rows.length).toBeLessThanOrEqual(8);
    expect(pr.rows[0]?.type).toBe('show');
    expect(pr.rows[0]?.title).toMatch(/^Pri/);
    const two = await s('pape fran');
    expect(two.rows.map((r) => r.title)).toContain('Le pape François et la sauvegarde de la maison commune');
    const episode = (await s('prières du so')).rows.find((r) => r.type === 'episode');
    expect(episode?.title).toBe('Les prières du soir en famille');
    expect(episode?.show_title).toBe('Prière du matin');
    expect((await s('zq')).rows).toEqual([]);
  });
});
