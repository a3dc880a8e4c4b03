// E-mail usernames on the real launcher: one address, one account, whatever the case typed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { identityService, type Json, password } from './identity-service';
import { signUpRequest } from './listener';

const { pool, dataDir, start, stop, call, codes, confirmSignUp } = identityService({ CODE: '123456' });

describe('e-mail usernames, case-insensitive (UsernameConfiguration.CaseSensitive=false)', () => {
  const lower = 'qa.a@example.fr';
  const signUp = (username: string) =>
    call('SignUp', {
      ClientId: pool.clientId,
      ...signUpRequest(username, password, { given: 'Qa', family: 'A' }),
    });

  it('§8 UsernameExistsException for QA.A@EXAMPLE.FR beside qa.a@example.fr: one address, one account', async () => {
    expect((await signUp(lower)).status).toBe(200);
    const again = await signUp('QA.A@EXAMPLE.FR');
    expect(again.status).toBe(400);
    expect(again.json.code ?? again.json.__type).toMatch(/UsernameExistsException/);
    expect((await signUp(' Qa.A@Example.Fr ')).status).toBe(400);
  });

  it('the code, the confirmation and the sign-in find the account whatever the case typed; the e-mail is then verified', async () => {
    expect(codes()[lower]?.code).toBe('123456');
    const confirm = await confirmSignUp('123456', 'QA.A@example.FR');
    expect(confirm.status).toBe(200);
    const signIn = await call('InitiateAuth', {
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: '  QA.A@EXAMPLE.FR ', PASSWORD: password },
    });
    const access = (signIn.json.AuthenticationResult as Json).AccessToken as string;
    expect(access).toEqual(expect.any(String));
    const me = await call('GetUser', { AccessToken: access });
    const attrs = Object.fromEntries(
      (me.json.UserAttributes as { Name: string; Value: string }[]).map((a) => [a.Name, a.Value]),
    );
    expect(attrs).toMatchObject({ email: lower, email_verified: 'true' });
    const forgot = await call('ForgotPassword', { ClientId: pool.clientId, Username: 'Qa.A@Example.fr' });
    expect(forgot.status).toBe(200);
  });

  it('an account confirmed before addresses were marked verified is marked verified at the next start', async () => {
    const file = join(dataDir, 'identity', 'db', `${pool.userPoolId}.json`);
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      Users: Record<string, { Attributes: { Name: string; Value: string }[] }>;
    };
    for (const user of Object.values(data.Users))
      user.Attributes = user.Attributes.filter((a) => a.Name !== 'email_verified');
    await stop();
    writeFileSync(file, JSON.stringify(data));
    await start({ CODE: '123456' });
    const signIn = await call('InitiateAuth', {
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: lower, PASSWORD: password },
    });
    const me = await call('GetUser', {
      AccessToken: (signIn.json.AuthenticationResult as Json).AccessToken as string,
    });
    expect(me.json.UserAttributes).toContainEqual({ Name: 'email_verified', Value: 'true' });
  });
});
