/**
 * The content API's calls about the radios (spec §7 "Main content API"): programme grid, live
 * address, regions and their radios, around-me pages, the side bar, social networks, terms.
 */
import { PROGRAM_GRID_CACHE_BUST_S } from '../constants';
import type {
  AroundMePage,
  Article,
  ContentBlock,
  Paged,
  ProgramGridSlot,
  RadioDetail,
  RadiosByRegion,
  Region,
  Show,
  SideBar,
  SocialNetwork,
  TaxonomyPage,
} from '../types';
import { type Http, type List, rowsOf, seg } from './http';

/** §7 "/programs-grid/{a}/{b} (carries a cache-busting value changing about every 100 s)". */
export function programGridCacheBust(now: number = Date.now()): number {
  return Math.floor(now / (PROGRAM_GRID_CACHE_BUST_S * 1000));
}

export function radioCalls(http: Http) {
  const get = <T>(name: string, path: string, query?: Record<string, string | number | undefined>) =>
    http.call<T>(name, { path, query });
  return {
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
  };
}
