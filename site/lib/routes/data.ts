/**
 * Calls of the public routes of issue 7 (archives, articles, dossiers, videos, A–Z, grid, events,
 * partners, prayers, saint of the day, around me, search, newsletter, preview). Paths are those of
 * spec §7 on the content API, the second API and the mailing proxy (see the API's /docs). Lists fall
 * back to an empty value (the page shows its French empty state); a detail answering 404 gives `null`
 * (→ the 404 page); other failures propagate to the error screen.
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
  Pager,
  Partner,
  Prayer,
  ProgramGridSlot,
  Radio,
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

/** A detail: null when the API says 404/400 (unknown slug → notFound()); other failures propagate. */
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

/** Any content by its alias (`/api/node?alias=/articles/…`), only when it has the expected type. */
export async function nodeByAlias<T>(call: string, alias: string, type: string): Promise<T | null> {
  const n = await detail<T & { type?: string }>(call, contentUrl('/api/node', { alias }));
  return n && n.type === type ? n : null;
}

// ---- archives (§7 "archives/; archives/{year}/{month}/{day}") -------------------------------------

export const getArchivesIndex = () =>
  getJsonOr<ArchivesIndex>('getArchives', contentUrl('archives/'), { years: [] }, { revalidate: 3600 });

export const getArchivesDay = (year: number, month: number, day: number) =>
  getJsonOr<ArchivesDay | null>('getArchivesDay', contentUrl(`archives/${year}/${month}/${day}`), null, {
    revalidate: 3600,
  });

// ---- articles, videos, tags ----------------------------------------------------------------------

export const getArticle = (category: string, titre: string) =>
  nodeByAlias<Article>('getArticle', `/articles/${category}/${titre}`, 'article');

/** A page of one type of content, filtered by tag, category or radio (`/api/nodes`). */
export const getNodes = <T>(query: {
  type: 'article' | 'episode' | 'video' | 'show' | 'folder' | 'partner' | 'event';
  tag?: number;
  category?: string;
  radio?: string;
  page?: number;
  perPage?: number;
}) =>
  getJsonOr<ListOf<T>>(
    `getNodes(${query.type})`,
    contentUrl('/api/nodes', {
      type: query.type,
      tag: query.tag,
      category: query.category,
      radio: query.radio,
      page: query.page,
      items_per_page: query.perPage,
    }),
    EMPTY,
  );

export const getVideos = (page: number) =>
  getJsonOr<ListOf<Video>>('getVideos', contentUrl('/videos', { page }), EMPTY);

export const getVideo = (category: string, titre: string) =>
  nodeByAlias<Video>('getVideo', `/videos/${category}/${titre}`, 'video');

export type TermPage = TaxonomyTerm & { rows: (Article | Episode | Video | Show)[]; pager?: Pager };

/** A taxonomy term and a page of its content (`/taxonomy/term/{id}`). */
export const getTerm = (id: number, page: number) =>
  detail<TermPage>('getTerm', contentUrl(`/taxonomy/term/${id}`, { page }));

// ---- dossiers (second API: folders by slug with page; related articles with page and radio) -------

export const getFolders = (page: number) =>
  getJsonOr<ListOf<Dossier>>('setFolders', secondUrl('folders', { page }), EMPTY);

export const getFolder = (folder: string) => detail<Folder>('getFolder', secondUrl(`folders/${seg(folder)}`));

export const getFolderRelated = (folder: string, page: number, radio?: string) =>
  getJsonOr<ListOf<Article>>(
    'getFolderRelatedArticles',
    secondUrl(`folders/${seg(folder)}/articles`, { page, radio, items_per_page: 3 }),
    // §8 "Related-article failure: empty list with default pager (3 per page, 1 page)".
    { rows: [], pager: { current_page: 0, total_items: 0, total_pages: 1, item_per_page: 3 } },
  );

// ---- shows: A–Z, top podcasts ----------------------------------------------------------------------

export const getShowsByLetter = (letter: string, page: number) =>
  getJsonOr<ListOf<Show>>('getEmissionsAZ', contentUrl(`/emissions-a-z/${seg(letter)}`, { page }), EMPTY);

/** The top podcasts: the editors' "Top podcasts" selection (`/top-podcasts` podcast_selection), else the latest episodes. */
export async function getTopPodcasts(): Promise<ListOf<Episode>> {
  const selection = await nodeByAlias<{ id: number }>(
    'getTopPodcasts',
    '/top-podcasts',
    'podcast_selection',
  ).catch(() => null);
  if (selection) {
    return getJsonOr<ListOf<Episode>>(
      'getTopPodcasts',
      contentUrl(`/episodes_by_playlist/${selection.id}`, { items_per_page: 20 }),
      EMPTY,
      { revalidate: 300 },
    );
  }
  return getNodes<Episode>({ type: 'episode', perPage: 20 });
}

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

