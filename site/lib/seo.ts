/** Page metadata and JSON-LD from the content metadata (spec §3 "Content metadata", §9 page titles). */
import {
  type ContentMetadata,
  type Episode,
  FIXED_IMAGE_STYLES,
  fixedStyleUrl,
  pageHref,
  pageTitle,
  type Show,
  withStyle,
} from '@radio/core';
import type { Metadata } from 'next';
import { plainText } from './content/items';

export type MetaOptions = {
  /** Canonical path of the page without its page number (e.g. `/actualite/le-grand-matin`). */
  path: string;
  /** 1-based URL page: titles get ' - page N' after the first. */
  page?: number;
  /** A-Z letter: titles get ' - lettre X'. */
  letter?: string;
  siteUrl: string;
  brand: string;
};

/** A sharing card: the picture networks show beside a shared link (og:image, twitter:image). */
export type Card = { url: string; width: number; height: number; type: 'image/jpeg'; alt?: string };

/**
 * The sharing card of a visual: 1200×630 JPEG at a `.jpg` address (Facebook's and X's large card;
 * a crawler distrusts an `.svg` address that answers JPEG), made by the API's image pipeline.
 */
export function ogImage(url: string | null | undefined, alt?: string | null): Card | undefined {
  if (!url) return undefined;
  const { width, height } = FIXED_IMAGE_STYLES['1200x630_card'];
  return {
    url: fixedStyleUrl(url, '1200x630_card'),
    width,
    height,
    type: 'image/jpeg',
    ...(alt ? { alt } : {}),
  };
}

export function canonical(o: Pick<MetaOptions, 'path' | 'page' | 'letter' | 'siteUrl'>): string {
  const path = pageHref(o.path, o.page ?? 1, o.letter ? { lettre: o.letter } : {});
  return `${o.siteUrl}${path}`;
}

/**
 * A page's own title, without the brand: the root layout's title template adds « | brand » once.
 * The API's meta_title already ends with « | brand » (spec §3 content metadata), so it is cut here,
 * or articles, dossiers and videos would read « … | RCF | RCF ».
 */
export function ownTitle(metaTitle: string | null | undefined, fallback: string, brand: string): string {
  const suffix = ` | ${brand}`;
  let t = (metaTitle || fallback).trim();
  while (t.endsWith(suffix)) t = t.slice(0, -suffix.length).trimEnd();
  return t || fallback;
}

/** Next metadata from the API's metatag block; the layout's template adds the brand. */
export function metadataFrom(m: Partial<ContentMetadata>, o: MetaOptions): Metadata {
  const base = ownTitle(m.meta_title || m.title, o.brand, o.brand);
  const title = pageTitle(base, { page: o.page, letter: o.letter ?? null });
  const description = m.meta_description || m.description || undefined;
  const image = ogImage(m.og_image || m.visual?.url, m.visual?.alt);
  const url = canonical(o);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: pageTitle(m.og_title || base, { page: o.page, letter: o.letter ?? null }),
      description: m.og_description || description,
      url,
      siteName: o.brand,
      locale: 'fr_FR',
      type: m.type === 'article' ? 'article' : 'website',
      ...(image ? { images: [image] } : {}),
      ...(m.published_time ? { publishedTime: m.published_time } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary' },
  };
}

type JsonLd = Record<string, unknown>;

export function radioStationLd(o: {
  name: string;
  siteUrl: string;
  liveUrl?: string;
  logo?: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'RadioStation',
    name: o.name,
    url: o.siteUrl,
    ...(o.logo ? { logo: o.logo } : {}),
    ...(o.liveUrl ? { potentialAction: { '@type': 'ListenAction', target: o.liveUrl } } : {}),
  };
}

/** A duration in seconds as ISO 8601 (`PT1M40S`), what schema.org's `duration` reads. */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${rest || (!h && !m) ? `${rest}S` : ''}`;
}

/** The address an episode is shared at: its show's page with `?episode=ID` (spec §2 query parameters). */
export const episodeUrl = (showUrl: string, e: Pick<Episode, 'id'>) => `${showUrl}?episode=${e.id}`;

export function podcastEpisodeLd(e: Episode, siteUrl: string, showUrl: string): JsonLd {
  const image = e.visual?.url ? withStyle(e.visual.url, '930x557') : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: e.title,
    url: episodeUrl(showUrl, e),
    datePublished: e.datetime,
    ...(e.description ? { description: e.description } : {}),
    ...(image ? { image } : {}),
    ...(e.duration ? { duration: isoDuration(e.duration), timeRequired: isoDuration(e.duration) } : {}),
    associatedMedia: {
      '@type': 'AudioObject',
      contentUrl: e.audio_file,
      encodingFormat: 'audio/mpeg',
      ...(e.duration ? { duration: isoDuration(e.duration) } : {}),
    },
    ...(e.show
      ? { partOfSeries: { '@type': 'PodcastSeries', name: e.show.title, url: `${siteUrl}${e.show.alias}` } }
      : {}),
  };
}

/**
 * The metadata of a show's page opened on one of its episodes (`?episode=ID`): a shared link must
 * describe that episode, not its show — its title with the show's, its own description, its picture
 * (the show's when it has none), its audio, and a canonical address that keeps `episode`.
 */
export function episodeMetadata(e: Episode, show: Show, o: { showUrl: string; brand: string }): Metadata {
  const title = `${e.title} — ${show.title}`;
  const description = plainText(e.description, 200) || plainText(show.description, 200) || undefined;
  const url = episodeUrl(o.showUrl, e);
  const image = ogImage(e.visual?.url || show.visual?.url, e.visual?.alt || show.visual?.alt);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      title,
      ...(description ? { description } : {}),
      url,
      siteName: o.brand,
      locale: 'fr_FR',
      ...(image ? { images: [image] } : {}),
      ...(e.audio_file ? { audio: [{ url: e.audio_file, type: 'audio/mpeg' }] } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      ...(description ? { description } : {}),
      ...(image ? { images: [image.url] } : {}),
    },
  };
}

export function podcastSeriesLd(s: Show, siteUrl: string, episodes: Episode[]): JsonLd {
  const url = `${siteUrl}${s.alias.startsWith('/') ? s.alias : `/${s.alias}`}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    name: s.title,
    url,
    description: s.description,
    ...(s.visual?.url ? { image: withStyle(s.visual.url, '930x557') } : {}),
    webFeed: `${siteUrl}/feed/show/${s.id}`,
    episode: episodes.map((e) => podcastEpisodeLd(e, siteUrl, url)),
  };
}

/** Serialises JSON-LD for a <script> element (no `</script>` break-out). */
export function ldJson(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The metadata of a page at a fixed address: its title, its description, its canonical path. */
export function fixedPageMetadata(path: string, title: string, description: string): Metadata {
  return { title, description, alternates: { canonical: path } };
}
