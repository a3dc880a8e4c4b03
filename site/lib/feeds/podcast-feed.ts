import { episodeGuid } from '@radio/core';
import { create } from 'xmlbuilder2';
import { podcastGuid } from './podcast-guid';

export const NS = {
  itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  podcast: 'https://podcastindex.org/namespace/1.0',
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
} as const;

export interface FeedEpisode {
  id: number;
  /** The guid of an episode imported from the radio's former feed, kept so subscribers see no duplicates. */
  guid?: string | undefined;
  title: string;
  description: string;
  /** Page of the episode on the site (the show page with ?episode=ID). */
  link: string;
  publishedAt: Date;
  audioUrl: string;
  /** Size of the audio file in bytes (RSS 2.0 requires it on `enclosure`). */
  audioLength: number;
  audioType: string;
  durationSeconds: number;
  imageUrl?: string | undefined;
  /** Its timed transcript (WebVTT), absolute. */
  transcriptUrl?: string | undefined;
  /** Its Podcasting 2.0 JSON chapters, absolute. */
  chaptersUrl?: string | undefined;
}

export interface ShowFeed {
  /** Absolute URL of this feed (atom:link self, and the seed of podcast:guid). */
  feedUrl: string;
  /** Show page on the site. */
  link: string;
  title: string;
  description: string;
  /** BCP 47 language of the show. */
  language: string;
  author: string;
  owner: { name: string; email?: string | undefined };
  imageUrl?: string | undefined;
  /** Apple category and optional subcategory. */
  category: { text: string; sub?: string | undefined };
  copyright: string;
  funding: { url: string; label: string };
  episodes: FeedEpisode[];
  /** Defaults to the newest episode date, so the document is stable for a given content. */
  updated?: Date | undefined;
}

type XMLBuilder = ReturnType<typeof create>;

const GENERATOR = 'Site radio (xmlbuilder2)';

/**
 * RSS 2.0 of a show with the iTunes tags and the Podcasting 2.0 `guid`, `funding`, and, for the
 * episodes that have them, `transcript` (WebVTT, in French) and `chapters` tags.
 */
export function buildShowFeed(show: ShowFeed): string {
  const newest = show.episodes.reduce<Date | undefined>(
    (max, e) => (!max || e.publishedAt > max ? e.publishedAt : max),
    undefined,
  );
  const updated = show.updated ?? newest ?? new Date(0);
  const rss = create({ version: '1.0', encoding: 'UTF-8' }).ele('rss', {
    version: '2.0',
    'xmlns:itunes': NS.itunes,
    'xmlns:podcast': NS.podcast,
    'xmlns:atom': NS.atom,
    'xmlns:content': NS.content,
  });
  const ch = rss.ele('channel');
  text(ch, 'title', show.title);
  text(ch, 'link', show.link);
  text(ch, 'description', show.description || show.title);
  text(ch, 'language', show.language);
  text(ch, 'copyright', show.copyright);
  text(ch, 'generator', GENERATOR);
  text(ch, 'lastBuildDate', updated.toUTCString());
  ch.ele('atom:link', { href: show.feedUrl, rel: 'self', type: 'application/rss+xml' });
  if (show.imageUrl) {
    const img = ch.ele('image');
    text(img, 'url', show.imageUrl);
    text(img, 'title', show.title);
    text(img, 'link', show.link);
    ch.ele('itunes:image', { href: show.imageUrl });
  }
  text(ch, 'itunes:author', show.author);
  text(ch, 'itunes:summary', show.description || show.title);
  text(ch, 'itunes:type', 'episodic');
  text(ch, 'itunes:explicit', 'false');
  const owner = ch.ele('itunes:owner');
  text(owner, 'itunes:name', show.owner.name);
  if (show.owner.email) text(owner, 'itunes:email', show.owner.email);
  const cat = ch.ele('itunes:category', { text: show.category.text });
  if (show.category.sub) cat.ele('itunes:category', { text: show.category.sub });
  text(ch, 'podcast:guid', podcastGuid(show.feedUrl));
  ch.ele('podcast:funding', { url: show.funding.url }).txt(show.funding.label);
  text(ch, 'podcast:locked', 'no');

  for (const ep of show.episodes) {
    const item = ch.ele('item');
    text(item, 'title', ep.title);
    text(item, 'link', ep.link);
    text(item, 'description', ep.description || ep.title);
    item.ele('guid', { isPermaLink: 'false' }).txt(episodeGuid(ep));
    text(item, 'pubDate', ep.publishedAt.toUTCString());
    item.ele('enclosure', {
      url: ep.audioUrl,
      length: String(Math.max(0, Math.round(ep.audioLength))),
      type: ep.audioType,
    });
    text(item, 'itunes:title', ep.title);
    text(item, 'itunes:duration', String(Math.max(0, Math.round(ep.durationSeconds))));
    text(item, 'itunes:episodeType', 'full');
    text(item, 'itunes:explicit', 'false');
    if (ep.imageUrl) item.ele('itunes:image', { href: ep.imageUrl });
    if (ep.transcriptUrl)
      item.ele('podcast:transcript', { url: ep.transcriptUrl, type: 'text/vtt', language: show.language });
    if (ep.chaptersUrl)
      item.ele('podcast:chapters', { url: ep.chaptersUrl, type: 'application/json+chapters' });
  }
  return rss.end({ prettyPrint: true });
}

// Text nodes only (never CDATA): the builder escapes them, so a title holding `]]>` or markup stays data.
function text(parent: XMLBuilder, name: string, value: string): void {
  parent.ele(name).txt(stripControlChars(value));
}

// XML 1.0 forbids most C0 control characters; a stray one from an editor would make the feed unparsable.
function stripControlChars(value: string): string {
  let out = '';
  for (const ch of value) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) out += ch;
  }
  return out;
}
