// The second factors of the local identity service, driven with the client a backend uses against
// Amazon Cognito: TOTP (RFC 6238), e-mail codes, the choice between them and their set-up.
import * as cognito from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/totp.mjs';
import { errorName, fileInstance, type Instance, instance, withEmailMfa, withTotp } from './protocol-service';

const id = await fileInstance();

describe('TOTP (RFC 6238) and SOFTWARE_TOKEN_MFA', () => {
  it('§7 AssociateSoftwareToken gives a real base32 secret; VerifySoftwareToken refuses a wrong code (EnableSoftwareTokenMFAException) and accepts the right one', async () => {
    await id.signUp('totp@example.fr');
    const out = await id.passwordAuth('totp@example.fr');
    const AccessToken = out.AuthenticationResult?.AccessToken ?? '';
    const { SecretCode = '' } = await id.client.send(
      new cognito.AssociateSoftwareTokenCommand({ AccessToken }),
    );
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    expect(
      await errorName(
        id.client.send(new cognito.VerifySoftwareTokenCommand({ AccessToken, UserCode: '000000' })),
      ),
    ).toBe('EnableSoftwareTokenMFAException: Code mismatch');
    const verified = await id.client.send(
      new cognito.VerifySoftwareTokenCommand({
        AccessToken,
        UserCode: totpCode(SecretCode, id.clock.now() / 1000),
      }),
    );
    expect(verified.Status).toBe('SUCCESS');
    // Verified but not enabled: no challenge yet (SetUserMFAPreference turns it on).
    expect((await id.passwordAuth('totp@example.fr')).AuthenticationResult?.AccessToken).toBeTruthy();
    await id.client.send(
      new cognito.SetUserMFAPreferenceCommand({
        AccessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    const user = await id.client.send(new cognito.GetUserCommand({ AccessToken }));
    expect(user.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(user.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');

    const challenge = await id.passwordAuth('totp@example.fr');
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();
    const now = id.clock.now() / 1000;
    // Two steps ahead is outside the one step of drift; one step ahead is inside.
    expect(
      await errorName(
        id.respond(challenge, 'SOFTWARE_TOKEN_MFA', {
          SOFTWARE_TOKEN_MFA_CODE: totpCode(SecretCode, now + 60),
        }),
      ),
    ).toMatch(/^CodeMismatchException/);
    const done = await id.respond(challenge, 'SOFTWARE_TOKEN_MFA', {
      SOFTWARE_TOKEN_MFA_CODE: totpCode(SecretCode, now + 30),
    });
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
    // The same step again is refused (a code is used once).
    const again = await id.passwordAuth('totp@example.fr');
    expect(
      await errorName(
        id.respond(again, 'SOFTWARE_TOKEN_MFA', { SOFTWARE_TOKEN_MFA_CODE: totpCode(SecretCode, now + 30) }),
      ),
    ).toMatch(/^CodeMismatchException/);
  });

  it('§8 three wrong codes end the sign-in session (ours); the session is then refused', async () => {
    await id.signUp('three@example.fr');
    const { secret } = await withTotp(id, 'three@example.fr');
    const challenge = await id.passwordAuth('three@example.fr');
    const now = id.clock.now() / 1000;
    // Four steps ahead: outside the drift window, so wrong.
    for (let i = 0; i < 3; i++) {
      expect(
        await errorName(
          id.respond(challenge, 'SOFTWARE_TOKEN_MFA', {
            SOFTWARE_TOKEN_MFA_CODE: totpCode(secret, now + 120),
          }),
        ),
      ).toMatch(/^CodeMismatchException/);
    }
    expect(
      await errorName(
        id.respond(challenge, 'SOFTWARE_TOKEN_MFA', { SOFTWARE_TOKEN_MFA_CODE: totpCode(secret, now + 30) }),
      ),
    ).toBe('NotAuthorizedException: Invalid session for the user, session is expired.');
  });

  it('§7 SetUserMFAPreference refuses TOTP before it is verified', async () => {
    await id.signUp('unverified@example.fr');
    const AccessToken =
      (await id.passwordAuth('unverified@example.fr')).AuthenticationResult?.AccessToken ?? '';
    expect(
      await errorName(
        id.client.send(
          new cognito.SetUserMFAPreferenceCommand({
            AccessToken,
            SoftwareTokenMfaSettings: { Enabled: true },
          }),
        ),
      ),
    ).toBe('InvalidParameterException: User has not verified software token mfa');
  });
});

describe('EMAIL_OTP and SELECT_MFA_TYPE', () => {
  it('§4 e-mail code as MFA: the code is printed, a wrong one is CodeMismatch, the right one signs in', async () => {
    await withEmailMfa(id, 'email-mfa@example.fr');
    const challenge = await id.passwordAuth('email-mfa@example.fr');
    expect(challenge.ChallengeName).toBe('EMAIL_OTP');
    expect(challenge.ChallengeParameters).toMatchObject({
      CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
      CODE_DELIVERY_DESTINATION: 'e***@e***',
    });
    const code = id.lastCode('email-mfa@example.fr');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await errorName(id.respond(challenge, 'EMAIL_OTP', { EMAIL_OTP_CODE: wrong }))).toMatch(
      /^CodeMismatchException/,
    );
    const done = await id.respond(challenge, 'EMAIL_OTP', { EMAIL_OTP_CODE: code });
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('§4 "select MFA type": with TOTP and e-mail on and no preference, the user chooses', async () => {
    await id.signUp('both@example.fr');
    const { AccessToken } = await withTotp(id, 'both@example.fr');
    await id.client.send(
      new cognito.SetUserMFAPreferenceCommand({ AccessToken, EmailMfaSettings: { Enabled: true } }),
    );
    const select = await id.passwordAuth('both@example.fr');
    expect(select.ChallengeName).toBe('SELECT_MFA_TYPE');
    expect(JSON.parse(select.ChallengeParameters?.MFAS_CAN_CHOOSE ?? '[]')).toEqual([
      'SOFTWARE_TOKEN_MFA',
      'EMAIL_OTP',
    ]);
    const email = await id.respond(select, 'SELECT_MFA_TYPE', { ANSWER: 'EMAIL_OTP' });
    expect(email.ChallengeName).toBe('EMAIL_OTP');
    const done = await id.respond(email, 'EMAIL_OTP', { EMAIL_OTP_CODE: id.lastCode('both@example.fr') });
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('§8 ExpiredCodeException for a superseded e-mail code; an ended session is NotAuthorized', async () => {
    await withEmailMfa(id, 'superseded@example.fr');
    await id.passwordAuth('superseded@example.fr');
    const first = id.lastCode('superseded@example.fr');
    let second = await id.passwordAuth('superseded@example.fr');
    // Random codes may repeat; ask again until the new code differs from the first.
    while (id.lastCode('superseded@example.fr') === first)
      second = await id.passwordAuth('superseded@example.fr');
    expect(await errorName(id.respond(second, 'EMAIL_OTP', { EMAIL_OTP_CODE: first }))).toBe(
      'ExpiredCodeException: Invalid code provided, please request a code again.',
    );
    id.clock.advance(181);
    expect(
      await errorName(
        id.respond(second, 'EMAIL_OTP', { EMAIL_OTP_CODE: id.lastCode('superseded@example.fr') }),
      ),
    ).toBe('NotAuthorizedException: Invalid session for the user, session is expired.');
  });
});

describe('MFA_SETUP (pool with MFA required)', () => {
  let on: Instance;
  beforeAll(async () => {
    on = await instance({ mfaConfiguration: 'ON' });
  });
  afterAll(async () => {
    await on.close();
  });

  it('§4 "MFA set-up (if both authenticator app and e-mail allowed, user chooses)": TOTP through the session', async () => {
    await on.signUp('setup-totp@example.fr');
    const setup = await on.passwordAuth('setup-totp@example.fr');
    expect(setup.ChallengeName).toBe('MFA_SETUP');
    expect(JSON.parse(setup.ChallengeParameters?.MFAS_CAN_SETUP ?? '[]')).toEqual([
      'SOFTWARE_TOKEN_MFA',
      'EMAIL_OTP',
    ]);
    const associated = await on.client.send(
      new cognito.AssociateSoftwareTokenCommand({ Session: setup.Session }),
    );
    expect(associated.SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    const verified = await on.client.send(
      new cognito.VerifySoftwareTokenCommand({
        Session: associated.Session,
        UserCode: totpCode(associated.SecretCode ?? '', on.clock.now() / 1000),
      }),
    );
    expect(verified.Status).toBe('SUCCESS');
    const done = await on.respond({ ...setup, Session: verified.Session }, 'MFA_SETUP', {});
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
    // Next sign-in asks for the authenticator code.
    expect((await on.passwordAuth('setup-totp@example.fr')).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('§4 MFA set-up by e-mail: the address, then the code sent to it', async () => {
    await on.signUp('setup-email@example.fr');
    const setup = await on.passwordAuth('setup-email@example.fr');
    const email = await on.respond(setup, 'MFA_SETUP', { EMAIL: 'setup-email@example.fr' });
    expect(email.ChallengeName).toBe('EMAIL_OTP');
    const done = await on.respond(email, 'EMAIL_OTP', {
      EMAIL_OTP_CODE: on.lastCode('setup-email@example.fr'),
    });
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
    expect((await on.passwordAuth('setup-email@example.fr')).ChallengeName).toBe('EMAIL_OTP');
  });
});
