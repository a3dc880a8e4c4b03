// Throttling of failed attempts and code requests. Numbers and their Cognito counterparts: README,
// "Limites et codes expirés".
import { CognitoError, NotAuthorizedError } from './cognito-local.mjs';

/** Cognito: five failed sign-ins, then a lockout of 2^(n-5) s, at most about 15 min. */
export const PASSWORD_FREE_FAILURES = 5;
export const PASSWORD_MAX_LOCK_SECONDS = 900;
/** Cognito forgets the failures after 15 minutes without any attempt. */
export const PASSWORD_RESET_AFTER_SECONDS = 900;
/** Ours (Cognito publishes none): code requests per user and purpose in a window, then LimitExceeded. */
export const CODE_REQUESTS_PER_WINDOW = 5;
/** Ours: wrong codes per user and purpose, then LimitExceeded for an hour, even for the right code. */
export const WRONG_CODES_PER_WINDOW = 5;
export const WINDOW_SECONDS = 3600;
/**
 * Ours: wrong sign-in codes (authenticator app, e-mail) per user, counted across sign-in sessions
 * (a session alone ends after 3), then every sign-in code is refused for 15 minutes, the longest
 * password lockout of Cognito.
 */
export const WRONG_SIGN_IN_CODES = 5;
export const SIGN_IN_CODE_LOCK_SECONDS = 900;

export const limitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

/** The lock rule of each kind of code: wrong guesses allowed, then the lock (also the memory of failures). */
const LOCKS = {
  code: { max: WRONG_CODES_PER_WINDOW, seconds: WINDOW_SECONDS },
  signIn: { max: WRONG_SIGN_IN_CODES, seconds: SIGN_IN_CODE_LOCK_SECONDS },
};

export function limits(now) {
  const passwords = new Map();
  const windows = new Map();
  const locks = new Map();

  /** Events of `key` in the current window (the window starts at its first event). */
  function windowed(key) {
    const w = windows.get(key);
    if (w && now() - w.start < WINDOW_SECONDS * 1000) return w;
    const fresh = { start: now(), count: 0 };
    windows.set(key, fresh);
    return fresh;
  }

  /** Wrong codes of `key`: forgotten after the rule's time without any, locked once there are `max`. */
  function lockFor(key) {
    const l = locks.get(key);
    if (l && (now() < l.lockedUntil || now() - l.last < l.seconds * 1000)) return l;
    locks.delete(key);
    return null;
  }
  const locked = (key) => {
    const l = lockFor(key);
    return !!l && now() < l.lockedUntil;
  };
  function failed(key, rule) {
    const l = lockFor(key) ?? { failures: 0, lockedUntil: 0, last: 0, seconds: rule.seconds };
    l.failures += 1;
    l.last = now();
    if (l.failures >= rule.max) {
      l.lockedUntil = now() + rule.seconds * 1000;
      l.failures = 0;
    }
    locks.set(key, l);
  }

  return {
    /** Before checking a password: refused while the user is locked out. */
    assertNotLocked(username) {
      const p = passwords.get(username);
      if (!p) return;
      if (now() - p.last > PASSWORD_RESET_AFTER_SECONDS * 1000) {
        passwords.delete(username);
        return;
      }
      if (now() < p.lockedUntil) throw new NotAuthorizedError('Password attempts exceeded');
    },
    passwordFailed(username) {
      const p = passwords.get(username) ?? { failures: 0, lockedUntil: 0, last: 0 };
      p.failures += 1;
      p.last = now();
      if (p.failures >= PASSWORD_FREE_FAILURES) {
        const seconds = Math.min(2 ** (p.failures - PASSWORD_FREE_FAILURES), PASSWORD_MAX_LOCK_SECONDS);
        p.lockedUntil = now() + seconds * 1000;
      }
      passwords.set(username, p);
    },
    passwordSucceeded(username) {
      passwords.delete(username);
    },
    /** Counts a request for a code; LimitExceeded past the allowance of the window. */
    codeRequested(key) {
      const w = windowed(`send|${key}`);
      if (w.count >= CODE_REQUESTS_PER_WINDOW) throw limitExceeded();
      w.count += 1;
    },
    /**
     * Before checking a code, and before sending a new one (which could not be used): LimitExceeded
     * while too many wrong codes lock `key` (`kind`: 'code' for sign-up, reset and attribute codes,
     * 'signIn' for the codes of a sign-in, counted across its sessions).
     */
    assertCodeAttemptsLeft(key, kind = 'code') {
      if (locked(`${kind}|${key}`)) throw limitExceeded();
    },
    codeFailed(key, kind = 'code') {
      failed(`${kind}|${key}`, LOCKS[kind]);
    },
    codeSucceeded(key, kind = 'code') {
      locks.delete(`${kind}|${key}`);
    },
    /** Control route of the browser tests: every limit of these keys' users ends now. */
    forget(names) {
      const mine = (key) => names.some((n) => n && key.includes(`|${n}|`));
      for (const map of [windows, locks]) {
        for (const key of map.keys()) if (mine(`|${key}|`)) map.delete(key);
      }
      for (const n of names) passwords.delete(n);
    },
  };
}
