import { describe, expect, it } from 'vitest';
import {
  apiPageFromUrl,
  appendPage,
  emptyPaged,
  hasNextPage,
  makePager,
  pageHref,
  pageTitle,
  pageWindow,
  paginate,
  urlPage,
  urlPageFromApi,
} from './pager';

describe('pager (§2, §9)', () => {
  it('§2 "page: 1-based in the URL, 0-based in API calls (minimum 0)"', () => {
    expect(apiPageFromUrl('1')).toBe(0);
    expect(apiPageFromUrl('3')).toBe(2);
    expect(apiPageFromUrl(4)).toBe(3);
    expect(apiPageFromUrl('0')).toBe(0);
    expect(apiPageFromUrl('-5')).toBe(0);
    expect(apiPageFromUrl('abc')).toBe(0);
    expect(apiPageFromUrl(undefined)).toBe(0);
    expect(apiPageFromUrl(null)).toBe(0);
    expect(urlPageFromApi(0)).toBe(1);
    expect(urlPageFromApi(2)).toBe(3);
    expect(urlPageFromApi(-1)).toBe(1);
  });

  it("§9 \"Page titles get ' - page N' when paginated and ' - lettre X' for letters.\"", () => {
    expect(pageTitle('Émissions')).toBe('Émissions');
    expect(pageTitle('Émissions', { page: 1 })).toBe('Émissions');
    expect(pageTitle('Émissions', { page: 2 })).toBe('Émissions - page 2');
    expect(pageTitle('Émissions de A à Z', { letter: 'b' })).toBe('Émissions de A à Z - lettre B');
    expect(pageTitle('Émissions de A à Z', { letter: 'C', page: 3 })).toBe(
      'Émissions de A à Z - lettre C - page 3',
    );
  });

  it('§9 "Pager default 3 items"; §8 "empty list with default pager (3 per page, 1 page)"', () => {
    expect(emptyPaged()).toEqual({
      rows: [],
      pager: { current_page: 0, total_items: 0, total_pages: 1, item_per_page: 3 },
    });
    expect(makePager(10, 1)).toEqual({ current_page: 1, total_items: 10, total_pages: 4, item_per_page: 3 });
  });

  it('paginate serves the 0-based page', () => {
    const p = paginate([1, 2, 3, 4, 5, 6, 7], 2);
    expect(p.rows).toEqual([7]);
    expect(p.pager).toEqual({ current_page: 2, total_items: 7, total_pages: 3, item_per_page: 3 });
    expect(hasNextPage(p.pager)).toBe(false);
    expect(hasNextPage(paginate([1, 2, 3, 4], 0).pager)).toBe(true);
    expect(paginate([1, 2], -1).rows).toEqual([1, 2]);
  });

  it('§4 "Paging is zero-based; further pages are appended when the same type continues."', () => {
    const page0 = { ...paginate(['a', 'b', 'c', 'd'], 0), type: 'all' };
    const page1 = { ...paginate(['a', 'b', 'c', 'd'], 1), type: 'all' };
    expect(appendPage(null, page0)).toBe(page0);
    expect(appendPage(page0, page1).rows).toEqual(['a', 'b', 'c', 'd']);
    expect(appendPage(page0, page1).pager.current_page).toBe(1);
    const other = { ...paginate(['x'], 1), type: 'podcast' };
    expect(appendPage(page0, other)).toBe(other);
    expect(appendPage(page1, page0)).toBe(page0);
  });

  it('§2 "page: 1-based in the URL": a `?page=` value read as the URL page, anything invalid is page 1', () => {
    expect(urlPage(undefined)).toBe(1);
    expect(urlPage('3')).toBe(3);
    expect(apiPageFromUrl(urlPage('3'))).toBe(2);
    expect(apiPageFromUrl(urlPage('0'))).toBe(0);
    expect(urlPage('-4')).toBe(1);
    expect(urlPage('abc')).toBe(1);
    expect(urlPage('3abc')).toBe(1);
    expect(urlPage('1234567')).toBe(1);
    expect(urlPage(['2', '5'])).toBe(2);
  });

  it('page 1 is the bare path; other query values are kept', () => {
    expect(pageHref('/emissions/la-bible', 1)).toBe('/emissions/la-bible');
    expect(pageHref('/emissions/la-bible', 2)).toBe('/emissions/la-bible?page=2');
    expect(pageHref('/emissions-a-z', 3, { lettre: 'B', page: '9', radio: undefined })).toBe(
      '/emissions-a-z?lettre=B&page=3',
    );
  });

  it('the pager shows first, last and neighbours with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
