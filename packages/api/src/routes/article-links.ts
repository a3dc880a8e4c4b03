import type { Episode } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import { makeQueries, type RouteDeps } from './queries.js';
import { CONTENT_TAG, doc, Format, IdParams } from './schemas.js';
import { published } from './shape.js';

/**
 * The episodes that point at an article (their `url_linked_article`): `GET /content/api/node/{id}/episodes`.
 * The article page gets them inside `/api/article/{category}/{titre}`; this stays for other clients.
 */
export async function articleLinkRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { linkedEpisodes } = makeQueries(deps.db, deps.refs);
  app.get<{ Params: { id: number } }>(
    '/api/node/:id/episodes',
    {
      schema: doc(
        CONTENT_TAG,
        "Les épisodes liés à un article (l'épisode à écouter dans la page de l'article)",
        {
          params: IdParams,
          querystring: Type.Object({ _format: Format }),
        },
      ),
    },
    async (req): Promise<Episode[]> => {
      const id = req.params.id;
      const exists = await deps.db.query<{ id: number }>(
        `SELECT id FROM nodes n WHERE id = $1 AND type = 'article' AND ${published()}`,
        [id],
      );
      if (!exists[0]) throw notFound(`Article ${id}`);
      return linkedEpisodes(id);
    },
  );
}
