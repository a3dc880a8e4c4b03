import type {
  ArticlePage,
  CategoryContent,
  MostListened,
  PartnerPage,
  RouterAnswer,
  SearchResultType,
  ShowPage,
  TagPage,
  TopPodcasts,
  VideoPage,
} from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import { getPagedById } from './by-id.js';
import { makeQueries, type RouteDeps } from './queries.js';
import { doc, Format, type PagedQs, PagedQuery } from './schemas.js';
import {
  article,
  EPISODE_FIELDS,
  EPISODE_FROM,
  episode,
  metatag,
  type NodeRow,
  partner,
  published,
  show,
  syntheticNode,
  video,
} from './shape.js';
import { showPageExtras } from './show-page.js';

const TAG = 'Pages du site';
const Slug = Type.String({ pattern: '^[a-z0-9-]{1,160}$' });

/** A published node by its site path, optionally of one type. */
async function byAlias(db: RouteDeps['db'], alias: string, type?: string) {
  const rows = await db.query<NodeRow>(
    `SELECT ${EPISODE_FIELDS} FROM ${EPISODE_FROM} WHERE n.alias = $1${type ? ' AND n.type = $2' : ''} AND ${published()}`,
    type ? [alias, type] : [alias],
  );
  return rows[0];
}

const q = Type.Object({ _format: Format });

/** A GET of a published content of `type` by its site path `{prefix}/{category}/{titre}`, or 404 « {missing} ». */
function byCategoryAndTitle<T>(
  app: FastifyInstance,
  db: RouteDeps['db'],
  path: string,
  d: { summary: string; prefix: string; type: string; missing: string },
  answer: (n: NodeRow) => Promise<T>,
) {
  app.get<{ Params: { category: string; titre: string } }>(
    path,
    {
      schema: doc(TAG, d.summary, {
        params: Type.Object({ category: Slug, titre: Slug }),
        querystring: q,
      }),
    },
    async (req) => {
      const n = await byAlias(db, `${d.prefix}/${req.params.category}/${req.params.titre}`, d.type);
      if (!n) throw notFound(d.missing);
      return answer(n);
    },
  );
}

