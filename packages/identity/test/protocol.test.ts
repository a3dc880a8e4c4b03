// The sign-in protocol of the local identity service, driven with the client a backend uses against
// Amazon Cognito (@aws-sdk/client-cognito-identity-provider). The service runs in this process on a
// free port with a clock the test moves (lockouts and code lifetimes are not waited for).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AssociateSoftwareTokenCommand,
  type AuthFlowType,
  type ChallengeNameType,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity } from '../src/server.mjs';
import { totpCode } from '../src/totp.mjs';
import { signUpRequest } from './listener';

type Started = { pool: { clientId: string; userPoolId: string; endpoint: string }; close(): Promise<void> };

/** A clock the test moves forward; it starts at the real time so tokens verify normally. */
function testClock() {
  let t = Date.now();
  return { get: () => new Date(t), advance: (seconds: number) => (t += seconds * 1000), now: () => t };
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** One service instance: its client, its printed codes, its clock. */
async function instance(options: Record<string, unknown> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'identity-protocol-'));
  const clock = testClock();
  const printed: string[] = [];
  const port = await freePort();
  const started: Started = await startIdentity({
    port,
    dataDir,
    clock,
    print: (line: string) => printed.push(line),
    ...options,
  });
  const client = new CognitoIdentityProviderClient({
    region: 'eu-west-3',
    endpoint: started.pool.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const ClientId = started.pool.clientId;
  /** The last code printed for `email` (random codes: CODE is not set here). */
  const lastCode = (email: string) => {
    const line = [...printed].reverse().find((l) => l.includes(`pour ${email} :`));
    return line?.match(/: (\S+) \(/)?.[1] ?? '';
  };
  async function signUp(email: string, password = 'Radio2026ok') {
    await client.send(new SignUpCommand({ ClientId, ...signUpRequest(email, password) }));
    await client.send(
      new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: lastCode(email) }),
    );
  }
  const initiate = (AuthFlow: AuthFlowType, AuthParameters: Record<string, string>) =>
    client.send(new InitiateAuthCommand({ ClientId, AuthFlow, AuthParameters }));
  const passwordAuth = (email: string, password = 'Radio2026ok') =>
    initiate('USER_PASSWORD_AUTH', { USERNAME: email, PASSWORD: password });
  const respond = (
    out: { Session?: string; ChallengeParameters?: Record<string, string> },
    ChallengeName: ChallengeNameType,
    answers: Record<string, string>,
  ) =>
    client.send(
      new RespondToAuthChallengeCommand({
        ClientId,
        ChallengeName,
        Session: out.Session,
        ChallengeResponses: { USERNAME: out.ChallengeParameters?.USERNAME ?? '', ...answers },
      }),
    );
  return {
    client,
    clock,
    ClientId,
    pool: started.pool,
    lastCode,
    signUp,
    initiate,
    passwordAuth,
    respond,
    async close() {
      client.destroy();
      await started.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Instance = Awaited<ReturnType<typeof instance>>;
const errorName = (p: Promise<unknown>) =>
  p.then(
    () => 'no error',
    (e: { name: string; message: string }) => `${e.name}: ${e.message}`,
  );

/** Signs in, then associates, verifies and enables TOTP; returns the secret. */
async function withTotp(id: Instance, email: string) {
  const signedIn = await id.passwordAuth(email);
  const AccessToken = signedIn.AuthenticationResult?.AccessToken ?? '';
  const { SecretCode = '' } = await id.client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  await id.client.send(
    new VerifySoftwareTokenCommand({ AccessToken, UserCode: totpCode(SecretCode, id.clock.now() / 1000) }),
  );
  await id.client.send(
    new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true } }),
  );
  return { secret: SecretCode, AccessToken };
}

let id: Instance;
beforeAll(async () => {
  id = await instance();
});
afterAll(async () => {
  await id.close();
});

describe('TOTP (RFC 6238) and SOFTWARE_TOKEN_MFA', () => {
  it('§7 AssociateSoftwareToken gives a real base32 secret; VerifySoftwareToken refuses a wrong code (EnableSoftwareTokenMFAException) and accepts the right one', async () => {
    await id.signUp('totp@example.fr');
    const out = await id.passwordAuth('totp@example.fr');
    const AccessToken = out.AuthenticationResult?.AccessToken ?? '';
    const { SecretCode = '' } = await id.client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    expect(
      await errorName(id.client.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: '000000' }))),
    ).toBe('EnableSoftwareTokenMFAException: Code mismatch');
    const verified = await id.client.send(
      new VerifySoftwareTokenCommand({ AccessToken, UserCode: totpCode(SecretCode, id.clock.now() / 1000) }),
    );
    expect(verified.Status).toBe('SUCCESS');
    // Verified but not enabled: no challenge yet (SetUserMFAPreference turns it on).
    expect((await id.passwordAuth('totp@example.fr')).AuthenticationResult?.AccessToken).toBeTruthy();
    await id.client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    const user = await id.client.send(new GetUserCommand({ AccessToken }));
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
          new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true } }),
        ),
      ),
    ).toBe('InvalidParameterException: User has not verified software token mfa');
  });
});

