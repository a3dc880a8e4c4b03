/** The shows, one node each, with their hosts, their visual and the podcast apps configured for some. */
import type { Row } from '../db/index.js';
import { IDS, NATIONAL_TID, rng, type SeedContext, slugify } from './context.js';
import { CATEGORIES, type CategorySlug, SHOWS } from './data.js';
import { showVisual } from './show-visuals.js';

export interface ShowRef {
  id: number;
  title: string;
  alias: string;
  category: CategorySlug;
  categoryTid: number;
  /** The hosts' names as credited: « Anne Martin » or « Anne Martin et Paul Durand ». */
  host: string;
  visual: string;
}

/**
 * The podcast apps a few shows are published in (the others have none, and their page shows only
 * the RSS feed). Demo addresses in each app's own URL shape.
 */
export const SHOW_PODCAST_APPS: Readonly<Record<string, readonly string[]>> = {
  'Le Grand Matin': ['apple', 'spotify', 'deezer'],
  'La Parole du jour': ['apple', 'spotify', 'deezer', 'amazon'],
  'Le Saint du jour': ['apple', 'spotify'],
  'Musique sacrée': ['spotify', 'deezer'],
  "L'Éditorial": ['apple'],
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function podcastUrl(app: string, id: number, slug: string): string {
  const r = rng(id * 97 + app.length);
  const spotifyId = Array.from({ length: 22 }, () => BASE62[Math.floor(r() * 62)]).join('');
  switch (app) {
    case 'apple':
      return `https://podcasts.apple.com/fr/podcast/${slug}/id${1_600_000_000 + id}`;
    case 'spotify':
      return `https://open.spotify.com/show/${spotifyId}`;
    case 'deezer':
      return `https://www.deezer.com/fr/show/${5_000_000 + id}`;
    default:
      return `https://music.amazon.fr/podcasts/${spotifyId.toLowerCase()}/${slug}`;
  }
}

/** The hosts of a show: one, or two for about a third of them (never the first show, a test's). */
function hostsOf(ctx: SeedContext, id: number, first: string): string[] {
  // A draw of its own: the show's other draws (tags, weekly) stay the same.
  const r = rng(id * 7919);
  if (id === IDS.show || r() > 0.33) return [first];
  const second = ctx.person(r);
  return second === first ? [first] : [first, second];
}

export function buildShows(ctx: SeedContext): { shows: ShowRef[]; podcastLinks: Row[] } {
  const shows: ShowRef[] = [];
  const podcastLinks: Row[] = [];
  const showImages = ctx.images('show');
  for (const cat of CATEGORIES) {
    for (const [title, description] of SHOWS[cat.slug]) {
      const id = IDS.show + shows.length;
      const r = rng(id);
      const hosts = hostsOf(ctx, id, ctx.person(r));
      const host = hosts.join(' et ');
      const slug = slugify(title);
      const img = showVisual(title, slug, showImages);
      // The draw that once picked a random picture: the tags and weekly flags drawn after it stay the same.
      r();
      const ref: ShowRef = {
        id,
        title,
        alias: `/${cat.slug}/${slug}`,
        category: cat.slug,
        categoryTid: cat.tid,
        host,
        visual: ctx.imageUrl(img.file),
      };
      shows.push(ref);
      ctx.node({
        id,
        type: 'show',
        title,
        alias: ref.alias,
        description,
        body: `${description} Une émission présentée par ${host}.`,
        visual: ref.visual,
        visual_alt: img.alt,
        category_tid: cat.tid,
        radio_tid: NATIONAL_TID,
        author: host,
        published_at: ctx.daysAgo(800 + shows.length),
        changed_at: ctx.daysAgo(shows.length % 30),
        radio_tids: [NATIONAL_TID],
        tag_tids: ctx.someTags(r),
        data: { host: `présentée par ${host}`, hosts, weekly: r() < 0.4 },
      });
      for (const app of SHOW_PODCAST_APPS[title] ?? []) {
        podcastLinks.push({ show_id: id, app, url: podcastUrl(app, id, slug) });
      }
    }
  }
  return { shows, podcastLinks };
}
