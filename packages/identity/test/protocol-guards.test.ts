// What one client must not be able to do to an account through the local identity service, driven
// with the client a backend uses against Amazon Cognito: guess sign-in codes by opening session
// after session, flood a mailbox with sign-in codes, take another account's address, be promised
// a new sign-up code that cannot work, or list the users without an operator's credentials.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import * as cognito from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../src/totp.mjs';
import { signUpRequest } from './listener';
import { errorName, fileInstance, withTotp } from './protocol-service';

const id = await fileInstance();
const LIMIT = 'LimitExceededException: Attempt limit exceeded, please try after some time.';

describe('sign-in codes', () => {
  it('wrong codes count per user across sessions: after 5, even the right code in a new session is refused until the lock ends (15 min)', async () => {
    await id.signUp('devine@example.fr');
    const { secret } = await withTotp(id, 'devine@example.fr');
    const code = (ahead = 0) => totpCode(secret, id.clock.now() / 1000 + ahead);
    // Three sessions of a few guesses each: a session ends after 3, a new one used to start at 0.
    for (const guesses of [3, 2]) {
      const challenge = await id.passwordAuth('devine@example.fr');
      for (let i = 0; i < guesses; i++) {
        expect(
          await errorName(
            id.respond(challenge, 'SOFTWARE_TOKEN_MFA', { SOFTWARE_TOKEN_MFA_CODE: code(120) }),
          ),
        ).toMatch(/^CodeMismatchException/);
      }
    }
    const third = await id.passwordAuth('devine@example.fr');
    expect(
      await errorName(id.respond(third, 'SOFTWARE_TOKEN_MFA', { SOFTWARE_TOKEN_MFA_CODE: code() })),
    ).toBe(LIMIT);
    id.clock.advance(15 * 60 + 1);
    const later = await id.passwordAuth('devine@example.fr');
    const done = await id.respond(later, 'SOFTWARE_TOKEN_MFA', { SOFTWARE_TOKEN_MFA_CODE: code() });
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('e-mail sign-in codes: 5 sent per user and hour, then LimitExceeded and nothing sent; again after the hour', async () => {
    await id.signUp('boite@example.fr');
    const ask = () =>
      id.initiate('USER_AUTH', { USERNAME: 'boite@example.fr', PREFERRED_CHALLENGE: 'EMAIL_OTP' });
    const before = id.sent('boite@example.fr');
    for (let i = 0; i < 5; i++) expect((await ask()).ChallengeName).toBe('EMAIL_OTP');
    expect(id.sent('boite@example.fr')).toBe(before + 5);
    expect(await errorName(ask())).toBe(LIMIT);
    expect(id.sent('boite@example.fr')).toBe(before + 5);
    // An unknown address is answered the same way (no user-existence leak).
    for (let i = 0; i < 5; i++)
      await id.initiate('USER_AUTH', { USERNAME: 'personne@example.fr', PREFERRED_CHALLENGE: 'EMAIL_OTP' });
    expect(
      await errorName(
        id.initiate('USER_AUTH', { USERNAME: 'personne@example.fr', PREFERRED_CHALLENGE: 'EMAIL_OTP' }),
      ),
    ).toBe(LIMIT);
    id.clock.advance(3601);
    expect((await ask()).ChallengeName).toBe('EMAIL_OTP');
  });
});

describe('e-mail change', () => {
  const update = (AccessToken: string, address: string) =>
    errorName(
      id.client.send(
        new cognito.UpdateUserAttributesCommand({
          AccessToken,
          UserAttributes: [{ Name: 'email', Value: address }],
        }),
      ),
    );
  const emailOf = async (AccessToken: string) =>
    (await id.client.send(new cognito.GetUserCommand({ AccessToken }))).UserAttributes?.find(
      (a) => a.Name === 'email',
    )?.Value;

  it('to an address another account uses (any case): AliasExistsException before any code is sent; neither account changes', async () => {
    await id.signUp('alice.change@example.fr');
    await id.signUp('bruno.garde@example.fr');
    const alice = (await id.passwordAuth('alice.change@example.fr')).AuthenticationResult?.AccessToken ?? '';
    const sentToBruno = id.sent('bruno.garde@example.fr');

    expect(await update(alice, ' Bruno.Garde@Example.fr ')).toBe(
      'AliasExistsException: An account with the given email already exists.',
    );
    expect(id.sent('bruno.garde@example.fr')).toBe(sentToBruno);
    expect(await emailOf(alice)).toBe('alice.change@example.fr');
    // Nothing is waiting for a code: any code is refused.
    expect(
      await errorName(
        id.client.send(
          new cognito.VerifyUserAttributeCommand({
            AccessToken: alice,
            AttributeName: 'email',
            Code: '123456',
          }),
        ),
      ),
    ).toMatch(/^(CodeMismatchException|ExpiredCodeException)/);
    expect((await id.passwordAuth('alice.change@example.fr')).AuthenticationResult).toBeTruthy();
    expect((await id.passwordAuth('bruno.garde@example.fr')).AuthenticationResult).toBeTruthy();
  });

  it('an address taken by another account while the code was on its way is refused at confirmation; neither account changes', async () => {
    await id.signUp('claire.lente@example.fr');
    const claire = (await id.passwordAuth('claire.lente@example.fr')).AuthenticationResult?.AccessToken ?? '';
    expect(await update(claire, 'libre.puis.prise@example.fr')).toBe('no error');
    const code = id.lastCode('libre.puis.prise@example.fr');
    await id.signUp('libre.puis.prise@example.fr');
    expect(
      await errorName(
        id.client.send(
          new cognito.VerifyUserAttributeCommand({ AccessToken: claire, AttributeName: 'email', Code: code }),
        ),
      ),
    ).toBe('AliasExistsException: An account with the given email already exists.');
    expect(await emailOf(claire)).toBe('claire.lente@example.fr');
    expect((await id.passwordAuth('claire.lente@example.fr')).AuthenticationResult).toBeTruthy();
    expect((await id.passwordAuth('libre.puis.prise@example.fr')).AuthenticationResult).toBeTruthy();
  });
});

describe('sign-up codes', () => {
  it('after 5 wrong codes a new code is refused too (LimitExceeded, nothing sent) until the lock ends; a code sent after it confirms', async () => {
    const email = 'cinq.erreurs@example.fr';
    await id.client.send(
      new cognito.SignUpCommand({ ClientId: id.ClientId, ...signUpRequest(email, 'Radio2026ok') }),
    );
    const confirm = (ConfirmationCode: string) =>
      errorName(
        id.client.send(
          new cognito.ConfirmSignUpCommand({ ClientId: id.ClientId, Username: email, ConfirmationCode }),
        ),
      );
    const right = id.lastCode(email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await confirm(wrong)).toMatch(/^CodeMismatchException/);
    expect(await confirm(right)).toBe(LIMIT);

    const sent = id.sent(email);
    const resend = () =>
      errorName(
        id.client.send(new cognito.ResendConfirmationCodeCommand({ ClientId: id.ClientId, Username: email })),
      );
    expect(await resend()).toBe(LIMIT);
    expect(id.sent(email)).toBe(sent);

    id.clock.advance(3601);
    expect(await resend()).toBe('no error');
    expect(id.sent(email)).toBe(sent + 1);
    expect(await confirm(id.lastCode(email))).toBe('no error');
  });
});

describe("operators' operations need credentials, as Cognito's IAM-signed ones", () => {
  const raw = async (target: string, body: object, headers: Record<string, string> = {}) => {
    const res = await fetch(id.pool.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, type: String(((await res.json()) as { __type?: string }).__type ?? '') };
  };

  it('ListUsers and AdminGetUser unsigned, or signed with a key the service does not know, are refused; its own key works', async () => {
    await id.signUp('liste@example.fr');
    const pool = { UserPoolId: id.pool.userPoolId };
    for (const [target, body] of [
      ['ListUsers', pool],
      ['AdminGetUser', { ...pool, Username: 'liste@example.fr' }],
      ['DescribeUserPool', pool],
    ] as const) {
      const out = await raw(target, body);
      expect(out.status).toBe(400);
      expect(out.type).toMatch(/MissingAuthenticationToken/);
      const forged = await raw(target, body, {
        authorization:
          'AWS4-HMAC-SHA256 Credential=AKIDNOBODY/20260101/eu-west-3/cognito-idp/aws4_request, SignedHeaders=host, Signature=00',
        'x-amz-date': '20260101T000000Z',
      });
      expect(forged.status).toBe(400);
    }
    expect(await errorName(id.client.send(new cognito.ListUsersCommand(pool)))).toMatch(
      /^UnrecognizedClientException/,
    );
    const users = await id.adminClient.send(new cognito.ListUsersCommand(pool));
    expect(users.Users?.some((u) => u.Attributes?.some((a) => a.Value === 'liste@example.fr'))).toBe(true);
    const one = await id.adminClient.send(
      new cognito.AdminGetUserCommand({ ...pool, Username: 'liste@example.fr' }),
    );
    expect(one.UserStatus).toBe('CONFIRMED');
  });

  it('no way around the signature: another path, a query string, or a target header naming two operations', async () => {
    const pool = { UserPoolId: id.pool.userPoolId };
    const tries: [string, Record<string, string>][] = [
      ['/?x=1', { 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers' }],
      ['//', { 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers' }],
      ['/', { 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers.SignUp' }],
      [
        '/',
        {
          'x-amz-target':
            'AWSCognitoIdentityProviderService.ListUsers, AWSCognitoIdentityProviderService.SignUp',
        },
      ],
    ];
    for (const [path, headers] of tries) {
      const res = await fetch(`${id.pool.endpoint}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', ...headers },
        body: JSON.stringify(pool),
      });
      const text = await res.text();
      expect({ path, headers, listed: text.includes('Users') }).toEqual({ path, headers, listed: false });
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('a signed request whose body was changed after signing is refused (the payload hash must be the body’s)', async () => {
    const { SignatureV4 } = await import('@smithy/signature-v4');
    const { Sha256 } = await import('../src/admin-auth.mjs');
    const endpoint = new URL(id.pool.endpoint);
    const body = JSON.stringify({ UserPoolId: id.pool.userPoolId, Limit: 1 });
    const credentials = JSON.parse(
      (await import('node:fs')).readFileSync(join(id.dataDir, 'identity', 'admin-credentials.json'), 'utf8'),
    );
    // The AWS SDK's signer with its defaults, which also signs x-amz-content-sha256.
    const signer = new SignatureV4({
      service: 'cognito-idp',
      region: 'eu-west-3',
      credentials,
      sha256: Sha256,
    });
    const signed = await signer.sign({
      method: 'POST',
      protocol: 'http:',
      hostname: endpoint.hostname,
      port: Number(endpoint.port),
      path: '/',
      query: {},
      headers: {
        host: endpoint.host,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers',
      },
      body,
    });
    const send = (payload: string) =>
      fetch(id.pool.endpoint, { method: 'POST', headers: signed.headers, body: payload }).then(
        (r) => r.status,
      );
    expect(await send(body)).toBe(200);
    expect(await send(JSON.stringify({ UserPoolId: id.pool.userPoolId, Limit: 60 }))).toBe(400);
  });

  it("the operator's create-user script still works: it signs with the service's credentials", async () => {
    const script = join(import.meta.dirname, '..', 'src', 'create-user.mjs');
    const child = spawn(
      process.execPath,
      [script, 'operateur.cree@example.fr', '--mot-de-passe', 'Provisoire2026'],
      {
        env: { ...process.env, DATA_DIR: id.dataDir, COGNITO_USER_POOL_ID: '', IDENTITY_ENDPOINT: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise((r) => child.once('exit', r));
    expect(output).toContain('Compte créé pour operateur.cree@example.fr');
    expect(code).toBe(0);
    const challenge = await id.passwordAuth('operateur.cree@example.fr', 'Provisoire2026');
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });
});
