import { isValidDate, monthName, type Saint } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../errors.js';
import { SAINT_NODE_ID_SQL } from '../saint-node.js';
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
  visual: string | null;
  visual_alt: string | null;
}

/** A saint's row with its own picture, from the saint's node (seed/saint-nodes.ts). */
const SAINTS = `SELECT s.month, s.day, s.name, s.node_id, s.life, n.visual, n.visual_alt
  FROM saints s LEFT JOIN nodes n ON n.id = ${SAINT_NODE_ID_SQL}`;

const fold = (t: string) =>
  t
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * « Chercher par prénom »: the saint whose own name is the one typed first (« Martin »: saint
 * Martin before sainte Martine), then names with a word starting with it, then the rest; by date.
 */
export function byName<T extends { name: string; month: number; day: number }>(
  rows: readonly T[],
  typed: string,
): T[] {
  const want = fold(typed.trim());
  const rank = (name: string) => {
    const words = fold(name).split(/[\s,'’-]+/);
    if (fold(name) === want || words.includes(want)) return 0;
    if (words.some((w) => w.startsWith(want))) return 1;
    return 2;
  };
  return [...rows].sort((a, b) => rank(a.name) - rank(b.name) || a.month - b.month || a.day - b.day);
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
      visual: s.visual ? { url: s.visual, alt: s.visual_alt ?? s.name } : null,
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
      const rows = await db.query<SaintRow>(`${SAINTS} WHERE s.month = $1 AND s.day = $2`, [month, day]);
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
      // Every match (a few hundred days at most), ranked here: a LIMIT by date could cut the exact one.
      const rows = await db.query<SaintRow>(
        `${SAINTS} WHERE radio_unaccent(lower(s.name)) LIKE '%' || radio_unaccent(lower($1)) || '%'`,
        [req.params.name.replace(/[%_\\]/g, '')],
      );
      return Promise.all(byName(rows, req.params.name).slice(0, 50).map(saintOf));
    },
  );
  app.get(
    '/rest_saintjour',
    { schema: doc(TAG, 'Le saint du jour (heure de Paris)') },
    async (): Promise<Saint> => {
      const now = parisClock();
      const rows = await db.query<SaintRow>(`${SAINTS} WHERE s.month = $1 AND s.day = $2`, [
        now.month,
        now.day,
      ]);
      if (!rows[0]) throw notFound('Saint du jour');
      return saintOf(rows[0]);
    },
  );
}
