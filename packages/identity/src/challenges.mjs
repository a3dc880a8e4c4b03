// The sign-in protocol of Amazon Cognito that cognito-local 5.3.0 lacks or gets wrong: real
// sessions, USER_AUTH with SELECT_CHALLENGE (password or e-mail code first), SOFTWARE_TOKEN_MFA and
// EMAIL_OTP, SELECT_MFA_TYPE, MFA_SETUP (authenticator app or e-mail), NEW_PASSWORD_REQUIRED with
// the missing required attributes, the password lockout, and TOTP set-up per RFC 6238 with one step
// of drift. cognito-local keeps the users and issues the tokens. See ../README.md.

import {
  attributeValue,
  CognitoError,
  InvalidParameterError,
  jwt,
  NotAuthorizedError,
  PasswordResetRequiredError,
  UserNotConfirmedException,
} from './cognito-local.mjs';
import { createMfaSetup } from './mfa-setup.mjs';
import { createSessions } from './sessions.mjs';
import { checkTotp } from './totp.mjs';

/** The MFA types this pool allows (production: TOTP and e-mail; no SMS). */
export const POOL_MFA_TYPES = ['SOFTWARE_TOKEN_MFA', 'EMAIL_OTP'];
/** The first factors USER_AUTH offers (production: SignInPolicy.AllowedFirstAuthFactors). */
export const FIRST_FACTORS = ['PASSWORD', 'EMAIL_OTP'];

const INCORRECT = 'Incorrect username or password.';

