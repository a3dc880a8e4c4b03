// The steps of a Cognito sign-in that the handlers chain: the password check with its lockout, the
// required attributes a user lacks, the next challenge after a password (new password, MFA set-up,
// MFA choice or MFA code), the e-mail code, and the tokens at the end. See ../README.md.

import {
  attributeValue,
  InvalidParameterError,
  jwt,
  NotAuthorizedError,
  PasswordResetRequiredError,
  sendEmailCode,
  UserNotConfirmedException,
} from './cognito-local.mjs';
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

/** The ChallengeParameters every challenge about a known user carries. */
export const challengeParams = (user, extra = {}) => ({
  USERNAME: user.Username,
  USER_ID_FOR_SRP: user.Username,
  ...extra,
});

/** The MFA methods of the user that this pool allows. */
export const enabledMfa = (user) => (user.UserMFASettingList ?? []).filter((m) => POOL_MFA_TYPES.includes(m));

/**
 * The first factors USER_AUTH offers `user` (null: an unknown address, answered like a known one).
 * Cognito does not let passwordless sign-in and MFA meet: a pool that requires MFA, or a user with
 * an MFA method on, signs in with the password, then the second factor — an e-mailed code alone
 * never opens such an account (« Sécurité du compte » promises a code at every sign-in).
 */
export function firstFactorsFor(userPool, user) {
  if (userPool.options.MfaConfiguration === 'ON') return ['PASSWORD'];
  if (user && enabledMfa(user).length > 0) return ['PASSWORD'];
  return FIRST_FACTORS;
}

/** The end of a sign-in: cognito-local's tokens, the refresh token stored, Cognito's ExpiresIn. */
export async function issueTokens(services, ctx, userPool, clientId, user) {
  const client = await services.cognito.getAppClient(ctx, clientId);
  if (!client) throw new NotAuthorizedError();
  const groups = await userPool.listUserGroupMembership(ctx, user);
  const out = await services.tokenGenerator.generate(ctx, user, groups, client, undefined, 'Authentication');
  await userPool.storeRefreshToken(ctx, out.RefreshToken, user);
  const access = jwt.decode(out.AccessToken);
  return {
    ChallengeParameters: {},
    AuthenticationResult: { ...out, ExpiresIn: access.exp - access.iat, TokenType: 'Bearer' },
  };
}

/**
 * Checks a password with the lockout of Cognito (`limits`); the user's status decides what follows:
 * an expired temporary password (TemporaryPasswordValidityDays, 7 by default), a reset required or
 * an unconfirmed account end the sign-in.
 */
export function checkPassword({ limits, now }, userPool, user, password) {
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
export function missingRequired(userPool, user) {
  return (userPool.options.SchemaAttributes ?? [])
    .filter((a) => a.Required && !attributeValue(a.Name, user.Attributes))
    .map((a) => `userAttributes.${a.Name}`);
}

/** The challenges a sign-in moves through, over the sign-in sessions of `store`. */
export function createChallengeSteps({ services, limits, now, store }) {
  const { openSession } = store;
  const tokens = (ctx, userPool, clientId, user) => issueTokens(services, ctx, userPool, clientId, user);

  async function emailOtpChallenge(ctx, req, userPool, user, data = {}) {
    const address = data.setupEmail ?? attributeValue('email', user?.Attributes);
    // Sign-in codes sent per user and hour are limited (a mailbox cannot be flooded), unknown
    // addresses counted alike so the answer tells nothing about them.
    limits.codeRequested(`${user?.Username ?? String(data.phantom ?? '').toLowerCase()}|signIn`);
    if (user) await sendEmailCode(services, ctx, 'Authentication', req, userPool, user, address);
    return {
      ChallengeName: 'EMAIL_OTP',
      ChallengeParameters: {
        ...(user ? challengeParams(user) : { USERNAME: data.phantom }),
        CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
        CODE_DELIVERY_DESTINATION: maskEmail(address ?? data.phantom),
      },
      Session: openSession(userPool, user, 'EMAIL_OTP', data),
    };
  }

  /** A challenge of the user's session, with the parameters Cognito sends. */
  const challenge = (userPool, user, name, extra) => ({
    ChallengeName: name,
    ChallengeParameters: challengeParams(user, extra),
    Session: openSession(userPool, user, name),
  });

  function newPasswordChallenge(userPool, user) {
    const { sub: _sub, ...visible } = Object.fromEntries(
      (user.Attributes ?? []).map((a) => [a.Name, a.Value]),
    );
    return challenge(userPool, user, 'NEW_PASSWORD_REQUIRED', {
      requiredAttributes: JSON.stringify(missingRequired(userPool, user)),
      userAttributes: JSON.stringify(visible),
    });
  }

  /** After a password (or a new one): new password, MFA set-up or challenge, or the tokens. */
  async function afterPassword(ctx, req, userPool, user) {
    if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') return newPasswordChallenge(userPool, user);
    const mode = userPool.options.MfaConfiguration ?? 'OFF';
    const enabled = enabledMfa(user);
    if (mode === 'OFF' || (mode === 'OPTIONAL' && enabled.length === 0)) {
      return tokens(ctx, userPool, req.ClientId, user);
    }
    if (enabled.length === 0) {
      return challenge(userPool, user, 'MFA_SETUP', { MFAS_CAN_SETUP: JSON.stringify(POOL_MFA_TYPES) });
    }
    const preferred = enabled.includes(user.PreferredMfaSetting) ? user.PreferredMfaSetting : undefined;
    const only = preferred ?? (enabled.length === 1 ? enabled[0] : undefined);
    if (!only)
      return challenge(userPool, user, 'SELECT_MFA_TYPE', { MFAS_CAN_CHOOSE: JSON.stringify(enabled) });
    return mfaChallenge(ctx, req, userPool, user, only);
  }

  /** A password for `user`, then what follows it (see afterPassword). */
  function passwordThen(ctx, req, userPool, user, password) {
    checkPassword({ limits, now }, userPool, user, password);
    return afterPassword(ctx, req, userPool, user);
  }

  async function mfaChallenge(ctx, req, userPool, user, type) {
    if (type === 'EMAIL_OTP') return emailOtpChallenge(ctx, req, userPool, user, { mfa: true });
    const device = user.SoftwareTokenMfaConfiguration?.FriendlyDeviceName;
    return challenge(userPool, user, 'SOFTWARE_TOKEN_MFA', device ? { FRIENDLY_DEVICE_NAME: device } : {});
  }

  /** USER_AUTH with the e-mail code as first factor: only for users without MFA (firstFactorsFor). */
  async function firstFactorEmail(ctx, req, userPool, user, phantom) {
    if (!firstFactorsFor(userPool, user).includes('EMAIL_OTP')) {
      throw new InvalidParameterError('EMAIL_OTP is not an available challenge for this user.');
    }
    if (user && user.UserStatus !== 'CONFIRMED') throw new UserNotConfirmedException();
    if (user && attributeValue('email_verified', user.Attributes) !== 'true') {
      throw new InvalidParameterError('EMAIL_OTP requires a verified email address');
    }
    return emailOtpChallenge(ctx, req, userPool, user, { firstFactor: true, phantom });
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

  return {
    tokens,
    emailOtpChallenge,
    afterPassword,
    passwordThen,
    mfaChallenge,
    firstFactorEmail,
    spendTotp,
    addMfa,
  };
}
