import {
  type Article,
  type Event,
  isValidDate,
  type Paged,
  type Partner,
  type Prayer,
  type PrayerPage,
  type Show,
  type Video,
} from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../errors.js';
import { parisInstant } from '../time.js';
import { categoryByAlias, makeQueries, type RouteDeps } from './queries.js';
import {
  doc,
  Format,
  IdParams,
  Page,
  type PagedQs,
  PagedQuery,
  PerPage,
  RadioCode,
  type RadioPagedQs,
  RadioPagedQuery,
  CONTENT_TAG as TAG,
} from './schemas.js';
import {
  event,
  metatag,
  NODE_FIELDS,
  type NodeRow,
  partner,
  prayer,
  published,
  type RadioRow,
  type Refs,
  show,
  video,
} from './shape.js';

/** The lists of the site: shows A-Z, prayers, a dossier's articles, events, partners, videos. */
export async function listRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  const { radioOr404, nodeById, pageOfNodes, relatedArticles } = makeQueries(db, refs);
  app.get<{ Params: { letter: string }; Querystring: PagedQs }>(
    '/emissions-a-z/:letter',
    {
      schema: doc(TAG, 'Émissions dont le titre commence par une lettre (0 pour les chiffres)', {
        params: Type.Object({
          letter: Type.String({ pattern: '^[A-Za-z0]$', description: 'Une lettre A-Z, ou 0' }),
        }),
        querystring: PagedQuery,
      }),
    },
    async (req): Promise<Paged<Show> & { letter: string }> => {
      const letter = req.params.letter.toUpperCase();
      const cond =
        letter === '0'
          ? "upper(left(radio_unaccent(n.title), 1)) !~ '^[A-Z]'"
          : 'upper(left(radio_unaccent(n.title), 1)) = $1';
      const shows = await pageOfNodes(
        `n.type = 'show' AND ${published()} AND ${cond}`,
        letter === '0' ? [] : [letter],
        req.query,
        50,
        (n) => show(n, refs),
        'radio_unaccent(lower(n.title)), n.id',
      );
      return { letter, ...shows };
    },
  );

  app.get('/prieres', { schema: doc(TAG, 'Toutes les prières') }, async (): Promise<Prayer[]> => {
    const rows = await db.query<NodeRow>(
      `SELECT ${NODE_FIELDS} FROM nodes n WHERE n.type = 'prayer' AND ${published()} ORDER BY n.id`,
    );
    return rows.map(prayer);
  });
  app.get<{ Params: { id: number } }>(
    '/prieres/:id',
    {
      schema: doc(
        TAG,
        "Les prières d'une radio (identifiant de radio), ou une prière et les autres (identifiant de prière)",
        {
          params: IdParams,
        },
      ),
    },
    async (req): Promise<PrayerPage> => {
      await refs.load();
      const all = await db.query<NodeRow>(
        `SELECT ${NODE_FIELDS} FROM nodes n WHERE n.type = 'prayer' AND ${published()} ORDER BY n.id`,
      );
      if (refs.radios.has(req.params.id)) return { rows: all.map(prayer) };
      const n = all.find((p) => p.id === req.params.id);
      if (!n) throw notFound(`Prière ou radio ${req.params.id}`);
      return { ...prayer(n), metatag: metatag(n, refs), rows: all.filter((p) => p.id !== n.id).map(prayer) };
    },
  );

  app.get<{ Params: { id: number }; Querystring: RadioPagedQs }>(
    '/dossier/:id/articles',
    {
      schema: doc(TAG, 'Articles liés à un dossier (par son tag)', {
        params: IdParams,
        querystring: RadioPagedQuery,
      }),
    },
    async (req): Promise<Paged<Article>> => {
      const f = await nodeById(req.params.id, 'folder');
      if (!f) throw notFound(`Dossier ${req.params.id}`);
      return relatedArticles(f, req.query);
    },
  );
  const list = <T>(path: string, type: string, summary: string, shape: (n: NodeRow) => T, order?: string) =>
    app.get<{ Querystring: ListQueryValues }>(
      path,
      { schema: doc(TAG, summary, { querystring: ListQuery }) },
      async (req): Promise<Paged<T>> => {
        const { where, params } = await listFilter(type, req.query, { radioOr404, refs });
        return pageOfNodes(where, params, req.query, 12, shape, order);
      },
    );
  list<Event>('/events', 'event', 'Événements à venir', (n) => event(n, refs), "n.data->>'start_date', n.id");
  list<Partner>('/partners', 'partner', 'Partenaires', (n) => partner(n), 'n.title, n.id');
  list<Video>('/videos', 'video', "Vidéos, les plus récentes d'abord", (n) => video(n, refs, false));
}

const ListQuery = Type.Object({
  _format: Format,
  page: Type.Optional(Page),
  items_per_page: Type.Optional(PerPage),
  radio: Type.Optional(RadioCode),
  month: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'Mois AAAA-MM (événements)' })),
  category: Type.Optional(Type.String({ pattern: '^[a-z-]{2,40}$', description: 'Catégorie (vidéos)' })),
  from: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'Du jour AAAA-MM-JJ, inclus (événements)',
    }),
  ),
  to: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'Au jour AAAA-MM-JJ, inclus (événements)',
    }),
  ),
});

interface ListQueryValues {
  page?: number;
  items_per_page?: number;
  radio?: string;
  month?: string;
  category?: string;
  from?: string;
  to?: string;
}

/** The first instant of a Paris day given as AAAA-MM-JJ (`nextDay`: of the day after); 400 when no such day. */
function dayStart(text: string, nextDay = false): string {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  if (!isValidDate(y, m, d)) throw badRequest(`Date invalide : ${text}.`);
  return parisInstant(y, m, d, nextDay ? 1440 : 0).toISOString();
}

/**
 * The WHERE clause of a list: its type (published; events are then ordered by their own date), a
 * radio, and for events a month or a period of whole Paris days, both ends included.
 */
async function listFilter(
  type: string,
  q: ListQueryValues,
  deps: { radioOr404: (code: string) => Promise<RadioRow>; refs: Refs },
): Promise<{ where: string; params: unknown[] }> {
  const params: unknown[] = [type];
  let where = `n.type = $1 AND ${published()}`;
  if (q.radio) {
    const r = await deps.radioOr404(q.radio);
    params.push(r.tid);
    where += ` AND (n.radio_tid = $${params.length} OR n.radio_tids @> ARRAY[$${params.length}::int])`;
  }
  if (q.month && type === 'event') {
    const [y, m] = q.month.split('-').map(Number) as [number, number];
    if (m < 1 || m > 12) throw badRequest('Mois invalide.');
    params.push(
      parisInstant(y, m, 1, 0).toISOString(),
      parisInstant(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1, 0).toISOString(),
    );
    where += ` AND (n.data->>'start_date')::timestamptz >= $${params.length - 1} AND (n.data->>'start_date')::timestamptz < $${params.length}`;
  }
  if ((q.from || q.to) && type === 'event') {
    if (q.from && q.to && q.from > q.to) throw badRequest('La date de début suit la date de fin.');
    if (q.from) {
      params.push(dayStart(q.from));
      where += ` AND (n.data->>'start_date')::timestamptz >= $${params.length}`;
    }
    if (q.to) {
      params.push(dayStart(q.to, true));
      where += ` AND (n.data->>'start_date')::timestamptz < $${params.length}`;
    }
  }
  if (q.category) {
    const term = await categoryByAlias(deps.refs, q.category);
    params.push(term.tid);
    where += ` AND n.category_tid = $${params.length}`;
  }
  return { where, params };
}
