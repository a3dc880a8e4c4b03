/**
 * View models of the default-layout pages (home, category, show): cards in the 304x171 style, with
 * the show's host.
 */
import { type Article, type Episode, type ImageStyle, imageUrl, type Show, type Visual } from '@radio/core';
import type { ArticleItem, EpisodeItem, Img, ShowItem } from '../types';

export function img(visual: Visual | null | undefined, style: ImageStyle, fallbackAlt = ''): Img | undefined {
  const url = imageUrl(visual, style);
  return url ? { url, alt: visual?.alt || fallbackAlt } : undefined;
}

/** Path of a show page from its alias (`/actualite/le-grand-matin`). */
export const aliasPath = (alias: string) =>
  (alias.startsWith('/') ? alias : `/${alias}`).split('?')[0] ?? '/';

export function episodeItem(e: Episode, withShow = true): EpisodeItem {
  const showPath = e.show ? aliasPath(e.show.alias) : null;
  return {
    id: String(e.id),
    title: e.title,
    href: showPath ? `${showPath}?episode=${e.id}` : undefined,
    date: e.datetime,
    durationS: e.duration,
    image: img(e.visual, '304x171'),
    showTitle: withShow ? e.show?.title : undefined,
  };
}

/** The show's host without a leading 'présentée par' (the site writes that label itself). */
export function hostName(host: string | null | undefined): string {
  return (host ?? '').replace(/^\s*présentée?s?\s+par\s+/i, '').trim();
}

export function showItem(s: Show): ShowItem {
  return {
    id: String(s.id),
    title: s.title,
    href: aliasPath(s.alias),
    image: img(s.visual, '304x171'),
    presenter: hostName(s.host) || undefined,
  };
}

export function articleItem(a: Article): ArticleItem {
  return {
    id: String(a.id),
    title: a.title,
    href: aliasPath(a.alias),
    image: img(a.visual, '304x171'),
    date: a.published_time,
    category: a.category,
    excerpt: a.summary,
  };
}
