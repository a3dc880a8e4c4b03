// The second factor cannot be skipped: Amazon Cognito does not let a user with MFA active sign in
// with a passwordless first factor (its MFA prerequisites: MFA and passwordless sign-in are
// exclusive for a user), nor anyone in a pool that requires MFA. « Sécurité du compte » promises a
// code at every sign-in; an e-mailed code alone must never open such an account.
import { describe, expect, it } from 'vitest';
import { errorName, fileInstance, instance, withEmailMfa, withTotp } from './protocol-service';

const id = await fileInstance();

describe('USER_AUTH for a user with MFA active', () => {
  it('with the authenticator app on, the choice offers the password only; the e-mail code is refused and none is sent', async () => {
    await id.signUp('appli@example.fr');
    await withTotp(id, 'appli@example.fr');
    const sentBefore = id.sent('appli@example.fr');

    const select = await id.initiate('USER_AUTH', { USERNAME: 'appli@example.fr' });
    expect(select.ChallengeName).toBe('SELECT_CHALLENGE');
    expect(select.AvailableChallenges).toEqual(['PASSWORD']);
    expect(await errorName(id.respond(select, 'SELECT_CHALLENGE', { ANSWER: 'EMAIL_OTP' }))).toMatch(
      /^InvalidParameterException/,
    );
    // Asking for it up front gives the choice again, not a code.
    const preferred = await id.initiate('USER_AUTH', {
      USERNAME: 'appli@example.fr',
      PREFERRED_CHALLENGE: 'EMAIL_OTP',
    });
    expect(preferred.ChallengeName).toBe('SELECT_CHALLENGE');
    expect(preferred.AvailableChallenges).toEqual(['PASSWORD']);
    expect(id.sent('appli@example.fr')).toBe(sentBefore);

    // The password still leads to the app's code, not to tokens.
    const again = await id.initiate('USER_AUTH', { USERNAME: 'appli@example.fr' });
    const next = await id.respond(again, 'SELECT_CHALLENGE', { ANSWER: 'PASSWORD', PASSWORD: 'Radio2026ok' });
    expect(next.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(next.AuthenticationResult).toBeUndefined();
  });

  it('with the e-mail code as second factor, the same: the code comes after the password, never instead of it', async () => {
    await withEmailMfa(id, 'deux-codes@example.fr');
    const select = await id.initiate('USER_AUTH', { USERNAME: 'deux-codes@example.fr' });
    expect(select.AvailableChallenges).toEqual(['PASSWORD']);
    expect(await errorName(id.respond(select, 'SELECT_CHALLENGE', { ANSWER: 'EMAIL_OTP' }))).toMatch(
      /^InvalidParameterException/,
    );
  });

  it('without MFA the e-mail code is still a first factor (the listener chose nothing more)', async () => {
    await id.signUp('simple@example.fr');
    const select = await id.initiate('USER_AUTH', { USERNAME: 'simple@example.fr' });
    expect(select.AvailableChallenges).toEqual(['PASSWORD', 'EMAIL_OTP']);
  });
});

describe('a pool that requires MFA', () => {
  it('offers no passwordless first factor to anyone', async () => {
    const required = await instance({ mfaConfiguration: 'ON' });
    try {
      await required.signUp('oblige@example.fr');
      const select = await required.initiate('USER_AUTH', { USERNAME: 'oblige@example.fr' });
      expect(select.AvailableChallenges).toEqual(['PASSWORD']);
      expect(await errorName(required.respond(select, 'SELECT_CHALLENGE', { ANSWER: 'EMAIL_OTP' }))).toMatch(
        /^InvalidParameterException/,
      );
      const again = await required.initiate('USER_AUTH', { USERNAME: 'oblige@example.fr' });
      const byPassword = await required.respond(again, 'SELECT_CHALLENGE', {
        ANSWER: 'PASSWORD',
        PASSWORD: 'Radio2026ok',
      });
      expect(byPassword.ChallengeName).toBe('MFA_SETUP');
    } finally {
      await required.close();
    }
  });
});
