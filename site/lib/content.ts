/**
 * Content calls of the default-layout pages (home, category, show, live), on the content API
 * paths of spec §7. Every call is cached with revalidation; failures raise
 * `API call to {name} failed` (lib/api.ts) and pages turn them into French empty/error states.
 */
import {
  type Article,
  apiPageFromUrl,
  type ContentMetadata,
  type Episode,
  type ImageStyle,
  imageUrl,
  type LiveInfo,
  type Paged,
  type Radio,
  type RadiosByRegion,
  type Saint,
  type Show,
  type ShowEpisodes,
  type Visual,
} from '@radio/core';
import { ApiCallError, contentUrl, getJson, getJsonOr } from './api';
import type { ArticleItem, EpisodeItem, Img, ShowItem } from './types';

/** A region of the radio selector and its radios (spec §3 "radios grouped by region (France, Belgique)"). */
export type RadioGroup = { region: string; radios: RadioOption[] };
export type RadioOption = Pick<
  Radio,
  'tid' | 'name' | 'code' | 'liveURL' | 'alias' | 'parentRegionTid' | 'parentRegionName' | 'aroundMeAlias'
>;

function option(r: Radio): RadioOption {
  return {
    tid: r.tid ?? r.id,
    name: r.shortname || r.name,
    code: r.code,
    liveURL: r.liveURL,
    alias: r.alias,
    parentRegionTid: r.parentRegionTid ?? null,
    parentRegionName: r.parentRegionName ?? null,
    aroundMeAlias: r.aroundMeAlias ?? null,
  };
}

/** Radios grouped by region, for the region-select modal. Throws `API call to {getRadiosByRegions} failed`. */
export async function getRadiosByRegions(): Promise<RadioGroup[]> {
  const data = await getJson<RadiosByRegion>('getRadiosByRegions', contentUrl('/regions2'), {
    revalidate: 300,
  });
  return (['France', 'Belgique'] as const).map((region) => ({
    region,
    radios: (data[region] ?? []).map(option),
  }));
}

/** A 404 answer is `null`; other failures propagate. */
async function detail<T>(call: string, url: string, revalidate = 60): Promise<T | null> {
  try {
    return await getJson<T>(call, url, { revalidate });
  } catch (e) {
    if (e instanceof ApiCallError && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
}

export const getRadio = (code: string) =>
  detail<Radio>('getRadio', contentUrl(`/radio/${encodeURIComponent(code)}`), 300);

/** Now playing on a radio (spec §8 "Live info failure is only logged"). */
export const getLiveInfo = (code: string) =>
  getJsonOr<LiveInfo | null>('getLiveInfo', contentUrl(`/api/dab/${encodeURIComponent(code)}`), null, {
    revalidate: 30,
  });

export const getEpisode = (id: string | number) =>
  detail<Episode>('getEpisode', contentUrl(`/api/episode/${encodeURIComponent(String(id))}`));

export const getSaintOfTheDay = () =>
  getJsonOr<Saint | null>('getSaintDuJour', contentUrl('/rest_saintjour'), null, { revalidate: 600 });

/** A page of a show's episodes (URL page 1-based → API page 0-based). */
export const getShowEpisodes = (showId: number, urlPage: number) =>
  detail<ShowEpisodes>(
    'getEpisodesByShow',
    contentUrl(`/episodes_by_show/${showId}`, { page: apiPageFromUrl(urlPage) }),
  );

// ── Path resolution of `/{name}` and `/{name}/{showOrCategory}` ────────────────────────────────

/** A show as served with its host ('présentée par'). */
export type ShowWithHost = Show & { host?: string };

export type CategoryContent = { name: string; slug: string; shows: Paged<Show>; articles: Paged<Article> };

const PER_PAGE = 12;

/**
 * `/{name}`: a category by its slug — a page of its shows and of its articles (`/api/nodes`).
 * `null` when the API knows no such category.
 */
export async function getCategory(slug: string, urlPage: number): Promise<CategoryContent | null> {
  if (!/^[a-z-]{2,40}$/.test(slug)) return null;
  const q = { category: slug, page: apiPageFromUrl(urlPage), items_per_page: PER_PAGE };
  const [shows, articles] = await Promise.all([
    detail<Paged<Show>>('getCategoryShows', contentUrl('/api/nodes', { type: 'show', ...q }), 300),
    detail<Paged<Article>>('getCategoryArticles', contentUrl('/api/nodes', { type: 'article', ...q }), 120),
  ]);
  if (!shows || !articles) return null;
  const name = shows.rows[0]?.category || articles.rows[0]?.category || slugLabel(slug);
  return { name, slug, shows, articles };
}

/** 'economie-et-societe' → 'Economie et societe' (only when the API gave no name). */
function slugLabel(slug: string): string {
  const s = slug.replace(/-/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

type NodeAnswer = { type: string; metatag?: ContentMetadata } & Record<string, unknown>;

/** Any content by its alias (`/api/node?alias=`); `null` when there is none. */
export const getNodeByAlias = (alias: string) =>
  detail<NodeAnswer>('getNodeByAlias', contentUrl('/api/node', { alias }), 300);

/** `/{name}/{showOrCategory}`: the show at that alias, or `null`. */
export async function getShowByAlias(alias: string): Promise<ShowWithHost | null> {
  if (!/^\/[a-z0-9-]{1,80}\/[a-z0-9-]{1,120}$/.test(alias)) return null;
  const n = await getNodeByAlias(alias);
  return n?.type === 'show' ? (n as unknown as ShowWithHost) : null;
}

/** Latest content of a type, for the home page (optionally of one radio). */
export const getLatest = <T>(type: 'show' | 'episode' | 'article', count: number, radio?: string) =>
  getJsonOr<Paged<T>>(
    `getLatest_${type}`,
    contentUrl('/api/nodes', { type, items_per_page: count, ...(radio ? { radio } : {}) }),
    { rows: [], pager: { current_page: 0, total_items: 0, total_pages: 1, item_per_page: count } },
    { revalidate: 60 },
  );

// ── View models ─────────────────────────────────────────────────────────────────────────────────

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

export function showItem(s: Show & { host?: string }): ShowItem {
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
