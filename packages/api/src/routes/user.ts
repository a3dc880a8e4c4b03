import type { ListeningHistoryItem, Tracker, TrackerCreate, TrackerEntity, TrackerUpdate } from '@radio/core';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/jwt.js';
import type { Db, Queryable } from '../db/index.js';
import { forbidden, notFound } from '../errors.js';
import { contract } from './contract.js';
import { favoriteRoutes } from './favorites.js';
import { deleteAllOfUser, requireUser, type UserDeps } from './require-user.js';
import { doc, Format, Id, IdParams, Page, PerPage, UserId, userRoute } from './schemas.js';
import { EPISODE_FIELDS, EPISODE_FROM, episode, type NodeRow, pager, published } from './shape.js';

const TAG = 'Historique et favoris';

interface TrackerRow {
  id: number;
  user_id: string;
  media_id: number;
  offset_ms: number;
  status: 0 | 1;
}

/** The tracker as stored (field_replay_*) and normalised (user_id, media_id, offset, status). */
export function trackerOut(t: TrackerRow): TrackerEntity & Tracker {
  return {
    id: t.id,
    field_replay_wso2_uid: t.user_id,
    field_replay_media_id: String(t.media_id),
    field_replay_offset: t.offset_ms,
    field_replay_status: t.status,
    user_id: t.user_id,
    media_id: String(t.media_id),
    offset: t.offset_ms,
    status: t.status,
  };
}

/**
 * A resume position within its episode: past the end (« Arrêté à 2:46:40 sur 1:55 ») it is the
 * end. An episode whose duration is unknown (0) keeps the position as sent.
 */
export const withinEpisode = (offsetMs: number, durationS: number | string | null | undefined) => {
  const end = Math.round(Number(durationS ?? 0) * 1000);
  return end > 0 ? Math.min(offsetMs, end) : offsetMs;
};

/** Tracker writes shared by the content API and the second API. */
export function trackerStore(db: Db) {
  /** The episode's duration (seconds), or 404 when it is no published episode. */
  const publishedEpisode = async (q: Queryable, mediaId: number) => {
    const rows = await q.query<{ duration: string | null }>(
      `SELECT n.data->>'duration' AS duration FROM nodes n WHERE id = $1 AND type = 'episode' AND ${published()}`,
      [mediaId],
    );
    if (!rows[0]) throw notFound(`Épisode ${mediaId}`);
    return rows[0].duration;
  };
  return {
    get: (userId: string, mediaId: number) =>
      db.query<TrackerRow>(
        'SELECT id, user_id, media_id, offset_ms, status FROM tracking_replay WHERE user_id = $1 AND media_id = $2',
        [userId, mediaId],
      ),
    /** Creates the position, or updates it when this user already has one for this episode. */
    add: async (userId: string, mediaId: number, sent: number, status: number) => {
      const offset = withinEpisode(sent, await publishedEpisode(db, mediaId));
      const rows = await db.query<TrackerRow>(
        `INSERT INTO tracking_replay (user_id, media_id, offset_ms, status) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, media_id) DO UPDATE SET offset_ms = EXCLUDED.offset_ms, status = EXCLUDED.status, changed_at = now()
         RETURNING id, user_id, media_id, offset_ms, status`,
        [userId, mediaId, offset, status],
      );
      return rows[0] as TrackerRow;
    },
    update: async (user: AuthUser, id: number, sent: number, status?: number) =>
      db.transaction(async (tx) => {
        const found = await tx.query<TrackerRow & { duration: string | null }>(
          `SELECT t.id, t.user_id, n.data->>'duration' AS duration
             FROM tracking_replay t LEFT JOIN nodes n ON n.id = t.media_id WHERE t.id = $1 FOR UPDATE OF t`,
          [id],
        );
        if (!found[0]) throw notFound(`Position ${id}`);
        if (found[0].user_id !== user.sub)
          throw forbidden('Cette position appartient à un autre utilisateur.');
        const offset = withinEpisode(sent, found[0].duration);
        const rows = await tx.query<TrackerRow>(
          'UPDATE tracking_replay SET offset_ms = $2, status = COALESCE($3, status), changed_at = now() WHERE id = $1 RETURNING id, user_id, media_id, offset_ms, status',
          [id, offset, status ?? null],
        );
        return rows[0] as TrackerRow;
      }),
    deleteAll: async (userId: string) => {
      const rows = await db.query<{ id: number }>(
        'DELETE FROM tracking_replay WHERE user_id = $1 RETURNING id',
        [userId],
      );
      return rows.length;
    },
  };
}

const Offset = Type.Integer({ minimum: 0, maximum: 2147483647, description: 'Position en millisecondes' });
const Status = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '0 écouté, 1 en cours' });

/** The signed-in listener's own data: listening history, replay positions (trackers), favourites. */
export async function userRoutes(app: FastifyInstance, deps: UserDeps): Promise<void> {
  await historyRoutes(app, deps);
  await trackerWriteRoutes(app, deps);
  await favoriteRoutes(app, deps);
}

