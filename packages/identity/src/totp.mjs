// TOTP per RFC 6238 as Cognito uses it: SHA-1, 6 digits, 30-second steps, a 20-byte secret in base32,
// and one step of clock drift accepted either way. A step already used is refused, as Cognito does.
import { generateSecret, generateSync, verifySync } from 'otplib';

export const TOTP_PERIOD = 30;

export function newSecret() {
  return generateSecret({ length: 20 });
}

/** The code for `epochSeconds` (tests and the protocol test compute codes this way). */
export function totpCode(secret, epochSeconds = Date.now() / 1000) {
  return generateSync({ secret, epoch: Math.floor(epochSeconds) });
}

/**
 * Checks `token` against `secret` at `epochSeconds`, one step of drift either way.
 * Returns the matched time step, or null. `afterTimeStep` refuses a step already used.
 */
export function checkTotp(secret, token, epochSeconds, afterTimeStep) {
  if (typeof token !== 'string' || !/^\d{6}$/.test(token)) return null;
  try {
    const result = verifySync({
      secret,
      token,
      epoch: Math.floor(epochSeconds),
      period: TOTP_PERIOD,
      epochTolerance: TOTP_PERIOD,
      ...(afterTimeStep !== undefined ? { afterTimeStep } : {}),
    });
    return result.valid ? result.timeStep : null;
  } catch {
    return null;
  }
}
