import { parseFeed } from 'podcast-partytime';
import { describe, expect, it } from 'vitest';
import { buildShowFeed, type FeedEpisode, type ShowFeed } from './podcast-feed';
import { podcastGuid, uuidV5 } from './podcast-guid';

const show = (over: Partial<ShowFeed> = {}): ShowFeed => ({
  feedUrl: 'https://www.rcf.fr/feed/show/12',
  link: 'https://www.rcf.fr/vie-spirituelle/la-priere-du-matin',
  title: 'La prière du matin',
  description: 'Chaque matin, une prière pour commencer la journée.',
  language: 'fr',
  author: 'RCF',
  owner: { name: 'RCF', email: 'podcasts@rcf.fr' },
  imageUrl: 'https://api.rcf.fr/media/images/1280x630_og_image/priere.jpg',
  category: { text: 'Religion & Spirituality', sub: 'Christianity' },
  copyright: '© RCF',
  funding: { url: 'https://www.rcf.fr/pourquoi-donner', label: 'Soutenir RCF' },
  episodes: [
    {
      id: 101,
      title: 'Prier avec les Psaumes & <le cœur>',
      description: 'Une méditation du psaume 23.',
      link: 'https://www.rcf.fr/vie-spirituelle/la-priere-du-matin?episode=101',
      publishedAt: new Date('2026-03-02T06:00:00Z'),
      audioUrl: 'https://api.rcf.fr/media/audio/priere-101.mp3?x=1&y=2',
      audioLength: 482_113,
      audioType: 'audio/mpeg',
      durationSeconds: 301.4,
      transcriptUrl: 'https://api.rcf.fr/content/api/episode/101/transcript.vtt',
      chaptersUrl: 'https://api.rcf.fr/content/api/episode/101/chapters',
    },
    {
      id: 102,
      title: 'Le chapelet',
      description: '',
      link: 'https://www.rcf.fr/vie-spirituelle/la-priere-du-matin?episode=102',
      publishedAt: new Date('2026-03-03T06:00:00Z'),
      audioUrl: 'https://api.rcf.fr/media/audio/priere-102.mp3',
      audioLength: 1000,
      audioType: 'audio/mpeg',
      durationSeconds: 61,
      imageUrl: 'https://api.rcf.fr/media/images/154x154/chapelet.jpg',
    },
  ],
  ...over,
});

describe('RSS feed of a show (/feed/show/{id})', () => {
  it('spec §2 "/feed/show/{id} (RSS feed of a show)": RSS 2.0 that a podcast parser reads with its episodes', () => {
    const xml = buildShowFeed(show());
    const feed = parseFeed(xml);
    expect(feed).not.toBeNull();
    expect(xml).toMatch(/<rss version="2.0"/);
    expect(feed?.title).toBe('La prière du matin');
    expect(feed?.language).toBe('fr');
    expect(feed?.items).toHaveLength(2);
    const titles = feed?.items.map((i) => i.title);
    expect(titles).toContain('Prier avec les Psaumes & <le cœur>');
  });

  it('podcast feed: "enclosures with length and type"', () => {
    const feed = parseFeed(buildShowFeed(show()));
    const first = feed?.items.find((i) => i.guid === 'episode-101');
    expect(first?.enclosure).toEqual({
      url: 'https://api.rcf.fr/media/audio/priere-101.mp3?x=1&y=2',
      length: 482113,
      type: 'audio/mpeg',
    });
    expect(first?.duration).toBe(301);
  });

  it('podcast feed: "the iTunes tags": image, author, owner, category with subcategory, explicit', () => {
    const xml = buildShowFeed(show());
    const feed = parseFeed(xml);
    expect(feed?.itunesImage).toBe('https://api.rcf.fr/media/images/1280x630_og_image/priere.jpg');
    expect(feed?.author).toBe('RCF');
    expect(feed?.owner).toEqual({ name: 'RCF', email: 'podcasts@rcf.fr' });
    expect(feed?.itunesCategory?.map((c) => c.toLowerCase())).toEqual([
      'religion & spirituality > christianity',
    ]);
    expect(feed?.explicit).toBe(false);
    const second = feed?.items.find((i) => i.guid === 'episode-102');
    expect(second?.itunesImage ?? second?.image).toBe('https://api.rcf.fr/media/images/154x154/chapelet.jpg');
  });

  it('podcast feed: "Podcasting 2.0 podcast:guid and podcast:funding (the donation link)"', () => {
    const feed = parseFeed(buildShowFeed(show()));
    expect(feed?.guid).toBe(podcastGuid('https://www.rcf.fr/feed/show/12'));
    expect(feed?.podcastFunding).toEqual([
      { url: 'https://www.rcf.fr/pourquoi-donner', message: 'Soutenir RCF' },
    ]);
  });

  it('issue text: « podcast:transcript (WebVTT, language="fr") and podcast:chapters for episodes that have them »', () => {
    const feed = parseFeed(buildShowFeed(show()));
    const first = feed?.items.find((i) => i.guid === 'episode-101');
    expect(first?.podcastTranscripts).toEqual([
      { url: 'https://api.rcf.fr/content/api/episode/101/transcript.vtt', type: 'text/vtt', language: 'fr' },
    ]);
    expect(first?.podcastChapters).toEqual({
      url: 'https://api.rcf.fr/content/api/episode/101/chapters',
      type: 'application/json+chapters',
    });
    // An episode without them carries neither tag.
    const second = feed?.items.find((i) => i.guid === 'episode-102');
    expect(second?.podcastTranscripts).toBeUndefined();
    expect(second?.podcastChapters).toBeUndefined();
  });

  it('issue text: « /feed/show/{id} keeps the imported guids »: an imported episode keeps its feed guid', () => {
    const base = show();
    const moved = {
      ...base,
      episodes: [{ ...(base.episodes[0] as FeedEpisode), guid: 'veilleurs-2026-003' }],
    };
    const feed = parseFeed(buildShowFeed(moved));
    expect(feed?.items.map((i) => i.guid)).toEqual(['veilleurs-2026-003']);
  });

  it('an episode without description falls back to its title, and control characters never break the XML', () => {
    const base = show();
    const xml = buildShowFeed({ ...base, title: 'Bonjour\u0007 ]]> <b>', episodes: base.episodes.slice(1) });
    const feed = parseFeed(xml);
    expect(feed?.title).toBe('Bonjour ]]> <b>');
    expect(feed?.items[0]?.description).toBe('Le chapelet');
  });

  it('lastBuildDate is the newest episode date when not given, so the same content gives the same document', () => {
    expect(buildShowFeed(show())).toBe(buildShowFeed(show()));
    expect(buildShowFeed(show())).toContain('<lastBuildDate>Tue, 03 Mar 2026 06:00:00 GMT</lastBuildDate>');
  });
});

describe('podcast:guid', () => {
  it('Podcasting 2.0 "UUIDv5 of the feed URL without scheme and trailing slashes" (namespace example)', () => {
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
    expect(podcastGuid('http://mp3s.nashownotes.com/pc20rss.xml/')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
  });

  it('RFC 4122 v5 of the DNS namespace (python uuid5 reference)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    expect(() => uuidV5('x', 'nope')).toThrow();
  });
});
