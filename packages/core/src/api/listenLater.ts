/**
 * Client of the listen-later list (spec §1; the API's `listen-later/{userId}` and
 * `entity/listen_later`, which follow the favourites' pattern since §7 names no path).
 * Like favourites and tracking (§5), every call is skipped without a user id.
 */
import type { ListenLaterCreate, ListenLaterItem, ListenLaterPage } from '../types';
import { type ClientOptions, createHttp, seg, toPaged } from './http';

export function createListenLaterApi(options: ClientOptions) {
  const http = createHttp(options, true);
  return {
    async list(userId: string | null | undefined, page = 0, itemsPerPage = 10): Promise<ListenLaterPage> {
      if (!userId) return toPaged<ListenLaterItem>([], itemsPerPage);
      const data = await http.call<ListenLaterPage>('getListenLater', {
        path: `listen-later/${seg(userId)}`,
        query: { page, items_per_page: itemsPerPage },
        auth: true,
      });
      return toPaged(data, itemsPerPage);
    },
    async ids(userId: string | null | undefined): Promise<number[]> {
      if (!userId) return [];
      return (
        (await http.call<number[]>('getListenLaterIds', {
          path: `listen-later/${seg(userId)}/ids`,
          auth: true,
        })) ?? []
      );
    },
    async add(userId: string | null | undefined, episodeId: number): Promise<void> {
      if (!userId) return;
      const body: ListenLaterCreate = { wso2_uid: userId, episode_id: episodeId };
      await http.call('addListenLater', { method: 'POST', path: 'entity/listen_later', body, auth: true });
    },
    async remove(userId: string | null | undefined, episodeId: number): Promise<void> {
      if (!userId) return;
      await http.call('deleteListenLater', {
        method: 'DELETE',
        path: `listen-later/${seg(userId)}/${seg(episodeId)}`,
        auth: true,
      });
    },
    async removeAll(userId: string | null | undefined): Promise<void> {
      if (!userId) return;
      await http.call('deleteAllListenLater', {
        method: 'DELETE',
        path: `listen-later/${seg(userId)}`,
        auth: true,
      });
    },
  };
}

export type ListenLaterApi = ReturnType<typeof createListenLaterApi>;
