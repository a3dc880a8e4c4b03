import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/auth/jwt.js';
import { UserEmails } from '../src/auth/user-email.js';

/** A stand-in identity service answering GetUser like Cognito (the e-mail is an attribute). */
describe('UserEmails: the e-mail of an access token that names the user by sub only', () => {
  let server: Server;
  let origin = '';
  const seen: { target: string | undefined; token: string }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const { AccessToken } = JSON.parse(raw) as { AccessToken: string };
        seen.push({ target: req.headers['x-amz-target'] as string | undefined, token: AccessToken });
        const answer = (status: number, body: object) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        const user = (email: string, verified: string) => ({
          Username: 'sub-1',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: verified },
          ],
        });
        if (AccessToken === 'unverified-token') answer(200, user('typo@example.fr', 'false'));
        else if (AccessToken === 'good-token') answer(200, user('Anne@Example.fr', 'true'));
        else answer(400, { __type: 'NotAuthorizedException' });
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const user = (jti: string, email: string | null = null): AuthUser => ({
    sub: 'sub-1',
    email,
    token: { sub: 'sub-1', iss: `${origin}/local_pool`, jti },
  });

  it('asks GetUser at the origin of the verified issuer, lower-cases, and caches per token', async () => {
    const emails = new UserEmails();
    expect(await emails.of(user('j1'), 'Bearer good-token')).toBe('anne@example.fr');
    expect(await emails.of(user('j1'), 'Bearer good-token')).toBe('anne@example.fr');
    expect(seen).toEqual([{ target: 'AWSCognitoIdentityProviderService.GetUser', token: 'good-token' }]);
  });

  it('fresh asks the identity service again, past the cache', async () => {
    const emails = new UserEmails();
    const before = seen.length;
    await emails.of(user('j4'), 'Bearer good-token');
    await emails.of(user('j4'), 'Bearer good-token', { fresh: true });
    expect(seen.length).toBe(before + 2);
  });

  it('an address the identity service has not verified is nobody’s (null)', async () => {
    expect(await new UserEmails().of(user('j5'), 'Bearer unverified-token')).toBeNull();
  });

  it('a token that already carries the e-mail needs no call', async () => {
    const before = seen.length;
    expect(await new UserEmails().of(user('j2', 'b@example.fr'), 'Bearer x')).toBe('b@example.fr');
    expect(seen.length).toBe(before);
  });

  it('a token the identity service refuses is a 401 with a French message', async () => {
    await expect(new UserEmails().of(user('j3'), 'Bearer revoked')).rejects.toMatchObject({ status: 401 });
  });
});
