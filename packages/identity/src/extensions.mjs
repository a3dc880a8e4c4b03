// What aws-amplify 6 needs from the identity service and cognito-local 5.3.0 lacks or does
// differently from Amazon Cognito. Each piece is explained in ../README.md.
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import {
  attributeValue,
  CognitoError,
  InvalidParameterError,
  jwt,
  NotAuthorizedError,
  privateKey,
  publicKey,
  sendEmailCode,
  UserNotFoundError,
} from './cognito-local.mjs';

/** Writes JSON through a temporary file so that a reader never sees half a file. */
export function writeJson(file, value) {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

export function readJson(file, fallback) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** Re-signs a token cognito-local issued, with extra claims (its own claims, `exp` included, are kept). */
function resign(token, extra) {
  const decoded = jwt.decode(token, { complete: true });
  const options = { algorithm: 'RS256', ...(decoded.header.kid ? { keyid: decoded.header.kid } : {}) };
  return jwt.sign({ ...decoded.payload, ...extra }, privateKey.pem, options);
}

const PROFILE_CLAIMS = ['given_name', 'family_name', 'name', 'phone_number'];

/**
 * Adds `origin_jti` to the three tokens of a session. Amplify only calls RevokeToken on sign-out
 * when the access token carries it; tokens refreshed from a session keep the session's value.
 */
export function withOriginJti(generator) {
  return {
    async generate(ctx, user, ...rest) {
      const tokens = await generator.generate(ctx, user, ...rest);
      const claim = { origin_jti: ctx.originJti ?? randomUUID() };
      // Cognito's ID token carries the standard profile attributes; cognito-local's only e-mail and custom ones.
      const profile = Object.fromEntries(
        (user.Attributes ?? [])
          .filter((a) => PROFILE_CLAIMS.includes(a.Name) && a.Value !== undefined)
          .map((a) => [a.Name, a.Value]),
      );
      return {
        AccessToken: resign(tokens.AccessToken, claim),
        IdToken: resign(tokens.IdToken, { ...profile, ...claim }),
        RefreshToken: resign(tokens.RefreshToken, claim),
      };
    },
  };
}

/** Sessions (origin_jti values) revoked by RevokeToken or a global sign-out, kept on disk across restarts. */
export function revocations(file) {
  const set = new Set(readJson(file, []));
  return {
    has: (originJti) => set.has(originJti),
    add(originJti) {
      set.add(originJti);
      writeJson(file, [...set]);
    },
    addAll(originJtis) {
      for (const id of originJtis) set.add(id);
      writeJson(file, [...set]);
    },
  };
}

/**
 * Handler maps whose handlers run as `(ctx, req, next)` around the target's own, merged: where two
 * maps handle one target, the first runs around the second.
 */
export function aroundEach(...maps) {
  const out = {};
  for (const map of maps) {
    for (const [target, handler] of Object.entries(map)) {
      const inner = out[target];
      out[target] = inner ? (ctx, req, next) => inner(ctx, req, (c, r) => handler(c, r, next)) : handler;
    }
  }
  return out;
}

const MESSAGES = {
  incorrect: 'Incorrect username or password.',
};

function verify(token, use) {
  try {
    const claims = jwt.verify(token, publicKey.pem, { algorithms: ['RS256'] });
    if (use && claims.token_use !== use) throw new Error('wrong token use');
    return claims;
  } catch (error) {
    const what = use === 'access' ? 'Access Token' : 'Refresh Token';
    if (error instanceof jwt.TokenExpiredError) throw new NotAuthorizedError(`${what} has expired`);
    throw new NotAuthorizedError(`Invalid ${what}`);
  }
}

/** Password policy of the pool, checked like Cognito does (cognito-local stores it but never checks it). */
export function checkPasswordPolicy(password, policy) {
  if (typeof password !== 'string' || password === '') return;
  const p = policy ?? {};
  const problems = [
    [password.length < (p.MinimumLength ?? 8), 'Password not long enough'],
    [p.RequireLowercase && !/[a-z]/.test(password), 'Password must have lowercase characters'],
    [p.RequireUppercase && !/[A-Z]/.test(password), 'Password must have uppercase characters'],
    [p.RequireNumbers && !/[0-9]/.test(password), 'Password must have numeric characters'],
    [p.RequireSymbols && !/[^a-zA-Z0-9\s]/.test(password), 'Password must have symbol characters'],
  ];
  const first = problems.find(([failed]) => failed);
  if (first)
    throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${first[1]}`);
}

/** Names, as the site's forms and the contact proxy limit them (packages/core INPUT_MAX). */
const NAME_ATTRIBUTES = new Set(['given_name', 'family_name']);
const NAME_MAX = 100;
/** Targets that write user attributes. */
const ATTRIBUTE_TARGETS = new Set([
  'SignUp',
  'UpdateUserAttributes',
  'AdminCreateUser',
  'AdminUpdateUserAttributes',
]);

/** Refuses an over-long name as Cognito refuses an invalid attribute value (a pre-sign-up rule there). */
export function checkNameLengths(attributes) {
  for (const a of Array.isArray(attributes) ? attributes : []) {
    if (NAME_ATTRIBUTES.has(a?.Name) && String(a.Value ?? '').length > NAME_MAX)
      throw new InvalidParameterError(
        `Invalid value for attribute ${a.Name}: at most ${NAME_MAX} characters.`,
      );
  }
}

function checkedAttributes(target, handler) {
  if (!ATTRIBUTE_TARGETS.has(target)) return handler;
  return async (ctx, req) => {
    checkNameLengths(req?.UserAttributes);
    return handler(ctx, req);
  };
}

/** Targets that act on the signed-in user with an access token. */
const ACCESS_TOKEN_TARGETS = new Set([
  'GetUser',
  'ChangePassword',
  'UpdateUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'DeleteUser',
  'DeleteUserAttributes',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'GlobalSignOut',
]);

/** Targets that an MFA_SETUP challenge calls with its session instead of an access token. */
const SESSION_TARGETS = new Set(['AssociateSoftwareToken', 'VerifySoftwareToken']);

/**
 * The targets of the tokens' life: the refresh flow (GetTokensFromRefreshToken, and InitiateAuth's
 * REFRESH_TOKEN_AUTH) with origin_jti carried over and refused once revoked, the sign-in's single
 * answer to a wrong user or password, and RevokeToken that also ends the session's access tokens.
 */
function tokenTargets(base, revoked) {
  const refresh = async (ctx, req) => {
    const token = req.RefreshToken ?? req.AuthParameters?.REFRESH_TOKEN;
    if (!token) throw new InvalidParameterError('Missing required parameter RefreshToken');
    const claims = verify(token);
    if (claims.origin_jti && revoked.has(claims.origin_jti)) {
      throw new NotAuthorizedError('Refresh Token has been revoked');
    }
    const out = await base('InitiateAuth')(
      { ...ctx, originJti: claims.origin_jti },
      { ClientId: req.ClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: token } },
    ).catch((error) => {
      if (error?.code === 'NotAuthorizedException') throw new NotAuthorizedError('Invalid Refresh Token');
      throw error;
    });
    const access = jwt.decode(out.AuthenticationResult.AccessToken);
    return {
      ChallengeParameters: {},
      AuthenticationResult: {
        AccessToken: out.AuthenticationResult.AccessToken,
        IdToken: out.AuthenticationResult.IdToken,
        ExpiresIn: access.exp - access.iat,
        TokenType: 'Bearer',
      },
    };
  };

  return {
    GetTokensFromRefreshToken: refresh,

    async InitiateAuth(ctx, req) {
      if (req.AuthFlow === 'REFRESH_TOKEN_AUTH' || req.AuthFlow === 'REFRESH_TOKEN') return refresh(ctx, req);
      try {
        return await base('InitiateAuth')(ctx, req);
      } catch (error) {
        // Cognito answers an unknown user and a wrong password alike (user-existence errors prevented).
        if (error?.code === 'InvalidPasswordException' || error?.code === 'NotAuthorizedException') {
          throw new NotAuthorizedError(MESSAGES.incorrect);
        }
        throw error;
      }
    },

    async RevokeToken(ctx, req) {
      const claims = verify(req.Token ?? '');
      if (claims.origin_jti && revoked.has(claims.origin_jti)) return {};
      const out = await base('RevokeToken')(ctx, req);
      if (claims.origin_jti) revoked.add(claims.origin_jti);
      return out;
    },
  };
}

/**
 * The targets of the account's life, checked as Cognito does where cognito-local does not: the
 * password policy, the schema's required attributes, a confirmation code sent again or used twice.
 */
function accountTargets(base, services) {
  const poolFor = (ctx, clientId) => services.cognito.getUserPoolForClientId(ctx, clientId);
  return {
    async ResendConfirmationCode(ctx, req) {
      const userPool = await poolFor(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.Username ?? '');
      if (!user) throw new UserNotFoundError('Username/client id combination not found.');
      if (user.UserStatus === 'CONFIRMED') throw new InvalidParameterError('User is already confirmed.');
      const address = attributeValue('email', user.Attributes);
      const { code, delivery } = await sendEmailCode(
        services,
        ctx,
        'ResendCode',
        req,
        userPool,
        user,
        address,
      );
      await userPool.saveUser(ctx, {
        ...user,
        ConfirmationCode: code,
        UserLastModifiedDate: services.clock.get(),
      });
      return { CodeDeliveryDetails: delivery };
    },

    async ConfirmSignUp(ctx, req) {
      const userPool = await poolFor(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.Username ?? '');
      if (user?.UserStatus === 'CONFIRMED') {
        throw new NotAuthorizedError('User cannot be confirmed. Current status is CONFIRMED');
      }
      return base('ConfirmSignUp')(ctx, req);
    },

    async SignUp(ctx, req) {
      const userPool = await poolFor(ctx, req.ClientId);
      checkPasswordPolicy(req.Password, userPool.options.Policies?.PasswordPolicy);
      // Required attributes of the schema, checked like Cognito (cognito-local does not).
      const given = new Set((req.UserAttributes ?? []).filter((a) => a.Value?.trim()).map((a) => a.Name));
      const missing = (userPool.options.SchemaAttributes ?? []).find(
        (a) => a.Required && a.Name !== 'sub' && !given.has(a.Name),
      );
      // An existing address is answered first (UsernameExistsException, from cognito-local).
      if (missing && !(await userPool.getUserByUsername(ctx, req.Username ?? ''))) {
        throw new InvalidParameterError(
          `Attributes did not conform to the schema: ${missing.Name}: The attribute ${missing.Name} is required`,
        );
      }
      return base('SignUp')(ctx, req);
    },

    async ConfirmForgotPassword(ctx, req) {
      const userPool = await poolFor(ctx, req.ClientId);
      checkPasswordPolicy(req.Password, userPool.options.Policies?.PasswordPolicy);
      return base('ConfirmForgotPassword')(ctx, req);
    },

    async ChangePassword(ctx, req) {
      const claims = jwt.decode(req.AccessToken);
      const userPool = await poolFor(ctx, claims.client_id);
      checkPasswordPolicy(req.ProposedPassword, userPool.options.Policies?.PasswordPolicy);
      try {
        return await base('ChangePassword')(ctx, req);
      } catch (error) {
        if (error?.code === 'InvalidPasswordException') throw new NotAuthorizedError(MESSAGES.incorrect);
        throw error;
      }
    },
  };
}

/**
 * Wraps cognito-local's router: new targets (GetTokensFromRefreshToken, ResendConfirmationCode),
 * the refresh flow with origin_jti carried over, RevokeToken that also ends the session's access
 * tokens, real checks of access tokens, the password policy, and Cognito's error names where
 * cognito-local differs. `outer` handlers (sign-in challenges, code checks) run around those, as
 * `(ctx, req, next)`.
 */
export function extendRouter(base, services, revoked, outer = {}) {
  const extra = { ...tokenTargets(base, revoked), ...accountTargets(base, services) };

  // Attribute values are checked before the token, so a bad value is named whatever the session.
  return (target) => checkedAttributes(target, withToken(target));

  function withToken(target) {
    const own = extra[target] ?? base(target);
    const handler = outer[target] ? (ctx, req) => outer[target](ctx, req, own) : own;
    if (!ACCESS_TOKEN_TARGETS.has(target)) return handler;
    return async (ctx, req) => {
      if (SESSION_TARGETS.has(target) && req?.Session && !req.AccessToken) return handler(ctx, req);
      if (!req?.AccessToken) throw new InvalidParameterError('Missing required parameter AccessToken');
      const claims = verify(req.AccessToken, 'access');
      if (claims.origin_jti && revoked.has(claims.origin_jti)) {
        throw new NotAuthorizedError('Access Token has been revoked');
      }
      return handler(ctx, req);
    };
  }
}
