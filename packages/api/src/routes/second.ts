import type { Folder } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import { makeQueries, paging, type RouteDeps } from './queries.js';
import { deleteAllOfUser, requireUser, type UserDeps } from './require-user.js';
import { doc, Id, IdParams, type PagedQs, type RadioPagedQs, RadioPagedQuery, UserId } from './schemas.js';
import { dossier, type NodeRow, published } from './shape.js';
import { trackerOut, trackerStore } from './user.js';

const TAG = 'Seconde API';
const Slug = Type.String({
  pattern: '^[a-z0-9-]{1,120}$',
  description: 'Slug du dossier, ex. famille-transmettre-la-foi',
});

/** The dossiers of the second API (spec §7 "Folders by slug with page; related articles of a folder"). */
export async function folderRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  const { listNodes, pageOfNodes, relatedArticles } = makeQueries(db, refs);
  const folderBySlug = async (slug: string) => {
    const rows = await db.query<NodeRow>(
      `SELECT n.id, n.type, n.title, n.alias, n.description, n.body, n.visual, n.visual_alt, n.category_tid, n.show_id, n.radio_tid, n.author, n.published_at, n.changed_at, n.radio_tids, n.tag_tids, n.data FROM nodes n WHERE n.type = 'folder' AND n.alias = $1 AND ${published()}`,
      [`/dossiers/${slug}`],
    );
    if (!rows[0]) throw notFound(`Dossier « ${slug} »`);
    return rows[0];
  };

  app.get<{ Querystring: PagedQs }>(
    '/folders',
    { schema: doc(TAG, 'Tous les dossiers, paginés', { querystring: RadioPagedQuery }) },
    async (req) =>
      pageOfNodes(`n.type = 'folder' AND ${published()}`, [], req.query, 9, (n) => dossier(n, refs)),
  );

  app.get<{ Params: { slug: string }; Querystring: RadioPagedQs }>(
    '/folders/:slug',
    {
      schema: doc(TAG, 'Un dossier par son slug : le dossier, les autres dossiers, ses articles (page)', {
        params: Type.Object({ slug: Slug }),
        querystring: RadioPagedQuery,
      }),
    },
    async (req): Promise<Folder> => {
      const f = await folderBySlug(req.params.slug);
      const { page, perPage } = paging(req.query, 9);
      const [others, articles] = await Promise.all([
        listNodes(`n.type = 'folder' AND n.id <> $1 AND ${published()}`, [f.id], 0, 3),
        relatedArticles(f, {
          page,
          items_per_page: perPage,
          ...(req.query.radio ? { radio: req.query.radio } : {}),
        }),
      ]);
      // Every dossier, on one page of 50.
      const folders = await pageOfNodes(`n.type = 'folder' AND ${published()}`, [], {}, 50, (n) =>
        dossier(n, refs),
      );
      return {
        folder: dossier(f, refs, true),
        folders,
        allArticles: articles,
        related_folders: others.rows.map((n) => dossier(n, refs)),
        filter: req.query.radio ?? null,
      };
    },
  );

  for (const path of ['/folders/:slug/related', '/folders/:slug/articles']) {
    app.get<{ Params: { slug: string }; Querystring: RadioPagedQs }>(
      path,
      {
        schema: doc(TAG, "Articles liés d'un dossier, par page et par radio (3 par page)", {
          params: Type.Object({ slug: Slug }),
          querystring: RadioPagedQuery,
        }),
      },
      async (req) => relatedArticles(await folderBySlug(req.params.slug), req.query),
    );
  }
}

export async function secondRoutes(app: FastifyInstance, deps: UserDeps): Promise<void> {
  const { db, verifier } = deps;
  const trackers = trackerStore(db);
  const write = { rateLimit: deps.writeLimit };

  // Tracker: same store as the content API, with the plain field names.
  app.get<{ Params: { sub: string; mediaId: number } }>(
    '/tracker/:sub/:mediaId',
    {
      schema: doc(TAG, "Position de reprise d'un utilisateur pour un média (liste de 0 ou 1)", {
        params: Type.Object({ sub: UserId, mediaId: Id }),
        auth: true,
      }),
    },
    async (req) => {
      await requireUser(verifier, req, req.params.sub);
      return (await trackers.get(req.params.sub, req.params.mediaId)).map(trackerOut);
    },
  );
  app.post<{ Body: { user_id: string; media_id: number | string; offset: number; status?: 0 | 1 } }>(
    '/tracker',
    {
      config: write,
      schema: doc(TAG, 'Ajoute une position de reprise', {
        body: Type.Object(
          {
            user_id: UserId,
            media_id: Type.Union([Id, Type.String({ pattern: '^[1-9]\\d{0,9}$' })]),
            offset: Type.Integer({ minimum: 0, maximum: 2147483647 }),
            status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
          },
          { additionalProperties: false },
        ),
        auth: true,
      }),
    },
    async (req, reply) => {
      await requireUser(verifier, req, req.body.user_id);
      const t = await trackers.add(
        req.body.user_id,
        Number(req.body.media_id),
        req.body.offset,
        req.body.status ?? 1,
      );
      reply.status(201);
      return trackerOut(t);
    },
  );
  app.patch<{ Params: { id: number }; Body: { offset: number; status?: 0 | 1 } }>(
    '/tracker/:id',
    {
      config: write,
      schema: doc(TAG, 'Met à jour une position (id, offset, statut optionnel)', {
        params: IdParams,
        body: Type.Object(
          {
            offset: Type.Integer({ minimum: 0, maximum: 2147483647 }),
            status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
          },
          { additionalProperties: false },
        ),
        auth: true,
      }),
    },
    async (req) => {
      const user = await requireUser(verifier, req);
      return trackerOut(await trackers.update(user, req.params.id, req.body.offset, req.body.status));
    },
  );
  deleteAllOfUser(
    app,
    deps,
    {
      path: '/tracker',
      param: 'sub',
      tag: TAG,
      summary: "Efface toutes les positions d'un utilisateur",
      message: 'Historique effacé.',
    },
    (userId) => trackers.deleteAll(userId),
  );
}
