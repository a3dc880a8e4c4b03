/**
 * Typed client of the second API (spec §7 "Second API: Folders by slug with page; related articles of
 * a folder with page and radio; tracker get by user sub and media id, add, update (id, offset,
 * optional status), deleteAll by user sub"). Paths (ours): `folders`, `folders/{slug}`,
 * `folders/{slug}/related`, `tracker/{sub}/{mediaId}`, `tracker`, `tracker/{id}`, `tracker/{sub}`.
 */
import { emptyPaged } from '../pager';
import type {
  Article,
  Dossier,
  Folder,
  Paged,
  Tracker,
  TrackerMove,
  TrackerSave,
  TrackerStatus,
} from '../types';
import { type ClientOptions, createHttp, noneOn404, seg, toPaged } from './http';

type List<T> = T[] | { rows?: T[] };

export function createSecondApi(options: ClientOptions) {
  const http = createHttp(options);
  return {
    /** The dossiers list, 0-based `page`. §8 "Folder lists: 'API call {setFolders} failed'". */
    folders: async (page = 0): Promise<Paged<Dossier>> =>
      toPaged(await http.call<List<Dossier>>('setFolders', { path: 'folders', query: { page } })),
    /** §7 "Folders by slug with page". */
    folder: (slug: string, page = 0) =>
      http.call<Folder>('getFolder', { path: `folders/${seg(slug)}`, query: { page } }),
    /**
     * §7 "related articles of a folder with page and radio". §8 "Related-article failure: empty list
     * with default pager (3 per page, 1 page)."
     */
    async relatedArticles(
      slug: string,
      q: { page?: number; radio?: string | number; perPage?: number } = {},
    ): Promise<Paged<Article>> {
      try {
        const data = await http.call<List<Article>>('getRelatedArticles', {
          path: `folders/${seg(slug)}/related`,
          query: { page: q.page ?? 0, radio: q.radio, items_per_page: q.perPage },
        });
        return toPaged(data);
      } catch {
        return emptyPaged<Article>();
      }
    },
    /** §7 "tracker get by user sub and media id"; null without a sub or when none (404). */
    async tracker(sub: string | null | undefined, mediaId: string | number): Promise<Tracker | null> {
      if (!sub) return null;
      const data = await noneOn404(
        http.call<Tracker | Tracker[] | null>('getTracker', {
          path: `tracker/${seg(sub)}/${seg(mediaId)}`,
          auth: true,
        }),
      );
      return (Array.isArray(data) ? data[0] : data) ?? null;
    },
    /** §7 "add". */
    async addTracker(t: TrackerSave & { sub: string | null | undefined }): Promise<Tracker | undefined> {
      if (!t.sub) return undefined;
      return http.call<Tracker>('addTracker', {
        method: 'POST',
        path: 'tracker',
        body: { user_id: t.sub, media_id: String(t.mediaId), offset: Math.round(t.offset), status: t.status },
        auth: true,
      });
    },
    /** §7 "update (id, offset, optional status)". */
    async updateTracker(t: TrackerMove & { sub: string | null | undefined }) {
      if (!t.sub) return;
      const body: { offset: number; status?: TrackerStatus } = { offset: Math.round(t.offset) };
      if (t.status !== undefined) body.status = t.status;
      await http.call('updateTracker', { method: 'PATCH', path: `tracker/${seg(t.id)}`, body, auth: true });
    },
    /** §7 "deleteAll by user sub". */
    async deleteAllTrackers(sub: string | null | undefined): Promise<void> {
      if (!sub) return;
      await http.call('deleteAllTrackers', { method: 'DELETE', path: `tracker/${seg(sub)}`, auth: true });
    },
  };
}

export type SecondApi = ReturnType<typeof createSecondApi>;
