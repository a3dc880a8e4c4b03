import { describe, expect, it } from 'vitest';
import { apiPage, pageHref, pageWindow, urlPage } from './pager';

describe('pager', () => {
  it('§2 "page: 1-based in the URL, 0-based in API calls (minimum 0)"', () => {
    expect(urlPage(undefined)).toBe(1);
    expect(urlPage('3')).toBe(3);
    expect(apiPage(urlPage('3'))).toBe(2);
    expect(apiPage(urlPage('0'))).toBe(0);
    expect(apiPage(urlPage('-4'))).toBe(0);
    expect(apiPage(urlPage('abc'))).toBe(0);
    expect(urlPage(['2', '5'])).toBe(2);
  });

  it('page 1 is the bare path; other query values are kept', () => {
    expect(pageHref('/emissions/la-bible', 1)).toBe('/emissions/la-bible');
    expect(pageHref('/emissions/la-bible', 2)).toBe('/emissions/la-bible?page=2');
    expect(pageHref('/emissions-a-z', 3, { lettre: 'B', page: '9' })).toBe('/emissions-a-z?lettre=B&page=3');
  });

  it('shows first, last and neighbours with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
