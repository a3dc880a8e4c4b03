import type { AnyNode, NodeType, Paged, TaxonomyPage } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import { getById, getPagedById } from './by-id.js';
import { categoryByAlias, makeQueries, type RouteDeps } from './queries.js';
import { doc, Format, Id, Page, PerPage, RadioCode, CONTENT_TAG as TAG } from './schemas.js';
import {
  anyNode,
  EPISODE_FIELDS,
  EPISODE_FROM,
  metatag,
  type NodeRow,
  published,
  syntheticNode,
} from './shape.js';
import { showPageExtras } from './show-page.js';

export const NODE_TYPES: readonly NodeType[] = [
  'show',
  'episode',
  'article',
  'video',
  'folder',
  'partner',
  'event',
  'prayer',
  'podcast_selection',
];

/** Any content by id, by alias, a filtered page of one type, and a taxonomy term with its content. */
export async function nodeRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  const { radioOr404, nodeById, pageOfNodes } = makeQueries(db, refs);
  /** One content; a show with its slots in the grids and its podcast apps (its page shows them). */
  const withShowExtras = async (n: NodeRow): Promise<AnyNode> => {
    await refs.load();
    const one = anyNode(n, refs);
    return one.type === 'show' ? { ...one, ...(await showPageExtras(db, refs, n.id)) } : one;
  };
  getById(
    app,
    '/api/node/:id',
    { tag: TAG, summary: "N'importe quel contenu par identifiant, avec ses métadonnées" },
    async (id): Promise<AnyNode> => {
      const n = await nodeById(id);
      if (!n) throw notFound(`Contenu ${id}`);
      return withShowExtras(n);
    },
  );
  app.get<{ Querystring: { alias: string } }>(
    '/api/node',
    {
      schema: doc(TAG, "N'importe quel contenu par son alias (ex. /articles/culture/…)", {
        querystring: Type.Object({
          _format: Format,
          alias: Type.String({ minLength: 1, maxLength: 300, pattern: '^/' }),
        }),
      }),
    },
    async (req): Promise<AnyNode> => {
      const rows = await db.query<NodeRow>(
        `SELECT ${EPISODE_FIELDS} FROM ${EPISODE_FROM} WHERE n.alias = $1 AND ${published()}`,
        [req.query.alias],
      );
      const n = rows[0];
      if (!n) throw notFound(`Contenu « ${req.query.alias} »`);
      return withShowExtras(n);
    },
  );

  const NodesQuery = Type.Object({
    _format: Format,
    type: Type.Union(
      NODE_TYPES.map((t) => Type.Literal(t)),
      { description: 'Type de contenu' },
    ),
    category: Type.Optional(
      Type.String({ pattern: '^[a-z-]{2,40}$', description: 'Catégorie, ex. vie-spirituelle' }),
    ),
    tag: Type.Optional(Id),
    radio: Type.Optional(RadioCode),
    page: Type.Optional(Page),
    items_per_page: Type.Optional(PerPage),
  });
  app.get<{
    Querystring: {
      type: string;
      category?: string;
      tag?: number;
      radio?: string;
      page?: number;
      items_per_page?: number;
    };
  }>(
    '/api/nodes',
    {
      schema: doc(TAG, 'Liste paginée de contenus par type, catégorie, tag ou radio', {
        querystring: NodesQuery,
      }),
    },
    async (req): Promise<Paged<AnyNode>> => {
      const q = req.query;
      await refs.load();
      const where = ['n.type = $1', 'n.published_at <= now() AND n.unpublished_at IS NULL'];
      const params: unknown[] = [q.type];
      if (q.category) {
        const term = await categoryByAlias(refs, q.category);
        params.push(term.tid);
        where.push(`n.category_tid = $${params.length}`);
      }
      if (q.tag) {
        params.push([q.tag]);
        where.push(`n.tag_tids @> $${params.length}::int[]`);
      }
      if (q.radio) {
        const r = await radioOr404(q.radio);
        params.push([r.tid]);
        where.push(`n.radio_tids @> $${params.length}::int[]`);
      }
      const order =
        q.type === 'show' ? 'n.title, n.id' : q.type === 'event' ? "n.data->>'start_date', n.id" : undefined;
      return pageOfNodes(where.join(' AND '), params, q, 12, (n) => anyNode(n, refs), order);
    },
  );
}

/** `/taxonomy/term/{id}`: a category, tag or radio, its metadata and a page of its content. */
export async function taxonomyRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  const { pageOfNodes } = makeQueries(db, refs);
  getPagedById(
    app,
    '/taxonomy/term/:id',
    { tag: TAG, summary: 'Une catégorie, un tag ou une radio, et une page de ses contenus' },
    async (id, q): Promise<TaxonomyPage> => {
      await refs.load();
      const term = refs.terms.get(id);
      const r = refs.radios.get(id);
      if (!term && !r) throw notFound(`Terme ${id}`);
      const where = term
        ? term.vocabulary === 'category'
          ? "n.category_tid = $1 AND n.type IN ('article', 'episode', 'video', 'show')"
          : "n.tag_tids @> ARRAY[$1::int] AND n.type IN ('article', 'episode', 'video', 'show')"
        : "n.radio_tids @> ARRAY[$1::int] AND n.type IN ('article', 'event')";
      const content = await pageOfNodes(
        `${where} AND n.published_at <= now() AND n.unpublished_at IS NULL`,
        [id],
        q,
        12,
        (n) => anyNode(n, refs),
      );
      const name = term?.name ?? r?.name ?? '';
      const alias = term?.alias ?? r?.alias ?? '';
      const vocabulary = (term?.vocabulary ?? 'radio') as 'category' | 'tag' | 'radio';
      const fake = syntheticNode({
        id,
        type: vocabulary === 'tag' ? 'tag' : 'category',
        title: name,
        alias,
        description: term?.description ?? r?.description ?? '',
        visual: r?.visual ?? null,
        radio_tid: r?.tid ?? null,
        radio_tids: r ? [r.tid] : [],
      });
      return {
        id,
        name,
        alias,
        vocabulary,
        metatag: metatag(fake, refs),
        ...content,
      };
    },
  );
}