/** Lookups by site path, for the site's article, video, show, tag and partner pages. */
export async function pageRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  const { listNodes, pageOfNodes, linkedEpisodes } = makeQueries(db, refs);

  byCategoryAndTitle(
    app,
    db,
    '/api/article/:category/:titre',
    {
      summary: 'Un article par sa catégorie et son titre (/articles/{category}/{titre})',
      prefix: '/articles',
      type: 'article',
      missing: 'Article',
    },
    async (n): Promise<ArticlePage> => {
      // The article page shows the episode to listen to: it comes in the same answer.
      const episodes = await linkedEpisodes(n.id);
      return { ...article(n, refs), metatag: metatag(n, refs), episodes };
    },
  );
  byCategoryAndTitle(
    app,
    db,
    '/api/video/:category/:titre',
    {
      summary: 'Une vidéo et des vidéos de la même catégorie',
      prefix: '/videos',
      type: 'video',
      missing: 'Vidéo',
    },
    async (n): Promise<VideoPage> => {
      const related = await listNodes(
        "n.type = 'video' AND n.category_tid = $1 AND n.id <> $2 AND n.published_at <= now() AND n.unpublished_at IS NULL",
        [n.category_tid, n.id],
        0,
        4,
      );
      await refs.load();
      return {
        ...video(n, refs),
        metatag: metatag(n, refs),
        related: related.rows.map((r) => video(r, refs)),
      };
    },
  );
  app.get<{ Params: { name: string; show: string } }>(
    '/api/show/:name/:show',
    {
      schema: doc(TAG, 'Une émission par son chemin /{name}/{show}', {
        params: Type.Object({ name: Slug, show: Slug }),
        querystring: q,
      }),
    },
    async (req): Promise<ShowPage> => {
      const n = await byAlias(db, `/${req.params.name}/${req.params.show}`, 'show');
      if (!n) throw notFound('Émission');
      await refs.load();
      return {
        ...show(n, refs),
        ...(await showPageExtras(db, refs, n.id)),
        metatag: metatag(n, refs),
        body: n.body,
      };
    },
  );
  app.get<{ Params: { tag: string }; Querystring: PagedQs }>(
    '/api/tag/:tag',
    {
      schema: doc(TAG, 'Un tag et une page de ses contenus', {
        params: Type.Object({ tag: Slug }),
        querystring: PagedQuery,
      }),
    },
    async (req): Promise<TagPage> => tagPage(refs, pageOfNodes, req.params.tag, req.query),
  );
  app.get<{ Params: { alias: string } }>(
    '/partners/:alias',
    {
      schema: doc(TAG, 'Un partenaire, avec les épisodes qui le citent', {
        params: Type.Object({ alias: Slug }),
        querystring: q,
      }),
    },
    async (req): Promise<PartnerPage> => {
      const n = await byAlias(db, `/partenaires/${req.params.alias}`, 'partner');
      if (!n) throw notFound('Partenaire');
      const eps = await db.query<NodeRow>(
        `SELECT ${EPISODE_FIELDS} FROM ${EPISODE_FROM} WHERE n.type = 'episode' AND n.data->'partners' @> $1::jsonb AND n.published_at <= now() AND n.unpublished_at IS NULL ORDER BY n.published_at DESC LIMIT 12`,
        [JSON.stringify([n.id])],
      );
      await refs.load();
      return {
        ...partner(n),
        body: n.body,
        metatag: metatag(n, refs),
        episodes: eps.map((e) => episode(e, refs)),
      };
    },
  );
}

/** A tag's page: the term (its metatags drawn as a node's) and a page of its published contents. */
async function tagPage(
  refs: RouteDeps['refs'],
  pageOfNodes: ReturnType<typeof makeQueries>['pageOfNodes'],
  tag: string,
  query: PagedQs,
): Promise<TagPage> {
  await refs.load();
  const term = [...refs.terms.values()].find((t) => t.vocabulary === 'tag' && t.alias === `/tag/${tag}`);
  if (!term) throw notFound(`Tag « ${tag} »`);
  const content = await pageOfNodes(
    "n.tag_tids @> ARRAY[$1::int] AND n.type IN ('article', 'episode', 'video', 'show', 'folder') AND n.published_at <= now() AND n.unpublished_at IS NULL",
    [term.tid],
    query,
    12,
    (n) => ({
      id: n.id,
      // The query lists only these types.
      type: n.type as SearchResultType,
      title: n.title,
      alias: n.alias,
      excerpt: n.description,
      visual: n.visual ? { url: n.visual, alt: n.visual_alt ?? '' } : null,
      date: new Date(n.published_at).toISOString(),
    }),
  );
  const fake = syntheticNode({
    id: term.tid,
    type: 'tag',
    title: term.name,
    alias: term.alias,
    description: term.description,
  });
  return {
    term: {
      id: term.tid,
      name: term.name,
      alias: term.alias,
      vocabulary: 'tag',
      metatag: metatag(fake, refs),
    },
    content,
  };
}

/** « Top podcasts » ranks the listens of the last 30 days, at most 12 episodes. */
const MOST_LISTENED_DAYS = 30;
const MOST_LISTENED_COUNT = 12;

