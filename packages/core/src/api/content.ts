import type {
  AnyNode,
  ArchivesDay,
  ArchivesIndex,
  Article,
  ArticlePage,
  ContentMetadata,
  Episode,
  Event,
  MostListened,
  NodeType,
  Paged,
  Partner,
  PartnerPage,
  Prayer,
  Saint,
  Show,
  ShowPage,
  TagPage,
  Video,
  VideoPage,
} from '../types';
import { type ClientOptions, createHttp, type List, rowsOf, seg, toPaged } from './http';
import { listenerCalls } from './listener';
import { radioCalls } from './radios';
import { searchCalls } from './search';
import { transcriptCalls } from './transcripts';

export { programGridCacheBust } from './radios';

import { listeningCalls } from './listening';
import { trackerCalls } from './tracking';

/** Path lookup answer of `/router?path=`: what a site path is. */
export interface RouterAnswer {
  type: string;
  id: number;
  alias?: string;
  metatag?: ContentMetadata;
}

export function createContentApi(options: ClientOptions) {
  const http = createHttp(options, true);
  const get = <T>(name: string, path: string, query?: Record<string, string | number | undefined>) =>
    http.call<T>(name, { path, query });

  return {
    // The calls of a listening client (player, SDK): episodes, radios, rolls, live, tracker.
    ...listeningCalls(http),
    ...trackerCalls(http),
    // An episode's transcript and chapters (the episode page).
    ...transcriptCalls(http),

    // --- Archives ---------------------------------------------------------------------------------
    /** §7 "archives/". */
    archives: () => get<ArchivesIndex>('getArchives', 'archives/'),
    /** §7 "archives/{year}/{month}/{day}". */
    archivesDay: (year: number | string, month: number | string, day: number | string) =>
      get<ArchivesDay>('getArchivesDay', `archives/${seg(year)}/${seg(month)}/${seg(day)}`),

    // --- Episodes and shows -------------------------------------------------------------------------
    /** §7 "/episodes_by_playlist/{id}". */
    episodesByPlaylist: async (playlistId: number | string, itemsPerPage?: number) =>
      rowsOf(
        await get<List<Episode>>('getEpisodesByPlaylist', `/episodes_by_playlist/${seg(playlistId)}`, {
          items_per_page: itemsPerPage,
        }),
      ),
    /** §7 "/emissions-a-z/{letter}", 0-based `page`. */
    emissionsAZ: async (letter: string, page = 0) =>
      toPaged(await get<List<Show>>('getEmissionsAZ', `/emissions-a-z/${seg(letter)}`, { page })),
    /** A show by its site path `/{name}/{show}`. */
    showByAlias: (name: string, show: string) =>
      get<ShowPage>('getShowByAlias', `/api/show/${seg(name)}/${seg(show)}`),
    topPodcasts: async () => rowsOf(await get<List<Episode | Show>>('getTopPodcasts', '/top-podcasts')),
    /** The episodes most listened to over the last 30 days (listens the API recorded). */
    mostListened: () => get<MostListened>('getMostListened', '/top-podcasts/listens'),

    // --- Saints and prayers ---------------------------------------------------------------------------
    /** §7 "api/saintdujour/search[/{name}] or ?day&month". */
    searchSaints: async (by: { name: string } | { day: number; month: number }) =>
      rowsOf(
        'name' in by
          ? await get<List<Saint>>('searchSaints', `api/saintdujour/search/${seg(by.name)}`)
          : await get<List<Saint>>('searchSaints', 'api/saintdujour/search', {
              day: by.day,
              month: by.month,
            }),
      ),
    /** §7 "/rest_saintjour": today's saint. */
    saintOfTheDay: () => get<Saint>('getSaintDuJour', '/rest_saintjour'),
    /** Every prayer (`/prieres`). */
    allPrayers: () => get<Prayer[]>('getPrayers', '/prieres'),
    /** §7 "/prieres/{id}": the prayers of a radio (id = radio tid). */
    prayers: async (radioTid: number | string) =>
      rowsOf(await get<List<Prayer>>('getPrayers', `/prieres/${seg(radioTid)}`)),

    // The radios: programme grid, live address, regions, around-me pages, social networks.
    ...radioCalls(http),

    // --- Articles, dossiers, events, partners, videos, tags, search ------------------------------------
    /** An article with its metadata and the episodes that point at it: all its page needs. */
    article: (category: string, titre: string) =>
      get<ArticlePage>('getArticle', `api/article/${seg(category)}/${seg(titre)}`),
    /** §7 "dossier/{id}/articles", 0-based `page`. */
    dossierArticles: async (id: number | string, page = 0) =>
      toPaged(await get<List<Article>>('getDossierArticles', `dossier/${seg(id)}/articles`, { page })),
    /** §7 "events"; `from`/`to`: a period of Paris days (AAAA-MM-JJ, both included). */
    events: async (
      q: { page?: number; radio?: string; month?: string; from?: string; to?: string; perPage?: number } = {},
    ) =>
      toPaged(
        await get<List<Event>>('getEvents', 'events', {
          page: q.page ?? 0,
          radio: q.radio,
          month: q.month,
          from: q.from,
          to: q.to,
          items_per_page: q.perPage,
        }),
      ),
    /** §7 "partners". */
    partners: async (page = 0) => toPaged(await get<List<Partner>>('getPartners', 'partners', { page })),
    partner: (alias: string) => get<PartnerPage>('getPartner', `partners/${seg(alias)}`),
    /** §7 "/videos". */
    videos: async (q: { page?: number; category?: string } = {}) =>
      toPaged(await get<List<Video>>('getVideos', '/videos', { page: q.page ?? 0, category: q.category })),
    video: (category: string, titre: string) =>
      get<VideoPage>('getVideo', `api/video/${seg(category)}/${seg(titre)}`),
    tag: (tag: string, page = 0, itemsPerPage?: number) =>
      get<TagPage>('getTag', `api/tag/${seg(tag)}`, { page, items_per_page: itemsPerPage }),
    /** Any content by id, published or not, in the shape of its type. */
    node: (id: number | string) => get<AnyNode>('getNode', `/api/node/${seg(id)}`),
    /** Any content by its alias (`/articles/culture/…`), in the shape of its type. */
    nodeByAlias: (alias: string) => get<AnyNode>('getNodeByAlias', '/api/node', { alias }),
    /** A page of one type of content, by category, tag or radio, 0-based `page`. */
    nodes: <T extends NodeType>(q: {
      type: T;
      category?: string;
      tag?: number;
      radio?: string;
      page?: number;
      perPage?: number;
    }) =>
      get<Paged<Extract<AnyNode, { type: T }>>>('getNodes', '/api/nodes', {
        type: q.type,
        category: q.category,
        tag: q.tag,
        radio: q.radio,
        page: q.page,
        items_per_page: q.perPage,
      }),
    // Full-text search and the header's suggestions.
    ...searchCalls(http),
    /** Any content, published or not: only with the signed preview link's `expires` and `signature`. */
    preview: (id: number | string, link: { expires: string; signature: string }) =>
      get<AnyNode & { preview: true }>('getPreview', `/preview/${seg(id)}`, link),
    /** What a site path is (`/{name}`, `/{name}/{showOrCategory}`). */
    resolvePath: (path: string) => get<RouterAnswer>('resolvePath', '/router', { path }),

    // The calls of one signed-in listener: listening history, replay trackers, favourites.
    ...listenerCalls(http),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
