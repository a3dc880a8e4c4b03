// InitiateAuth (USER_PASSWORD_AUTH, USER_AUTH) and RespondToAuthChallenge as Amazon Cognito answers
// them; each challenge's answer is one function of `answers`. See ../README.md.

import { challengeParams, enabledMfa, firstFactorsFor, missingRequired } from './challenge-steps.mjs';
import { CognitoError, InvalidParameterError, NotAuthorizedError } from './cognito-local.mjs';

const ATTRIBUTE = 'userAttributes.';

/** The attributes a NEW_PASSWORD_REQUIRED answer gives (non-empty `userAttributes.*` strings). */
function givenAttributes(answers) {
  return Object.entries(answers)
    .filter(([k, v]) => k.startsWith(ATTRIBUTE) && typeof v === 'string' && v.trim())
    .map(([k, v]) => ({ Name: k.slice(ATTRIBUTE.length), Value: v.trim() }));
}

/** The user a challenge answer is about: the session's, and the USERNAME sent must name them. */
async function sessionUser(ctx, userPool, s, req) {
  if (s.poolId !== userPool.options.Id) throw new NotAuthorizedError('Invalid session for the user.');
  if (!s.username) return null;
  const user = await userPool.getUserByUsername(ctx, s.username);
  const named = req.ChallengeResponses?.USERNAME;
  const same = named ? await userPool.getUserByUsername(ctx, named) : user;
  if (!user || !same || same.Username !== user.Username)
    throw new NotAuthorizedError('Invalid session for the user.');
  return user;
}

/** The client must exist and allow the flow; USERNAME is required. */
async function allowedFlow(services, ctx, req) {
  const client = await services.cognito.getAppClient(ctx, req.ClientId);
  if (!client) throw new NotAuthorizedError();
  if (!client.ExplicitAuthFlows?.includes(`ALLOW_${req.AuthFlow}`)) {
    throw new InvalidParameterError(`${req.AuthFlow} flow not enabled for this client`);
  }
  const auth = req.AuthParameters ?? {};
  if (!auth.USERNAME) throw new InvalidParameterError('Missing required parameter USERNAME');
  return auth;
}

/** One function per challenge: (ctx, req, { userPool, user, s, answers }) → the next step. */
function createChallengeAnswers({ services, codes, store, steps, limits }) {
  const { sessions } = store;
  // Wrong sign-in codes count per session (it ends after 3) and per user across sessions (a new
  // session does not start the guessing over): past the limit every code is refused for a while.
  const attemptsLeft = (user) => limits.assertCodeAttemptsLeft(user.Username, 'signIn');
  const wrongCode = (req, s, user) => {
    if (user) limits.codeFailed(user.Username, 'signIn');
    return store.wrongCode(req.Session, s);
  };
  const { tokens, afterPassword, passwordThen, mfaChallenge, firstFactorEmail, emailOtpChallenge } = steps;
  const { spendTotp, addMfa } = steps;
  const freshTokens = async (ctx, req, userPool, user) =>
    tokens(ctx, userPool, req.ClientId, await userPool.getUserByUsername(ctx, user.Username));

  return {
    async SELECT_CHALLENGE(ctx, req, { userPool, user, s, answers }) {
      sessions.delete(req.Session);
      if (answers.ANSWER === 'PASSWORD') return passwordThen(ctx, req, userPool, user, answers.PASSWORD);
      if (answers.ANSWER === 'EMAIL_OTP') return firstFactorEmail(ctx, req, userPool, user, s.phantom);
      const offered = firstFactorsFor(userPool, user).join(', ');
      throw new InvalidParameterError(`Invalid ANSWER: expected one of ${offered}`);
    },

    async EMAIL_OTP(ctx, req, { userPool, user, s, answers }) {
      const code = answers.EMAIL_OTP_CODE;
      if (!code) throw new InvalidParameterError('Missing required parameter EMAIL_OTP_CODE');
      if (!user) throw wrongCode(req, s, null);
      attemptsLeft(user);
      const verdict = codes.check(user.Username, 'signIn', code);
      if (verdict === 'expired') {
        throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
      }
      if (verdict !== 'ok') throw wrongCode(req, s, user);
      sessions.delete(req.Session);
      codes.clear(user.Username, 'signIn');
      limits.codeSucceeded(user.Username, 'signIn');
      if (!s.setupEmail) return tokens(ctx, userPool, req.ClientId, user);
      // MFA set-up by e-mail: the code proves the new address, which becomes the verified e-mail.
      const attributes = (user.Attributes ?? []).filter(
        (a) => a.Name !== 'email' && a.Name !== 'email_verified',
      );
      const signedIn = await addMfa(ctx, userPool, user, 'EMAIL_OTP', {
        Attributes: [
          ...attributes,
          { Name: 'email', Value: s.setupEmail },
          { Name: 'email_verified', Value: 'true' },
        ],
      });
      return tokens(ctx, userPool, req.ClientId, signedIn);
    },

    async SOFTWARE_TOKEN_MFA(ctx, req, { userPool, user, s, answers }) {
      const mfa = user.SoftwareTokenMfaConfiguration;
      const secret = mfa?.Verified ? mfa.Secret : null;
      attemptsLeft(user);
      if (!secret || !(await spendTotp(ctx, userPool, user, secret, answers.SOFTWARE_TOKEN_MFA_CODE))) {
        throw wrongCode(req, s, user);
      }
      sessions.delete(req.Session);
      limits.codeSucceeded(user.Username, 'signIn');
      return freshTokens(ctx, req, userPool, user);
    },

    async SELECT_MFA_TYPE(ctx, req, { userPool, user, answers }) {
      if (!enabledMfa(user).includes(answers.ANSWER)) {
        throw new InvalidParameterError(`Invalid ANSWER: expected one of ${enabledMfa(user).join(', ')}`);
      }
      sessions.delete(req.Session);
      return mfaChallenge(ctx, req, userPool, user, answers.ANSWER);
    },

    async NEW_PASSWORD_REQUIRED(ctx, req, { userPool, user, answers }) {
      if (!answers.NEW_PASSWORD) throw new InvalidParameterError('Missing required parameter NEW_PASSWORD');
      services.checkPasswordPolicy(answers.NEW_PASSWORD, userPool.options.Policies?.PasswordPolicy);
      const given = givenAttributes(answers);
      const missing = missingRequired(userPool, user).filter(
        (m) => !given.some((g) => `${ATTRIBUTE}${g.Name}` === m),
      );
      if (missing.length) {
        const names = missing.map((m) => m.slice(ATTRIBUTE.length)).join(', ');
        throw new InvalidParameterError(`Invalid attributes given, ${names} is missing`);
      }
      const kept = (user.Attributes ?? []).filter((a) => !given.some((g) => g.Name === a.Name));
      const saved = {
        ...user,
        Password: answers.NEW_PASSWORD,
        Attributes: [...kept, ...given],
        UserStatus: 'CONFIRMED',
        UserLastModifiedDate: services.clock.get(),
      };
      await userPool.saveUser(ctx, saved);
      sessions.delete(req.Session);
      return afterPassword(ctx, req, userPool, saved);
    },

    async MFA_SETUP(ctx, req, { userPool, user, s, answers }) {
      if (s.totpVerified) {
        sessions.delete(req.Session);
        return freshTokens(ctx, req, userPool, user);
      }
      if (!answers.EMAIL)
        throw new InvalidParameterError('MFA_SETUP needs a verified software token or an EMAIL');
      sessions.delete(req.Session);
      const setupEmail = String(answers.EMAIL).trim().toLowerCase();
      return emailOtpChallenge(ctx, req, userPool, user, { setupEmail });
    },
  };
}

