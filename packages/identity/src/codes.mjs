// Every code the service sends, by user and purpose, so that a check can tell a wrong code
// (CodeMismatchException) from a superseded or too old one (ExpiredCodeException), as Cognito does.
import { readJson, writeJson } from './extensions.mjs';

/** How long each kind of code stays valid, in seconds (Amazon Cognito's values, see README). */
export const CODE_TTL_SECONDS = {
  signUp: 24 * 3600,
  attribute: 24 * 3600,
  forgotPassword: 3600,
  // An e-mail sign-in code lives as long as the sign-in session (AuthSessionValidity, 3 min by default).
  signIn: 180,
};

/** The purpose of a code by the operation that sent it (the `source` cognito-local gives the sender). */
export const PURPOSE_BY_SOURCE = {
  SignUp: 'signUp',
  ResendCode: 'signUp',
  ForgotPassword: 'forgotPassword',
  UpdateUserAttribute: 'attribute',
  VerifyUserAttribute: 'attribute',
  GetUserAttributeVerificationCode: 'attribute',
  Authentication: 'signIn',
};

/** The last few codes of each user and purpose, kept on disk (a sign-up code outlives a restart). */
export function codeLedger(file, now) {
  const book = readJson(file, {});
  const save = () => writeJson(file, book);
  const key = (username, purpose) => `${username}|${purpose}`;
  return {
    issued(username, purpose, code, address) {
      const list = book[key(username, purpose)] ?? [];
      book[key(username, purpose)] = [{ code, at: now(), address }, ...list].slice(0, 5);
      save();
    },
    /**
     * 'ok' for the latest code within its validity; 'expired' for an older or stale one; 'mismatch'
     * for another; 'unknown' when no code was recorded (sent before the ledger existed).
     */
    check(username, purpose, code) {
      const [latest, ...older] = book[key(username, purpose)] ?? [];
      if (!latest) return 'unknown';
      if (latest && latest.code === code) {
        return now() - latest.at <= CODE_TTL_SECONDS[purpose] * 1000 ? 'ok' : 'expired';
      }
      return older.some((c) => c.code === code) ? 'expired' : 'mismatch';
    },
    clear(username, purpose) {
      delete book[key(username, purpose)];
      save();
    },
    /** Control route of the browser tests: every code sent to `address` becomes too old. */
    expireAddress(address) {
      const to = String(address).toLowerCase();
      for (const list of Object.values(book)) {
        for (const c of list) if (c.address === to) c.at = 0;
      }
      save();
    },
  };
}
