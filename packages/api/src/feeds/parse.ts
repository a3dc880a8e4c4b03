import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FeedObject } from 'podcast-partytime';
import { FeedError } from './fetch.js';
import { plainText } from './sanitize.js';

/** A show as its feed describes it, ready to be stored. */
export interface FeedShow {
  title: string;
  description: string;
  artwork: string | null;
  hosts: string[];
  funding: { url: string; label: string } | null;
  explicit: boolean;
  link: string | null;
  /** Podcasting 2.0 `podcast:guid` of the feed, when it has one. */
  guid: string | null;
  /** The feed's `<language>`, when it says. */
  language: string | null;
  episodes: FeedEpisode[];
}

export interface FeedEpisode {
  /** The stable key: the item's guid, or its enclosure URL when the feed gives none. */
  guid: string;
  title: string;
  description: string;
  publishedAt: Date;
  duration: number;
  enclosure: { url: string; type: string; length: number };
  artwork: string | null;
  chapters: string | null;
  transcripts: { url: string; type: string; language?: string }[];
  explicit: boolean;
  link: string | null;
}

// podcast-partytime reads its log level once, when first loaded: silent unless asked for.
process.env.PARTYTIME_LOG ??= 'silent';
const partytime = import('podcast-partytime');

/**
 * Reads a podcast feed (RSS 2.0 with iTunes and Podcasting 2.0 tags) with podcast-partytime.
 * Refuses, with a message naming the fault, what is not XML, not a podcast, or has items
 * without an audio file: the import then changes nothing.
 */
export async function parsePodcast(body: Buffer | string): Promise<FeedShow> {
  const xml = (typeof body === 'string' ? body : body.toString('utf8')).replace(/^\uFEFF/, '');
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new FeedError(`Ce n'est pas un document XML (ligne ${valid.err.line} : ${valid.err.msg}).`);
  const raw = rawItems(xml);
  if (!raw) throw new FeedError("Ce document XML n'est pas un flux de podcast (RSS 2.0 avec <channel>).");
  if (!raw.length) throw new FeedError('Le flux ne contient aucun épisode (<item>).');
  const missing = raw.filter((i) => !i.enclosure).map((i) => `« ${i.title} »`);
  if (missing.length)
    throw new FeedError(
      `${missing.length} épisode${missing.length > 1 ? 's' : ''} sans fichier audio (<enclosure>) : ${missing.slice(0, 5).join(', ')}.`,
    );
  const { parseFeed } = await partytime;
  const feed = parseFeed(xml, { allowMissingGuid: true });
  if (!feed) throw new FeedError("Ce document XML n'est pas un flux de podcast (RSS 2.0 avec <channel>).");
  if (!feed.items.length) throw new FeedError('Le flux ne contient aucun épisode lisible (<item>).');
  return toShow(feed);
}

/**
 * Only web addresses leave a feed: a path or a file:// URL in a feed (artwork, audio, chapters)
 * would have the import read a file of the server and publish it.
 */
function web(url: string | null | undefined): string | null {
  const u = url?.trim();
  return u && /^https?:\/\/[^\s]+$/i.test(u) ? u : null;
}

/** The items as written, to name those podcast-partytime would silently skip. */
function rawItems(xml: string): { title: string; enclosure: boolean }[] | null {
  const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml) as {
    rss?: { channel?: { item?: Record<string, unknown>[] } };
  };
  const channel = doc.rss?.channel;
  if (!channel || typeof channel !== 'object') return null;
  return (channel.item ?? []).map((i) => {
    const enc = i.enclosure as Record<string, unknown> | undefined;
    return {
      title: String(i.title ?? i.guid ?? '?').slice(0, 80),
      enclosure: !!web(String(enc?.['@_url'] ?? '')),
    };
  });
}

function toShow(feed: FeedObject): FeedShow {
  const hosts = (feed.podcastPeople ?? [])
    .filter((p) => !p.role || String(p.role).toLowerCase() === 'host')
    .map((p) => p.name);
  const author = feed.author ?? feed.owner?.name;
  const funding = feed.podcastFunding?.[0];
  const seen = new Set<string>();
  const episodes: FeedEpisode[] = [];
  for (const item of feed.items) {
    const guid = (item.guid || item.enclosure.url).trim();
    // A feed that repeats a guid: its first (newest) item wins, as podcast apps do.
    if (seen.has(guid)) continue;
    seen.add(guid);
    episodes.push({
      guid,
      title:
        (item.title ?? '').trim() || `Épisode du ${(item.pubDate ?? new Date()).toLocaleDateString('fr-FR')}`,
      description: plainText(item.content || item.description || item.summary || ''),
      publishedAt: item.pubDate && !Number.isNaN(item.pubDate.getTime()) ? item.pubDate : feed.lastUpdate,
      duration: Math.max(0, Math.round(item.duration || 0)),
      enclosure: {
        url: item.enclosure.url,
        type: item.enclosure.type || 'audio/mpeg',
        length: Math.max(0, Math.round(item.enclosure.length || 0)),
      },
      artwork: web(item.itunesImage || item.image),
      chapters: web(item.podcastChapters?.url),
      transcripts: (item.podcastTranscripts ?? []).flatMap((t) => {
        const url = web(t.url);
        return url ? [{ url, type: String(t.type), ...(t.language ? { language: t.language } : {}) }] : [];
      }),
      explicit: !!item.explicit,
      link: web(item.link),
    });
  }
  return {
    title: feed.title.trim() || 'Sans titre',
    description: plainText(feed.description || feed.summary || feed.subtitle || ''),
    artwork: web(feed.itunesImage || feed.image?.url),
    hosts: hosts.length ? hosts : author ? [author] : [],
    funding: funding && web(funding.url) ? { url: funding.url, label: funding.message || 'Soutenir' } : null,
    explicit: !!feed.explicit,
    link: web(feed.link),
    guid: feed.guid ?? null,
    language: feed.language ?? null,
    episodes,
  };
}
