import type { ListenLaterPage } from '@radio/core';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import { paging } from './queries.js';
import { addToUserList, deleteAllOfUser, requireUser, type UserDeps } from './require-user.js';
import { Id, type PagedQs, PagedQuery, UserId, userRoute } from './schemas.js';
import { EPISODE_FIELDS, EPISODE_FROM, episode, type NodeRow, pager, published } from './shape.js';

const TAG = 'À écouter plus tard';

/**
 * The listen-later list (spec §1 "a listen-later list"; §7 names no path for it, so these follow the
 * favourites' pattern: `listen-later/{userId}`, `entity/listen_later`). User-scoped like favourites:
 * the token's `sub` must be the user of the path (403 otherwise).
 */
export async function listenLaterRoutes(app: FastifyInstance, deps: UserDeps): Promise<void> {
  const { db, refs, verifier } = deps;
  const write = { rateLimit: deps.writeLimit };
  const User = Type.Object({ userId: UserId });
  const Entry = Type.Object({ userId: UserId, episodeId: Id });

  app.get<{ Params: Static<typeof User>; Querystring: PagedQs }>(
    '/listen-later/:userId',
    userRoute(TAG, 'Épisodes à écouter plus tard, le plus récent d’abord (page à partir de 0)', {
      params: User,
      querystring: PagedQuery,
    }),
    async (req): Promise<ListenLaterPage> => {
      await requireUser(verifier, req, req.params.userId);
      const { page, perPage } = paging(req.query, 10);
      const [rows, count] = await Promise.all([
        db.query<NodeRow & { l_id: number; l_created: Date | string }>(
          `SELECT l.id AS l_id, l.created_at AS l_created, ${EPISODE_FIELDS}
             FROM listen_later l JOIN ${EPISODE_FROM} ON n.id = l.episode_id
            WHERE l.wso2_uid = $1 AND ${published()} ORDER BY l.created_at DESC, l.id DESC LIMIT ${perPage} OFFSET ${page * perPage}`,
          [req.params.userId],
        ),
        // An episode withdrawn since stays in the list (it comes back if republished) but is not shown.
        db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM listen_later l JOIN nodes n ON n.id = l.episode_id WHERE l.wso2_uid = $1 AND ${published()}`,
          [req.params.userId],
        ),
      ]);
      await refs.load();
      return {
        rows: rows.map((r) => ({
          id: r.l_id,
          episode_id: r.id,
          created: new Date(r.l_created).toISOString(),
          episode: episode(r, refs),
        })),
        pager: pager(page, perPage, count[0]?.n ?? 0),
      };
    },
  );

  app.get<{ Params: Static<typeof User> }>(
    '/listen-later/:userId/ids',
    userRoute(TAG, 'Identifiants des épisodes de la liste (pour marquer les cartes)', { params: User }),
    async (req) => {
      await requireUser(verifier, req, req.params.userId);
      const rows = await db.query<{ episode_id: number }>(
        'SELECT episode_id FROM listen_later WHERE wso2_uid = $1 ORDER BY created_at DESC, id DESC',
        [req.params.userId],
      );
      return rows.map((r) => r.episode_id);
    },
  );

  addToUserList(app, deps, {
    path: '/entity/listen_later',
    tag: TAG,
    summary: 'Ajoute un épisode à la liste (sans doublon)',
    table: 'listen_later',
    column: 'episode_id',
    type: 'episode',
    missing: (id) => `Épisode ${id}`,
  });

  app.delete<{ Params: Static<typeof Entry> }>(
    '/listen-later/:userId/:episodeId',
    userRoute(TAG, 'Retire un épisode de la liste', { params: Entry }, write),
    async (req) => {
      await requireUser(verifier, req, req.params.userId);
      const rows = await db.query<{ id: number }>(
        'DELETE FROM listen_later WHERE wso2_uid = $1 AND episode_id = $2 RETURNING id',
        [req.params.userId, req.params.episodeId],
      );
      if (!rows[0]) throw notFound(`Épisode ${req.params.episodeId} dans la liste`);
      return { status: 200, message: 'Épisode retiré de la liste.', episode_id: req.params.episodeId };
    },
  );

  deleteAllOfUser(
    app,
    deps,
    {
      path: '/listen-later',
      tag: TAG,
      summary: 'Vide la liste d’un utilisateur (suppression du compte)',
      message: 'Liste vidée.',
    },
    async (userId) =>
      (await db.query<{ id: number }>('DELETE FROM listen_later WHERE wso2_uid = $1 RETURNING id', [userId]))
        .length,
  );
}
