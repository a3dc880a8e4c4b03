import type { FastifyRequest } from 'fastify';
import type { AuthUser, TokenVerifier } from '../auth/jwt.js';
import { forbidden } from '../errors.js';
import type { RouteDeps } from './queries.js';

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
