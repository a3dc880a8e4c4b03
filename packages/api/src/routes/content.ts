import type {
  ArchivesDay,
  ArchivesIndex,
  AroundMePage,
  ContentBlock,
  DonationPopin,
  LiveInfo,
  PlayerList,
  ProgramGridSlot,
  Roll,
  Saint,
  Settings,
} from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { BatchLoader } from '../db/batch.js';
import { badRequest, notFound } from '../errors.js';
import { isValidDate, parisClock, parisInstant, weekdayOf } from '../time.js';
import { makeQueries, paging, type RouteDeps } from './queries.js';
import { doc, Format, Id, IdParams, Page, PagedQuery, PerPage, RadioCode } from './schemas.js';
import { SearchQuery, search } from './search.js';
import {
  anyNode,
  article,
  dossier,
  EPISODE_FIELDS,
  EPISODE_FROM,
  episode,
  event,
  metatag,
  NODE_FIELDS,
  type NodeRow,
  pager,
  partner,
  prayer,
  type RadioRow,
  radio,
  show,
  video,
} from './shape.js';

const TAG = 'Contenu';

export async function contentRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  const { radioOr404, nodeById, listNodes, relatedArticles } = makeQueries(db, refs);

  // --- Archives -------------------------------------------------------------------------------
  app.get(
    '/archives/',
    {
      schema: doc(TAG, 'Années qui ont des épisodes archivés', {
        querystring: Type.Object({ _format: Format }),
      }),
    },
    async (): Promise<ArchivesIndex & { months: { year: number; month: number; count: number }[] }> => {
      const rows = await db.query<{ year: number; month: number; count: number }>(
        "SELECT extract(year FROM published_at)::int AS year, extract(month FROM published_at)::int AS month, count(*)::int AS count FROM nodes WHERE type = 'episode' AND published_at <= now() GROUP BY 1, 2 ORDER BY 1 DESC, 2 DESC",
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
        `SELECT ${EPISODE_FIELDS} FROM ${EPISODE_FROM} WHERE n.type = 'episode' AND n.published_at >= $1 AND n.published_at < $2 ORDER BY n.published_at, n.id`,
        [from.toISOString(), to.toISOString()],
      );
      await refs.load();
      return { year, month, day, episodes: rows.map((n) => episode(n, refs)) };
    },
  );

  // --- Episodes, shows, playlists ---------------------------------------------------------------
  // The busiest read of the API (every player loads its episode): concurrent requests share one
  // prepared primary-key query; the show's title and alias come from the reference cache.
  const episodes = new BatchLoader<number, NodeRow>(async (ids) => {
    const rows = await db.readJson<NodeRow>(
      'episode_by_ids',
      `SELECT row_to_json(e)::text FROM (SELECT ${NODE_FIELDS} FROM nodes n WHERE n.id = ANY($1::int[]) AND n.type = 'episode') e`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r]));
  });
  app.get<{ Params: { id: number } }>(
    '/api/episode/:id',
    {
      schema: doc(TAG, 'Un épisode (données du son et métadonnées)', {
        params: IdParams,
        querystring: Type.Object({ _format: Format }),
      }),
    },
    async (req) => {
      const n = await episodes.load(req.params.id);
      if (!n) throw notFound(`Épisode ${req.params.id}`);
      await refs.load();
      return episode(n, refs, true);
    },
  );

  app.get<{ Params: { id: number }; Querystring: { page?: number; items_per_page?: number } }>(
    '/episodes_by_show/:id',
    {
      schema: doc(TAG, 'Une émission et une page de ses épisodes', {
        params: IdParams,
        querystring: PagedQuery,
      }),
    },
    async (req) => {
      const s = await nodeById(req.params.id, 'show');
      if (!s) throw notFound(`Émission ${req.params.id}`);
      const { page, perPage } = paging(req.query, 10);
      const { rows, total } = await listNodes(
        "n.type = 'episode' AND n.show_id = $1 AND n.published_at <= now()",
        [s.id],
        page,
        perPage,
      );
      await refs.load();
      return {
        show: show(s, refs, true),
        rows: rows.map((n) => episode(n, refs)),
        pager: pager(page, perPage, total),
      };
    },
  );

  const playlistIds = async (id: number) => {
    const p = await nodeById(id, 'podcast_selection');
    if (!p) throw notFound(`Sélection ${id}`);
    return { p, ids: ((p.data as { episode_ids?: number[] }).episode_ids ?? []).map(Number) };
  };
  app.get<{ Params: { id: number }; Querystring: { page?: number; items_per_page?: number } }>(
    '/episodes_by_playlist/:id',
    {
      schema: doc(TAG, "Les épisodes d'une sélection (playlist)", {
        params: IdParams,
        querystring: PagedQuery,
      }),
    },
    async (req) => {
      const { p, ids } = await playlistIds(req.params.id);
      const { page, perPage } = paging(req.query, 12);
      const slice = ids.slice(page * perPage, page * perPage + perPage);
      const rows = slice.length
        ? await db.query<NodeRow>(
            `SELECT ${EPISODE_FIELDS} FROM ${EPISODE_FROM} WHERE n.id = ANY($1::int[])`,
            [slice],
          )
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      await refs.load();
      return {
        playlist: {
          id: p.id,
          title: p.title,
          alias: p.alias,
          description: p.description,
          metatag: metatag(p, refs),
        },
        rows: slice
          .map((i) => byId.get(i))
          .filter((n): n is NodeRow => !!n)
          .map((n) => episode(n, refs)),
        pager: pager(page, perPage, ids.length),
      };
    },
  );

  app.get<{ Params: { type: string; playListId: number; currentSoundId: number } }>(
    '/rcf_rest_playerlist/:type/:playListId/:currentSoundId',
    {
      schema: doc(TAG, 'Épisodes précédent et suivant dans une émission ou une sélection', {
        params: Type.Object({
          type: Type.Union([Type.Literal('show'), Type.Literal('playlist')], {
            description: 'show ou playlist',
          }),
          playListId: Id,
          currentSoundId: Id,
        }),
      }),
    },
    async (req): Promise<PlayerList> => {
      const { type, playListId, currentSoundId } = req.params;
      let ids: number[];
      if (type === 'playlist') ids = (await playlistIds(playListId)).ids;
      else {
        const s = await nodeById(playListId, 'show');
        if (!s) throw notFound(`Émission ${playListId}`);
        // Playback order: oldest first, like a show's running order.
        ids = (
          await db.query<{ id: number }>(
            "SELECT id FROM nodes WHERE type = 'episode' AND show_id = $1 AND published_at <= now() ORDER BY published_at, id",
            [playListId],
          )
        ).map((r) => r.id);
      }
      const at = ids.indexOf(currentSoundId);
      if (at < 0) throw notFound(`Épisode ${currentSoundId} dans cette liste`);
      const load = async (id: number | undefined) => (id ? await nodeById(id, 'episode') : undefined);
      const [prev, next] = await Promise.all([load(ids[at - 1]), load(ids[at + 1])]);
      await refs.load();
      return { prev: prev ? episode(prev, refs) : null, next: next ? episode(next, refs) : null };
    },
  );

  // --- Generic node access (used by the site's article, video, page and alias routes) --------------
  app.get<{ Params: { id: number } }>(
    '/api/node/:id',
    {
      schema: doc(TAG, "N'importe quel contenu par identifiant, avec ses métadonnées", {
        params: IdParams,
        querystring: Type.Object({ _format: Format }),
      }),
    },
    async (req) => {
      const n = await nodeById(req.params.id);
      if (!n) throw notFound(`Contenu ${req.params.id}`);
      await refs.load();
      return anyNode(n, refs);
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
    async (req) => {
      const rows = await db.query<NodeRow>(
        `SELECT ${EPISODE_FIELDS} FROM ${EPISODE_FROM} WHERE n.alias = $1`,
        [req.query.alias],
      );
      const n = rows[0];
      if (!n) throw notFound(`Contenu « ${req.query.alias} »`);
      await refs.load();
      return anyNode(n, refs);
    },
  );

  const NodesQuery = Type.Object({
    _format: Format,
    type: Type.Union(
      [
        'show',
        'episode',
        'article',
        'video',
        'folder',
        'partner',
        'event',
        'prayer',
        'podcast_selection',
      ].map((t) => Type.Literal(t)),
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
    async (req) => {
      const q = req.query;
      await refs.load();
      const where = ['n.type = $1', 'n.published_at <= now()'];
      const params: unknown[] = [q.type];
      if (q.category) {
        const term = [...refs.terms.values()].find(
          (t) => t.vocabulary === 'category' && t.alias === `/${q.category}`,
        );
        if (!term) throw notFound(`Catégorie « ${q.category} »`);
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
      const { page, perPage } = paging(q, 12);
      const order =
        q.type === 'show' ? 'n.title, n.id' : q.type === 'event' ? "n.data->>'start_date', n.id" : undefined;
      const { rows, total } = await listNodes(where.join(' AND '), params, page, perPage, order);
      return { rows: rows.map((n) => anyNode(n, refs)), pager: pager(page, perPage, total) };
    },
  );

  // --- Saints ---------------------------------------------------------------------------------
  interface SaintRow {
    month: number;
    day: number;
    name: string;
    node_id: number | null;
  }
  const saintOf = async (s: SaintRow): Promise<Saint> => {
    const ep = s.node_id ? await nodeById(s.node_id, 'episode') : undefined;
    await refs.load();
    return {
      id: s.month * 100 + s.day,
      name: s.name,
      day: s.day,
      month: s.month,
      description: `Le ${s.day} ${MONTHS[s.month - 1]}, l'Église fête ${s.name.replace(/^Saints? |^Saintes? /, (m) => m.toLowerCase())}.`,
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
    async (req) => {
      const now = parisClock();
      const day = req.query.day ?? now.day;
      const month = req.query.month ?? now.month;
      if (!isValidDate(2024, month, day)) throw badRequest('Date invalide.');
      const rows = await db.query<SaintRow>(
        'SELECT month, day, name, node_id FROM saints WHERE month = $1 AND day = $2',
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
    async (req) => {
      const rows = await db.query<SaintRow>(
        "SELECT month, day, name, node_id FROM saints WHERE radio_unaccent(lower(name)) LIKE '%' || radio_unaccent(lower($1)) || '%' ORDER BY month, day LIMIT 50",
        [req.params.name.replace(/[%_\\]/g, '')],
      );
      return Promise.all(rows.map(saintOf));
    },
  );
  app.get('/rest_saintjour', { schema: doc(TAG, 'Le saint du jour (heure de Paris)') }, async () => {
    const now = parisClock();
    const rows = await db.query<SaintRow>(
      'SELECT month, day, name, node_id FROM saints WHERE month = $1 AND day = $2',
      [now.month, now.day],
    );
    if (!rows[0]) throw notFound('Saint du jour');
    return saintOf(rows[0]);
  });

  // --- Programme grid and live info ----------------------------------------------------------------
  interface SlotRow {
    start_minute: number;
    end_minute: number;
    title: string;
    show_id: number | null;
    artiste: string;
    visual: string | null;
    show_alias: string | null;
    show_title: string | null;
  }
  const slotsOf = (tid: number, weekday: number) =>
    db.query<SlotRow>(
      'SELECT p.start_minute, p.end_minute, p.title, p.show_id, p.artiste, p.visual, s.alias AS show_alias, s.title AS show_title FROM programme_slots p LEFT JOIN nodes s ON s.id = p.show_id WHERE p.radio_tid = $1 AND p.weekday = $2 ORDER BY p.start_minute',
      [tid, weekday],
    );
  const GridParams = Type.Object({
    radio: Type.String({
      pattern: '^([A-Za-z][A-Za-z0-9]{1,40}|\\d{1,9})$',
      description: 'Code ou identifiant de la radio',
    }),
    date: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'Jour, AAAA-MM-JJ (heure de Paris)',
    }),
  });
  app.get<{ Params: { radio: string; date: string } }>(
    '/programs-grid/:radio/:date',
    {
      schema: doc(TAG, "Grille des programmes d'une radio pour un jour", {
        params: GridParams,
        querystring: Type.Object({
          _format: Format,
          t: Type.Optional(Type.String({ maxLength: 32, description: 'Valeur anti-cache (ignorée)' })),
        }),
      }),
    },
    async (req) => {
      const r = await radioOr404(req.params.radio);
      const [y, m, d] = req.params.date.split('-').map(Number) as [number, number, number];
      if (!isValidDate(y, m, d)) throw badRequest('Date invalide.');
      const slots = await slotsOf(r.tid, weekdayOf(y, m, d));
      const ref = { code: r.code, name: r.name };
      const rows: (ProgramGridSlot & Record<string, unknown>)[] = slots.map((s) => ({
        start: parisInstant(y, m, d, s.start_minute).toISOString(),
        end: parisInstant(y, m, d, s.end_minute).toISOString(),
        title: s.title,
        show: s.show_id ? { id: s.show_id, title: s.show_title ?? '', alias: s.show_alias ?? '' } : null,
        radio: ref,
        artiste: s.artiste,
        visual: s.visual ? { url: s.visual, alt: s.title } : null,
      }));
      return { radio: ref, date: req.params.date, rows };
    },
  );

  app.get<{ Params: { radioCode: string } }>(
    '/api/dab/:radioCode',
    {
      schema: doc(TAG, "Ce qui passe à l'antenne (titre, animateur, début et fin), selon la grille", {
        params: Type.Object({ radioCode: RadioCode }),
      }),
    },
    async (req): Promise<LiveInfo> => {
      const r = await radioOr404(req.params.radioCode);
      const now = parisClock();
      const minute = now.hour * 60 + now.minute;
      const slots = await slotsOf(r.tid, now.weekday);
      const s =
        slots.find((x) => x.start_minute <= minute && minute < x.end_minute) ?? slots[slots.length - 1];
      if (!s) throw notFound(`Programme de ${r.name}`);
      return {
        title: s.title,
        title_url: s.show_alias,
        artiste: s.artiste || null,
        visual: s.visual ? { url: s.visual, alt: s.title } : null,
        date: parisInstant(now.year, now.month, now.day, s.start_minute).toISOString(),
        enddate: parisInstant(now.year, now.month, now.day, s.end_minute).toISOString(),
      };
    },
  );

  // --- Radios and regions --------------------------------------------------------------------------
  const radioHandler = async (req: { params: { code: string } }) => radio(await radioOr404(req.params.code));
  const radioSchema = doc(TAG, 'Une radio par son code (liveURL, région, réseaux sociaux)', {
    params: Type.Object({ code: RadioCode }),
    querystring: Type.Object({ _format: Format }),
  });
  app.get<{ Params: { code: string } }>('/radio/:code', { schema: radioSchema }, radioHandler);
  app.get('/terms/radio', { schema: doc(TAG, 'Toutes les radios') }, async () => {
    await refs.load();
    return [...refs.radios.values()].map(radio);
  });
  app.get('/regions', { schema: doc(TAG, 'Les radios régionales (name, field_radio_code)') }, async () => {
    await refs.load();
    return [...refs.radios.values()]
      .filter((r) => !r.is_national)
      .map((r) => ({ tid: r.tid, name: r.name, field_radio_code: r.code }));
  });
  app.get(
    '/regions2',
    { schema: doc(TAG, 'Les radios groupées par région (France, Belgique)') },
    async () => {
      await refs.load();
      const grouped: Record<string, ReturnType<typeof radio>[]> = { France: [], Belgique: [] };
      for (const r of refs.radios.values()) {
        if (!r.region_name) continue;
        const list = grouped[r.region_name] ?? [];
        list.push(radio(r));
        grouped[r.region_name] = list;
      }
      return grouped;
    },
  );
  app.get<{ Params: { region: number } }>(
    '/radios/:region',
    {
      schema: doc(TAG, "Les radios d'une région (identifiant de région)", {
        params: Type.Object({ region: Id }),
      }),
    },
    async (req) => {
      await refs.load();
      const list = [...refs.radios.values()].filter((r) => r.region_tid === req.params.region);
      if (!list.length) throw notFound(`Région ${req.params.region}`);
      return list.map(radio);
    },
  );
  app.get<{ Params: { id: number } }>(
    '/rest/social_network/:id',
    { schema: doc(TAG, "Réseaux sociaux d'une radio", { params: IdParams }) },
    async (req) => {
      await refs.load();
      const r = refs.radios.get(req.params.id);
      if (!r) throw notFound(`Radio ${req.params.id}`);
      return r.social;
    },
  );

  app.get<{ Params: { id: number }; Querystring: { page?: number; items_per_page?: number } }>(
    '/taxonomy/term/:id',
    {
      schema: doc(TAG, 'Une catégorie, un tag ou une radio, et une page de ses contenus', {
        params: IdParams,
        querystring: PagedQuery,
      }),
    },
    async (req) => {
      await refs.load();
      const id = req.params.id;
      const term = refs.terms.get(id);
      const r = refs.radios.get(id);
      if (!term && !r) throw notFound(`Terme ${id}`);
      const { page, perPage } = paging(req.query, 12);
      const where = term
        ? term.vocabulary === 'category'
          ? "n.category_tid = $1 AND n.type IN ('article', 'episode', 'video', 'show')"
          : "n.tag_tids @> ARRAY[$1::int] AND n.type IN ('article', 'episode', 'video', 'show')"
        : "n.radio_tids @> ARRAY[$1::int] AND n.type IN ('article', 'event')";
      const { rows, total } = await listNodes(`${where} AND n.published_at <= now()`, [id], page, perPage);
      const name = term?.name ?? r?.name ?? '';
      const alias = term?.alias ?? r?.alias ?? '';
      const vocabulary = (term?.vocabulary ?? 'radio') as 'category' | 'tag' | 'radio';
      const fake: NodeRow = {
        id,
        type: vocabulary === 'tag' ? 'tag' : 'category',
        title: name,
        alias,
        description: term?.description ?? r?.description ?? '',
        body: '',
        visual: r?.visual ?? null,
        visual_alt: null,
        category_tid: null,
        show_id: null,
        radio_tid: r?.tid ?? null,
        author: null,
        published_at: new Date(0),
        changed_at: new Date(0),
        radio_tids: r ? [r.tid] : [],
        tag_tids: [],
        data: {},
      };
      return {
        id,
        name,
        alias,
        vocabulary,
        metatag: metatag(fake, refs),
        rows: rows.map((n) => anyNode(n, refs)),
        pager: pager(page, perPage, total),
      };
    },
  );

  // --- Settings, pop-in, rolls ---------------------------------------------------------------------
  const setting = async <T>(key: string): Promise<T> => {
    const rows = await db.query<{ value: T }>('SELECT value FROM settings WHERE key = $1', [key]);
    if (!rows[0]) throw notFound(`Paramètre ${key}`);
    return rows[0].value;
  };
  app.get('/rcf_admin/settings', { schema: doc(TAG, 'Paramètres du site (dont listenerMax)') }, async () =>
    setting<Settings>('rcf_admin'),
  );
  app.get(
    '/donnation_popin',
    { schema: doc(TAG, 'Contenu de la pop-in de dons') },
    async (): Promise<DonationPopin> => {
      const v = await setting<{
        title: string;
        body: string;
        button_label: string;
        button_url: string;
        visual: DonationPopin['visual'];
        amounts?: number[];
      }>('donnation_popin');
      return {
        title: v.title,
        body: v.body,
        link: { title: v.button_label, url: v.button_url },
        visual: v.visual,
        ...({ amounts: v.amounts ?? [] } as object),
      };
    },
  );

  const RollQuerySchema = Type.Object({
    _format: Format,
    roll_type: Type.Optional(Type.Union([Type.Literal('Pre-roll'), Type.Literal('Post-roll')])),
    roll_use: Type.Optional(
      Type.Union([
        Type.Literal('Global'),
        Type.Literal('Appel au Don générique'),
        Type.Literal('Parcours Dons Utilisateurs anonymes'),
      ]),
    ),
    roll_target_users: Type.Optional(Type.Union([Type.Literal('Anonyme'), Type.Literal('Connecté')])),
    roll_number_of_plays: Type.Optional(
      Type.Union(
        [
          'firstListening',
          'secondListening',
          'thirdListening',
          'fourthListening',
          'fifthListening',
          'sixthListening',
        ].map((v) => Type.Literal(v)),
      ),
    ),
    roll_level: Type.Optional(Type.String({ pattern: '^\\d{1,3}$' })),
  });
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/rolls/',
    {
      schema: doc(TAG, 'Rolls (messages audio) correspondant aux attributs demandés', {
        querystring: RollQuerySchema,
      }),
    },
    async (req): Promise<Roll[]> => {
      const q = req.query;
      const where: string[] = [];
      const params: unknown[] = [];
      for (const key of ['roll_type', 'roll_use', 'roll_target_users'] as const) {
        if (q[key]) {
          params.push(q[key]);
          where.push(`${key} = $${params.length}`);
        }
      }
      // A roll without a play number or level applies to every listening.
      if (q.roll_number_of_plays) {
        params.push(q.roll_number_of_plays);
        where.push(`(roll_number_of_plays IS NULL OR roll_number_of_plays = $${params.length})`);
      }
      if (q.roll_level) {
        params.push(Number(q.roll_level));
        where.push(`(roll_level IS NULL OR roll_level = $${params.length})`);
      }
      const rows = await db.query<{
        id: number;
        title: string;
        roll_type: Roll['roll_type'];
        roll_use: Roll['roll_use'];
        roll_target_users: Roll['roll_target_users'];
        roll_number_of_plays: Roll['roll_number_of_plays'];
        roll_level: number | null;
        audio_url: string;
        duration: number;
        popin_desktop: string | null;
        popin_mobile: string | null;
      }>(
        `SELECT * FROM rolls ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY roll_number_of_plays NULLS LAST, id`,
        params,
      );
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        field_media_audio_file: [{ url: r.audio_url }],
        field_roll_pop_in_donation_deskt: r.popin_desktop,
        field_roll_pop_in_donation_mobil: r.popin_mobile,
        roll_type: r.roll_type,
        roll_use: r.roll_use,
        roll_target_users: r.roll_target_users,
        roll_number_of_plays: r.roll_number_of_plays,
        roll_level: r.roll_level === null ? null : String(r.roll_level),
        code: null,
        ...({ duration: r.duration } as object),
      }));
    },
  );

  // --- Lists: A-Z, prayers, dossiers, events, partners, videos -------------------------------------
  app.get<{ Params: { letter: string }; Querystring: { page?: number; items_per_page?: number } }>(
    '/emissions-a-z/:letter',
    {
      schema: doc(TAG, 'Émissions dont le titre commence par une lettre (0 pour les chiffres)', {
        params: Type.Object({
          letter: Type.String({ pattern: '^[A-Za-z0]$', description: 'Une lettre A-Z, ou 0' }),
        }),
        querystring: PagedQuery,
      }),
    },
    async (req) => {
      const letter = req.params.letter.toUpperCase();
      const { page, perPage } = paging(req.query, 50);
      const cond =
        letter === '0'
          ? "upper(left(radio_unaccent(n.title), 1)) !~ '^[A-Z]'"
          : 'upper(left(radio_unaccent(n.title), 1)) = $1';
      const { rows, total } = await listNodes(
        `n.type = 'show' AND ${cond}`,
        letter === '0' ? [] : [letter],
        page,
        perPage,
        'radio_unaccent(lower(n.title)), n.id',
      );
      await refs.load();
      return { letter, rows: rows.map((n) => show(n, refs)), pager: pager(page, perPage, total) };
    },
  );

  app.get('/prieres', { schema: doc(TAG, 'Toutes les prières') }, async () => {
    const rows = await db.query<NodeRow>(
      `SELECT ${NODE_FIELDS} FROM nodes n WHERE n.type = 'prayer' ORDER BY n.id`,
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
    async (req) => {
      await refs.load();
      const all = await db.query<NodeRow>(
        `SELECT ${NODE_FIELDS} FROM nodes n WHERE n.type = 'prayer' ORDER BY n.id`,
      );
      if (refs.radios.has(req.params.id)) return { rows: all.map(prayer) };
      const n = all.find((p) => p.id === req.params.id);
      if (!n) throw notFound(`Prière ou radio ${req.params.id}`);
      return { ...prayer(n), metatag: metatag(n, refs), rows: all.filter((p) => p.id !== n.id).map(prayer) };
    },
  );

  const RadioPagedQuery = Type.Object({
    _format: Format,
    page: Type.Optional(Page),
    items_per_page: Type.Optional(PerPage),
    radio: Type.Optional(RadioCode),
  });
  app.get<{
    Params: { id: number };
    Querystring: { page?: number; items_per_page?: number; radio?: string };
  }>(
    '/dossier/:id/articles',
    {
      schema: doc(TAG, 'Articles liés à un dossier (par son tag)', {
        params: IdParams,
        querystring: RadioPagedQuery,
      }),
    },
    async (req) => {
      const f = await nodeById(req.params.id, 'folder');
      if (!f) throw notFound(`Dossier ${req.params.id}`);
      return relatedArticles(f, req.query);
    },
  );

  const ListQuery = Type.Object({
    _format: Format,
    page: Type.Optional(Page),
    items_per_page: Type.Optional(PerPage),
    radio: Type.Optional(RadioCode),
    month: Type.Optional(
      Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'Mois AAAA-MM (événements)' }),
    ),
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
  /** The first instant of a Paris day given as AAAA-MM-JJ (`nextDay`: of the day after); 400 when no such day. */
  const dayStart = (text: string, nextDay = false): string => {
    const [y, m, d] = text.split('-').map(Number) as [number, number, number];
    if (!isValidDate(y, m, d)) throw badRequest(`Date invalide : ${text}.`);
    return parisInstant(y, m, d, nextDay ? 1440 : 0).toISOString();
  };
  const simpleList = (
    path: string,
    type: string,
    summary: string,
    shape: (n: NodeRow) => unknown,
    order?: string,
    perPageDefault = 12,
  ) =>
    app.get<{
      Querystring: {
        page?: number;
        items_per_page?: number;
        radio?: string;
        month?: string;
        category?: string;
        from?: string;
        to?: string;
      };
    }>(path, { schema: doc(TAG, summary, { querystring: ListQuery }) }, async (req) => {
      const params: unknown[] = [type];
      let where = type === 'event' ? 'n.type = $1' : 'n.type = $1 AND n.published_at <= now()';
      if (req.query.radio) {
        const r = await radioOr404(req.query.radio);
        params.push(r.tid);
        where += ` AND (n.radio_tid = $${params.length} OR n.radio_tids @> ARRAY[$${params.length}::int])`;
      }
      if (req.query.month && type === 'event') {
        const [y, m] = req.query.month.split('-').map(Number) as [number, number];
        if (m < 1 || m > 12) throw badRequest('Mois invalide.');
        params.push(
          parisInstant(y, m, 1, 0).toISOString(),
          parisInstant(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1, 0).toISOString(),
        );
        where += ` AND (n.data->>'start_date')::timestamptz >= $${params.length - 1} AND (n.data->>'start_date')::timestamptz < $${params.length}`;
      }
      if ((req.query.from || req.query.to) && type === 'event') {
        // A period of whole Paris days, both ends included: the events that start in it.
        const { from, to } = req.query;
        if (from && to && from > to) throw badRequest('La date de début suit la date de fin.');
        if (from) {
          params.push(dayStart(from));
          where += ` AND (n.data->>'start_date')::timestamptz >= $${params.length}`;
        }
        if (to) {
          params.push(dayStart(to, true));
          where += ` AND (n.data->>'start_date')::timestamptz < $${params.length}`;
        }
      }
      if (req.query.category) {
        await refs.load();
        const term = [...refs.terms.values()].find(
          (t) => t.vocabulary === 'category' && t.alias === `/${req.query.category}`,
        );
        if (!term) throw notFound(`Catégorie « ${req.query.category} »`);
        params.push(term.tid);
        where += ` AND n.category_tid = $${params.length}`;
      }
      const { page, perPage } = paging(req.query, perPageDefault);
      const { rows, total } = await listNodes(where, params, page, perPage, order);
      await refs.load();
      return { rows: rows.map(shape), pager: pager(page, perPage, total) };
    });
  simpleList('/events', 'event', 'Événements à venir', (n) => event(n, refs), "n.data->>'start_date', n.id");
  simpleList('/partners', 'partner', 'Partenaires', (n) => partner(n), 'n.title, n.id');
  simpleList('/videos', 'video', "Vidéos, les plus récentes d'abord", (n) => video(n, refs, false));

  // --- Around me (regional pages) and the side bar -------------------------------------------------
  const aroundMe = async (r: RadioRow, page: number): Promise<AroundMePage> => {
    const perPage = 6;
    const [articles, events, shows] = await Promise.all([
      listNodes(
        "n.type = 'article' AND n.radio_tids @> ARRAY[$1::int] AND n.published_at <= now()",
        [r.tid],
        page,
        perPage,
      ),
      listNodes("n.type = 'event' AND n.radio_tid = $1", [r.tid], 0, 4, "n.data->>'start_date', n.id"),
      db.query<NodeRow>(
        `SELECT DISTINCT ON (s.id) ${NODE_FIELDS.replace(/n\./g, 's.')} FROM programme_slots p JOIN nodes s ON s.id = p.show_id WHERE p.radio_tid = $1 ORDER BY s.id LIMIT 8`,
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
    const fake: NodeRow = {
      id: r.tid,
      type: 'around_me',
      title: `Autour de moi : ${r.name}`,
      alias: r.around_me_alias ?? r.alias,
      description: r.description,
      body: '',
      visual: r.visual,
      visual_alt: r.name,
      category_tid: null,
      show_id: null,
      radio_tid: r.tid,
      author: null,
      published_at: new Date(0),
      changed_at: new Date(0),
      radio_tids: [r.tid],
      tag_tids: [],
      data: {},
    };
    return { blocks, alias: fake.alias, page, metatag: metatag(fake, refs) };
  };
  app.get<{ Querystring: { id?: string } }>(
    '/rest_region',
    {
      schema: doc(TAG, 'Blocs de la barre latérale (?id=side_bar)', {
        querystring: Type.Object({ _format: Format, id: Type.Literal('side_bar') }),
      }),
    },
    async () => {
      const [latest, folders] = await Promise.all([
        listNodes("n.type = 'episode' AND n.published_at <= now()", [], 0, 5),
        listNodes("n.type = 'folder'", [], 0, 3),
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
    async (req) => {
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
    async (req) => {
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

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
