import { describe, expect, it } from 'vitest';
import * as pager from './pager';

describe('pager (§2, §9)', () => {
  it('§2 "page: 1-based in the URL, 0-based in API calls (minimum 0)"', () => {
    expect(pager.apiPageFromUrl('1')).toBe(0);
    expect(pager.apiPageFromUrl('3')).toBe(2);
    expect(pager.apiPageFromUrl(4)).toBe(3);
    expect(pager.apiPageFromUrl('0')).toBe(0);
    expect(pager.apiPageFromUrl('-5')).toBe(0);
    expect(pager.apiPageFromUrl('abc')).toBe(0);
    expect(pager.apiPageFromUrl(undefined)).toBe(0);
    expect(pager.apiPageFromUrl(null)).toBe(0);
    expect(pager.urlPageFromApi(0)).toBe(1);
    expect(pager.urlPageFromApi(2)).toBe(3);
    expect(pager.urlPageFromApi(-1)).toBe(1);
  });

  it("§9 \"Page titles get ' - page N' when paginated and ' - lettre X' for letters.\"", () => {
    expect(pager.pageTitle('Émissions')).toBe('Émissions');
    expect(pager.pageTitle('Émissions', { page: 1 })).toBe('Émissions');
    expect(pager.pageTitle('Émissions', { page: 2 })).toBe('Émissions - page 2');
    expect(pager.pageTitle('Émissions de A à Z', { letter: 'b' })).toBe('Émissions de A à Z - lettre B');
    expect(pager.pageTitle('Émissions de A à Z', { letter: 'C', page: 3 })).toBe(
      'Émissions de A à Z - lettre C - page 3',
    );
  });

  it('§9 "Pager default 3 items"; §8 "empty list with default pager (3 per page, 1 page)"', () => {
    expect(pager.emptyPaged()).toEqual({
      rows: [],
      pager: { current_page: 0, total_items: 0, total_pages: 1, item_per_page: 3 },
    });
    expect(pager.makePager(10, 1)).toEqual({
      current_page: 1,
      total_items: 10,
      total_pages: 4,
      item_per_page: 3,
    });
  });

  it('paginate serves the 0-based page', () => {
    const p = pager.paginate([1, 2, 3, 4, 5, 6, 7], 2);
    expect(p.rows).toEqual([7]);
    expect(p.pager).toEqual({ current_page: 2, total_items: 7, total_pages: 3, item_per_page: 3 });
    expect(pager.hasNextPage(p.pager)).toBe(false);
    expect(pager.hasNextPage(pager.paginate([1, 2, 3, 4], 0).pager)).toBe(true);
    expect(pager.paginate([1, 2], -1).rows).toEqual([1, 2]);
  });

  it('§4 "Paging is zero-based; further pages are appended when the same type continues."', () => {
    const page0 = { ...pager.paginate(['a', 'b', 'c', 'd'], 0), type: 'all' };
    const page1 = { ...pager.paginate(['a', 'b', 'c', 'd'], 1), type: 'all' };
    expect(pager.appendPage(null, page0)).toBe(page0);
    expect(pager.appendPage(page0, page1).rows).toEqual(['a', 'b', 'c', 'd']);
    expect(pager.appendPage(page0, page1).pager.current_page).toBe(1);
    const other = { ...pager.paginate(['x'], 1), type: 'podcast' };
    expect(pager.appendPage(page0, other)).toBe(other);
    expect(pager.appendPage(page1, page0)).toBe(page0);
  });

  it('§2 "page: 1-based in the URL": a `?page=` value read as the URL page, anything invalid is page 1', () => {
    expect(pager.urlPage(undefined)).toBe(1);
    expect(pager.urlPage('3')).toBe(3);
    expect(pager.apiPageFromUrl(pager.urlPage('3'))).toBe(2);
    expect(pager.apiPageFromUrl(pager.urlPage('0'))).toBe(0);
    expect(pager.urlPage('-4')).toBe(1);
    expect(pager.urlPage('abc')).toBe(1);
    expect(pager.urlPage('3abc')).toBe(1);
    expect(pager.urlPage('1234567')).toBe(1);
    expect(pager.urlPage(['2', '5'])).toBe(2);
  });

  it('page 1 is the bare path; other query values are kept', () => {
    expect(pager.pageHref('/emissions/la-bible', 1)).toBe('/emissions/la-bible');
    expect(pager.pageHref('/emissions/la-bible', 2)).toBe('/emissions/la-bible?page=2');
    expect(pager.pageHref('/emissions-a-z', 3, { lettre: 'B', page: '9', radio: undefined })).toBe(
      '/emissions-a-z?lettre=B&page=3',
    );
  });

  it('the pager shows first, last and neighbours with gaps', () => {
    expect(pager.pageWindow(1, 1)).toEqual([1]);
    expect(pager.pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pager.pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
