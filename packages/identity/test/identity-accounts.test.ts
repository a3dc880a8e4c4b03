// Accounts on the real launcher: the pool, sign-up and confirmation, sessions, attribute update
// and a restart on the same data, in this order (each step uses the account the one before made).
import { createPublicKey, verify as verifySignature } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claims, email, identityService, type Json, password } from './identity-service';
import { signUpRequest } from './listener';

const { pool, state, start, stop, call, adminCall, codes, confirmSignUp } = identityService({
  CODE: '123456',
});

describe('pool set-up', () => {
  it('§7 identity service: pool.json names the region, pool, client, endpoint, issuer (127.0.0.1) and JWKS', async () => {
    expect(pool.endpoint).toBe(state.endpoint);
    expect(pool.issuer).toBe(`${state.endpoint}/${pool.userPoolId}`);
    expect(pool.issuer.startsWith('http://127.0.0.1:')).toBe(true);
    expect(pool.region).toBe(pool.userPoolId.split('_')[0]);
    const jwks = (await (await fetch(pool.jwksUrl)).json()) as { keys: Json[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    const openId = (await (await fetch(`${pool.issuer}/.well-known/openid-configuration`)).json()) as Json;
    expect(openId).toMatchObject({ issuer: pool.issuer, jwks_uri: pool.jwksUrl });
  });

  it('§3 auth user attributes: given_name, family_name and custom:favorite_radio are in the schema', async () => {
    // An operator's operations: signed with the service's credentials (AWS Signature V4).
    const { json } = await adminCall('DescribeUserPool', { UserPoolId: pool.userPoolId });
    const names = ((json.UserPool as Json).SchemaAttributes as { Name: string }[]).map((a) => a.Name);
    expect(names).toEqual(
      expect.arrayContaining(['email', 'given_name', 'family_name', 'custom:favorite_radio']),
    );
    const client = await adminCall('DescribeUserPoolClient', {
      UserPoolId: pool.userPoolId,
      ClientId: pool.clientId,
    });
    expect(client.json.UserPoolClient).toMatchObject({
      EnableTokenRevocation: true,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    });
  });
});

describe('sign-up, resend and confirm', () => {
  it('§5 the password policy is applied at sign-up', async () => {
    const { status, json } = await call('SignUp', {
      ClientId: pool.clientId,
      Username: email,
      Password: 'court',
    });
    expect(status).toBe(400);
    expect(json.__type).toBe('InvalidPasswordException');
  });

  it('names are at most 100 characters, at sign-up and on update (InvalidParameterException)', async () => {
    const tooLong = await call('SignUp', {
      ClientId: pool.clientId,
      Username: 'long.nom@example.fr',
      Password: 'Radio2026ok',
      UserAttributes: [
        { Name: 'email', Value: 'long.nom@example.fr' },
        { Name: 'given_name', Value: 'a'.repeat(5000) },
      ],
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({
      __type: 'InvalidParameterException',
      message: 'Invalid value for attribute given_name: at most 100 characters.',
    });
    const update = await call('UpdateUserAttributes', {
      AccessToken: 'x.y.z',
      UserAttributes: [{ Name: 'family_name', Value: 'b'.repeat(3000) }],
    });
    expect(update.json.__type).toBe('InvalidParameterException');
  });

  it('§4 sign-up: an unconfirmed account gets a code, printed and stored (CODE fixes it)', async () => {
    const { status, json } = await call('SignUp', {
      ClientId: pool.clientId,
      ...signUpRequest(email, password, undefined, [{ Name: 'custom:favorite_radio', Value: 'null' }]),
    });
    expect(status).toBe(200);
    expect(json.UserConfirmed).toBe(false);
    expect(json.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', Destination: email });
    expect(codes()[email]).toMatchObject({ code: '123456', source: 'SignUp' });
    expect(state.output).toContain(`[identity] code pour ${email} : 123456`);
  });

  it('§8 UsernameExistsException for an existing e-mail', async () => {
    const { json } = await call('SignUp', { ClientId: pool.clientId, Username: email, Password: password });
    expect(json.__type).toBe('UsernameExistsException');
  });

  it('§8 UserNotConfirmedException on login before confirmation', async () => {
    const { json } = await call('InitiateAuth', {
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    expect(json.__type).toBe('UserNotConfirmedException');
  });

  it('§7 ResendConfirmationCode sends a new code (cognito-local lacks it)', async () => {
    const { status, json } = await call('ResendConfirmationCode', {
      ClientId: pool.clientId,
      Username: email,
    });
    expect(status).toBe(200);
    expect(json.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', Destination: email });
    expect(codes()[email]).toMatchObject({ code: '123456', source: 'ResendCode' });
    const unknown = await call('ResendConfirmationCode', {
      ClientId: pool.clientId,
      Username: 'nobody@example.fr',
    });
    // User-existence errors prevented (as the pool's client says): the same answer, no code sent.
    expect(unknown.status).toBe(200);
    expect(unknown.json.CodeDeliveryDetails).toMatchObject({ Destination: 'n***@e***' });
    expect(codes()['nobody@example.fr']).toBeUndefined();
  });

  it('§8 CodeMismatchException for a wrong code, then the right code confirms', async () => {
    const wrong = await confirmSignUp('000000');
    expect(wrong.json.__type).toBe('CodeMismatchException');
    const right = await confirmSignUp('123456');
    expect(right.status).toBe(200);
  });

  it('§8 NotAuthorizedException says "already confirmed" when confirming twice; resend is refused', async () => {
    const again = await confirmSignUp('123456');
    expect(again.json.__type).toBe('NotAuthorizedException');
    expect(String(again.json.message)).toMatch(/CONFIRMED/);
    const resend = await call('ResendConfirmationCode', { ClientId: pool.clientId, Username: email });
    expect(resend.json.__type).toBe('InvalidParameterException');
  });
});

describe('sessions: refresh and revoke', () => {
  let tokens: { AccessToken: string; IdToken: string; RefreshToken: string };

  it('§8 NotAuthorizedException for a wrong password (incorrect credentials)', async () => {
    const { status, json } = await call('InitiateAuth', {
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'Mauvais2026' },
    });
    expect(status).toBe(400);
    expect(json).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('§4 sign-in with USER_PASSWORD_AUTH: the three tokens share an origin_jti and are signed by the JWKS key', async () => {
    const { json } = await call('InitiateAuth', {
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    tokens = json.AuthenticationResult as typeof tokens;
    const access = claims(tokens.AccessToken);
    expect(access.origin_jti).toEqual(expect.any(String));
    expect(claims(tokens.IdToken).origin_jti).toBe(access.origin_jti);
    expect(claims(tokens.RefreshToken).origin_jti).toBe(access.origin_jti);
    expect(access).toMatchObject({ iss: pool.issuer, token_use: 'access', client_id: pool.clientId });
    expect(claims(tokens.IdToken)).toMatchObject({
      email,
      given_name: 'Marie',
      'custom:favorite_radio': 'null',
    });

    const jwks = (await (await fetch(pool.jwksUrl)).json()) as { keys: import('node:crypto').JsonWebKey[] };
    const [head, body, signature] = tokens.AccessToken.split('.') as [string, string, string];
    const key = createPublicKey({ key: jwks.keys[0] as import('node:crypto').JsonWebKey, format: 'jwk' });
    expect(
      verifySignature('RSA-SHA256', Buffer.from(`${head}.${body}`), key, Buffer.from(signature, 'base64url')),
    ).toBe(true);
  });

  it('§7 GetTokensFromRefreshToken refreshes the session (cognito-local lacks it), keeping origin_jti', async () => {
    const { status, json } = await call('GetTokensFromRefreshToken', {
      ClientId: pool.clientId,
      RefreshToken: tokens.RefreshToken,
    });
    expect(status).toBe(200);
    const result = json.AuthenticationResult as Json;
    expect(result.TokenType).toBe('Bearer');
    // Ten minutes (the client's AccessTokenValidity): see protocol-sessions.test.ts.
    expect(result.ExpiresIn).toBe(600);
    const access = claims(String(result.AccessToken));
    expect(access.origin_jti).toBe(claims(tokens.AccessToken).origin_jti);
    expect(access.jti).not.toBe(claims(tokens.AccessToken).jti);
  });

  it('§6 ChangePassword needs a valid access token and the right old password', async () => {
    const forged = `${tokens.AccessToken.slice(0, -4)}AAAA`;
    const bad = await call('ChangePassword', {
      AccessToken: forged,
      PreviousPassword: password,
      ProposedPassword: 'Nouveau2026ok',
    });
    expect(bad.json.__type).toBe('NotAuthorizedException');
    const wrongOld = await call('ChangePassword', {
      AccessToken: tokens.AccessToken,
      PreviousPassword: 'Mauvais2026',
      ProposedPassword: 'Nouveau2026ok',
    });
    expect(wrongOld.json.__type).toBe('NotAuthorizedException');
  });

  it('§4 "Sign-out revokes the refresh token": a revoked refresh token and its access token are refused', async () => {
    const revoke = await call('RevokeToken', { ClientId: pool.clientId, Token: tokens.RefreshToken });
    expect(revoke.status).toBe(200);
    const refresh = await call('GetTokensFromRefreshToken', {
      ClientId: pool.clientId,
      RefreshToken: tokens.RefreshToken,
    });
    expect(refresh.json).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    const legacy = await call('InitiateAuth', {
      ClientId: pool.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    expect(legacy.json.__type).toBe('NotAuthorizedException');
    const user = await call('GetUser', { AccessToken: tokens.AccessToken });
    expect(user.json).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  });
});

describe('attribute update', () => {
  it('§4 "Attribute update: each attribute is either updated or needs a confirmation code" (the e-mail needs one)', async () => {
    const login = await call('InitiateAuth', {
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    const access = String((login.json.AuthenticationResult as Json).AccessToken);
    const newEmail = 'marie.sklodowska@example.fr';
    const update = await call('UpdateUserAttributes', {
      AccessToken: access,
      UserAttributes: [
        { Name: 'family_name', Value: 'Sklodowska' },
        { Name: 'email', Value: newEmail },
      ],
    });
    expect(update.json.CodeDeliveryDetailsList).toEqual([
      { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: newEmail },
    ]);
    const before = await call('GetUser', { AccessToken: access });
    const attrs = Object.fromEntries(
      (before.json.UserAttributes as { Name: string; Value: string }[]).map((a) => [a.Name, a.Value]),
    );
    expect(attrs).toMatchObject({ family_name: 'Sklodowska', email });

    const wrong = await call('VerifyUserAttribute', {
      AccessToken: access,
      AttributeName: 'email',
      Code: '000000',
    });
    expect(wrong.json.__type).toBe('CodeMismatchException');
    const code = codes()[newEmail]?.code;
    expect(code).toBe('123456');
    const ok = await call('VerifyUserAttribute', { AccessToken: access, AttributeName: 'email', Code: code });
    expect(ok.status).toBe(200);
    const after = await call('GetUser', { AccessToken: access });
    expect(after.json.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email', Value: newEmail }]));

    // Back to the first address, so the tests below keep their user.
    await call('UpdateUserAttributes', {
      AccessToken: access,
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    await call('VerifyUserAttribute', { AccessToken: access, AttributeName: 'email', Code: '123456' });
  });
});

describe('restart without CODE', () => {
  it('§7 set-up is idempotent: a restart on the same data keeps the pool, client and users; codes are random', async () => {
    const before = { ...pool };
    await stop();
    await start({});
    expect(pool).toMatchObject({ userPoolId: before.userPoolId, clientId: before.clientId });

    const forgot = await call('ForgotPassword', { ClientId: pool.clientId, Username: email });
    expect(forgot.status).toBe(200);
    const { code, source } = codes()[email] ?? { code: '', source: '' };
    expect(source).toBe('ForgotPassword');
    expect(code).toMatch(/^\d{6}$/);
    expect(state.output).toContain(`[identity] code pour ${email} : ${code}`);

    const reset = await call('ConfirmForgotPassword', {
      ClientId: pool.clientId,
      Username: email,
      ConfirmationCode: code,
      Password: 'Nouveau2026ok',
    });
    expect(reset.status).toBe(200);
    const signIn = await call('InitiateAuth', {
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'Nouveau2026ok' },
    });
    expect((signIn.json.AuthenticationResult as Json).AccessToken).toEqual(expect.any(String));
  });
});
