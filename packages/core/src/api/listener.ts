/**
 * The content API's calls for one signed-in listener (spec §7 "Listening history and favourites
 * (content API)"): each sends the access token, and each is skipped without a user id.
 */
import { FAVORITES_DEFAULT_TYPE, FAVORITES_FIRST_PAGE } from '../constants';
import type { Favorite, FavoritesContent, ListeningHistoryItem, Paged, Show, TrackerStatus } from '../types';
import { type Http, type List, rowsOf, seg, toPaged } from './http';

export function listenerCalls(http: Http) {
  return {
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
    // --- The API's side of a session (docs/security.md, "Sessions ended") -------------------------------
    /** `POST session/revoke`: the API refuses the presented token's session from now on. */
    revokeSession: () => http.call('revokeSession', { method: 'POST', path: 'session/revoke', auth: true }),
    /** `POST session/revoke-all`: after GlobalSignOut, every token of the listener issued until now. */
    revokeAllSessions: () =>
      http.call('revokeAllSessions', { method: 'POST', path: 'session/revoke-all', auth: true }),
    /** §7 "DELETE /favorites/{userId}". */
    async deleteFavorites(userId: string | null | undefined): Promise<void> {
      if (!userId) return;
      await http.call('deleteFavorites', { method: 'DELETE', path: `/favorites/${seg(userId)}`, auth: true });
    },
  };
}