/** Upcoming events, by radio and by period (`from`/`to`: Paris days AAAA-MM-JJ, both included). */
export const getEvents = (query: {
  page: number;
  radio?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  perPage?: number;
}) =>
  getJsonOr<ListOf<Event>>(
    'getEvents',
    contentUrl('/events', {
      page: query.page,
      radio: query.radio,
      from: query.from,
      to: query.to,
      items_per_page: query.perPage,
    }),
    EMPTY,
  );

export const getPartners = (page: number) =>
  getJsonOr<ListOf<Partner>>('getPartners', contentUrl('/partners', { page }), EMPTY, { revalidate: 600 });

/** A partner and the latest episodes that cite it (`/partners/{slug}`); null when unknown. */
export const getPartner = (partner: string) =>
  detail<Partner & { episodes?: Episode[] }>('getPartner', contentUrl(`/partners/${seg(partner)}`), 600);

export const getPrayers = () =>
  getJsonOr<ListOf<Prayer>>('getPrayers', contentUrl('/prieres'), EMPTY, { revalidate: 600 });

// ---- saint of the day (§7 "api/saintdujour/search[/{name}] or ?day&month; /rest_saintjour") ----------

export const getSaintOfTheDay = () =>
  getJsonOr<Saint | null>('getSaintDuJour', contentUrl('/rest_saintjour'), null, { revalidate: 600 });

export const searchSaintsByName = (name: string) =>
  getJsonOr<ListOf<Saint>>('searchSaints', contentUrl(`api/saintdujour/search/${seg(name)}`), EMPTY);

export const searchSaintsByDate = (day: number, month: number) =>
  getJsonOr<ListOf<Saint>>('searchSaints', contentUrl('api/saintdujour/search', { day, month }), EMPTY);

// ---- radios and around me (§7 "/rest_region/{id}[/{sub}]") -----------------------------------------

export const getAllRadios = () =>
  getJsonOr<Radio[]>('getRadios', contentUrl('/terms/radio'), EMPTY, { revalidate: 600 });

export const getAroundMe = (radioTid: number, page: number) =>
  detail<AroundMePage>('getAroundMe', contentUrl(`/rest_region/${radioTid}`, { page }));

// ---- search ----------------------------------------------------------------------------------------

export const SEARCH_TYPES: SearchResultType[] = ['episode', 'show', 'article', 'video', 'folder', 'event'];

export const searchContent = (q: string, type: SearchResultType | 'all', page: number) =>
  getJson<SearchResults>('searchContent', contentUrl('/search', { q, type, page }), { revalidate: 60 });

// ---- preview ---------------------------------------------------------------------------------------

export const getPreview = (id: number) =>
  getJson<{ type: string; title: string; body?: string; description?: string } | null>(
    'getPreview',
    contentUrl(`/api/node/${id}`),
    { revalidate: 0 },
  ).catch((e) => {
    if (e instanceof ApiCallError && (e.status === 404 || e.status === 400 || e.status === 403)) return null;
    throw e;
  });

// ---- mailing proxy ---------------------------------------------------------------------------------

export const getNewsletterLists = () =>
  getJsonOr<LabelMap>('getNewsletterLists', mailingUrl('/news'), {}, { revalidate: 600 });

/**
 * A tag's term id from its slug (`/tag/{slug}`), from the API's tag lookup (`/api/tag/{slug}`);
 * null for an unknown tag (→ 404). The page itself then reads `/taxonomy/term/{id}`, whose rows
 * carry everything the cards show.
 */
export async function findTagId(slug: string): Promise<number | null> {
  const tag = await detail<{ term?: { id?: number } }>(
    'findTagId',
    contentUrl(`/api/tag/${seg(slug)}`, { items_per_page: 1 }),
    600,
  );
  return tag?.term?.id ?? null;
}

/** The sacred-music stream of /prieres: the "Musique sacrée" show and its latest episodes (spec §2 alias). */
export async function getSacredMusic(): Promise<{ show: Show; episodes: Episode[] } | null> {
  const alias = process.env.SACRED_MUSIC_ALIAS || '/culture/musique-sacree';
  const show = await nodeByAlias<Show>('getSacredMusic', alias, 'show').catch(() => null);
  if (!show) return null;
  const list = await getJsonOr<{ rows?: Episode[] }>(
    'getSacredMusic',
    contentUrl(`/episodes_by_show/${show.id}`, { items_per_page: 5 }),
    { rows: [] },
    { revalidate: 300 },
  );
  return { show, episodes: list.rows ?? [] };
}

/** The episodes that point at an article (the episode card embedded in the article page). */
export const getArticleEpisodes = (articleId: number) =>
  getJsonOr<Episode[]>('getArticleEpisodes', contentUrl(`/api/node/${articleId}/episodes`), EMPTY);
