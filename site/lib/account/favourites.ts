/**
 * Favourite shows (spec §4 "Favourites: list reloaded after adding; on deleting, the entry is
 * removed locally after the server call. Paging is zero-based; further pages are appended when
 * the same type continues."; §5 "skipped when no user id"; §8 "failures are swallowed").
 */
import {
  type ContentApi,
  FAVORITES_DEFAULT_TYPE,
  FAVORITES_FIRST_PAGE,
  type Favorite,
  type FavoritesContent,
} from '@radio/core';
import { sharedState } from './shared-state';

/** The list after loading `next`: appended when it continues the same type, replaced otherwise. */
export function mergeFavouritesPage(prev: FavoritesContent | null, next: FavoritesContent): FavoritesContent {
  const continues =
    prev !== null && prev.type === next.type && next.pager.current_page === prev.pager.current_page + 1;
  if (!continues) return next;
  const seen = new Set(prev.rows.map((r) => r.id));
  return { ...next, rows: [...prev.rows, ...next.rows.filter((r) => !seen.has(r.id))] };
}

/** True while a further (zero-based) page exists after the last one loaded. */
export function hasMoreFavourites(list: FavoritesContent | null): boolean {
  return !!list && list.pager.current_page + 1 < list.pager.total_pages;
}

/** The next page to ask for: the first one on a type change, the following one otherwise. */
export function nextFavouritesQuery(list: FavoritesContent | null, type: string = FAVORITES_DEFAULT_TYPE) {
  if (!list || list.type !== type) return { type, page: FAVORITES_FIRST_PAGE };
  return { type, page: list.pager.current_page + 1 };
}

type FavouritesApi = Pick<ContentApi, 'favorites' | 'addFavorite' | 'deleteFavorite'>;

export type FavouritesState = { userId: string | null; items: Favorite[]; loaded: boolean };

/** The signed-in user's favourites (id, show_id), shared by every favourite button of the page. */
export function createFavouritesStore() {
  const shared = sharedState<FavouritesState>({ userId: null, items: [], loaded: false });
  const { set } = shared;
  return {
    get: shared.get,
    subscribe: shared.subscribe,
    /** GET favorites/{userId}; the API client turns failures into [] (§8). */
    async load(api: FavouritesApi, userId: string | null | undefined): Promise<void> {
      if (!userId) return set({ userId: null, items: [], loaded: true });
      const items = await api.favorites(userId);
      set({ userId, items, loaded: true });
    },
    /** POST then reload the list (§4 "list reloaded after adding"). */
    async add(api: FavouritesApi, userId: string | null | undefined, showId: number): Promise<void> {
      if (!userId) return;
      await api.addFavorite(userId, showId);
      await this.load(api, userId);
    },
    /** DELETE then drop the entry locally (§4 "removed locally after the server call"). */
    async remove(api: FavouritesApi, userId: string | null | undefined, favouriteId: number): Promise<void> {
      if (!userId) return;
      await api.deleteFavorite(userId, favouriteId);
      set({ ...shared.get(), items: shared.get().items.filter((f) => f.id !== favouriteId) });
    },
    favouriteOf(showId: number): Favorite | undefined {
      return shared.get().items.find((f) => Number(f.show_id) === showId);
    },
    clear() {
      set({ userId: null, items: [], loaded: false });
    },
  };
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>;

/** Type filter choices (spec §3 "a type (default all)"): the categories of the shows seen, by slug. */
export function favouriteCategories(
  rows: readonly { alias: string; category: string }[],
  known: readonly { type: string; label: string }[] = [],
): { type: string; label: string }[] {
  const out = new Map(known.map((k) => [k.type, k.label]));
  for (const r of rows) {
    const slug = r.alias.replace(/^\/+/, '').split('/')[0] ?? '';
    if (/^[a-z-]{2,40}$/.test(slug) && r.category && !out.has(slug)) out.set(slug, r.category);
  }
  return [...out]
    .map(([type, label]) => ({ type, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}
