import type { ImportedEpisode, ShowEpisodes } from '@radio/core';
import { ApiError, fixedStyleUrl } from '@radio/core';
import { audioByteLength, contentApi } from '@/lib/api/server';
import { siteConfig } from '../config';
import { episodeHref, plainText, showHref } from '../content/items';
import { buildShowFeed, type FeedEpisode } from './podcast-feed';

/** Most recent episodes a feed carries (podcast apps page through older ones on the site). */
export const FEED_MAX_EPISODES = 300;

const sizes = new Map<string, number>();

/** Byte length of an audio file (RSS enclosures require it), from a HEAD request; cached per URL. */
async function audioLength(url: string): Promise<number> {
  const known = sizes.get(url);
  if (known !== undefined) return known;
  // Unknown size: 0 is what RSS advisory boards recommend when the length cannot be known.
  const n = await audioByteLength(url);
  if (n > 0) sizes.set(url, n);
  return n;
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  });
  await Promise.all(workers);
  return out;
}

/** The RSS document of a show, or null when the show does not exist. */
export async function showFeedXml(showId: number): Promise<string | null> {
  const c = siteConfig();
  let first: ShowEpisodes;
  try {
    first = await contentApi({ revalidate: 300 }).episodesByShow(showId, 0);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
  const episodes: ImportedEpisode[] = [...(first.rows ?? [])];
  const totalPages = first.pager?.total_pages ?? 1;
  for (let p = 1; p < totalPages && episodes.length < FEED_MAX_EPISODES; p++) {
    const more = await contentApi({ revalidate: 300 }).episodesByShow(showId, p);
    episodes.push(...(more.rows ?? []));
  }
  const show = first.show;
  const abs = (u: string) => new URL(u, `${c.siteUrl}/`).toString();
  const audio = (u: string) => new URL(u, `${c.apiOrigin}/`).toString();
  // An episode's documents are paths of the content API, at its public origin.
  const content = (path: string) => `${c.apiOrigin}/content${path}`;
  const items: FeedEpisode[] = await mapLimit(
    episodes.slice(0, FEED_MAX_EPISODES).filter((e) => e.audio_file),
    6,
    async (e) => {
      const url = audio(e.audio_file);
      return {
        id: e.id,
        guid: e.guid,
        title: e.title,
        description: plainText(e.description, 4000),
        link: abs(
          episodeHref({ id: e.id, show: e.show ?? { id: show.id, title: show.title, alias: show.alias } }) ??
            showHref(show),
        ),
        publishedAt: new Date(e.datetime),
        audioUrl: url,
        audioLength: await audioLength(url),
        audioType: 'audio/mpeg',
        durationSeconds: e.duration,
        imageUrl: e.visual?.url ? audio(fixedStyleUrl(e.visual.url, '1400x1400_artwork')) : undefined,
        transcriptUrl: e.transcript?.vtt ? content(e.transcript.vtt) : undefined,
        chaptersUrl: e.chapters ? content(e.chapters.url) : undefined,
      };
    },
  );
  return buildShowFeed({
    feedUrl: `${c.siteUrl}/feed/show/${show.id}`,
    link: abs(showHref(show)),
    title: show.title,
    description: plainText(show.description, 4000),
    language: 'fr',
    author: c.brand,
    owner: { name: c.brand, email: process.env.PODCAST_OWNER_EMAIL || undefined },
    // Apple Podcasts: square artwork of 1400 to 3000 px, JPEG or PNG (the pipeline's artwork style).
    imageUrl: show.visual?.url ? audio(fixedStyleUrl(show.visual.url, '1400x1400_artwork')) : undefined,
    category: { text: 'Religion & Spirituality', sub: 'Christianity' },
    copyright: `© ${new Date().getFullYear()} ${c.brand}`,
    funding: { url: `${c.siteUrl}/pourquoi-donner`, label: `Soutenir ${c.brand}` },
    episodes: items,
  });
}
