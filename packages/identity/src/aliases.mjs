// One address, one account, also when an address changes: Amazon Cognito answers an e-mail change to
// an address another user has with AliasExistsException, before any code is sent. cognito-local
// 5.3.0 sent the code to that other mailbox and, once confirmed, two accounts had one address and
// neither opened (sign-in finds one user per address). The change is refused when asked, and again
// at confirmation if the address was taken while the code was on its way; nothing changes then.
import { attributeValue, CognitoError, jwt } from './cognito-local.mjs';

const taken = () =>
  new CognitoError('AliasExistsException', 'An account with the given email already exists.');

/** The e-mail a request's attributes set (already trimmed and lowercased, ./usernames.mjs). */
const emailIn = (attributes) =>
  (Array.isArray(attributes) ? attributes : []).find((a) => a?.Name === 'email')?.Value;

export function createAliasChecks({ services }) {
  /** Refused when another user than `owner` signs in with `address`. */
  async function assertFree(ctx, userPool, address, owner) {
    if (!address) return;
    const other = await userPool.getUserByUsername(ctx, address);
    if (other && other.Username !== owner.Username) throw taken();
  }

  async function tokenUser(ctx, accessToken) {
    const claims = jwt.decode(accessToken);
    const userPool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
    return { userPool, user: await userPool.getUserByUsername(ctx, claims.sub) };
  }

  return {
    async UpdateUserAttributes(ctx, req, next) {
      const { userPool, user } = await tokenUser(ctx, req.AccessToken);
      if (user) await assertFree(ctx, userPool, emailIn(req.UserAttributes), user);
      return next(ctx, req);
    },
    async AdminUpdateUserAttributes(ctx, req, next) {
      const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId);
      const user = await userPool.getUserByUsername(ctx, req.Username ?? '');
      if (user) await assertFree(ctx, userPool, emailIn(req.UserAttributes), user);
      return next(ctx, req);
    },
    /** The pending address, checked again: the change is dropped when someone took it meanwhile. */
    async VerifyUserAttribute(ctx, req, next) {
      const { userPool, user } = await tokenUser(ctx, req.AccessToken);
      const pending = emailIn(user?.UnverifiedAttributeChanges);
      if (
        user &&
        req.AttributeName === 'email' &&
        pending &&
        pending !== attributeValue('email', user.Attributes)
      ) {
        try {
          await assertFree(ctx, userPool, pending, user);
        } catch (error) {
          await userPool.saveUser(ctx, {
            ...user,
            UnverifiedAttributeChanges: undefined,
            AttributeVerificationCode: undefined,
          });
          throw error;
        }
      }
      return next(ctx, req);
    },
  };
}
