import { isValidDate, monthName, type Saint } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../errors.js';
import { parisClock } from '../time.js';
import { makeQueries, type RouteDeps } from './queries.js';
import { doc, Format, CONTENT_TAG as TAG } from './schemas.js';
import { episode } from './shape.js';

interface SaintRow {
  month: number;
  day: number;
  name: string;
  node_id: number | null;
  life: string;
}

/** The saint of the day, by date or by name (spec §7 "api/saintdujour/search[/{name}] or ?day&month"). */
export async function saintRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  const { nodeById } = makeQueries(db, refs);
  const saintOf = async (s: SaintRow): Promise<Saint> => {
    const ep = s.node_id ? await nodeById(s.node_id, 'episode') : undefined;
    await refs.load();
    return {
      id: s.month * 100 + s.day,
      name: s.name,
      day: s.day,
      month: s.month,
      description: `Le ${s.day} ${monthName(s.month)}, l'Église fête ${s.name.replace(/^Saints? |^Saintes? /, (m) => m.toLowerCase())}.`,
      life: s.life
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
      visual: ep ? { url: ep.visual ?? '', alt: s.name } : null,
      episode: ep ? episode(ep, refs) : null,
    };
  };
  const SaintQuery = Type.Object({
    _format: Format,
    day: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })),
    month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  });
  app.get<{ Querystring: { day?: number; month?: number } }>(
    '/api/saintdujour/search',
    {
      schema: doc(TAG, "Le saint fêté un jour donné (?day&month), aujourd'hui par défaut", {
        querystring: SaintQuery,
      }),
    },
    async (req): Promise<Saint[]> => {
      const now = parisClock();
      const day = req.query.day ?? now.day;
      const month = req.query.month ?? now.month;
      if (!isValidDate(2024, month, day)) throw badRequest('Date invalide.');
      const rows = await db.query<SaintRow>(
        'SELECT month, day, name, node_id, life FROM saints WHERE month = $1 AND day = $2',
        [month, day],
      );
      return Promise.all(rows.map(saintOf));
    },
  );
  app.get<{ Params: { name: string } }>(
    '/api/saintdujour/search/:name',
    {
      schema: doc(TAG, 'Recherche de saints par nom (sans accents ni casse)', {
        params: Type.Object({ name: Type.String({ minLength: 2, maxLength: 60 }) }),
      }),
    },
    async (req): Promise<Saint[]> => {
      const rows = await db.query<SaintRow>(
        "SELECT month, day, name, node_id, life FROM saints WHERE radio_unaccent(lower(name)) LIKE '%' || radio_unaccent(lower($1)) || '%' ORDER BY month, day LIMIT 50",
        [req.params.name.replace(/[%_\\]/g, '')],
      );
      return Promise.all(rows.map(saintOf));
    },
  );
  app.get(
    '/rest_saintjour',
    { schema: doc(TAG, 'Le saint du jour (heure de Paris)') },
    async (): Promise<Saint> => {
      const now = parisClock();
      const rows = await db.query<SaintRow>(
        'SELECT month, day, name, node_id, life FROM saints WHERE month = $1 AND day = $2',
        [now.month, now.day],
      );
      if (!rows[0]) throw notFound('Saint du jour');
      return saintOf(rows[0]);
    },
  );
}
