/** Page metadata and JSON-LD from the content metadata (spec §3 "Content metadata", §9 page titles). */
import { type ContentMetadata, type Episode, pageHref, pageTitle, type Show, withStyle } from '@radio/core';
import type { Metadata } from 'next';

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

/** The og image in the 1280x630 style (§3 "sizes: 1280x630_og_image, …"). */
export function ogImage(url: string | null | undefined): string | undefined {
  return url ? withStyle(url, '1280x630_og_image') : undefined;
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
  const image = ogImage(m.og_image || m.visual?.url);
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
      ...(image ? { images: [{ url: image, width: 1280, height: 630 }] } : {}),
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

export function podcastEpisodeLd(e: Episode, siteUrl: string, showUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: e.title,
    url: `${showUrl}?episode=${e.id}`,
    datePublished: e.datetime,
    ...(e.description ? { description: e.description } : {}),
    ...(e.duration ? { timeRequired: `PT${Math.max(1, Math.round(e.duration / 60))}M` } : {}),
    associatedMedia: { '@type': 'MediaObject', contentUrl: e.audio_file },
    ...(e.show
      ? { partOfSeries: { '@type': 'PodcastSeries', name: e.show.title, url: `${siteUrl}${e.show.alias}` } }
      : {}),
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
