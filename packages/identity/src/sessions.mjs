// Sign-in sessions as Cognito keeps them between InitiateAuth and RespondToAuthChallenge (and the
// MFA set-up calls): an opaque id, the challenge it is at, a 3-minute life and a count of wrong codes.
import { randomBytes } from 'node:crypto';
import { CognitoError, NotAuthorizedError } from './cognito-local.mjs';

/** Cognito's default AuthSessionValidity: a sign-in session lasts 3 minutes. */
export const SESSION_SECONDS = 180;
/** Wrong codes accepted in one sign-in session before it ends (ours; Cognito does not publish it). */
export const SESSION_WRONG_CODES = 3;

const SESSION_EXPIRED = 'Invalid session for the user, session is expired.';
const WRONG_CODE = 'Invalid code received for user';

export function createSessions(now) {
  const sessions = new Map();

  function openSession(userPool, user, challenge, data = {}) {
    for (const [id, s] of sessions) if (s.expires < now()) sessions.delete(id);
    const id = randomBytes(96).toString('base64url');
    sessions.set(id, {
      poolId: userPool.options.Id,
      username: user?.Username ?? null,
      challenge,
      expires: now() + SESSION_SECONDS * 1000,
      wrong: 0,
      ...data,
    });
    return id;
  }

  /** The session a RespondToAuthChallenge names; it must be live and at this challenge. */
  function sessionFor(id, challenge) {
    const s = id ? sessions.get(id) : undefined;
    if (!s || s.expires < now()) {
      if (id) sessions.delete(id);
      throw new NotAuthorizedError(SESSION_EXPIRED);
    }
    if (s.challenge !== challenge) throw new NotAuthorizedError('Invalid session for the user.');
    return s;
  }

  function wrongCode(id, s) {
    s.wrong += 1;
    if (s.wrong >= SESSION_WRONG_CODES) sessions.delete(id);
    return new CognitoError('CodeMismatchException', WRONG_CODE);
  }

  return { sessions, openSession, sessionFor, wrongCode };
}
