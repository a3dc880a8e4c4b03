import type { AroundMePage, ContentBlock, SideBar } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import { makeQueries, type RouteDeps } from './queries.js';
import { doc, Format, Id, Page, CONTENT_TAG as TAG } from './schemas.js';
import {
  article,
  dossier,
  episode,
  event,
  metatag,
  NODE_FIELDS,
  type NodeRow,
  published,
  type RadioRow,
  show,
  syntheticNode,
} from './shape.js';

/** The « autour de moi » page of a regional radio, its blocks, and the side bar (spec §7 "/rest_region"). */
export async function aroundMeRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  const { listNodes } = makeQueries(db, refs);
  const aroundMe = (r: RadioRow, page: number) => aroundMePage(r, page, { db, refs, listNodes });
  app.get<{ Querystring: { id?: string } }>(
    '/rest_region',
    {
      schema: doc(TAG, 'Blocs de la barre latérale (?id=side_bar)', {
        querystring: Type.Object({ _format: Format, id: Type.Literal('side_bar') }),
      }),
    },
    async (): Promise<SideBar> => {
      const [latest, folders] = await Promise.all([
        listNodes("n.type = 'episode' AND n.published_at <= now() AND n.unpublished_at IS NULL", [], 0, 5),
        listNodes(`n.type = 'folder' AND ${published()}`, [], 0, 3),
      ]);
      await refs.load();
      const blocks: ContentBlock[] = [
        {
          id: 'derniers-episodes',
          title: 'Derniers épisodes',
          kind: 'episodes',
          items: latest.rows.map((n) => episode(n, refs)),
          link: { title: 'Top podcasts', url: '/top-podcasts' },
        },
        {
          id: 'dossiers',
          title: 'Nos dossiers',
          kind: 'folders',
          items: folders.rows.map((n) => dossier(n, refs)),
          link: { title: 'Tous les dossiers', url: '/dossiers' },
        },
      ];
      return { id: 'side_bar', rows: blocks };
    },
  );
  const AroundParams = Type.Object({ id: Id });
  app.get<{ Params: { id: number }; Querystring: { page?: number } }>(
    '/rest_region/:id',
    {
      schema: doc(TAG, "Page « autour de moi » d'une radio régionale", {
        params: AroundParams,
        querystring: Type.Object({ _format: Format, page: Type.Optional(Page) }),
      }),
    },
    async (req): Promise<AroundMePage> => {
      await refs.load();
      const r = refs.radios.get(req.params.id);
      if (!r) throw notFound(`Radio ${req.params.id}`);
      return aroundMe(r, req.query.page ?? 0);
    },
  );
  app.get<{ Params: { id: number; sub: string }; Querystring: { page?: number } }>(
    '/rest_region/:id/:sub',
    {
      schema: doc(
        TAG,
        'Un bloc de la page « autour de moi » (actualite-locale, evenements ou agenda, emissions, infos)',
        {
          params: Type.Object({ id: Id, sub: Type.String({ pattern: '^[a-z-]{1,40}$' }) }),
          querystring: Type.Object({ _format: Format, page: Type.Optional(Page) }),
        },
      ),
    },
    async (req): Promise<AroundMePage> => {
      await refs.load();
      const r = refs.radios.get(req.params.id);
      if (!r) throw notFound(`Radio ${req.params.id}`);
      const page = await aroundMe(r, req.query.page ?? 0);
      const want = req.params.sub === 'agenda' ? 'evenements' : req.params.sub;
      const blocks = page.blocks.filter((b) => b.id === want);
      if (!blocks.length) throw notFound(`Bloc ${req.params.sub}`);
      return { ...page, blocks };
    },
  );
}

/** The blocks of a regional radio's « autour de moi » page: its news, events, shows and how to listen. */
async function aroundMePage(
  r: RadioRow,
  page: number,
  { db, refs, listNodes }: RouteDeps & Pick<ReturnType<typeof makeQueries>, 'listNodes'>,
): Promise<AroundMePage> {
  const perPage = 6;
  const [articles, events, shows] = await Promise.all([
    listNodes(
      "n.type = 'article' AND n.radio_tids @> ARRAY[$1::int] AND n.published_at <= now() AND n.unpublished_at IS NULL",
      [r.tid],
      page,
      perPage,
    ),
    listNodes(
      `n.type = 'event' AND n.radio_tid = $1 AND ${published()}`,
      [r.tid],
      0,
      4,
      "n.data->>'start_date', n.id",
    ),
    db.query<NodeRow>(
      `SELECT DISTINCT ON (s.id) ${NODE_FIELDS.replace(/n\./g, 's.')} FROM programme_slots p JOIN nodes s ON s.id = p.show_id WHERE p.radio_tid = $1 AND ${published('s')} ORDER BY s.id LIMIT 8`,
      [r.tid],
    ),
  ]);
  await refs.load();
  const blocks: ContentBlock[] = [
    {
      id: 'actualite-locale',
      title: `L'actualité de ${r.name}`,
      kind: 'articles',
      items: articles.rows.map((n) => article(n, refs)),
      link: null,
    },
    {
      id: 'evenements',
      title: 'Événements près de chez vous',
      kind: 'events',
      items: events.rows.map((n) => event(n, refs)),
      link: { title: 'Tous les événements', url: '/evenements' },
    },
    {
      id: 'emissions',
      title: `À l'antenne de ${r.name}`,
      kind: 'shows',
      items: shows.map((n) => show(n, refs)),
      link: { title: 'La grille des programmes', url: '/grille-des-programmes' },
    },
    {
      id: 'infos',
      title: 'Nous écouter',
      kind: 'text',
      items: [],
      body: `<p>${r.name} émet sur ${r.frequency ?? 'DAB+'} à ${r.city ?? ''} et en direct sur internet.</p>`,
      link: null,
    },
  ];
  const fake = syntheticNode({
    id: r.tid,
    type: 'around_me',
    title: `Autour de moi : ${r.name}`,
    alias: r.around_me_alias ?? r.alias,
    description: r.description,
    visual: r.visual,
    visual_alt: r.name,
    radio_tid: r.tid,
    radio_tids: [r.tid],
  });
  return { blocks, alias: fake.alias, page, metatag: metatag(fake, refs) };
}
