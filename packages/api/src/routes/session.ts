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
 * out or deletes the account (before Amplify drops the tokens). `POST /content/session/revoke-all`:
 * after the identity's GlobalSignOut, every session of the listener. The session (`origin_jti`, else
 * the token's `jti`) is recorded in the database until its tokens have expired, so every API
 * instance refuses them. Revoking the refresh token at the identity provider (Amplify's signOut →
 * RevokeToken) stops new tokens; this stops the ones already issued, which Cognito's own
 * revocation does not reach (the API verifies tokens offline, from the JWKS).
 */
export async function sessionRoutes(app: FastifyInstance, deps: SessionDeps): Promise<void> {
  const answer = {
    200: Type.Object({ status: Type.Integer(), message: Type.String() }),
    401: { $ref: 'ErrorBody#' },
  };
  app.post(
    '/session/revoke',
    {
      config: { rateLimit: deps.writeLimit },
      schema: {
        ...doc('Session', 'Termine la session du jeton présenté (déconnexion, suppression du compte)', {
          auth: true,
        }),
        response: answer,
      },
    },
    async (req) => {
      const user = await deps.verifier.verify(req.headers.authorization);
      const exp = typeof user.token.exp === 'number' ? user.token.exp * 1000 : Date.now();
      await deps.revocations.revoke(sessionIds(user.token), new Date(exp + ACCESS_TOKEN_LIFETIME_MS));
      return { status: 200, message: 'Session terminée.' };
    },
  );
  // After the identity ended every session of the listener (GlobalSignOut: « Se déconnecter de tous
  // les appareils », a password change or reset), the tokens it issued before are still valid for
  // whoever verifies them offline: every instance refuses them from here on.
  app.post(
    '/session/revoke-all',
    {
      config: { rateLimit: deps.writeLimit },
      schema: {
        ...doc(
          'Session',
          "Termine toutes les sessions de l'utilisateur du jeton : ses jetons émis jusqu'ici sont refusés",
          { auth: true },
        ),
        response: answer,
      },
    },
    async (req) => {
      const user = await deps.verifier.verify(req.headers.authorization);
      await deps.revocations.cutOff(user.sub);
      return { status: 200, message: 'Toutes vos sessions sont terminées.' };
    },
  );
}
