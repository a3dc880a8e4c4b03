import type { Episode } from '@radio/core';
import { describe, expect, it } from 'vitest';
import { formatMinutes } from '../format';
import { aliasPath, episodeItem, hostName, img } from './items';

describe('view models', () => {
  it('§2 show page "?episode=ID": an episode links to its show page with ?episode', () => {
    const e = {
      id: 42,
      title: 'La parabole des talents',
      datetime: '2026-11-20T06:00:00Z',
      duration: 754,
      visual: { url: 'https://api/media/images/{style_name}/a.jpg', alt: 'Vitrail' },
      show: { id: 7, title: 'La Parole du jour', alias: '/vie-spirituelle/la-parole-du-jour' },
    } as Episode;
    const item = episodeItem(e);
    expect(item.href).toBe('/vie-spirituelle/la-parole-du-jour?episode=42');
    expect(item.image).toEqual({ url: 'https://api/media/images/304x171/a.jpg', alt: 'Vitrail' });
    expect(item.showTitle).toBe('La Parole du jour');
    expect(episodeItem(e, false).showTitle).toBeUndefined();
  });

  it("'N min' of the episode list", () => {
    expect(formatMinutes(754)).toBe('13 min');
    expect(formatMinutes(20)).toBe('1 min');
    expect(formatMinutes(0)).toBe('');
    expect(formatMinutes(undefined)).toBe('');
  });

  it("'présentée par' is written once", () => {
    expect(hostName('présentée par Camille Girard')).toBe('Camille Girard');
    expect(hostName('Camille Girard')).toBe('Camille Girard');
    expect(hostName(null)).toBe('');
  });

  it('aliases become site paths; a missing visual is no image', () => {
    expect(aliasPath('actualite/le-journal')).toBe('/actualite/le-journal');
    expect(aliasPath('/actualite/le-journal?episode=3')).toBe('/actualite/le-journal');
    expect(img(null, '304x171')).toBeUndefined();
  });
});
