/**
 * Typed client of the main content API (spec §7 "Main content API (base from configuration, query
 * _format=json)" and "Listening history and favourites (content API)"). Paths are the spec's; where the
 * spec leaves a segment unnamed ({a}/{b}) the meaning chosen here is documented on the method.
 */
import { FAVORITES_DEFAULT_TYPE, FAVORITES_FIRST_PAGE, PROGRAM_GRID_CACHE_BUST_S } from '../constants';
import type {
  AnyNode,
  ArchivesDay,
  ArchivesIndex,
  AroundMePage,
  Article,
  ArticlePage,
  ContentBlock,
  ContentMetadata,
  Dossier,
  Episode,
  Event,
  Favorite,
  FavoritesContent,
  ListeningHistoryItem,
  NodeType,
  Paged,
  Partner,
  PartnerPage,
  Prayer,
  ProgramGridSlot,
  RadioDetail,
  RadiosByRegion,
  Region,
  Saint,
  SearchResults,
  SearchResultType,
  Show,
  ShowPage,
  SideBar,
  SocialNetwork,
  TagPage,
  TaxonomyPage,
  TrackerStatus,
  Video,
  VideoPage,
} from '../types';
import { type ClientOptions, createHttp, type List, rowsOf, seg, toPaged } from './http';
import { listeningCalls } from './listening';

