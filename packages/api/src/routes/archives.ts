import { type ArchivesDay, type ArchivesIndex, isValidDate } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';
import { parisInstant } from '../time.js';
import type { RouteDeps } from './queries.js';
import { doc, Format, CONTENT_TAG as TAG } from './schemas.js';
import { EPISODE_FIELDS, EPISODE_FROM, episode, type NodeRow, published } from './shape.js';

/** `archives/` and `archives/{year}/{month}/{day}`: the episodes by day of broadcast (Paris time). */
export async function archiveRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  app.get(
    '/archives/',
    {
      schema: doc(TAG, 'Années qui ont des épisodes archivés', {
        querystring: Type.Object({ _format: Format }),
      }),
    },
    async (): Promise<ArchivesIndex> => {
      const rows = await db.query<{ year: number; month: number; count: number }>(
        "SELECT extract(year FROM published_at)::int AS year, extract(month FROM published_at)::int AS month, count(*)::int AS count FROM nodes WHERE type = 'episode' AND published_at <= now() AND unpublished_at IS NULL GROUP BY 1, 2 ORDER BY 1 DESC, 2 DESC",
      );
      return { years: [...new Set(rows.map((r) => r.year))], months: rows };
    },
  );

  const ArchiveParams = Type.Object({
    year: Type.String({ pattern: '^\\d{4}$', description: 'Année sur 4 chiffres' }),
    month: Type.String({ pattern: '^\\d{1,2}$', description: 'Mois, 1 à 12' }),
    day: Type.String({ pattern: '^\\d{1,2}$', description: 'Jour, 1 à 31' }),
  });
  app.get<{ Params: { year: string; month: string; day: string } }>(
    '/archives/:year/:month/:day',
    {
      schema: doc(TAG, 'Épisodes diffusés un jour donné', {
        params: ArchiveParams,
        querystring: Type.Object({ _format: Format }),
      }),
    },
    async (req): Promise<ArchivesDay> => {
      const year = Number(req.params.year);
      const month = Number(req.params.month);
      const day = Number(req.params.day);
      if (!isValidDate(year, month, day)) throw badRequest('Date invalide.');
      const from = parisInstant(year, month, day, 0);
      const to = parisInstant(year, month, day, 1440);
      const rows = await db.query<NodeRow>(
        `SELECT ${EPISODE_FIELDS} FROM ${EPISODE_FROM} WHERE n.type = 'episode' AND ${published()} AND n.published_at >= $1 AND n.published_at < $2 ORDER BY n.published_at, n.id`,
        [from.toISOString(), to.toISOString()],
      );
      await refs.load();
      return { year, month, day, episodes: rows.map((n) => episode(n, refs)) };
    },
  );
}
