// GlobalSignOut and AdminUserGlobalSignOut as Amazon Cognito answers them (cognito-local 5.3.0 has
// neither): every session of the user ends — its refresh tokens are refused ("Refresh Token has been
// revoked") and so are its access tokens at the identity's own operations ("Access Token has been
// revoked"). A session is named by the `origin_jti` its three tokens share (./extensions.mjs), and
// the user's stored refresh tokens name every session still open. A sign-in afterwards opens a new
// session. The API verifies access tokens offline: the site tells it too (docs/security.md).
import { jwt, NotAuthorizedError, UserNotFoundError } from './cognito-local.mjs';

/** `revoked`: the revoked sessions (./extensions.mjs `revocations`). */
export function createSignOut({ services, revoked }) {
  async function endEverySession(ctx, userPool, user, current) {
    const sessions = (user.RefreshTokens ?? []).map((t) => jwt.decode(t)?.origin_jti);
    revoked.addAll([...sessions, current].filter((v) => typeof v === 'string' && v));
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [], UserLastModifiedDate: services.clock.get() });
  }

  return {
    /** With the user's access token (checked, and refused once revoked, by the router). */
    async GlobalSignOut(ctx, req) {
      const claims = jwt.decode(req.AccessToken);
      const userPool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
      const user = await userPool.getUserByUsername(ctx, claims.sub);
      if (!user) throw new NotAuthorizedError('User does not exist.');
      await endEverySession(ctx, userPool, user, claims.origin_jti);
      return {};
    },

    /** An operator's call (IAM-signed, ./admin-auth.mjs). */
    async AdminUserGlobalSignOut(ctx, req) {
      const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId);
      const user = await userPool.getUserByUsername(ctx, req.Username ?? '');
      if (!user) throw new UserNotFoundError('User does not exist.');
      await endEverySession(ctx, userPool, user);
      return {};
    },
  };
}
