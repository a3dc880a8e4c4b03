import type { Episode, Show } from '@radio/core';
import { describe, expect, it } from 'vitest';
import {
  canonical,
  episodeMetadata,
  isoDuration,
  ldJson,
  metadataFrom,
  ownTitle,
  podcastEpisodeLd,
  podcastSeriesLd,
} from './seo';

const site = { siteUrl: 'https://www.example.org', brand: 'RCF' };

describe('page metadata', () => {
  it("§9 \"Page titles get ' - page N' when paginated and ' - lettre X' for letters\"", () => {
    const m1 = metadataFrom({ meta_title: 'Le Grand Matin' }, { path: '/actualite/le-grand-matin', ...site });
    expect(m1.title).toBe('Le Grand Matin');
    const m3 = metadataFrom(
      { meta_title: 'Le Grand Matin' },
      { path: '/actualite/le-grand-matin', page: 3, ...site },
    );
    expect(m3.title).toBe('Le Grand Matin - page 3');
    const az = metadataFrom({ title: 'Émissions' }, { path: '/emissions-a-z', letter: 'b', ...site });
    expect(az.title).toBe('Émissions - lettre B');
  });

  it("titles are built once: the API's « | RCF » is cut, the layout template adds it back once", () => {
    expect(ownTitle('Saint Augustin | RCF', 'x', 'RCF')).toBe('Saint Augustin');
    expect(ownTitle('Saint Augustin | RCF | RCF', 'x', 'RCF')).toBe('Saint Augustin');
    expect(ownTitle('', 'Repli', 'RCF')).toBe('Repli');
    expect(ownTitle('RCF et vous', 'x', 'RCF')).toBe('RCF et vous');
    const m = metadataFrom({ meta_title: 'Le Grand Matin | RCF' }, { path: '/a/b', page: 2, ...site });
    expect(m.title).toBe('Le Grand Matin - page 2');
  });

  it('canonical URLs: page 1 is the bare path, other pages keep ?page', () => {
    expect(canonical({ path: '/actualite', page: 1, siteUrl: site.siteUrl })).toBe(
      'https://www.example.org/actualite',
    );
    expect(canonical({ path: '/actualite', page: 2, siteUrl: site.siteUrl })).toBe(
      'https://www.example.org/actualite?page=2',
    );
  });

  it('og_image as a sharing card (1200×630 JPEG at a .jpg address), og fields preferred over meta fields', () => {
    const m = metadataFrom(
      {
        meta_title: 'Titre',
        meta_description: 'Description',
        og_title: 'Titre OG',
        og_description: 'Description OG',
        og_image: 'https://api.example.org/media/images/{style_name}/a.jpg',
      },
      { path: '/a/b', ...site },
    );
    expect(m.description).toBe('Description');
    expect(m.openGraph?.title).toBe('Titre OG');
    expect(m.openGraph?.description).toBe('Description OG');
    expect(m.openGraph?.images).toEqual([
      {
        url: 'https://api.example.org/media/images/1200x630_card/a.jpg',
        width: 1200,
        height: 630,
        type: 'image/jpeg',
      },
    ]);
  });
});

describe('JSON-LD', () => {
  const show = {
    id: 7,
    title: 'Le Grand Matin',
    alias: '/actualite/le-grand-matin',
    description: 'Chaque matin',
    visual: { url: 'https://x/{style_name}/v.jpg', alt: '' },
  } as Show;
  const ep = {
    id: 12,
    title: 'Épisode',
    datetime: '2026-11-20T06:00:00Z',
    duration: 125,
    audio_file: 'https://x/a.mp3',
    description: '',
    show: { id: 7, title: 'Le Grand Matin', alias: '/actualite/le-grand-matin' },
  } as Episode;

  it('a show is a PodcastSeries with its feed and PodcastEpisode items', () => {
    const ld = podcastSeriesLd(show, 'https://s', [ep]);
    expect(ld['@type']).toBe('PodcastSeries');
    expect(ld.webFeed).toBe('https://s/feed/show/7');
    expect(ld.image).toBe('https://x/930x557/v.jpg');
    const episodes = ld.episode as Record<string, unknown>[];
    expect(episodes[0]?.['@type']).toBe('PodcastEpisode');
    expect(episodes[0]?.url).toBe('https://s/actualite/le-grand-matin?episode=12');
    expect(episodes[0]?.duration).toBe('PT2M5S');
  });

  it('an episode carries its duration and its audio (PodcastEpisode, AudioObject)', () => {
    const ld = podcastEpisodeLd(ep, 'https://s', 'https://s/actualite/le-grand-matin');
    expect(ld.duration).toBe('PT2M5S');
    expect(ld.associatedMedia).toEqual({
      '@type': 'AudioObject',
      contentUrl: 'https://x/a.mp3',
      encodingFormat: 'audio/mpeg',
      duration: 'PT2M5S',
    });
    expect(ld.partOfSeries).toMatchObject({ '@type': 'PodcastSeries', name: 'Le Grand Matin' });
    expect([isoDuration(0), isoDuration(59.6), isoDuration(3600), isoDuration(3725)]).toEqual([
      'PT0S',
      'PT1M',
      'PT1H',
      'PT1H2M5S',
    ]);
  });

  it('an episode address describes the episode: its title with the show, its card, canonical keeping episode', () => {
    const m = episodeMetadata({ ...ep, description: '<p>Ce matin, un invité.</p>' }, show, {
      showUrl: 'https://s/actualite/le-grand-matin',
      brand: 'RCF',
    });
    expect(m.title).toBe('Épisode — Le Grand Matin');
    expect(m.description).toBe('Ce matin, un invité.');
    expect(m.alternates?.canonical).toBe('https://s/actualite/le-grand-matin?episode=12');
    expect(m.openGraph).toMatchObject({
      title: 'Épisode — Le Grand Matin',
      url: 'https://s/actualite/le-grand-matin?episode=12',
      images: [{ url: 'https://x/1200x630_card/v.jpg', width: 1200, height: 630, type: 'image/jpeg' }],
      audio: [{ url: 'https://x/a.mp3', type: 'audio/mpeg' }],
    });
    expect(m.twitter).toMatchObject({
      card: 'summary_large_image',
      images: ['https://x/1200x630_card/v.jpg'],
    });
  });

  it('cannot close its <script> element', () => {
    expect(ldJson({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
