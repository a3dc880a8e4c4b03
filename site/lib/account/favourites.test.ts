import type { Favorite, FavoritesContent, Show } from '@radio/core';
import { describe, expect, it, vi } from 'vitest';
import {
  createFavouritesStore,
  favouriteCategories,
  hasMoreFavourites,
  mergeFavouritesPage,
  nextFavouritesQuery,
} from './favourites';

const show = (id: number, alias = `/culture/show-${id}`, category = 'Culture'): Show =>
  ({
    id,
    title: `Émission ${id}`,
    alias,
    category,
    description: '',
    visual: null,
    radios: [],
    letter: 'E',
  }) as Show;
const page = (type: string, current: number, ids: number[], totalPages = 3): FavoritesContent => ({
  type,
  rows: ids.map((i) => show(i)),
  pager: { current_page: current, total_pages: totalPages, total_items: totalPages * 2, item_per_page: 2 },
});

describe('favourites paging', () => {
  it('§4 "further pages are appended when the same type continues"', () => {
    const merged = mergeFavouritesPage(page('all', 0, [1, 2]), page('all', 1, [3, 4]));
    expect(merged.rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(merged.pager.current_page).toBe(1);
  });

  it('§4 a new type replaces the list instead of appending', () => {
    const merged = mergeFavouritesPage(page('all', 0, [1, 2]), page('culture', 0, [7]));
    expect(merged.rows.map((r) => r.id)).toEqual([7]);
    expect(merged.type).toBe('culture');
  });

  it('§4 a first page of the same type (reload) replaces the list', () => {
    expect(mergeFavouritesPage(page('all', 1, [3, 4]), page('all', 0, [1])).rows.map((r) => r.id)).toEqual([
      1,
    ]);
  });

  it('§9 "favourites paging zero-based": the first query is page 0 of type all, then the next page', () => {
    expect(nextFavouritesQuery(null)).toEqual({ type: 'all', page: 0 });
    expect(nextFavouritesQuery(page('all', 0, [1, 2]), 'all')).toEqual({ type: 'all', page: 1 });
    expect(nextFavouritesQuery(page('all', 1, [3]), 'culture')).toEqual({ type: 'culture', page: 0 });
  });

  it('more pages exist until the last zero-based page is loaded', () => {
    expect(hasMoreFavourites(page('all', 1, [3, 4], 3))).toBe(true);
    expect(hasMoreFavourites(page('all', 2, [5], 3))).toBe(false);
    expect(hasMoreFavourites(null)).toBe(false);
  });

  it('§3 type filter: categories of the shows by alias slug, sorted, kept across loads', () => {
    const first = favouriteCategories([
      show(1, '/vie-spirituelle/a', 'Vie spirituelle'),
      show(2, '/culture/b'),
    ]);
    expect(first).toEqual([
      { type: 'culture', label: 'Culture' },
      { type: 'vie-spirituelle', label: 'Vie spirituelle' },
    ]);
    expect(favouriteCategories([show(3, '/actualite/c', 'Actualité')], first).map((c) => c.type)).toEqual([
      'actualite',
      'culture',
      'vie-spirituelle',
    ]);
  });
});

describe('favourites store', () => {
  const fakeApi = (server: Favorite[]) => ({
    favorites: vi.fn(async () => [...server]),
    addFavorite: vi.fn(async (_u: string | null | undefined, showId: number) => {
      const f = { id: server.length + 10, show_id: showId };
      server.push(f);
      return f;
    }),
    deleteFavorite: vi.fn(async (_u: string | null | undefined, id: number) => {
      server.splice(
        server.findIndex((f) => f.id === id),
        1,
      );
    }),
  });

  it('§4 "Favourites: list reloaded after adding"', async () => {
    const api = fakeApi([{ id: 1, show_id: 1001 }]);
    const store = createFavouritesStore();
    await store.load(api, 'user-1');
    await store.add(api, 'user-1', 1002);
    expect(api.addFavorite).toHaveBeenCalledWith('user-1', 1002);
    expect(api.favorites).toHaveBeenCalledTimes(2);
    expect(store.favouriteOf(1002)).toEqual({ id: 11, show_id: 1002 });
  });

  it('§4 "on deleting, the entry is removed locally after the server call"', async () => {
    const api = fakeApi([
      { id: 1, show_id: 1001 },
      { id: 2, show_id: 1002 },
    ]);
    const store = createFavouritesStore();
    await store.load(api, 'user-1');
    let resolve!: () => void;
    api.deleteFavorite.mockImplementationOnce(() => new Promise<void>((r) => (resolve = r)));
    const removing = store.remove(api, 'user-1', 1);
    expect(store.favouriteOf(1001)).toBeDefined();
    resolve();
    await removing;
    expect(store.favouriteOf(1001)).toBeUndefined();
    expect(store.get().items).toEqual([{ id: 2, show_id: 1002 }]);
    expect(api.favorites).toHaveBeenCalledTimes(1);
  });

  it('§4 a failed delete keeps the entry', async () => {
    const api = fakeApi([{ id: 1, show_id: 1001 }]);
    const store = createFavouritesStore();
    await store.load(api, 'user-1');
    api.deleteFavorite.mockRejectedValueOnce(new Error('API call to deleteFavorite failed'));
    await expect(store.remove(api, 'user-1', 1)).rejects.toThrow();
    expect(store.favouriteOf(1001)).toBeDefined();
  });

  it('§5 "Favourites and tracking calls are skipped when no user id is present"', async () => {
    const api = fakeApi([{ id: 1, show_id: 1001 }]);
    const store = createFavouritesStore();
    await store.load(api, null);
    await store.add(api, undefined, 1002);
    await store.remove(api, '', 1);
    expect(api.favorites).not.toHaveBeenCalled();
    expect(api.addFavorite).not.toHaveBeenCalled();
    expect(api.deleteFavorite).not.toHaveBeenCalled();
    expect(store.get()).toEqual({ userId: null, items: [], loaded: true });
  });
});
