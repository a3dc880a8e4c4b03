/**
 * Calls of the public routes of issue 7 (archives, articles, dossiers, videos, A–Z, grid, events,
 * partners, prayers, saint of the day, around me, search, newsletter, contact, preview). Paths are
 * those of spec §7 on the content API, the second API and the mailing proxy. Lists fall back to an
 * empty value (the page shows its French empty state); a detail answering 404 gives `null` (→ 404 page).
 */
import type {
  ArchivesDay,
  ArchivesIndex,
  AroundMePage,
  Article,
  Dossier,
  Episode,
  Event,
  Folder,
  LabelMap,
  Partner,
  Prayer,
  ProgramGridSlot,
  Saint,
  SearchResults,
  SearchResultType,
  Show,
  TaxonomyTerm,
  Video,
} from '@radio/core';
import { ApiCallError, apiBases, contentUrl, getJson, getJsonOr } from '../api';
import type { ListOf } from './mappers';

const EMPTY: never[] = [];

/** A detail: null when the API says 404 (unknown slug → notFound()); other failures propagate. */
async function detail<T>(call: string, url: string, revalidate = 60): Promise<T | null> {
  try {
    return await getJson<T>(call, url, { revalidate });
  } catch (e) {
    if (e instanceof ApiCallError && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
}

function secondUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const u = new URL(`${apiBases().second.replace(/\/$/, '')}/${path.replace(/^\//, '')}`);
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== '') u.searchParams.set(k, String(v));
  return u.toString();
}

