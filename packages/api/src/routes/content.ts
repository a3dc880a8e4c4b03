import type { FastifyInstance } from 'fastify';
import { archiveRoutes } from './archives.js';
import { aroundMeRoutes } from './around-me.js';
import { episodeRoutes } from './episodes.js';
import { gridRoutes } from './grid.js';
import { listRoutes } from './lists.js';
import { nodeRoutes, taxonomyRoutes } from './nodes.js';
import type { RouteDeps } from './queries.js';
import { radioRoutes } from './radios.js';
import { saintRoutes } from './saints.js';
import { doc, CONTENT_TAG as TAG } from './schemas.js';
import { SearchQuery, search } from './search.js';
import { settingRoutes } from './settings.js';
import { transcriptRoutes } from './transcripts.js';

/** The content API (spec §7 "Main content API"), one module a resource. */
export async function contentRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, refs } = deps;
  for (const routes of [
    archiveRoutes,
    episodeRoutes,
    nodeRoutes,
    taxonomyRoutes,
    saintRoutes,
    gridRoutes,
    radioRoutes,
    settingRoutes,
    listRoutes,
    aroundMeRoutes,
    transcriptRoutes,
  ])
    await routes(app, deps);

  // --- Search ----------------------------------------------------------------------------------------
  app.get<{ Querystring: { q: string; type?: string; page?: number; items_per_page?: number } }>(
    '/search',
    {
      schema: doc(TAG, 'Recherche plein texte en français (racines et accents), classée et paginée', {
        querystring: SearchQuery,
        description:
          '« prière » trouve « prières », « eglise » trouve « Église ». Types : all, show, episode, article, video, folder, event.',
      }),
    },
    async (req) => {
      await refs.load();
      return search(db, refs, req.query);
    },
  );
}
