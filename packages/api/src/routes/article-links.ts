import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import { notFound } from '../errors.js';
import { doc, Format, IdParams } from './schemas.js';
import { EPISODE_FIELDS, EPISODE_FROM, episode, type NodeRow, type Refs } from './shape.js';

/**
 * The episodes that point at an article (their `url_linked_article`), for the episode card embedded in
 * the article page (issue 7). `GET /content/api/node/{id}/episodes`.
 */
export async function articleLinkRoutes(app: FastifyInstance, deps: { db: Db; refs: Refs }): Promise<void> {
  app.get<{ Params: { id: number } }>(
    '/api/node/:id/episodes',
    {
      schema: doc(
        'Contenu',
        "Les épisodes liés à un article (l'épisode à écouter dans la page de l'article)",
        {
          params: IdParams,
          querystring: Type.Object({ _format: Format }),
        },
      ),
    },
    async (req) => {
      const id = req.params.id;
      const exists = await deps.db.query<{ id: number }>(
        "SELECT id FROM nodes WHERE id = $1 AND type = 'article'",
        [id],
      );
      if (!exists[0]) throw notFound(`Article ${id}`);
      const rows = await deps.db.query<NodeRow>(
        `SELECT ${EPISODE_FIELDS} FROM ${EPISODE_FROM} WHERE n.type = 'episode' AND n.data->>'url_linked_article' = $1::text AND n.published_at <= now() ORDER BY n.published_at DESC, n.id DESC LIMIT 5`,
        [id],
      );
      await deps.refs.load();
      return rows.map((n) => episode(n, deps.refs));
    },
  );
}