function mailingUrl(path: string): string {
  return `${apiBases().mailing.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

const seg = (s: string) => encodeURIComponent(s);

// ---- archives (§7 "archives/; archives/{year}/{month}/{day}") -------------------------------------

export const getArchivesIndex = () =>
  getJsonOr<ArchivesIndex>('getArchives', contentUrl('archives/'), { years: [] }, { revalidate: 3600 });

export const getArchivesDay = (year: number, month: number, day: number) =>
  getJsonOr<ArchivesDay | null>('getArchivesDay', contentUrl(`archives/${year}/${month}/${day}`), null, {
    revalidate: 3600,
  });

// ---- articles, videos, tags ----------------------------------------------------------------------

export const getArticle = (category: string, titre: string) =>
  detail<Article & { episode?: Episode | null; related?: Article[] }>(
    'getArticle',
    contentUrl(`api/article/${seg(category)}/${seg(titre)}`),
  );

export const getVideos = (page: number, category?: string) =>
  getJsonOr<ListOf<Video>>('getVideos', contentUrl('/videos', { page, category }), EMPTY);

export const getVideo = (category: string, titre: string) =>
  detail<Video & { related?: Video[] }>('getVideo', contentUrl(`api/video/${seg(category)}/${seg(titre)}`));

export const getTag = (tag: string, page: number) =>
  detail<{ term: TaxonomyTerm; content: ListOf<SearchResults['rows'][number]> }>(
    'getTag',
    contentUrl(`api/tag/${seg(tag)}`, { page }),
  );

// ---- dossiers (second API: folders by slug with page; related articles with page and radio) -------

export const getFolders = (page: number) =>
  getJsonOr<ListOf<Dossier>>('setFolders', secondUrl('folders', { page }), EMPTY);

export const getFolder = (folder: string, page: number) =>
  detail<Folder>('getFolder', secondUrl(`folders/${seg(folder)}`, { page }));

export const getFolderRelated = (folder: string, page: number, radio?: string) =>
  getJsonOr<ListOf<Article>>(
    'getFolderRelatedArticles',
    secondUrl(`folders/${seg(folder)}/related`, { page, radio }),
    // §8 "Related-article failure: empty list with default pager (3 per page, 1 page)".
    { rows: [], pager: { current_page: 0, total_items: 0, total_pages: 1, item_per_page: 3 } },
  );

// ---- shows: A–Z, top podcasts ----------------------------------------------------------------------

export const getShowsByLetter = (letter: string, page: number) =>
  getJsonOr<ListOf<Show>>('getEmissionsAZ', contentUrl(`/emissions-a-z/${seg(letter)}`, { page }), EMPTY);

export const getTopPodcasts = () =>
  getJsonOr<ListOf<Episode | Show>>('getTopPodcasts', contentUrl('/top-podcasts'), EMPTY, {
    revalidate: 300,
  });

export const getEpisode = (id: number) => detail<Episode>('getEpisode', contentUrl(`/api/episode/${id}`));

// ---- programme grid (§7 "/programs-grid/{a}/{b} (carries a cache-busting value changing about every 100 s)") ----

export const getProgramGrid = (radioCode: string, date: string) =>
  getJsonOr<ListOf<ProgramGridSlot>>(
    'getProgramsGrid',
    contentUrl(`/programs-grid/${seg(radioCode)}/${seg(date)}`, { t: Math.floor(Date.now() / 100_000) }),
    EMPTY,
    { revalidate: 100 },
  );

// ---- events, partners, prayers ---------------------------------------------------------------------

export const getEvents = (query: { page: number; radio?: string; from?: string; to?: string }) =>
  getJsonOr<ListOf<Event>>('getEvents', contentUrl('events', query), EMPTY);

export const getPartners = (page: number) =>
  getJsonOr<ListOf<Partner>>('getPartners', contentUrl('partners', { page }), EMPTY, { revalidate: 600 });

export const getPartner = (partner: string) =>
  detail<Partner & { episodes?: Episode[]; shows?: Show[] }>(
    'getPartner',
    contentUrl(`partners/${seg(partner)}`),
  );

export const getPrayers = (radioTid: number) =>
  getJsonOr<ListOf<Prayer>>('getPrayers', contentUrl(`/prieres/${radioTid}`), EMPTY, { revalidate: 600 });

// ---- saint of the day (§7 "api/saintdujour/search[/{name}] or ?day&month; /rest_saintjour") ----------

export const getSaintOfTheDay = () =>
  getJsonOr<Saint | null>('getSaintDuJour', contentUrl('/rest_saintjour'), null, { revalidate: 600 });

export const searchSaintsByName = (name: string) =>
  getJsonOr<ListOf<Saint>>('searchSaints', contentUrl(`api/saintdujour/search/${seg(name)}`), EMPTY);

export const searchSaintsByDate = (day: number, month: number) =>
  getJsonOr<ListOf<Saint>>('searchSaints', contentUrl('api/saintdujour/search', { day, month }), EMPTY);

// ---- around me (§7 "/rest_region/{id}[/{sub}]") ----------------------------------------------------

export const getAroundMe = (radioTid: number, page: number) =>
  detail<AroundMePage>('getAroundMe', contentUrl(`/rest_region/${radioTid}`, { page }));

// ---- search ----------------------------------------------------------------------------------------

export const SEARCH_TYPES: SearchResultType[] = ['episode', 'show', 'article', 'video', 'folder', 'event'];

export const searchContent = (q: string, type: SearchResultType | 'all', page: number) =>
  getJson<SearchResults>(
    'searchContent',
    contentUrl('/search', { q, type: type === 'all' ? undefined : type, page }),
    { revalidate: 60 },
  );

// ---- preview ---------------------------------------------------------------------------------------

export const getPreview = (id: number) =>
  getJson<{ type: string; title: string; body?: string; description?: string } | null>(
    'getPreview',
    contentUrl(`/preview/${id}`),
    { revalidate: 0 },
  ).catch((e) => {
    if (e instanceof ApiCallError && (e.status === 404 || e.status === 400 || e.status === 403)) return null;
    throw e;
  });

// ---- mailing proxy ---------------------------------------------------------------------------------

export const getNewsletterLists = () =>
  getJsonOr<LabelMap>('getNewsletterLists', mailingUrl('/news'), {}, { revalidate: 600 });