/** §7 "/programs-grid/{a}/{b} (carries a cache-busting value changing about every 100 s)". */
export function programGridCacheBust(now: number = Date.now()): number {
  return Math.floor(now / (PROGRAM_GRID_CACHE_BUST_S * 1000));
}

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

    // --- Programme grid -------------------------------------------------------------------------------
    /** §7 "/programs-grid/{a}/{b}": {a} = radio code, {b} = day 'YYYY-MM-DD'; `t` busts caches every ~100 s. */
    programGrid: async (radioCode: string, day: string, now: number = Date.now()) =>
      rowsOf(
        await get<List<ProgramGridSlot>>('getProgramGrid', `/programs-grid/${seg(radioCode)}/${seg(day)}`, {
          t: programGridCacheBust(now),
        }),
      ),

    // --- Radios and regions ---------------------------------------------------------------------------
    /** §7 "radio/{code} (returns liveURL)". */
    liveUrl: async (code: string) => (await get<RadioDetail>('getLiveUrl', `radio/${seg(code)}`)).liveURL,
    /** §7 "/terms/radio". */
    radios: async () => rowsOf(await get<List<RadioDetail>>('getRadios', '/terms/radio')),
    /** §7 "/taxonomy/term/{id}": a term and a page of its content, 0-based `page`. */
    term: (id: number | string, page?: number) =>
      get<TaxonomyPage>('getTerm', `/taxonomy/term/${seg(id)}`, { page }),
    /** The shows and articles of a category term, 0-based `page`. */
    termContent: (id: number | string, page = 0) =>
      get<{ shows?: Paged<Show>; articles?: Paged<Article> }>(
        'getCategoryContent',
        `/taxonomy/term/${seg(id)}/content`,
        {
          page,
        },
      ),
    /** §7 "rest/social_network/{id}". */
    socialNetworks: async (radioTid: number | string) =>
      rowsOf(await get<List<SocialNetwork>>('getSocialNetworks', `rest/social_network/${seg(radioTid)}`)),
    /** §7 "/regions". */
    regions: async () => rowsOf(await get<List<Region>>('getRegions', '/regions')),
    /** §7 "/regions2"; §8 "Radio load failure: 'API call to {getRadiosByRegions} failed'". */
    radiosByRegions: () => get<RadiosByRegion>('getRadiosByRegions', '/regions2'),
    /** §7 "radios/{region} (by tid)". */
    radiosOfRegion: async (regionTid: number | string) =>
      rowsOf(await get<List<RadioDetail>>('getRadiosOfRegion', `radios/${seg(regionTid)}`)),
    /** §7 "/rest_region/{id}[/{sub}]": the around-me page of a radio (id = radio tid). */
    region: (id: number | string, sub?: string, page = 0) =>
      get<AroundMePage>(
        'getAroundMe',
        sub ? `/rest_region/${seg(id)}/${seg(sub)}` : `/rest_region/${seg(id)}`,
        {
          page: page || undefined,
        },
      ),
    /** §7 "/rest_region?id=side_bar". */
    sideBar: async () =>
      rowsOf(await get<SideBar | ContentBlock[]>('getSideBar', '/rest_region', { id: 'side_bar' })),

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
    /** Full-text search: `search?q=&type=&page=` (brief "Contracts"). */
    search: (q: string, type: SearchResultType | 'all' = 'all', page = 0) =>
      get<SearchResults>('search', 'search', { q, type: type === 'all' ? undefined : type, page }),
    preview: (id: number | string) =>
      get<Episode | Article | Show | Video | Dossier>('getPreview', `/preview/${seg(id)}`),
    /** What a site path is (`/{name}`, `/{name}/{showOrCategory}`). */
    resolvePath: (path: string) => get<RouterAnswer>('resolvePath', '/router', { path }),

    // --- Listening history and replay tracker (user-scoped) ---------------------------------------------
    /**
     * §7 "GET tracker-listening-by-user/{a}/{b}/{c}?page&random": {a} = user id, {b} = status
     * ('all', 0 Listened, 1 InProgress), {c} = items per page; `random` defeats shared caches.
     * Skipped (empty list) without a user id.
     */
    async listeningHistory(
      userId: string | null | undefined,
      q: { status?: TrackerStatus | 'all'; itemPerPage?: number; page?: number; random?: number } = {},
    ): Promise<Paged<ListeningHistoryItem>> {
      const per = q.itemPerPage ?? 10;
      if (!userId) return toPaged<ListeningHistoryItem>([], per);
      const data = await http.call<List<ListeningHistoryItem>>('getListeningHistory', {
        path: `tracker-listening-by-user/${seg(userId)}/${seg(q.status ?? 'all')}/${seg(per)}`,
        query: { page: q.page ?? 0, random: q.random ?? Date.now() },
        auth: true,
      });
      return toPaged(data, per);
    },
    /** §7 "DELETE tracker/{userId}". */
    async deleteTrackers(userId: string | null | undefined): Promise<void> {
      if (!userId) return;
      await http.call('deleteTrackers', { method: 'DELETE', path: `tracker/${seg(userId)}`, auth: true });
    },

    // --- Favourites (user-scoped; §8 "Favourites failures are swallowed, leaving lists empty") ---------
    /** §7 "GET favorites/{userId}". */
    async favorites(userId: string | null | undefined): Promise<Favorite[]> {
      if (!userId) return [];
      try {
        return rowsOf(
          await http.call<List<Favorite>>('getFavorites', { path: `favorites/${seg(userId)}`, auth: true }),
        );
      } catch {
        return [];
      }
    },
    /** §7 "GET favorites/content/{userId} with type and page" (type default all, page 0-based). */
    async favoritesContent(
      userId: string | null | undefined,
      q: { type?: string; page?: number } = {},
    ): Promise<FavoritesContent> {
      const type = q.type ?? FAVORITES_DEFAULT_TYPE;
      const empty = { ...toPaged<Show>([]), type };
      if (!userId) return empty;
      try {
        const data = await http.call<Partial<FavoritesContent> | Show[]>('getFavoritesContent', {
          path: `favorites/content/${seg(userId)}`,
          query: { type, page: q.page ?? FAVORITES_FIRST_PAGE },
          auth: true,
        });
        return {
          ...toPaged<Show>(Array.isArray(data) ? data : { rows: data?.rows, pager: data?.pager }),
          type,
        };
      } catch {
        return empty;
      }
    },
    /** §7 "POST entity/favorite with wso2_uid and show_id". */
    async addFavorite(userId: string | null | undefined, showId: number): Promise<Favorite | undefined> {
      if (!userId) return undefined;
      return http.call<Favorite>('addFavorite', {
        method: 'POST',
        path: 'entity/favorite',
        body: { wso2_uid: userId, show_id: showId },
        auth: true,
      });
    },
    /** §7 "DELETE /favorite/{id}". */
    async deleteFavorite(userId: string | null | undefined, id: number): Promise<void> {
      if (!userId) return;
      await http.call('deleteFavorite', { method: 'DELETE', path: `/favorite/${seg(id)}`, auth: true });
    },
    /** §7 "DELETE /favorites/{userId}". */
    async deleteFavorites(userId: string | null | undefined): Promise<void> {
      if (!userId) return;
      await http.call('deleteFavorites', { method: 'DELETE', path: `/favorites/${seg(userId)}`, auth: true });
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
