// The first steps of the local identity service's sign-in protocol, driven with the client a backend
// uses against Amazon Cognito: choice of first factor, sign-up schema, new password required.
import * as cognito from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { errorName, fileInstance } from './protocol-service';

const id = await fileInstance();

describe('USER_AUTH and SELECT_CHALLENGE', () => {
  it('§4 "select first-factor challenge": password or e-mail code', async () => {
    await id.signUp('passwordless@example.fr');
    const select = await id.initiate('USER_AUTH', { USERNAME: 'passwordless@example.fr' });
    expect(select.ChallengeName).toBe('SELECT_CHALLENGE');
    expect(select.AvailableChallenges).toEqual(['PASSWORD', 'EMAIL_OTP']);
    const email = await id.respond(select, 'SELECT_CHALLENGE', { ANSWER: 'EMAIL_OTP' });
    expect(email.ChallengeName).toBe('EMAIL_OTP');
    const done = await id.respond(email, 'EMAIL_OTP', {
      EMAIL_OTP_CODE: id.lastCode('passwordless@example.fr'),
    });
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();

    const again = await id.initiate('USER_AUTH', { USERNAME: 'passwordless@example.fr' });
    const byPassword = await id.respond(again, 'SELECT_CHALLENGE', {
      ANSWER: 'PASSWORD',
      PASSWORD: 'Radio2026ok',
    });
    expect(byPassword.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('§8 an unknown user gets the same choice, then "Incorrect username or password."', async () => {
    const select = await id.initiate('USER_AUTH', { USERNAME: 'nobody@example.fr' });
    expect(select.ChallengeName).toBe('SELECT_CHALLENGE');
    expect(
      await errorName(
        id.respond(select, 'SELECT_CHALLENGE', { ANSWER: 'PASSWORD', PASSWORD: 'Radio2026ok' }),
      ),
    ).toBe('NotAuthorizedException: Incorrect username or password.');
  });
});

describe('SignUp', () => {
  it('§5 "Registration requires … family name, given name": the schema makes them required', async () => {
    expect(
      await errorName(
        id.client.send(
          new cognito.SignUpCommand({
            ClientId: id.ClientId,
            Username: 'noname@example.fr',
            Password: 'Radio2026ok',
            UserAttributes: [
              { Name: 'email', Value: 'noname@example.fr' },
              { Name: 'given_name', Value: 'Marie' },
            ],
          }),
        ),
      ),
    ).toBe(
      'InvalidParameterException: Attributes did not conform to the schema: family_name: The attribute family_name is required',
    );
  });
});

describe('NEW_PASSWORD_REQUIRED', () => {
  it('§4 "new password required" for a user an operator created, with the missing attributes listed', async () => {
    await id.adminClient.send(
      new cognito.AdminCreateUserCommand({
        UserPoolId: id.pool.userPoolId,
        Username: 'created@example.fr',
        TemporaryPassword: 'Provisoire2026',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: 'created@example.fr' },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    expect(await errorName(id.passwordAuth('created@example.fr', 'wrong-one'))).toBe(
      'NotAuthorizedException: Incorrect username or password.',
    );
    const challenge = await id.passwordAuth('created@example.fr', 'Provisoire2026');
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(JSON.parse(challenge.ChallengeParameters?.requiredAttributes ?? '[]').sort()).toEqual([
      'userAttributes.family_name',
      'userAttributes.given_name',
    ]);
    expect(
      await errorName(id.respond(challenge, 'NEW_PASSWORD_REQUIRED', { NEW_PASSWORD: 'Nouveau2026ok' })),
    ).toMatch(/^InvalidParameterException: Invalid attributes given, .*is missing$/);
    expect(
      await errorName(
        id.respond(challenge, 'NEW_PASSWORD_REQUIRED', {
          NEW_PASSWORD: 'court',
          'userAttributes.given_name': 'Jean',
          'userAttributes.family_name': 'Dupont',
        }),
      ),
    ).toMatch(/^InvalidPasswordException/);
    const done = await id.respond(challenge, 'NEW_PASSWORD_REQUIRED', {
      NEW_PASSWORD: 'Nouveau2026ok',
      'userAttributes.given_name': 'Jean',
      'userAttributes.family_name': 'Dupont',
    });
    const user = await id.client.send(
      new cognito.GetUserCommand({ AccessToken: done.AuthenticationResult?.AccessToken }),
    );
    expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'given_name', Value: 'Jean' }]));
    expect((await id.passwordAuth('created@example.fr', 'Nouveau2026ok')).AuthenticationResult).toBeTruthy();
  });
});
