import type { SearchResults, SearchSuggestions, Show } from '@radio/core';
import { describe, expect, it } from 'vitest';
import { SEARCHED_KINDS } from '../src/search/kinds.js';
import { IDS } from '../src/seed/index.js';
import { apiForSuite, BACKENDS } from './harness.js';
import { searchCalls } from './search-calls.js';

// What a French listener types, and a title it must find (issue: typos, accents, plurals, cut
// words, several words, hosts' names), on the demo content.
const QUERIES: { label: string; q: string; finds: RegExp; match: SearchResults['match'] }[] = [
  { label: 'exact words', q: 'Prière du matin', finds: /^Prière du matin$/, match: 'exact' },
  { label: 'no accent, lower case', q: 'priere du matin', finds: /^Prière du matin$/, match: 'exact' },
  { label: 'accent, singular for a plural', q: 'bénédictin', finds: /moines bénédictins/, match: 'exact' },
  { label: 'capitals, no accent', q: 'BENEDICTINS', finds: /moines bénédictins/, match: 'exact' },
  { label: 'plural for a singular', q: 'psaumes', finds: /Psaumes/, match: 'exact' },
  { label: 'typo', q: 'prirre', finds: /Prière/, match: 'approximate' },
  // « a word being typed ranks by prefix »: its results are those of the words it starts.
  { label: 'word cut short', q: 'augus', finds: /Augustin/, match: 'exact' },
  { label: 'several words, no accent', q: 'pape francois', finds: /Le pape François/, match: 'exact' },
  { label: 'several words, one misspelt', q: 'pape franscois', finds: /Le pape François/, match: 'partial' },
  { label: 'a saint', q: 'Séverin', finds: /^Saint Séverin$/, match: 'exact' },
  { label: 'a prayer', q: 'angélus', finds: /Angélus/, match: 'exact' },
];

describe.each(BACKENDS)('search on %s', (backend) => {
  const api = apiForSuite(backend);
  const { get, search } = searchCalls(api);
  const titles = (r: SearchResults) => r.groups.flatMap((g) => g.rows.map((row) => row.title));

  it.each(QUERIES)('$label: « $q » finds $finds ($match)', async ({ q, finds, match }) => {
    const r = await search(q);
    expect(r.match).toBe(match);
    expect(
      titles(r).some((t) => finds.test(t)),
      titles(r).join(' | '),
    ).toBe(true);
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
      SEARCHED_KINDS.filter((t) => r.groups.some((g) => g.type === t)),
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
    // Words as typed that the index holds are not « corrected ».
    expect((await search('pape francois')).suggestion).toBeNull();
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
