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
/** Ours: wrong codes per user and purpose in a window, then LimitExceeded until the window ends. */
export const WRONG_CODES_PER_WINDOW = 5;
export const WINDOW_SECONDS = 3600;

export const limitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

export function limits(now) {
  const passwords = new Map();
  const windows = new Map();

  /** Events of `key` in the current window (the window starts at its first event). */
  function windowed(key) {
    const w = windows.get(key);
    if (w && now() - w.start < WINDOW_SECONDS * 1000) return w;
    const fresh = { start: now(), count: 0 };
    windows.set(key, fresh);
    return fresh;
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
    /** Before checking a code: LimitExceeded once too many wrong codes were given in the window. */
    assertCodeAttemptsLeft(key) {
      if (windowed(`wrong|${key}`).count >= WRONG_CODES_PER_WINDOW) throw limitExceeded();
    },
    codeFailed(key) {
      windowed(`wrong|${key}`).count += 1;
    },
  };
}
