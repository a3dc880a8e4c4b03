/**
 * A fresh sign-in before account deletion: someone at a browser left signed in must not delete the
 * account without its password (and, with two-step verification on, its code). The identity service
 * checks them with a sign-in of its own (USER_PASSWORD_AUTH: a wrong password counts toward its
 * lockout, a wrong code toward its code limit); the session that sign-in opens is revoked at once.
 */
import { normalizeEmail } from '@radio/core';
import { type CognitoJson, clientId, cognitoCall } from './cognito-call';
import { AuthFlowError } from './errors';

export const WRONG_PASSWORD_MESSAGE = 'Mot de passe incorrect : votre compte n’a pas été supprimé.';

/** Where the check stands: done, or a second factor's code to give. */
export type Reauth =
  | { kind: 'ok' }
  | { kind: 'code'; method: 'TOTP' | 'EMAIL'; challenge: string; session: string; username: string };

type AuthAnswer = CognitoJson & {
  AuthenticationResult?: { RefreshToken?: string };
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
};

async function next(out: AuthAnswer, username: string): Promise<Reauth> {
  const refresh = out.AuthenticationResult?.RefreshToken;
  if (out.AuthenticationResult) {
    // The check's own session is not kept: revoked at once (a failure leaves it to expire).
    if (refresh)
      await cognitoCall('RevokeToken', { ClientId: clientId(), Token: refresh }).catch(() => undefined);
    return { kind: 'ok' };
  }
  const session = out.Session ?? '';
  const who = out.ChallengeParameters?.USERNAME ?? username;
  if (out.ChallengeName === 'SELECT_MFA_TYPE') {
    const chosen = await cognitoCall<AuthAnswer>('RespondToAuthChallenge', {
      ClientId: clientId(),
      ChallengeName: 'SELECT_MFA_TYPE',
      Session: session,
      ChallengeResponses: { USERNAME: who, ANSWER: 'SOFTWARE_TOKEN_MFA' },
    });
    return next(chosen, username);
  }
  if (out.ChallengeName === 'SOFTWARE_TOKEN_MFA' || out.ChallengeName === 'EMAIL_OTP') {
    return {
      kind: 'code',
      method: out.ChallengeName === 'EMAIL_OTP' ? 'EMAIL' : 'TOTP',
      challenge: out.ChallengeName,
      session,
      username: who,
    };
  }
  // Any other step comes after a right password (a new password to choose…): the password is proven.
  return { kind: 'ok' };
}

/** Checks `password` for `email`: done, or the code step. */
export async function checkPassword(email: string, password: string): Promise<Reauth> {
  const username = normalizeEmail(email);
  try {
    const out = await cognitoCall<AuthAnswer>('InitiateAuth', {
      ClientId: clientId(),
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    });
    return await next(out, username);
  } catch (error) {
    const e = error as Error;
    if (e.name === 'NotAuthorizedException' && /incorrect/i.test(e.message))
      throw new AuthFlowError('WrongPassword', WRONG_PASSWORD_MESSAGE);
    throw error;
  }
}

/** Gives the second factor's `code` to the step `step` opened. */
export async function checkCode(step: Extract<Reauth, { kind: 'code' }>, code: string): Promise<Reauth> {
  const answer = step.challenge === 'EMAIL_OTP' ? 'EMAIL_OTP_CODE' : 'SOFTWARE_TOKEN_MFA_CODE';
  const out = await cognitoCall<AuthAnswer>('RespondToAuthChallenge', {
    ClientId: clientId(),
    ChallengeName: step.challenge,
    Session: step.session,
    ChallengeResponses: { USERNAME: step.username, [answer]: code.trim() },
  });
  return next(out, step.username);
}
