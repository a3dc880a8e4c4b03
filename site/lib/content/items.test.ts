import type { Episode } from '@radio/core';
import { describe, expect, it } from 'vitest';
import * as items from './items';

describe('API payloads to view models', () => {
  it('spec §3 "Images use a {style_name} placeholder"', () => {
    expect(items.styled('https://api/media/images/{style_name}/a.jpg', '304x171')).toBe(
      'https://api/media/images/304x171/a.jpg',
    );
    expect(items.styled(null, '304x171')).toBe('');
  });

  it('spec §3 "Pager: current_page, total_items, total_pages" (0-based) becomes the 1-based page of the URL', () => {
    const list = {
      rows: [1, 2, 3],
      pager: { current_page: 1, total_items: 9, total_pages: 3, item_per_page: 3 },
    };
    expect(items.rowsOf(list)).toEqual([1, 2, 3]);
    expect(items.pageInfoOf(list, 2)).toEqual({ page: 2, totalPages: 3, totalItems: 9 });
    // A page past the end is shown as the last one; a bare array is one page.
    expect(items.pageInfoOf(list, 7).page).toBe(3);
    expect(items.pageInfoOf([1, 2], 1)).toEqual({ page: 1, totalPages: 1, totalItems: 2 });
    expect(items.rowsOf(null)).toEqual([]);
  });

  it('spec §2 "episode: episode id on show pages": an episode links to its show page with ?episode=ID', () => {
    const e = {
      id: 7,
      title: 'La prière du cœur',
      datetime: '2026-01-02T06:00:00Z',
      duration: 300,
      visual: { url: 'https://api/{style_name}/x.jpg', alt: 'x' },
      show: { id: 3, title: 'Prière du matin', alias: '/vie-spirituelle/priere-du-matin' },
    } as Episode;
    expect(items.episodeHref(e)).toBe('/vie-spirituelle/priere-du-matin?episode=7');
    expect(items.episodeItem(e)).toEqual({
      id: '7',
      title: 'La prière du cœur',
      date: '2026-01-02T06:00:00Z',
      durationS: 300,
      href: '/vie-spirituelle/priere-du-matin?episode=7',
      image: { url: 'https://api/304x171/x.jpg', alt: 'x' },
      showTitle: 'Prière du matin',
    });
    // On its own show's page an episode card does not repeat the show.
    expect(items.episodeItem(e, false).showTitle).toBeUndefined();
    expect(items.img(e.visual, '304x171')).toEqual({ url: 'https://api/304x171/x.jpg', alt: 'x' });
  });

  it('plain text of HTML for descriptions and JSON-LD, cut to the length with an ellipsis', () => {
    expect(items.plainText('<p>Un&nbsp;<b>texte</b></p>\n<p>long</p>')).toBe('Un texte long');
    expect(items.plainText('abcdef ghij', 8)).toBe('abcdef…');
    expect(items.plainText(undefined)).toBe('');
  });

  it("'présentée par' is written once", () => {
    expect(items.hostName('présentée par Camille Girard')).toBe('Camille Girard');
    expect(items.hostName('Camille Girard')).toBe('Camille Girard');
    expect(items.hostName(null)).toBe('');
  });

  it('aliases become site paths; a missing visual is no image', () => {
    expect(items.aliasPath('actualite/le-journal')).toBe('/actualite/le-journal');
    expect(items.aliasPath('/actualite/le-journal?episode=3')).toBe('/actualite/le-journal');
    expect(items.img(null, '304x171')).toBeUndefined();
  });
});