/** The top podcasts, what a site path is, and a category's shows and articles. */
export async function pathRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  const { pageOfNodes, episodesInOrder } = makeQueries(db, refs);
  app.get(
    '/top-podcasts',
    { schema: doc(TAG, 'La sélection « Top podcasts »', { querystring: q }) },
    async (): Promise<TopPodcasts> => {
      const p = await byAlias(db, '/top-podcasts', 'podcast_selection');
      if (!p) throw notFound('Top podcasts');
      const ids = ((p.data as { episode_ids?: number[] }).episode_ids ?? []).map(Number);
      const rows = await episodesInOrder(ids);
      return { title: p.title, metatag: metatag(p, refs), rows };
    },
  );
  app.get(
    '/top-podcasts/listens',
    {
      schema: doc(TAG, 'Les épisodes les plus écoutés ces 30 derniers jours', {
        querystring: q,
        description:
          "Classés par nombre d'auditeurs dont l'écoute a été enregistrée (positions de reprise des auditeurs connectés) ces 30 derniers jours ; 12 au plus.",
      }),
    },
    async (): Promise<MostListened> => {
      const ranked = await db.query<{ id: number; listeners: number }>(
        `SELECT t.media_id AS id, count(*)::int AS listeners FROM tracking_replay t
          WHERE t.changed_at >= now() - make_interval(days => $1)
          GROUP BY t.media_id ORDER BY listeners DESC, max(t.changed_at) DESC, t.media_id LIMIT $2`,
        [MOST_LISTENED_DAYS, MOST_LISTENED_COUNT],
      );
      const listeners = new Map(ranked.map((r) => [r.id, r.listeners]));
      const episodes = await episodesInOrder(ranked.map((r) => r.id));
      return {
        days: MOST_LISTENED_DAYS,
        rows: episodes.map((episode) => ({ episode, listeners: listeners.get(episode.id) ?? 0 })),
      };
    },
  );
  app.get<{ Querystring: { path: string } }>(
    '/router',
    {
      schema: doc(TAG, "Ce qu'est un chemin du site (catégorie, émission, article, page…)", {
        querystring: Type.Object({ _format: Format, path: Type.String({ pattern: '^/[^\\s]{0,300}$' }) }),
      }),
    },
    async (req): Promise<RouterAnswer> => {
      const path = req.query.path.replace(/\/+$/, '') || '/';
      await refs.load();
      const term = [...refs.terms.values()].find((t) => t.alias === path);
      if (term) {
        const fake = syntheticNode({
          id: term.tid,
          type: term.vocabulary === 'tag' ? 'tag' : 'category',
          title: term.name,
          alias: term.alias,
          description: term.description,
        });
        return { type: fake.type, id: term.tid, alias: term.alias, metatag: metatag(fake, refs) };
      }
      const radio = [...refs.radios.values()].find((r) => r.around_me_alias === path);
      if (radio) return { type: 'around_me', id: radio.tid, alias: path };
      const n = await byAlias(db, path);
      if (!n) throw notFound(`Page « ${path} »`);
      return {
        type: n.type === 'prayer' || n.type === 'event' ? 'page' : n.type,
        id: n.id,
        alias: n.alias,
        metatag: metatag(n, refs),
      };
    },
  );
  getPagedById(
    app,
    '/taxonomy/term/:id/content',
    { tag: TAG, summary: "Émissions et articles d'une catégorie (page à partir de 0)" },
    async (id, q): Promise<CategoryContent> => {
      await refs.load();
      const term = refs.terms.get(id);
      if (!term) throw notFound(`Terme ${id}`);
      const col = term.vocabulary === 'category' ? 'n.category_tid = $1' : 'n.tag_tids @> ARRAY[$1::int]';
      const [shows, articles] = await Promise.all([
        // Every show of the category, on one page of 50.
        pageOfNodes(
          `n.type = 'show' AND ${col} AND ${published()}`,
          [term.tid],
          {},
          50,
          (n) => show(n, refs),
          'n.title, n.id',
        ),
        pageOfNodes(
          `n.type = 'article' AND ${col} AND n.published_at <= now() AND n.unpublished_at IS NULL`,
          [term.tid],
          q,
          12,
          (n) => article(n, refs),
        ),
      ]);
      return { shows, articles };
    },
  );
}