/** The sign-in handlers over the sign-in sessions of `store` and the challenge `steps`. */
export function createSignInHandlers({ services, codes, store, steps, limits }) {
  const { openSession, sessionFor } = store;
  const { firstFactorEmail, passwordThen } = steps;
  const answerTo = createChallengeAnswers({ services, codes, store, steps, limits });
  const poolFor = (ctx, clientId) => services.cognito.getUserPoolForClientId(ctx, clientId);

  return {
    async InitiateAuth(ctx, req, base) {
      if (req.AuthFlow !== 'USER_PASSWORD_AUTH' && req.AuthFlow !== 'USER_AUTH') return base(ctx, req);
      const userPool = await poolFor(ctx, req.ClientId);
      const auth = await allowedFlow(services, ctx, req);
      const user = await userPool.getUserByUsername(ctx, auth.USERNAME);
      if (req.AuthFlow === 'USER_PASSWORD_AUTH') return passwordThen(ctx, req, userPool, user, auth.PASSWORD);
      // USER_AUTH: a preferred first factor, or the choice (an unknown user gets the same answers).
      const preferred = auth.PREFERRED_CHALLENGE;
      if (preferred === 'PASSWORD' && auth.PASSWORD !== undefined) {
        return passwordThen(ctx, req, userPool, user, auth.PASSWORD);
      }
      const factors = firstFactorsFor(userPool, user);
      // A preferred factor the user may not use gives the choice of those it may (as Cognito).
      if (preferred === 'EMAIL_OTP' && factors.includes('EMAIL_OTP')) {
        return firstFactorEmail(ctx, req, userPool, user, auth.USERNAME);
      }
      return {
        ChallengeName: 'SELECT_CHALLENGE',
        AvailableChallenges: factors,
        ChallengeParameters: user ? challengeParams(user) : { USERNAME: auth.USERNAME },
        Session: openSession(userPool, user, 'SELECT_CHALLENGE', { phantom: auth.USERNAME }),
      };
    },

    async RespondToAuthChallenge(ctx, req) {
      const answer = Object.hasOwn(answerTo, req.ChallengeName) ? answerTo[req.ChallengeName] : undefined;
      const userPool = await poolFor(ctx, req.ClientId);
      const s = sessionFor(req.Session, req.ChallengeName);
      const user = await sessionUser(ctx, userPool, s, req);
      if (!answer) throw new InvalidParameterError(`Unsupported challenge ${req.ChallengeName}`);
      return answer(ctx, req, { userPool, user, s, answers: req.ChallengeResponses ?? {} });
    },
  };
}