/** Reading the history (`tracker-listening-by-user`) and one episode's replay position. */
async function historyRoutes(app: FastifyInstance, deps: UserDeps): Promise<void> {
  const { db, refs, verifier } = deps;
  const trackers = trackerStore(db);

  // --- Listening history ---------------------------------------------------------------------------
  const HistoryParams = Type.Object({
    userId: UserId,
    status: Type.Union([Type.Literal('all'), Type.Literal('0'), Type.Literal('1')], {
      description: 'all, 0 (écoutés) ou 1 (en cours)',
    }),
    itemPerPage: PerPage,
  });
  app.get<{
    Params: { userId: string; status: string; itemPerPage: number };
    Querystring: { page?: number };
  }>(
    '/tracker-listening-by-user/:userId/:status/:itemPerPage',
    {
      schema: doc(TAG, "Historique d'écoute d'un utilisateur, le plus récent d'abord", {
        params: HistoryParams,
        querystring: Type.Object({
          _format: Format,
          page: Type.Optional(Page),
          random: Type.Optional(Type.String({ maxLength: 32 })),
        }),
        auth: true,
      }),
    },
    async (req) => {
      await requireUser(verifier, req, req.params.userId);
      const perPage = req.params.itemPerPage;
      const page = req.query.page ?? 0;
      const params: unknown[] = [req.params.userId];
      // A position on an episode withdrawn since is kept (it comes back if republished), not shown.
      let where = `t.user_id = $1 AND ${published()}`;
      if (req.params.status !== 'all') {
        params.push(Number(req.params.status));
        where += ` AND t.status = $${params.length}`;
      }
      const [rows, count] = await Promise.all([
        db.query<NodeRow & { t_id: number; t_offset: number; t_status: 0 | 1 }>(
          `SELECT t.id AS t_id, t.offset_ms AS t_offset, t.status AS t_status, ${EPISODE_FIELDS}
             FROM tracking_replay t JOIN ${EPISODE_FROM} ON n.id = t.media_id
            WHERE ${where} ORDER BY t.changed_at DESC, t.id DESC LIMIT ${perPage} OFFSET ${page * perPage}`,
          params,
        ),
        db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM tracking_replay t JOIN nodes n ON n.id = t.media_id WHERE ${where}`,
          params,
        ),
      ]);
      await refs.load();
      const items: ListeningHistoryItem[] = rows.map((r) => ({
        tracker: {
          id: r.t_id,
          user_id: req.params.userId,
          media_id: String(r.id),
          offset: r.t_offset,
          status: r.t_status,
        },
        episode: episode(r, refs),
      }));
      return { rows: items, pager: pager(page, perPage, count[0]?.n ?? 0) };
    },
  );

  // --- Replay positions (tracker) --------------------------------------------------------------------
  app.get<{ Params: { userId: string; mediaId: number } }>(
    '/rcf_tracking_replay/:userId/:mediaId',
    userRoute(TAG, "Position de reprise d'un utilisateur pour un épisode (liste de 0 ou 1 élément)", {
      params: Type.Object({ userId: UserId, mediaId: Id }),
    }),
    async (req) => {
      await requireUser(verifier, req, req.params.userId);
      return (await trackers.get(req.params.userId, req.params.mediaId)).map(trackerOut);
    },
  );
}

/** The tracker's bodies: core's `TrackerCreate` and `TrackerUpdate`, which its client sends. */
const TrackerBody = contract<TrackerCreate>()(
  Type.Object(
    {
      field_replay_wso2_uid: UserId,
      field_replay_media_id: Type.Union([Id, Type.String({ pattern: '^[1-9]\\d{0,9}$' })]),
      field_replay_offset: Offset,
      field_replay_status: Type.Optional(Status),
    },
    { additionalProperties: false },
  ),
);
const TrackerPatch = contract<TrackerUpdate>()(
  Type.Object(
    { field_replay_offset: Offset, field_replay_status: Type.Optional(Status) },
    { additionalProperties: false },
  ),
);

/** Recording a replay position (POST, PATCH) and clearing the history; rate-limited writes. */
async function trackerWriteRoutes(app: FastifyInstance, deps: UserDeps): Promise<void> {
  const { db, verifier } = deps;
  const trackers = trackerStore(db);
  const write = { rateLimit: deps.writeLimit };

  app.post<{ Body: Static<typeof TrackerBody> }>(
    '/entity/rcf_tracking_replay',
    userRoute(
      TAG,
      'Enregistre une position de reprise (la met à jour si elle existe)',
      { body: TrackerBody },
      write,
    ),
    async (req, reply) => {
      const b = req.body;
      await requireUser(verifier, req, b.field_replay_wso2_uid);
      const t = await trackers.add(
        b.field_replay_wso2_uid,
        Number(b.field_replay_media_id),
        b.field_replay_offset,
        b.field_replay_status ?? 1,
      );
      reply.status(201);
      return trackerOut(t);
    },
  );
  app.patch<{ Params: Static<typeof IdParams>; Body: Static<typeof TrackerPatch> }>(
    '/rcf_tracking_replay/:id',
    userRoute(
      TAG,
      'Met à jour une position (offset et, en option, statut)',
      { params: IdParams, body: TrackerPatch },
      write,
    ),
    async (req) => {
      const user = await requireUser(verifier, req);
      return trackerOut(
        await trackers.update(
          user,
          req.params.id,
          req.body.field_replay_offset,
          req.body.field_replay_status,
        ),
      );
    },
  );
  deleteAllOfUser(
    app,
    deps,
    {
      path: '/tracker',
      tag: TAG,
      summary: "Efface tout l'historique d'écoute d'un utilisateur",
      message: 'Historique effacé.',
    },
    (userId) => trackers.deleteAll(userId),
  );
}
