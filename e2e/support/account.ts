// Real users on the local identity service, created through its JSON API (the same operations
// Amplify sends), and direct calls to the API with their access tokens.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { API, SITE, TEST_ENV } from './env';
import { hydrated } from './hydration';

// The stack of e2e/support/global-setup.ts, or another running stack (E2E_SITE_URL, E2E_API_URL, E2E_DATA_DIR).
export const BASE = process.env.E2E_SITE_URL ?? SITE;
export const API_URL = process.env.E2E_API_URL ?? API;
const DATA_DIR = process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '..', '..', TEST_ENV.DATA_DIR);

type Pool = { clientId: string; endpoint: string };

/**
 * The identity service of the stack whose data is in `dataDir` (the shared stack's below, or a
 * private one's): its JSON operations, the codes it sent, and confirmed sign-ups.
 */
export function identityOf(dataDir: string) {
  const pool = (): Pool => JSON.parse(readFileSync(join(dataDir, 'identity', 'pool.json'), 'utf8'));

  async function call<T>(operation: string, body: object): Promise<T> {
    const res = await fetch(pool().endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify({ ClientId: pool().clientId, ...body }),
    });
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`${operation}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  }

  function lastCode(email: string): string {
    const book = JSON.parse(readFileSync(join(dataDir, 'identity', 'codes.json'), 'utf8')) as Record<
      string,
      { code: string }
    >;
    return book[email.toLowerCase()]?.code ?? TEST_ENV.CODE;
  }

  /**
   * Signs `email` up (given name `givenName`, family name Durand, and `more` attributes) and confirms
   * it with the code the identity service sent; returns the new user's sub.
   */
  async function signUpConfirmed(
    email: string,
    password: string,
    givenName: string,
    more: { Name: string; Value: string }[] = [],
  ): Promise<string> {
    const out = await call<{ UserSub: string }>('SignUp', {
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: givenName },
        { Name: 'family_name', Value: 'Durand' },
        ...more,
      ],
    });
    await call('ConfirmSignUp', { Username: email, ConfirmationCode: lastCode(email) });
    return out.UserSub;
  }

  return { call, lastCode, signUpConfirmed };
}

const shared = identityOf(DATA_DIR);
export const identity: <T>(operation: string, body: object) => Promise<T> = shared.call;
export const lastCode = shared.lastCode;
export const signUpConfirmed = shared.signUpConfirmed;

export type TestUser = { email: string; password: string; givenName: string; sub: string };

/** A confirmed user with a unique e-mail (specs never share users). */
export async function createUser(givenName = 'Anne'): Promise<TestUser> {
  const email = `compte.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`;
  const password = 'Ecoute2026ok';
  const more = [{ Name: 'custom:favorite_radio', Value: 'null' }];
  const user = { email, password, givenName, sub: await signUpConfirmed(email, password, givenName, more) };
  // The access token's `sub` is the user id of the API paths.
  const token = await accessToken(user);
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
  };
  return { ...user, sub: payload.sub };
}

/** A fresh access token (USER_PASSWORD_AUTH). */
export async function accessToken(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const out = await identity<{ AuthenticationResult: { AccessToken: string } }>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
  });
  return out.AuthenticationResult.AccessToken;
}

/** A direct API call with a user's token: status and JSON body. */
export async function api(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  token: string | null,
  body?: object,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A new user with a saved contact (its city) on the contact proxy, as the account pages show it. */
export async function createUserWithContact(name: string, city: string): Promise<TestUser> {
  const user = await createUser(name);
  const saved = await api('POST', `/contact/${await encryptEmail(user.email)}`, await accessToken(user), {
    city,
  });
  expect(saved.status).toBe(200);
  return user;
}

/** The sign-in form's inputs hydrate apart from the header: text typed before that is reset. */
export const SIGN_IN_INPUT = 'form[aria-label="Connexion"] input';

export async function signIn(page: Page, user: TestUser, from = '/mon-compte/signIn') {
  await page.goto(`${BASE}${from}`);
  await hydrated(page, SIGN_IN_INPUT);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.locator('.user-menu-button')).toContainText(user.givenName, { timeout: 20_000 });
}

/** The contact proxy's path segment: AES-GCM, SHA-256 of the token as key, hex IV + ciphertext (spec §7). */
export async function encryptEmail(
  email: string,
  token = process.env.CONTACT_TOKEN ?? 'dev-contact-token-change-me-in-production',
) {
  const raw = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, tagLength: 128 },
    key,
    new TextEncoder().encode(email.toLowerCase()),
  );
  const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
  return hex(iv) + hex(new Uint8Array(sealed));
}

/** Signs a user up again with the same e-mail (after deletion) and returns the new token. */
export async function recreate(user: TestUser): Promise<string> {
  await identity('SignUp', {
    Username: user.email,
    Password: user.password,
    UserAttributes: [
      { Name: 'email', Value: user.email },
      { Name: 'given_name', Value: user.givenName },
      { Name: 'family_name', Value: 'Durand' },
    ],
  });
  await identity('ConfirmSignUp', { Username: user.email, ConfirmationCode: lastCode(user.email) });
  return accessToken(user);
}

/** A new user, signed in, then on `path` once the page has hydrated. */
export async function signedInOn(page: Page, givenName: string, path: string): Promise<TestUser> {
  const user = await createUser(givenName);
  await signIn(page, user);
  await page.goto(`${BASE}${path}`);
  await hydrated(page);
  return user;
}

/** Turns e-mail and app MFA on through the identity service itself (what the security page does). */
export async function enableMfaByApi(
  user: Pick<TestUser, 'email' | 'password'>,
  methods: { totp?: boolean; email?: boolean },
) {
  const AccessToken = await accessToken(user);
  let secret = '';
  if (methods.totp) {
    ({ SecretCode: secret } = await identity<{ SecretCode: string }>('AssociateSoftwareToken', {
      AccessToken,
    }));
    // The previous step's code (inside the identity's drift): the step a test's sign-in then uses is
    // still unspent, since a spent step is refused as a replay.
    const previousStep = Math.floor(Date.now() / 1000) - 30;
    await identity('VerifySoftwareToken', {
      AccessToken,
      UserCode: generateSync({ secret, epoch: previousStep }),
    });
  }
  await identity('SetUserMFAPreference', {
    AccessToken,
    ...(methods.totp ? { SoftwareTokenMfaSettings: { Enabled: true } } : {}),
    ...(methods.email ? { EmailMfaSettings: { Enabled: true } } : {}),
  });
  return secret;
}
