// The code operations as Cognito answers them: each request for a code is counted (LimitExceeded past
// the allowance), each code is checked against the ledger (ExpiredCode for a superseded or too old
// one, CodeMismatch for a wrong one, LimitExceeded after too many wrong ones), and ForgotPassword
// for an unknown address answers like for a known one (user-existence errors prevented). While too
// many wrong codes lock a purpose, no new code is sent for it either: it would be refused, and the
// listener would be told a code is on its way when none can work.

import { maskEmail } from './challenges.mjs';
import { CognitoError, jwt } from './cognito-local.mjs';

const expired = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
const mismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');

export function createCodeChecks({ services, codes, limits }) {
  const lookup = async (ctx, clientId, username) =>
    (await services.cognito.getUserPoolForClientId(ctx, clientId)).getUserByUsername(ctx, username ?? '');

  /** Checks `code` for `user` and `purpose`, then runs `next`; the ledger forgets the code once used. */
  async function checked(user, purpose, code, next) {
    const key = `${user.Username}|${purpose}`;
    limits.assertCodeAttemptsLeft(key);
    const verdict = codes.check(user.Username, purpose, String(code ?? ''));
    if (verdict === 'expired') throw expired();
    if (verdict === 'mismatch') {
      limits.codeFailed(key);
      throw mismatch();
    }
    const out = await next();
    codes.clear(user.Username, purpose);
    limits.codeSucceeded(key);
    return out;
  }

  /** A request for a new code: refused while wrong codes lock the purpose, then counted. */
  const requested = (username, purpose, user) => {
    if (user) limits.assertCodeAttemptsLeft(`${user.Username}|${purpose}`);
    limits.codeRequested(`${String(username).toLowerCase()}|${purpose}`);
  };

  return {
    async ForgotPassword(ctx, req, next) {
      const user = await lookup(ctx, req.ClientId, req.Username);
      requested(req.Username, 'forgotPassword', user);
      const delivery = {
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
        Destination: maskEmail(req.Username),
      };
      if (!user) return { CodeDeliveryDetails: delivery };
      await next(ctx, req);
      return { CodeDeliveryDetails: delivery };
    },
    async ResendConfirmationCode(ctx, req, next) {
      const user = await lookup(ctx, req.ClientId, req.Username);
      requested(req.Username, 'signUp', user);
      // User-existence errors prevented: an unknown address gets a delivery like a known one.
      if (!user) {
        return {
          CodeDeliveryDetails: {
            AttributeName: 'email',
            DeliveryMedium: 'EMAIL',
            Destination: maskEmail(req.Username),
          },
        };
      }
      return next(ctx, req);
    },
    async GetUserAttributeVerificationCode(ctx, req, next) {
      const claims = jwt.decode(req.AccessToken);
      requested(claims?.sub, 'attribute', await lookup(ctx, claims?.client_id, claims?.sub));
      return next(ctx, req);
    },
    async ConfirmSignUp(ctx, req, next) {
      const user = await lookup(ctx, req.ClientId, req.Username);
      // User-existence errors prevented: Cognito answers an unknown address with ExpiredCode.
      if (!user) throw expired();
      if (user.UserStatus === 'CONFIRMED') return next(ctx, req);
      return checked(user, 'signUp', req.ConfirmationCode, () => next(ctx, req));
    },
    async ConfirmForgotPassword(ctx, req, next) {
      const user = await lookup(ctx, req.ClientId, req.Username);
      if (!user) throw mismatch();
      return checked(user, 'forgotPassword', req.ConfirmationCode, () => next(ctx, req));
    },
    async VerifyUserAttribute(ctx, req, next) {
      const claims = jwt.decode(req.AccessToken);
      const user = await lookup(ctx, claims.client_id, claims.sub);
      if (!user) return next(ctx, req);
      return checked(user, 'attribute', req.Code, () => next(ctx, req));
    },
  };
}
