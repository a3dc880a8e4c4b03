// E-mail usernames as an Amazon Cognito pool with UsernameConfiguration.CaseSensitive=false and the
// e-mail verified by the sign-up code treats them (cognito-local 5.3.0 does neither):
// - `Marie@Example.fr ` and `marie@example.fr` are one user: every username and e-mail that
//   reaches the service is trimmed and lowercased before cognito-local sees it, so a second
//   account differing only by case is refused with UsernameExistsException, and sign-in, codes
//   and resets find the account whatever the case typed;
// - confirming the sign-up with the code sent to the address marks it verified (`email_verified`),
//   which is what the contact proxy relies on to trust the address.
import { attribute, attributesAppend } from './cognito-local.mjs';

export const normaliseEmail = (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** The request with its usernames and e-mail attribute values normalised. */
export function normaliseRequest(req) {
  if (!req || typeof req !== 'object') return req;
  const out = { ...req };
  if (typeof out.Username === 'string') out.Username = normaliseEmail(out.Username);
  for (const key of ['AuthParameters', 'ChallengeResponses']) {
    if (out[key]?.USERNAME) out[key] = { ...out[key], USERNAME: normaliseEmail(out[key].USERNAME) };
  }
  if (Array.isArray(out.UserAttributes)) {
    out.UserAttributes = out.UserAttributes.map((a) =>
      a?.Name === 'email' ? { ...a, Value: normaliseEmail(a.Value) } : a,
    );
  }
  return out;
}

/** Wraps a router (target → handler) with case-insensitive usernames and verified sign-up e-mails. */
export function caseInsensitiveUsernames(route, services) {
  return (target) => {
    const handler = route(target);
    return async (ctx, req) => {
      const normalised = normaliseRequest(req);
      const out = await handler(ctx, normalised);
      if (target === 'ConfirmSignUp') await markEmailVerified(ctx, services, normalised);
      return out;
    };
  };
}

const verified = (user) => ({
  ...user,
  Attributes: attributesAppend(user.Attributes, attribute('email_verified', 'true')),
});

async function markEmailVerified(ctx, services, req) {
  const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
  const user = await pool.getUserByUsername(ctx, req.Username ?? '');
  if (user) await pool.saveUser(ctx, verified(user));
}

/**
 * Data written before confirmation marked the address verified: a confirmed user's address was
 * confirmed by its code, so it is marked verified once, at start-up (the contact proxy needs it).
 */
export async function verifyConfirmedEmails(ctx, services, userPoolId) {
  const pool = await services.cognito.getUserPool(ctx, userPoolId);
  for (const user of await pool.listUsers(ctx)) {
    const attrs = user.Attributes ?? [];
    if (user.UserStatus !== 'CONFIRMED' || attrs.some((a) => a.Name === 'email_verified')) continue;
    await pool.saveUser(ctx, verified(user));
  }
}
