import type { FavoritesContent } from '@radio/core';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../errors.js';
import { paging } from './queries.js';
import { addToUserList, deleteAllOfUser, requireUser, type UserDeps } from './require-user.js';
import { doc, Format, IdParams, Page, PerPage, UserId, userRoute } from './schemas.js';
import { NODE_FIELDS, type NodeRow, pager, published, show } from './shape.js';

const TAG = 'Historique et favoris';

/** §3 "Favorite: id, show_id": the listener's favourite shows (list, content view, add, remove). */
export async function favoriteRoutes(app: FastifyInstance, deps: UserDeps): Promise<void> {
  const { db, refs, verifier } = deps;
  const write = { rateLimit: deps.writeLimit };
  const User = Type.Object({ userId: UserId });
  const ContentQuery = Type.Object({
    _format: Format,
    type: Type.Optional(
      Type.Union([Type.Literal('all'), Type.String({ pattern: '^[a-z-]{2,40}$' })], {
        default: 'all',
        description: 'all ou une catégorie',
      }),
    ),
    page: Type.Optional(Page),
    items_per_page: Type.Optional(PerPage),
  });

  app.get<{ Params: Static<typeof User> }>(
    '/favorites/:userId',
    userRoute(TAG, "Favoris d'un utilisateur (id, show_id)", { params: User }),
    async (req) => {
      await requireUser(verifier, req, req.params.userId);
      return db.query<{ id: number; show_id: number }>(
        'SELECT id, show_id FROM favorites WHERE wso2_uid = $1 ORDER BY created_at DESC, id DESC',
        [req.params.userId],
      );
    },
  );
  app.get<{ Params: Static<typeof User>; Querystring: Static<typeof ContentQuery> }>(
    '/favorites/content/:userId',
    userRoute(TAG, 'Émissions favorites, paginées (page à partir de 0)', {
      params: User,
      querystring: ContentQuery,
    }),
    async (req): Promise<FavoritesContent> => {
      await requireUser(verifier, req, req.params.userId);
      const type = req.query.type ?? 'all';
      const { page, perPage } = paging(req.query, 6);
      await refs.load();
      const params: unknown[] = [req.params.userId];
      // A show withdrawn since stays in the list (it comes back if republished) but is not shown.
      let where = `f.wso2_uid = $1 AND ${published()}`;
      if (type !== 'all') {
        const term = [...refs.terms.values()].find(
          (t) => t.vocabulary === 'category' && t.alias === `/${type}`,
        );
        params.push(term?.tid ?? -1);
        where += ` AND n.category_tid = $${params.length}`;
      }
      const [rows, count] = await Promise.all([
        db.query<NodeRow & { favorite_id: number }>(
          `SELECT f.id AS favorite_id, ${NODE_FIELDS} FROM favorites f JOIN nodes n ON n.id = f.show_id WHERE ${where} ORDER BY f.created_at DESC, f.id DESC LIMIT ${perPage} OFFSET ${page * perPage}`,
          params,
        ),
        db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM favorites f JOIN nodes n ON n.id = f.show_id WHERE ${where}`,
          params,
        ),
      ]);
      return {
        rows: rows.map((r) => ({ ...show(r, refs), ...({ favorite_id: r.favorite_id } as object) })),
        pager: pager(page, perPage, count[0]?.n ?? 0),
        type,
      };
    },
  );
  addToUserList(app, deps, {
    path: '/entity/favorite',
    tag: TAG,
    summary: 'Ajoute une émission aux favoris (sans doublon)',
    table: 'favorites',
    column: 'show_id',
    type: 'show',
    missing: (id) => `Émission ${id}`,
  });
  app.delete<{ Params: Static<typeof IdParams> }>(
    '/favorite/:id',
    { config: write, schema: doc(TAG, 'Retire un favori', { params: IdParams, auth: true }) },
    async (req) => {
      const user = await requireUser(verifier, req);
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ wso2_uid: string }>(
          'SELECT wso2_uid FROM favorites WHERE id = $1 FOR UPDATE',
          [req.params.id],
        );
        if (!rows[0]) throw notFound(`Favori ${req.params.id}`);
        if (rows[0].wso2_uid !== user.sub) throw forbidden('Ce favori appartient à un autre utilisateur.');
        await tx.query('DELETE FROM favorites WHERE id = $1', [req.params.id]);
        return { status: 200, message: 'Favori supprimé.', id: req.params.id };
      });
    },
  );
  deleteAllOfUser(
    app,
    deps,
    {
      path: '/favorites',
      tag: TAG,
      summary: "Retire tous les favoris d'un utilisateur",
      message: 'Favoris supprimés.',
    },
    async (userId) =>
      (await db.query<{ id: number }>('DELETE FROM favorites WHERE wso2_uid = $1 RETURNING id', [userId]))
        .length,
  );
}
