// The limits of the local identity service, driven with the client a backend uses against Amazon
// Cognito: rate limits, expired and superseded codes, password lockout, no user-existence leaks.
import * as cognito from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { errorName, fileInstance } from './protocol-service';

const id = await fileInstance();

describe('limits and expired codes', () => {
  it('§8 LimitExceededException: the 6th ForgotPassword within the hour (5 allowed, ours)', async () => {
    await id.signUp('forgot@example.fr');
    for (let i = 0; i < 5; i++) {
      await id.client.send(
        new cognito.ForgotPasswordCommand({ ClientId: id.ClientId, Username: 'forgot@example.fr' }),
      );
    }
    expect(
      await errorName(
        id.client.send(
          new cognito.ForgotPasswordCommand({ ClientId: id.ClientId, Username: 'forgot@example.fr' }),
        ),
      ),
    ).toBe('LimitExceededException: Attempt limit exceeded, please try after some time.');
    id.clock.advance(3601);
    await id.client.send(
      new cognito.ForgotPasswordCommand({ ClientId: id.ClientId, Username: 'forgot@example.fr' }),
    );
  });

  it('§8 ForgotPassword for an unknown address answers like for a known one (no user-existence error)', async () => {
    const out = await id.client.send(
      new cognito.ForgotPasswordCommand({ ClientId: id.ClientId, Username: 'ghost@example.fr' }),
    );
    expect(out.CodeDeliveryDetails).toEqual({
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: 'g***@e***',
    });
  });

  it('§8 an unknown address is not revealed by the sign-up code operations (resend: a delivery; confirm: ExpiredCode)', async () => {
    const resent = await id.client.send(
      new cognito.ResendConfirmationCodeCommand({ ClientId: id.ClientId, Username: 'ghost@example.fr' }),
    );
    expect(resent.CodeDeliveryDetails?.Destination).toBe('g***@e***');
    expect(
      await errorName(
        id.client.send(
          new cognito.ConfirmSignUpCommand({
            ClientId: id.ClientId,
            Username: 'ghost@example.fr',
            ConfirmationCode: '123456',
          }),
        ),
      ),
    ).toMatch(/^ExpiredCodeException/);
  });

  it('§8 ExpiredCodeException for a superseded reset code and for one older than an hour (Cognito: 1 h)', async () => {
    await id.signUp('expired@example.fr');
    const forgot = () =>
      id.client.send(
        new cognito.ForgotPasswordCommand({ ClientId: id.ClientId, Username: 'expired@example.fr' }),
      );
    const confirm = (code: string) =>
      errorName(
        id.client.send(
          new cognito.ConfirmForgotPasswordCommand({
            ClientId: id.ClientId,
            Username: 'expired@example.fr',
            ConfirmationCode: code,
            Password: 'Nouveau2026ok',
          }),
        ),
      );
    await forgot();
    const first = id.lastCode('expired@example.fr');
    do await forgot();
    while (id.lastCode('expired@example.fr') === first);
    expect(await confirm(first)).toBe(
      'ExpiredCodeException: Invalid code provided, please request a code again.',
    );
    id.clock.advance(3601);
    expect(await confirm(id.lastCode('expired@example.fr'))).toBe(
      'ExpiredCodeException: Invalid code provided, please request a code again.',
    );
  });

  it('§8 LimitExceededException after 5 wrong codes, even for the right one (ours)', async () => {
    await id.signUp('wrong-codes@example.fr');
    await id.client.send(
      new cognito.ForgotPasswordCommand({ ClientId: id.ClientId, Username: 'wrong-codes@example.fr' }),
    );
    const code = id.lastCode('wrong-codes@example.fr');
    const confirm = (c: string) =>
      errorName(
        id.client.send(
          new cognito.ConfirmForgotPasswordCommand({
            ClientId: id.ClientId,
            Username: 'wrong-codes@example.fr',
            ConfirmationCode: c,
            Password: 'Nouveau2026ok',
          }),
        ),
      );
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await confirm(wrong)).toMatch(/^CodeMismatchException/);
    expect(await confirm(code)).toBe(
      'LimitExceededException: Attempt limit exceeded, please try after some time.',
    );
  });

  it('§8 password lockout as Cognito: after 5 failures, 2^(n-5) s during which even the right password is refused', async () => {
    await id.signUp('lockout@example.fr');
    for (let i = 0; i < 5; i++) {
      expect(await errorName(id.passwordAuth('lockout@example.fr', 'Wrong2026ok'))).toBe(
        'NotAuthorizedException: Incorrect username or password.',
      );
    }
    expect(await errorName(id.passwordAuth('lockout@example.fr'))).toBe(
      'NotAuthorizedException: Password attempts exceeded',
    );
    id.clock.advance(1.1);
    expect(await errorName(id.passwordAuth('lockout@example.fr', 'Wrong2026ok'))).toBe(
      'NotAuthorizedException: Incorrect username or password.',
    );
    // Sixth failure: 2 s.
    id.clock.advance(1.1);
    expect(await errorName(id.passwordAuth('lockout@example.fr'))).toBe(
      'NotAuthorizedException: Password attempts exceeded',
    );
    id.clock.advance(1);
    const ok: cognito.InitiateAuthCommandOutput = await id.passwordAuth('lockout@example.fr');
    expect(ok.AuthenticationResult?.AccessToken).toBeTruthy();
  });
});