/** "m***@e***" as Cognito shows a delivery address. */
export function maskEmail(address) {
  const [local = '', domain = ''] = String(address).split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function createChallenges({ services, codes, limits, now }) {
  const store = createSessions(now);
  const { sessions, openSession, sessionFor, wrongCode } = store;
  const poolFor = (ctx, clientId) => services.cognito.getUserPoolForClientId(ctx, clientId);

  const params = (user, extra = {}) => ({
    USERNAME: user.Username,
    USER_ID_FOR_SRP: user.Username,
    ...extra,
  });

  async function tokens(ctx, userPool, clientId, user) {
    const client = await services.cognito.getAppClient(ctx, clientId);
    if (!client) throw new NotAuthorizedError();
    const groups = await userPool.listUserGroupMembership(ctx, user);
    const out = await services.tokenGenerator.generate(
      ctx,
      user,
      groups,
      client,
      undefined,
      'Authentication',
    );
    await userPool.storeRefreshToken(ctx, out.RefreshToken, user);
    const access = jwt.decode(out.AccessToken);
    return {
      ChallengeParameters: {},
      AuthenticationResult: { ...out, ExpiresIn: access.exp - access.iat, TokenType: 'Bearer' },
    };
  }

  /** Checks a password with the lockout of Cognito; the user's status decides what follows. */
  async function checkPassword(userPool, user, password) {
    if (!user) throw new NotAuthorizedError(INCORRECT);
    limits.assertNotLocked(user.Username);
    if (user.Password !== password) {
      limits.passwordFailed(user.Username);
      throw new NotAuthorizedError(INCORRECT);
    }
    limits.passwordSucceeded(user.Username);
    if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
      const days = userPool.options.Policies?.PasswordPolicy?.TemporaryPasswordValidityDays ?? 7;
      if (now() - new Date(user.UserCreateDate).getTime() > days * 86_400_000) {
        throw new NotAuthorizedError('Temporary password has expired and must be reset by an administrator.');
      }
    }
    if (user.UserStatus === 'RESET_REQUIRED') throw new PasswordResetRequiredError();
    if (user.UserStatus === 'UNCONFIRMED') throw new UserNotConfirmedException();
  }

  /** Required attributes of the pool's schema that the user lacks, named as Cognito lists them. */
  function missingRequired(userPool, user) {
    return (userPool.options.SchemaAttributes ?? [])
      .filter((a) => a.Required && !attributeValue(a.Name, user.Attributes))
      .map((a) => `userAttributes.${a.Name}`);
  }

  const enabledMfa = (user) => (user.UserMFASettingList ?? []).filter((m) => POOL_MFA_TYPES.includes(m));

  async function emailOtpChallenge(ctx, req, userPool, user, data = {}) {
    const address = data.setupEmail ?? attributeValue('email', user?.Attributes);
    if (user) {
      const code = services.otp();
      const delivery = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: address };
      await services.messages.deliver(
        ctx,
        'Authentication',
        req.ClientId,
        userPool.options.Id,
        user,
        code,
        req.ClientMetadata,
        delivery,
      );
    }
    return {
      ChallengeName: 'EMAIL_OTP',
      ChallengeParameters: {
        ...(user ? params(user) : { USERNAME: data.phantom }),
        CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
        CODE_DELIVERY_DESTINATION: maskEmail(address ?? data.phantom),
      },
      Session: openSession(userPool, user, 'EMAIL_OTP', data),
    };
  }

  /** After a password (or a new one): new password, MFA set-up or challenge, or the tokens. */
  async function afterPassword(ctx, req, userPool, user) {
    if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
      const { sub: _sub, ...visible } = Object.fromEntries(
        (user.Attributes ?? []).map((a) => [a.Name, a.Value]),
      );
      return {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ChallengeParameters: params(user, {
          requiredAttributes: JSON.stringify(missingRequired(userPool, user)),
          userAttributes: JSON.stringify(visible),
        }),
        Session: openSession(userPool, user, 'NEW_PASSWORD_REQUIRED'),
      };
    }
    const mode = userPool.options.MfaConfiguration ?? 'OFF';
    const enabled = enabledMfa(user);
    if (mode === 'OFF' || (mode === 'OPTIONAL' && enabled.length === 0)) {
      return tokens(ctx, userPool, req.ClientId, user);
    }
    if (enabled.length === 0) {
      return {
        ChallengeName: 'MFA_SETUP',
        ChallengeParameters: params(user, { MFAS_CAN_SETUP: JSON.stringify(POOL_MFA_TYPES) }),
        Session: openSession(userPool, user, 'MFA_SETUP'),
      };
    }
    const preferred = enabled.includes(user.PreferredMfaSetting) ? user.PreferredMfaSetting : undefined;
    const only = preferred ?? (enabled.length === 1 ? enabled[0] : undefined);
    if (!only) {
      return {
        ChallengeName: 'SELECT_MFA_TYPE',
        ChallengeParameters: params(user, { MFAS_CAN_CHOOSE: JSON.stringify(enabled) }),
        Session: openSession(userPool, user, 'SELECT_MFA_TYPE'),
      };
    }
    return mfaChallenge(ctx, req, userPool, user, only);
  }

  async function mfaChallenge(ctx, req, userPool, user, type) {
    if (type === 'EMAIL_OTP') return emailOtpChallenge(ctx, req, userPool, user, { mfa: true });
    const device = user.SoftwareTokenMfaConfiguration?.FriendlyDeviceName;
    return {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ChallengeParameters: params(user, device ? { FRIENDLY_DEVICE_NAME: device } : {}),
      Session: openSession(userPool, user, 'SOFTWARE_TOKEN_MFA'),
    };
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

  /** A TOTP code for `user`'s verified or pending secret; remembers the step so it cannot be replayed. */
  async function spendTotp(ctx, userPool, user, secret, code) {
    const last = user.SoftwareTokenMfaConfiguration?.LastTimeStep;
    const step = checkTotp(secret, code, now() / 1000, last);
    if (step === null) return false;
    await userPool.saveUser(ctx, {
      ...user,
      SoftwareTokenMfaConfiguration: { ...user.SoftwareTokenMfaConfiguration, LastTimeStep: step },
    });
    return true;
  }

  async function addMfa(ctx, userPool, user, type, patch = {}) {
    const list = new Set([...(user.UserMFASettingList ?? []), type]);
    const saved = {
      ...user,
      ...patch,
      UserMFASettingList: [...list],
      UserLastModifiedDate: services.clock.get(),
    };
    await userPool.saveUser(ctx, saved);
    return saved;
  }

  const handlers = {
    async InitiateAuth(ctx, req, base) {
      if (req.AuthFlow !== 'USER_PASSWORD_AUTH' && req.AuthFlow !== 'USER_AUTH') return base(ctx, req);
      const userPool = await poolFor(ctx, req.ClientId);
      const client = await services.cognito.getAppClient(ctx, req.ClientId);
      if (!client) throw new NotAuthorizedError();
      if (!client.ExplicitAuthFlows?.includes(`ALLOW_${req.AuthFlow}`)) {
        throw new InvalidParameterError(`${req.AuthFlow} flow not enabled for this client`);
      }
      const auth = req.AuthParameters ?? {};
      if (!auth.USERNAME) throw new InvalidParameterError('Missing required parameter USERNAME');
      const user = await userPool.getUserByUsername(ctx, auth.USERNAME);
      if (req.AuthFlow === 'USER_PASSWORD_AUTH') {
        await checkPassword(userPool, user, auth.PASSWORD);
        return afterPassword(ctx, req, userPool, user);
      }
      // USER_AUTH: a preferred first factor, or the choice (an unknown user gets the same answers).
      const preferred = auth.PREFERRED_CHALLENGE;
      if (preferred === 'PASSWORD' && auth.PASSWORD !== undefined) {
        await checkPassword(userPool, user, auth.PASSWORD);
        return afterPassword(ctx, req, userPool, user);
      }
      if (preferred === 'EMAIL_OTP') return firstFactorEmail(ctx, req, userPool, user, auth.USERNAME);
      return {
        ChallengeName: 'SELECT_CHALLENGE',
        AvailableChallenges: FIRST_FACTORS,
        ChallengeParameters: user ? params(user) : { USERNAME: auth.USERNAME },
        Session: openSession(userPool, user, 'SELECT_CHALLENGE', { phantom: auth.USERNAME }),
      };
    },

    async RespondToAuthChallenge(ctx, req) {
      const userPool = await poolFor(ctx, req.ClientId);
      const answers = req.ChallengeResponses ?? {};
      const s = sessionFor(req.Session, req.ChallengeName);
      const user = await sessionUser(ctx, userPool, s, req);
      switch (req.ChallengeName) {
        case 'SELECT_CHALLENGE': {
          sessions.delete(req.Session);
          if (answers.ANSWER === 'PASSWORD') {
            await checkPassword(userPool, user, answers.PASSWORD);
            return afterPassword(ctx, req, userPool, user);
          }
          if (answers.ANSWER === 'EMAIL_OTP') return firstFactorEmail(ctx, req, userPool, user, s.phantom);
          throw new InvalidParameterError(`Invalid ANSWER: expected one of ${FIRST_FACTORS.join(', ')}`);
        }
        case 'EMAIL_OTP': {
          const code = answers.EMAIL_OTP_CODE;
          if (!code) throw new InvalidParameterError('Missing required parameter EMAIL_OTP_CODE');
          if (!user) throw wrongCode(req.Session, s);
          const verdict = codes.check(user.Username, 'signIn', code);
          if (verdict === 'expired')
            throw new CognitoError(
              'ExpiredCodeException',
              'Invalid code provided, please request a code again.',
            );
          if (verdict !== 'ok') throw wrongCode(req.Session, s);
          sessions.delete(req.Session);
          codes.clear(user.Username, 'signIn');
          let signedIn = user;
          if (s.setupEmail) {
            const attributes = (user.Attributes ?? []).filter(
              (a) => a.Name !== 'email' && a.Name !== 'email_verified',
            );
            signedIn = await addMfa(ctx, userPool, user, 'EMAIL_OTP', {
              Attributes: [
                ...attributes,
                { Name: 'email', Value: s.setupEmail },
                { Name: 'email_verified', Value: 'true' },
              ],
            });
          }
          return tokens(ctx, userPool, req.ClientId, signedIn);
        }
        case 'SOFTWARE_TOKEN_MFA': {
          const secret = user.SoftwareTokenMfaConfiguration?.Verified
            ? user.SoftwareTokenMfaConfiguration.Secret
            : null;
          if (!secret || !(await spendTotp(ctx, userPool, user, secret, answers.SOFTWARE_TOKEN_MFA_CODE))) {
            throw wrongCode(req.Session, s);
          }
          sessions.delete(req.Session);
          return tokens(ctx, userPool, req.ClientId, await userPool.getUserByUsername(ctx, user.Username));
        }
        case 'SELECT_MFA_TYPE': {
          if (!enabledMfa(user).includes(answers.ANSWER)) {
            throw new InvalidParameterError(`Invalid ANSWER: expected one of ${enabledMfa(user).join(', ')}`);
          }
          sessions.delete(req.Session);
          return mfaChallenge(ctx, req, userPool, user, answers.ANSWER);
        }
        case 'NEW_PASSWORD_REQUIRED': {
          if (!answers.NEW_PASSWORD)
            throw new InvalidParameterError('Missing required parameter NEW_PASSWORD');
          services.checkPasswordPolicy(answers.NEW_PASSWORD, userPool.options.Policies?.PasswordPolicy);
          const given = Object.entries(answers)
            .filter(([k, v]) => k.startsWith('userAttributes.') && typeof v === 'string' && v.trim())
            .map(([k, v]) => ({ Name: k.slice('userAttributes.'.length), Value: v.trim() }));
          const missing = missingRequired(userPool, user).filter(
            (m) => !given.some((g) => `userAttributes.${g.Name}` === m),
          );
          if (missing.length) {
            throw new InvalidParameterError(
              `Invalid attributes given, ${missing.map((m) => m.slice('userAttributes.'.length)).join(', ')} is missing`,
            );
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
        }
        case 'MFA_SETUP': {
          if (s.totpVerified) {
            sessions.delete(req.Session);
            return tokens(ctx, userPool, req.ClientId, await userPool.getUserByUsername(ctx, user.Username));
          }
          if (answers.EMAIL) {
            sessions.delete(req.Session);
            return emailOtpChallenge(ctx, req, userPool, user, {
              setupEmail: String(answers.EMAIL).trim().toLowerCase(),
            });
          }
          throw new InvalidParameterError('MFA_SETUP needs a verified software token or an EMAIL');
        }
        default:
          throw new InvalidParameterError(`Unsupported challenge ${req.ChallengeName}`);
      }
    },
  };

  /** USER_AUTH with the e-mail code as first factor (no MFA after it, as with Cognito). */
  async function firstFactorEmail(ctx, req, userPool, user, phantom) {
    if (user && user.UserStatus !== 'CONFIRMED') throw new UserNotConfirmedException();
    if (user && attributeValue('email_verified', user.Attributes) !== 'true') {
      throw new InvalidParameterError('EMAIL_OTP requires a verified email address');
    }
    return emailOtpChallenge(ctx, req, userPool, user, { firstFactor: true, phantom });
  }

  Object.assign(handlers, createMfaSetup({ services, now, store, addMfa }));
  return { handlers, sessions };
}
