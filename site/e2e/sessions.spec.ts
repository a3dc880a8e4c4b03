// Sessions that end, from the listener's side in Chromium against the real site, identity service
// and API: a password change, a password reset and « Se déconnecter de tous les appareils » end
// the sessions of every other device (the identity refuses their refresh and access tokens, the API
// their access tokens); the access token is short-lived and refreshed silently, the player SDK
// receiving each new one.
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  accessToken,
  api,
  BASE,
  createUser,
  identity,
  lastCode,
  signIn,
  type TestUser,
} from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';

test.describe.configure({ timeout: 180_000 });

const NAV = { timeout: 45_000 };
const REVOKED = { status: 401, message: 'Jeton révoqué : session terminée, reconnectez-vous.' };

type Stored = { access: string; refresh: string };

/** The tokens Amplify keeps in this browser for the signed-in listener. */
async function storedTokens(page: Page): Promise<Stored> {
  const tokens = await page.evaluate(() => {
    const out = { access: '', refresh: '' };
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (!key.startsWith('CognitoIdentityServiceProvider.')) continue;
      if (key.endsWith('.accessToken')) out.access = localStorage.getItem(key) ?? '';
      if (key.endsWith('.refreshToken')) out.refresh = localStorage.getItem(key) ?? '';
    }
    return out;
  });
  expect(tokens.access).toBeTruthy();
  expect(tokens.refresh).toBeTruthy();
  return tokens;
}

/** What the identity answers `operation`: 'ok', or the error's name and message. */
async function answer(operation: string, body: object): Promise<string> {
  try {
    await identity(operation, body);
    return 'ok';
  } catch (e) {
    return String((e as Error).message);
  }
}
const refreshAnswer = (refresh: string) => answer('GetTokensFromRefreshToken', { RefreshToken: refresh });
const getUserAnswer = (access: string) => answer('GetUser', { AccessToken: access });

/** Another device of the same listener: a fresh browser context, signed in, and its tokens. */
async function otherDevice(browser: Browser, user: TestUser) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await signIn(page, user);
  return { page, tokens: await storedTokens(page), close: () => context.close() };
}

/** The other device's session is over everywhere: identity and API refuse its tokens. */
async function expectEnded(user: TestUser, tokens: Stored) {
  await expect.poll(() => refreshAnswer(tokens.refresh)).toMatch(/NotAuthorizedException/);
  expect(await getUserAnswer(tokens.access)).toMatch(/Access Token has been revoked/);
  await expect
    .poll(async () => (await api('GET', `/content/favorites/${user.sub}`, tokens.access)).body)
    .toEqual(REVOKED);
}

const parse = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

test('a password change ends every other session: the other device is refused by the identity and the API; this one signs in again with the new password', async ({
  page,
  browser,
}) => {
  const user = await createUser('Paul');
  const other = await otherDevice(browser, user);
  expect(await refreshAnswer(other.tokens.refresh)).toBe('ok');

  await signIn(page, user);
  await page.goto(`${BASE}/mon-compte/modifier-mon-mot-de-passe`);
  await hydrated(page);
  await page.getByLabel('Mot de passe actuel').fill(user.password);
  await page.getByLabel('Nouveau mot de passe').fill('Change2027ok');
  await page.getByRole('button', { name: 'Modifier mon mot de passe' }).click();
  await expect(page.locator('.auth-notice')).toContainText('Votre mot de passe a été modifié', NAV);

  await expectEnded(user, other.tokens);
  // The other device finds itself signed out at its next page.
  await other.page.reload();
  await hydrated(other.page);
  await expect(other.page.locator('.user-menu-button')).toHaveCount(0, NAV);
  await other.close();

  // This device goes on with the new password (no session of before is left in it).
  const moved = { ...user, password: 'Change2027ok' };
  await expect(page.locator('.user-menu-button')).toContainText('Paul', NAV);
  const mine = await storedTokens(page);
  expect((await api('GET', `/content/favorites/${user.sub}`, mine.access)).status).toBe(200);
  expect(await refreshAnswer(mine.refresh)).toBe('ok');
  expect(await accessToken(moved)).toBeTruthy();
});

test('a password reset ends every session: the device signed in before is refused by the identity and the API', async ({
  page,
  browser,
}) => {
  const user = await createUser('Rose');
  const other = await otherDevice(browser, user);

  await page.goto(`${BASE}/mon-compte/forgotPassword`);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page).toHaveURL(/resetPassword/, NAV);
  await page.getByLabel('Code de vérification').fill(lastCode(user.email));
  await page.getByLabel('Nouveau mot de passe').fill('Reprise2027ok');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.locator('.auth-notice')).toContainText('Votre mot de passe a été modifié', NAV);

  await expectEnded(user, other.tokens);
  await other.close();
  expect(await accessToken({ email: user.email, password: 'Reprise2027ok' })).toBeTruthy();
});

test('« Se déconnecter de tous les appareils » in « Sécurité du compte »: every device, this one included, is signed out and refused', async ({
  page,
  browser,
}) => {
  const user = await createUser('Agnes');
  const other = await otherDevice(browser, user);
  await signIn(page, user);
  await page.goto(`${BASE}/mon-compte/securite`);
  await hydrated(page);
  const mine = await storedTokens(page);

  await page.getByRole('button', { name: 'Se déconnecter de tous les appareils' }).click();
  await expect(page.locator('.auth-notice')).toContainText(
    'Vous avez été déconnecté de tous vos appareils.',
    NAV,
  );
  await expect(page).toHaveURL(/\/mon-compte\/signIn/, NAV);
  await expect(page.locator('.user-menu-button')).toHaveCount(0);
  await expectEnded(user, other.tokens);
  await expectEnded(user, mine);
  await other.close();
});

test('the access token lives ten minutes and is refreshed silently a minute before its end: the player SDK is handed each new token', async ({
  page,
}) => {
  const user = await createUser('Simone');
  await page.clock.install();
  await signIn(page, user);
  const first = await storedTokens(page);
  const claims = parse(first.access);
  const lifetime = Number(claims.exp) - Number(claims.iat);
  expect(lifetime).toBeLessThanOrEqual(15 * 60);
  // Every user the site hands to the player SDK from now on.
  await page.evaluate(() => {
    const w = window as unknown as {
      RadioSDK: { setUser(u: { accessToken?: string } | null): void };
      __handed: string[];
    };
    w.__handed = [];
    const original = w.RadioSDK.setUser.bind(w.RadioSDK);
    w.RadioSDK.setUser = (u) => {
      w.__handed.push(u?.accessToken ?? '');
      original(u);
    };
  });
  await page.clock.fastForward((lifetime - 50) * 1000);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __handed: string[] }).__handed.length), NAV)
    .toBeGreaterThan(0);
  const handed = await page.evaluate(() => (window as unknown as { __handed: string[] }).__handed);
  const fresh = handed.at(-1) ?? '';
  expect(fresh).not.toBe(first.access);
  expect(parse(fresh).origin_jti).toBe(claims.origin_jti);
  expect((await storedTokens(page)).access).toBe(fresh);
  expect((await api('GET', `/content/favorites/${user.sub}`, fresh)).status).toBe(200);
});
