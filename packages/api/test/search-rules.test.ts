import type { SearchResults } from '@radio/core';
import { describe, expect, it } from 'vitest';
import { apiForSuite, BACKENDS } from './harness.js';
import { searchCalls } from './search-calls.js';

// The rules of search as a visitor meets them on the demo content (their units: test/search/terms.test.ts).
describe.each(BACKENDS)('search rules on %s', (backend) => {
  const api = apiForSuite(backend);
  const { search } = searchCalls(api);
  const titles = (r: SearchResults) => r.groups.flatMap((g) => g.rows.map((row) => row.title));

  it('"never suggest a correction that finds less": « pape françois » finds less than « pape »; the results that hold both come first', async () => {
    const two = await search('pape franscois');
    expect(two.suggestion).toBeNull();
    expect(two.match).toBe('partial');
    const pape = await search('pape');
    const total = (x: SearchResults) => x.groups.reduce((n, g) => n + g.total, 0);
    expect(total(two)).toBeGreaterThanOrEqual(total(pape));
    expect(two.groups.find((g) => g.type === 'article')?.rows[0]?.title).toMatch(/pape François/);
  });

  it('"keep the words that match before correcting the others": « vierge marie » keeps both words, never « vie marie »', async () => {
    // Both words are in the index: the results hold them (the saints' lives speak of the Virgin
    // Mary), none is corrected.
    const r = await search('vierge marie');
    expect(r.suggestion).toBeNull();
    expect(r.match).toBe('exact');
    expect(titles(r).length).toBeGreaterThan(0);
  });

  it('"a word being typed ranks by prefix": « medit » finds « Méditer… », never « déserts médicaux »', async () => {
    const r = await search('medit');
    expect(titles(r).length).toBeGreaterThan(0);
    expect(titles(r).filter((t) => /médica/i.test(t))).toEqual([]);
    expect(r.groups.find((g) => g.type === 'episode')?.rows[0]?.title).toMatch(/Méditer/);
  });

  it('« augustin » finds the saint as well as episodes and articles', async () => {
    const r = await search('augustin');
    expect(r.groups.map((g) => g.type)).toEqual(expect.arrayContaining(['saint', 'episode', 'article']));
    expect(r.groups.find((g) => g.type === 'saint')?.rows).toContainEqual(
      expect.objectContaining({
        title: 'Saint Augustin',
        alias: '/vie-spirituelle/le-saint-du-jour?date=08-28',
      }),
    );
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
});
