import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser, TokenVerifier } from '../auth/jwt.js';
import { forbidden } from '../errors.js';
import type { RouteDeps } from './queries.js';
import { doc, UserId } from './schemas.js';

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
