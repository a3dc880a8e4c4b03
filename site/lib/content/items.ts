/** View models of the cards and lists of the public pages, from the API's payloads. */
import {
  type Article,
  type Dossier,
  type Episode,
  type ImageStyle,
  imageUrl,
  type Pager,
  type SearchResult,
  type Show,
  type Video,
  type Visual,
  withStyle,
} from '@radio/core';
import type { ArticleItem, EpisodeItem, Img, PageInfo, ShowItem } from '../types';

/** Spec §3 "Images use a {style_name} placeholder". */
export function styled(url: string | null | undefined, style: ImageStyle): string {
  return url ? withStyle(url, style) : '';
}

export function img(
  v: Visual | null | undefined,
  style: ImageStyle = '304x171',
  fallbackAlt = '',
): Img | undefined {
  const url = imageUrl(v, style);
  return url ? { url, alt: v?.alt || fallbackAlt } : undefined;
}

/** Path of a page from an alias (`actualite/le-grand-matin?x` → `/actualite/le-grand-matin`). */
export const aliasPath = (alias: string) =>
  (alias.startsWith('/') ? alias : `/${alias}`).split('?')[0] ?? '/';

/** The show's host without a leading 'présentée par' (the site writes that label itself). */
export function hostName(host: string | null | undefined): string {
  return (host ?? '').replace(/^\s*présentée?s?\s+par\s+/i, '').trim();
}

/** A list as the API serves it: either a bare array or `{ rows, pager }`. */
export type ListOf<T> = T[] | { rows?: T[]; pager?: Partial<Pager> } | null | undefined;

export function rowsOf<T>(list: ListOf<T>): T[] {
  if (!list) return [];
  if (Array.isArray(list)) return list;
  return Array.isArray(list.rows) ? list.rows : [];
}

/** The §3 pager (0-based `current_page`) as the site's 1-based page info. */
export function pageInfoOf<T>(list: ListOf<T>, urlPage: number): PageInfo {
  const rows = rowsOf(list);
  const pager = !list || Array.isArray(list) ? undefined : list.pager;
  const totalPages = Math.max(1, Number(pager?.total_pages ?? 1) || 1);
  const totalItems = Number(pager?.total_items ?? rows.length) || rows.length;
  return { page: Math.min(urlPage, totalPages), totalPages, totalItems };
}

/** A show page is `/{category}/{show}`: the API alias when it has one. */
export function showHref(s: { alias?: string | null; id?: number }): string {
  if (s.alias) return s.alias.startsWith('/') ? s.alias : `/${s.alias}`;
  return '/emissions-a-z';
}

/** An episode lives on its show page, opened with `?episode=ID` (spec §2). */
export function episodeHref(e: Pick<Episode, 'id' | 'show'>): string | undefined {
  return e.show?.alias ? `${showHref(e.show)}?episode=${e.id}` : undefined;
}

/** An episode's card; `withShow: false` on its own show's page. */
export function episodeItem(e: Episode, withShow = true): EpisodeItem {
  const item: EpisodeItem = { id: String(e.id), title: e.title, date: e.datetime, durationS: e.duration };
  const href = episodeHref(e);
  if (href) item.href = href;
  const image = img(e.visual);
  if (image) item.image = image;
  if (withShow && e.show?.title) item.showTitle = e.show.title;
  const excerpt = plainText(e.description ?? '', 220);
  if (excerpt) item.excerpt = excerpt;
  return item;
}

export function showItem(s: Show): ShowItem {
  const item: ShowItem = { id: String(s.id), title: s.title, href: showHref(s) };
  const image = img(s.visual, '154x154');
  if (image) item.image = image;
  if (s.description) item.excerpt = s.description;
  return item;
}

/** A show's card on the home and category pages: the 304x171 image and who presents it. */
export function showItemWithHost(s: Show): ShowItem {
  const item: ShowItem = { id: String(s.id), title: s.title, href: aliasPath(s.alias) };
  const image = img(s.visual);
  if (image) item.image = image;
  const presenter = hostName(s.host);
  if (presenter) item.presenter = presenter;
  return item;
}

export function articleHref(a: Pick<Article, 'alias' | 'category'> & { title?: string }): string {
  if (a.alias) return a.alias.startsWith('/') ? a.alias : `/${a.alias}`;
  return '/';
}

export function articleItem(a: Article): ArticleItem {
  const item: ArticleItem = { id: String(a.id), title: a.title, href: articleHref(a) };
  const image = img(a.visual);
  if (image) item.image = image;
  if (a.published_time) item.date = a.published_time;
  if (a.category) item.category = a.category;
  if (a.summary) item.excerpt = a.summary;
  return item;
}

export function videoItem(v: Video): ArticleItem {
  const item: ArticleItem = {
    id: String(v.id),
    title: v.title,
    href: v.alias.startsWith('/') ? v.alias : `/${v.alias}`,
  };
  const image = img(v.visual);
  if (image) item.image = image;
  if (v.published_time) item.date = v.published_time;
  if (v.category) item.category = v.category;
  return item;
}

export function dossierItem(d: Dossier): ArticleItem {
  const item: ArticleItem = { id: String(d.id), title: d.title, href: `/dossiers/${d.folder}` };
  const image = img(d.visual);
  if (image) item.image = image;
  if (d.field_folder_tag?.target_label) item.category = d.field_folder_tag.target_label;
  if (d.description) item.excerpt = d.description;
  return item;
}

export const SEARCH_TYPE_LABEL: Record<SearchResult['type'], string> = {
  episode: 'Épisode',
  show: 'Émission',
  article: 'Article',
  video: 'Vidéo',
  folder: 'Dossier',
  event: 'Événement',
  saint: 'Saint du jour',
  prayer: 'Prière',
  partner: 'Partenaire',
};

export function searchItem(r: SearchResult): ArticleItem {
  const href = r.alias ? (r.alias.startsWith('/') ? r.alias : `/${r.alias}`) : '/recherche';
  const item: ArticleItem = {
    id: `${r.type}-${r.id}`,
    title: r.title,
    href,
    category: SEARCH_TYPE_LABEL[r.type],
  };
  const image = img(r.visual);
  if (image) item.image = image;
  if (r.date) item.date = r.date;
  if (r.excerpt) item.excerpt = r.excerpt;
  return item;
}

/** Plain text of an HTML fragment, for descriptions and JSON-LD (never rendered as HTML). */
export function plainText(html: string | null | undefined, max = 300): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
