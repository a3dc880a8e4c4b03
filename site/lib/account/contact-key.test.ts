import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverSealedEmail } from '@/lib/api/account';
import { contactKey, DEV_CONTACT_TOKEN, verifiedEmail } from './contact-key';

describe('CONTACT_TOKEN stays on the server', () => {
  it('the development key only outside production; production needs a real one', () => {
    expect(contactKey({})).toBe(DEV_CONTACT_TOKEN);
    expect(contactKey({ CONTACT_TOKEN: 'k' })).toBe('k');
    expect(contactKey({ APP_ENV: 'production' })).toBeNull();
    expect(contactKey({ APP_ENV: 'production', CONTACT_TOKEN: DEV_CONTACT_TOKEN })).toBeNull();
    expect(contactKey({ APP_ENV: 'production', CONTACT_TOKEN: 'a-real-secret' })).toBe('a-real-secret');
  });
});

describe('verifiedEmail: the address the identity service gives for an access token (GetUser)', () => {
  afterEach(() => vi.unstubAllEnvs());
  const identity = (status: number, attributes: Record<string, string>) =>
    vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
          }),
          { status },
        ),
    );
  const pool = () => {
    vi.stubEnv('COGNITO_USER_POOL_ID', 'eu-west-3_abc');
    vi.stubEnv('COGNITO_CLIENT_ID', 'client');
  };

  it('asks GetUser with the token at the local endpoint and lowercases a verified address', async () => {
    pool();
    vi.stubEnv('IDENTITY_ENDPOINT', 'http://127.0.0.1:9999');
    const fetch = identity(200, { email: 'Anne@Example.fr', email_verified: 'true' });
    expect(await verifiedEmail('tok', fetch)).toBe('anne@example.fr');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:9999');
    expect(new Headers(init?.headers).get('x-amz-target')).toBe('AWSCognitoIdentityProviderService.GetUser');
    expect(JSON.parse(String(init?.body))).toEqual({ AccessToken: 'tok' });
  });

  it("Amazon Cognito's regional endpoint when IDENTITY_ENDPOINT is empty", async () => {
    pool();
    vi.stubEnv('IDENTITY_ENDPOINT', '');
    const fetch = identity(200, { email: 'a@b.fr', email_verified: 'true' });
    await verifiedEmail('tok', fetch);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://cognito-idp.eu-west-3.amazonaws.com/');
  });

  it('nobody’s address: unverified, refused token, unreachable service, no token', async () => {
    pool();
    vi.stubEnv('IDENTITY_ENDPOINT', 'http://127.0.0.1:9999');
    expect(
      await verifiedEmail('tok', identity(200, { email: 'a@b.fr', email_verified: 'false' })),
    ).toBeNull();
    expect(await verifiedEmail('tok', identity(200, { email: 'a@b.fr' }))).toBeNull();
    expect(await verifiedEmail('tok', identity(400, {}))).toBeNull();
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await verifiedEmail('tok', down)).toBeNull();
    expect(await verifiedEmail('', identity(200, { email: 'a@b.fr', email_verified: 'true' }))).toBeNull();
  });
});

describe('serverSealedEmail: the browser asks the server to seal its own address', () => {
  it('one request per token and address; a refusal is a 403, no session a 401', async () => {
    const seal = vi.fn(async (token: string, email: string) =>
      email === 'a@b.fr' ? `sealed:${token}` : null,
    );
    let token: string | null = 't1';
    const encrypt = serverSealedEmail(() => token, seal);
    expect(await encrypt('a@b.fr')).toBe('sealed:t1');
    expect(await encrypt('a@b.fr')).toBe('sealed:t1');
    expect(seal).toHaveBeenCalledTimes(1);
    await expect(encrypt('someone@else.fr')).rejects.toMatchObject({ status: 403 });
    token = 't2';
    expect(await encrypt('a@b.fr')).toBe('sealed:t2');
    token = null;
    await expect(encrypt('a@b.fr')).rejects.toMatchObject({ status: 401 });
  });
});
