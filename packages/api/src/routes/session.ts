import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sessionIds, type TokenVerifier } from '../auth/jwt.js';
import type { Revocations } from '../auth/revocations.js';
import { doc } from './schemas.js';

/** A token of a session may have been refreshed after the one presented: its lifetime (60 min) more. */
const ACCESS_TOKEN_LIFETIME_MS = 60 * 60_000;

export interface SessionDeps {
  verifier: TokenVerifier;
  revocations: Revocations;
  writeLimit: { max: number; timeWindow: string };
}

/**
 * `POST /content/session/revoke`: the site calls it with the access token when the listener signs
 * out or deletes the account (before Amplify drops the tokens). The session (`origin_jti`, else
 * the token's `jti`) is recorded in the database until its tokens have expired, so every API
 * instance refuses them. Revoking the refresh token at the identity provider (Amplify's signOut →
 * RevokeToken) stops new tokens; this stops the ones already issued, which Cognito's own
 * revocation does not reach (the API verifies tokens offline, from the JWKS).
 */
export async function sessionRoutes(app: FastifyInstance, deps: SessionDeps): Promise<void> {
  app.post(
    '/session/revoke',
    {
      config: { rateLimit: deps.writeLimit },
      schema: {
        ...doc('Session', 'Termine la session du jeton présenté (déconnexion, suppression du compte)', {
          auth: true,
        }),
        response: {
          200: Type.Object({ status: Type.Integer(), message: Type.String() }),
          401: { $ref: 'ErrorBody#' },
        },
      },
    },
    async (req) => {
      const user = await deps.verifier.verify(req.headers.authorization);
      const exp = typeof user.token.exp === 'number' ? user.token.exp * 1000 : Date.now();
      await deps.revocations.revoke(sessionIds(user.token), new Date(exp + ACCESS_TOKEN_LIFETIME_MS));
      return { status: 200, message: 'Session terminée.' };
    },
  );
}
