import type { Episode, PlayerList, PlaylistEpisodes, ShowEpisodes } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { BatchLoader } from '../db/batch.js';
import { notFound } from '../errors.js';
import { DOCS_COLUMN, docRefs, docSummaries } from '../transcripts/store.js';
import { getById, getPagedById } from './by-id.js';
import { makeQueries, paging, type RouteDeps } from './queries.js';
import { doc, Id, CONTENT_TAG as TAG } from './schemas.js';
import { episode, metatag, NODE_FIELDS, type NodeRow, pager, published, show } from './shape.js';

/** One episode, a show's episodes, a selection's episodes, and the previous and next of a running order. */
export async function episodeRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  const { nodeById, pageOfNodes, episodesInOrder } = makeQueries(db, refs);
  // The busiest read of the API (every player loads its episode): concurrent requests share one
  // prepared primary-key query; the show's title and alias come from the reference cache.
  const episodes = new BatchLoader<number, NodeRow>(async (ids) => {
    const rows = await db.readJson<NodeRow>(
      'episode_by_ids',
      `SELECT row_to_json(e)::text FROM (SELECT ${NODE_FIELDS}, ${DOCS_COLUMN} FROM nodes n WHERE n.id = ANY($1::int[]) AND n.type = 'episode' AND ${published()}) e`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r]));
  });
  getById(
    app,
    '/api/episode/:id',
    { tag: TAG, summary: 'Un épisode (données du son et métadonnées)' },
    async (id): Promise<Episode> => {
      const n = await episodes.load(id);
      if (!n) throw notFound(`Épisode ${id}`);
      await refs.load();
      return episode(n, refs, true);
    },
  );

  getPagedById(
    app,
    '/episodes_by_show/:id',
    { tag: TAG, summary: 'Une émission et une page de ses épisodes' },
    async (id, q): Promise<ShowEpisodes> => {
      const s = await nodeById(id, 'show');
      if (!s) throw notFound(`Émission ${id}`);
      const list = await pageOfNodes(
        "n.type = 'episode' AND n.show_id = $1 AND n.published_at <= now() AND n.unpublished_at IS NULL",
        [s.id],
        q,
        10,
        (n) => episode(n, refs),
      );
      // Which of them have a transcript or chapters (the show's RSS carries them).
      const docs = await docSummaries(
        db,
        list.rows.map((e) => e.id),
      );
      const rows = list.rows.map((e) => ({ ...e, ...docRefs(e.id, docs.get(e.id)) }));
      return { show: show(s, refs, true), ...list, rows };
    },
  );

  const playlistIds = async (id: number) => {
    const p = await nodeById(id, 'podcast_selection');
    if (!p) throw notFound(`Sélection ${id}`);
    return { p, ids: ((p.data as { episode_ids?: number[] }).episode_ids ?? []).map(Number) };
  };
  getPagedById(
    app,
    '/episodes_by_playlist/:id',
    { tag: TAG, summary: "Les épisodes d'une sélection (playlist)" },
    async (id, q): Promise<PlaylistEpisodes> => {
      const { p, ids } = await playlistIds(id);
      const { page, perPage } = paging(q, 12);
      const slice = ids.slice(page * perPage, page * perPage + perPage);
      const rows = await episodesInOrder(slice);
      return {
        playlist: {
          id: p.id,
          title: p.title,
          alias: p.alias,
          description: p.description,
          metatag: metatag(p, refs),
        },
        rows,
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
            "SELECT id FROM nodes WHERE type = 'episode' AND show_id = $1 AND published_at <= now() AND unpublished_at IS NULL ORDER BY published_at, id",
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
}
