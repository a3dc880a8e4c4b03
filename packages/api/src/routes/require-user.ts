import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser, TokenVerifier } from '../auth/jwt.js';
import { forbidden, notFound } from '../errors.js';
import { makeQueries, type RouteDeps } from './queries.js';
import { doc, Id, UserId } from './schemas.js';

export interface UserDeps extends RouteDeps {
  verifier: TokenVerifier;
  writeLimit: { max: number; timeWindow: string };
}

/** Verifies the bearer token (401) and, when given, that its `sub` is the user the path names (403). */
export async function requireUser(
  verifier: TokenVerifier,
  req: FastifyRequest,
  userId?: string,
): Promise<AuthUser> {
  const user = await verifier.verify(req.headers.authorization);
  if (userId !== undefined && user.sub !== userId)
    throw forbidden("Ce jeton n'appartient pas à cet utilisateur.");
  return user;
}

/**
 * `DELETE {path}/:{param}`: everything of one kind a listener owns (account deletion, « Tout
 * effacer »). Only that listener may (401/403 as requireUser); rate-limited like every write;
 * answers `{ status: 200, message, deleted }` with how many rows went.
 */
export function deleteAllOfUser(
  app: FastifyInstance,
  deps: UserDeps,
  route: { path: string; param?: string; tag: string; summary: string; message: string },
  remove: (userId: string) => Promise<number>,
): void {
  const param = route.param ?? 'userId';
  app.delete<{ Params: Record<string, string> }>(
    `${route.path}/:${param}`,
    {
      config: { rateLimit: deps.writeLimit },
      schema: doc(route.tag, route.summary, { params: Type.Object({ [param]: UserId }), auth: true }),
    },
    async (req) => {
      const userId = req.params[param] ?? '';
      await requireUser(deps.verifier, req, userId);
      return { status: 200, message: route.message, deleted: await remove(userId) };
    },
  );
}

/**
 * `POST {path}` with `{ wso2_uid, [column] }`: puts a show or an episode in one of the listener's
 * lists (favourites, listen later) once — 201 when added, 200 when it was there already, 404 for
 * an unknown node. Only that listener may (401/403 as requireUser); rate-limited like every write.
 */
export function addToUserList(
  app: FastifyInstance,
  deps: UserDeps,
  list: {
    path: string;
    tag: string;
    summary: string;
    table: 'favorites' | 'listen_later';
    column: 'show_id' | 'episode_id';
    type: 'show' | 'episode';
    missing: (id: number) => string;
  },
): void {
  const { nodeById } = makeQueries(deps.db, deps.refs);
  const body = Type.Object(
    { wso2_uid: UserId, [list.column]: Type.Union([Id, Type.String({ pattern: '^[1-9]\\d{0,9}$' })]) },
    { additionalProperties: false },
  );
  app.post<{ Body: { wso2_uid: string } & Record<string, number | string> }>(
    list.path,
    { config: { rateLimit: deps.writeLimit }, schema: doc(list.tag, list.summary, { body, auth: true }) },
    async (req, reply) => {
      await requireUser(deps.verifier, req, req.body.wso2_uid);
      const nodeId = Number(req.body[list.column]);
      if (!(await nodeById(nodeId, list.type))) throw notFound(list.missing(nodeId));
      const rows = await deps.db.query<{ id: number; node_id: number; created: boolean }>(
        `INSERT INTO ${list.table} (wso2_uid, ${list.column}) VALUES ($1, $2)
         ON CONFLICT (wso2_uid, ${list.column}) DO UPDATE SET wso2_uid = EXCLUDED.wso2_uid
         RETURNING id, ${list.column} AS node_id, (xmax = 0) AS created`,
        [req.body.wso2_uid, nodeId],
      );
      const row = rows[0] as { id: number; node_id: number; created: boolean };
      reply.status(row.created ? 201 : 200);
      return { id: row.id, [list.column]: row.node_id };
    },
  );
}
