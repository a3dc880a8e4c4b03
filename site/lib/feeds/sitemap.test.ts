import { describe, expect, it } from 'vitest';
import * as sitemap from './sitemap';

describe('sitemap splitting', () => {
  it('"sitemap.xml of all public content (split when large)": each source in parts of N URLs', () => {
    const parts = sitemap.planSitemaps({ pages: 20, shows: 40, episodes: 12_001, articles: 0 }, 5_000);
    expect(parts.map((p) => p.file)).toEqual([
      'pages-0.xml',
      'shows-0.xml',
      'episodes-0.xml',
      'episodes-1.xml',
      'episodes-2.xml',
    ]);
  });

  it('sitemaps.org "no more than 50,000 URLs" per file, whatever size is asked', () => {
    const parts = sitemap.planSitemaps({ episodes: 100_001 }, 1_000_000);
    expect(parts).toHaveLength(3);
    expect(sitemap.SITEMAP_MAX_URLS).toBe(50_000);
    const some = Array.from({ length: 12 }, (_, i) => ({ loc: `https://s/e/${i}` }));
    expect(sitemap.urlsetXml(some, 10).match(/<url>/g)).toHaveLength(10);
    expect(sitemap.urlsetXml(some, 1_000_000).match(/<url>/g)).toHaveLength(12);
  });

  it('part file names round-trip; unknown sources and junk are refused', () => {
    expect(sitemap.parseSitemapFile('episodes-3.xml')).toEqual({ source: 'episodes', chunk: 3 });
    for (const bad of ['episodes-03.xml', 'secrets-0.xml', 'episodes-1', '../x.xml', 'episodes--1.xml', '']) {
      expect(sitemap.parseSitemapFile(bad)).toBeNull();
    }
  });

  it('a part maps to the 0-based API pages that hold its items', () => {
    expect(sitemap.chunkRange(2, 100)).toEqual({ offset: 200, limit: 100 });
    expect(sitemap.apiPagesFor(0, 50, 100)).toEqual([0, 1]);
    expect(sitemap.apiPagesFor(1, 30, 100)).toEqual([3, 4, 5, 6]);
  });

  it('the index lists every part with absolute URLs; a urlset escapes and clamps its fields', () => {
    const index = sitemap.sitemapIndexXml(
      'https://www.rcf.fr',
      sitemap.planSitemaps({ shows: 2 }),
      new Date('2026-01-01Z'),
    );
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain('<loc>https://www.rcf.fr/sitemap/shows-0.xml</loc>');
    expect(index).toContain('<lastmod>2026-01-01T00:00:00.000Z</lastmod>');
    const set = sitemap.urlsetXml([
      {
        loc: 'https://www.rcf.fr/tag/a&b',
        lastmod: '2026-02-03T10:00:00Z',
        priority: 3,
        changefreq: 'daily',
      },
      { loc: 'https://www.rcf.fr/x', lastmod: 'not a date' },
    ]);
    expect(set).toContain('<loc>https://www.rcf.fr/tag/a&amp;b</loc>');
    expect(set).toContain('<lastmod>2026-02-03T10:00:00.000Z</lastmod>');
    expect(set).toContain('<priority>1.0</priority>');
    expect(set.match(/<lastmod>/g)).toHaveLength(1);
  });
});