describe('EMAIL_OTP and SELECT_MFA_TYPE', () => {
  it('§4 e-mail code as MFA: the code is printed, a wrong one is CodeMismatch, the right one signs in', async () => {
    await id.signUp('email-mfa@example.fr');
    const AccessToken =
      (await id.passwordAuth('email-mfa@example.fr')).AuthenticationResult?.AccessToken ?? '';
    await id.client.send(
      new SetUserMFAPreferenceCommand({ AccessToken, EmailMfaSettings: { Enabled: true } }),
    );
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
      new SetUserMFAPreferenceCommand({ AccessToken, EmailMfaSettings: { Enabled: true } }),
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
    await id.signUp('superseded@example.fr');
    const AccessToken =
      (await id.passwordAuth('superseded@example.fr')).AuthenticationResult?.AccessToken ?? '';
    await id.client.send(
      new SetUserMFAPreferenceCommand({ AccessToken, EmailMfaSettings: { Enabled: true } }),
    );
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
          new SignUpCommand({
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
    await id.client.send(
      new AdminCreateUserCommand({
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
      new GetUserCommand({ AccessToken: done.AuthenticationResult?.AccessToken }),
    );
    expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'given_name', Value: 'Jean' }]));
    expect((await id.passwordAuth('created@example.fr', 'Nouveau2026ok')).AuthenticationResult).toBeTruthy();
  });
});

describe('limits and expired codes', () => {
  it('§8 LimitExceededException: the 6th ForgotPassword within the hour (5 allowed, ours)', async () => {
    await id.signUp('forgot@example.fr');
    for (let i = 0; i < 5; i++) {
      await id.client.send(
        new ForgotPasswordCommand({ ClientId: id.ClientId, Username: 'forgot@example.fr' }),
      );
    }
    expect(
      await errorName(
        id.client.send(new ForgotPasswordCommand({ ClientId: id.ClientId, Username: 'forgot@example.fr' })),
      ),
    ).toBe('LimitExceededException: Attempt limit exceeded, please try after some time.');
    id.clock.advance(3601);
    await id.client.send(new ForgotPasswordCommand({ ClientId: id.ClientId, Username: 'forgot@example.fr' }));
  });

  it('§8 ForgotPassword for an unknown address answers like for a known one (no user-existence error)', async () => {
    const out = await id.client.send(
      new ForgotPasswordCommand({ ClientId: id.ClientId, Username: 'ghost@example.fr' }),
    );
    expect(out.CodeDeliveryDetails).toEqual({
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: 'g***@e***',
    });
  });

  it('§8 an unknown address is not revealed by the sign-up code operations (resend: a delivery; confirm: ExpiredCode)', async () => {
    const resent = await id.client.send(
      new ResendConfirmationCodeCommand({ ClientId: id.ClientId, Username: 'ghost@example.fr' }),
    );
    expect(resent.CodeDeliveryDetails?.Destination).toBe('g***@e***');
    expect(
      await errorName(
        id.client.send(
          new ConfirmSignUpCommand({
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
      id.client.send(new ForgotPasswordCommand({ ClientId: id.ClientId, Username: 'expired@example.fr' }));
    const confirm = (code: string) =>
      errorName(
        id.client.send(
          new ConfirmForgotPasswordCommand({
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
      new ForgotPasswordCommand({ ClientId: id.ClientId, Username: 'wrong-codes@example.fr' }),
    );
    const code = id.lastCode('wrong-codes@example.fr');
    const confirm = (c: string) =>
      errorName(
        id.client.send(
          new ConfirmForgotPasswordCommand({
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
    const ok: InitiateAuthCommandOutput = await id.passwordAuth('lockout@example.fr');
    expect(ok.AuthenticationResult?.AccessToken).toBeTruthy();
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
    const associated = await on.client.send(new AssociateSoftwareTokenCommand({ Session: setup.Session }));
    expect(associated.SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    const verified = await on.client.send(
      new VerifySoftwareTokenCommand({
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
