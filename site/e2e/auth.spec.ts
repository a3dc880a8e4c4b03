// The account flows in a real browser against the real identity service (cognito-local through
// packages/identity, codes fixed by CODE=123456 and kept in codes.json) and the real site.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SIGN_IN_INPUT } from '../../e2e/support/account';
import { SITE, TEST_ENV } from '../../e2e/support/env';
import { hydrated } from '../../e2e/support/hydration';

// The stack of e2e/support/global-setup.ts; E2E_SITE_URL / E2E_DATA_DIR point at another running stack.
const BASE = process.env.E2E_SITE_URL ?? SITE;
const DATA_DIR = process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '..', '..', TEST_ENV.DATA_DIR);

type Pool = { clientId: string; endpoint: string };
const pool = (): Pool => JSON.parse(readFileSync(join(DATA_DIR, 'identity', 'pool.json'), 'utf8'));

function lastCode(email: string): string {
  const book = JSON.parse(readFileSync(join(DATA_DIR, 'identity', 'codes.json'), 'utf8')) as Record<
    string,
    { code: string }
  >;
  const entry = book[email.toLowerCase()];
  if (!entry) throw new Error(`aucun code envoyé à ${email}`);
  return entry.code;
}

/** The refresh token Amplify keeps in localStorage for the signed-in user. */
async function storedRefreshToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.refreshToken')) {
        return localStorage.getItem(key);
      }
    }
    return null;
  });
}

/** Pages stream a live player and the SDK; the form is usable once the document is parsed and hydrated. */
async function open(page: Page, path: string) {
  await page.goto(`${BASE}${path}`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

async function signIn(page: Page, email: string, password: string) {
  await open(page, '/mon-compte/signIn');
  await hydrated(page, SIGN_IN_INPUT);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Fills the sign-up form as a listener does, and sends it (« Créer mon compte »). */
async function signUp(
  page: Page,
  user: { email: string; password: string; familyName: string; givenName: string },
) {
  await open(page, '/mon-compte/inscription');
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByLabel('Nom', { exact: true }).fill(user.familyName);
  await page.getByLabel('Prénom').fill(user.givenName);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

async function signOut(page: Page) {
  await page.locator('.user-menu-button').click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
}

const notice = (page: Page) => page.locator('.auth-notice');
const formError = (page: Page) => page.locator('.auth-form-error');
// The first visit of a page may compile or render it for a while; answers after a click are quicker.
const NAV = { timeout: 45_000 };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const email = `auditeur.${Date.now()}@example.fr`;
const firstPassword = 'Radio2026ok';
const secondPassword = 'Ecoute2027ok';
const thirdPassword = 'Priere2028ok';

test('§5 empty sign-in fields: named French messages beside the fields, focus on the first', async ({
  page,
}) => {
  await open(page, '/mon-compte/signIn');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible();
  await expect(page.getByText('Veuillez saisir votre mot de passe.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('names of at most 100 characters: the sign-up form keeps no more, as the API and identity accept no more', async ({
  page,
}) => {
  await open(page, '/mon-compte/inscription');
  const long = 'Bénédicte-'.repeat(30);
  for (const label of ['Nom', 'Prénom']) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    await field.fill(long);
    await expect(field).toHaveValue(long.slice(0, 100));
  }
});

test('§4 sign-up → wrong code → code → confirmed and signed in automatically', async ({ page }) => {
  await signUp(page, { email: email, password: firstPassword, familyName: 'Martin', givenName: 'Claire' });

  await expect(page).toHaveURL(/\/mon-compte\/confirmer-mon-adresse-mail\?email=/, NAV);
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toHaveValue(email);

  await page.getByLabel('Code de vérification').fill('000000');
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(formError(page)).toContainText("Le code saisi n'est pas le bon, veuillez réessayer.");

  await page.getByLabel('Code de vérification').fill(lastCode(email));
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page).toHaveURL(`${BASE}/`, NAV);
  await expect(notice(page)).toContainText('Vous vous êtes connecté avec succès !');
  await expect(page.locator('.user-menu-button')).toContainText('Claire');
});

test('§8 UsernameExistsException: an existing e-mail, with a link to the forgotten password', async ({
  page,
}) => {
  await signUp(page, { email: email, password: firstPassword, familyName: 'Martin', givenName: 'Claire' });
  const alert = formError(page);
  await expect(alert).toContainText('Un compte existe déjà avec cette adresse e-mail.');
  await expect(alert.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
    'href',
    '/mon-compte/forgotPassword',
  );
});

test('§4 sign-in → change password → sign-out revokes the refresh token → sign-in with the new password', async ({
  page,
  request,
}) => {
  await signIn(page, email, firstPassword);
  await expect(notice(page)).toContainText('Vous vous êtes connecté avec succès !');
  await expect(page).toHaveURL(`${BASE}/`, NAV);

  await open(page, '/mon-compte/modifier-mon-mot-de-passe');
  await page.getByLabel('Mot de passe actuel').fill(firstPassword);
  await page.getByLabel('Nouveau mot de passe').fill(secondPassword);
  await page.getByRole('button', { name: 'Modifier mon mot de passe' }).click();
  await expect(notice(page)).toContainText('Votre mot de passe a été modifié.');

  const refreshToken = await storedRefreshToken(page);
  expect(refreshToken).toBeTruthy();
  await signOut(page);
  await expect(page).toHaveURL(`${BASE}/`, NAV);
  await expect(notice(page)).toContainText('Vous avez été déconnecté avec succès.');
  expect(await storedRefreshToken(page)).toBeNull();

  const { clientId, endpoint } = pool();
  const res = await request.post(`${endpoint}/`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
    },
    data: JSON.stringify({ ClientId: clientId, RefreshToken: refreshToken }),
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({ __type: 'NotAuthorizedException' });

  await signIn(page, email, firstPassword);
  await expect(formError(page)).toContainText('Adresse e-mail ou mot de passe incorrect.');

  await page.getByLabel('Mot de passe', { exact: true }).fill(secondPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(notice(page)).toContainText('Vous vous êtes connecté avec succès !');

  await open(page, '/mon-compte/signIn');
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(secondPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(formError(page)).toContainText('Un utilisateur est déjà connecté.');
  await signOut(page);
});

test('§4 forgot password → code → new password → signed in with it', async ({ page }) => {
  await open(page, '/mon-compte/forgotPassword');
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page).toHaveURL(/\/mon-compte\/forgotPassword\/resetPassword\?email=/, NAV);

  await page.getByLabel('Code de vérification').fill(lastCode(email));
  await page.getByLabel('Nouveau mot de passe').fill(thirdPassword);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  // The sessions opened with the old password end (sessions.spec.ts), and this browser is signed in
  // with the new one.
  await expect(page).toHaveURL(`${BASE}/`, NAV);
  await expect(notice(page)).toContainText('Votre mot de passe a été modifié', NAV);
  await expect(page.locator('.user-menu-button')).toContainText('Claire');
});

test('§8 "UserNotConfirmedException on login": the unconfirmed-account message, and a code is sent again', async ({
  page,
}) => {
  const other = `non.confirme.${Date.now()}@example.fr`;
  await signUp(page, { email: other, password: firstPassword, familyName: 'Durand', givenName: 'Paul' });
  await expect(page).toHaveURL(/confirmer-mon-adresse-mail/, NAV);
  const book = () => JSON.parse(readFileSync(join(DATA_DIR, 'identity', 'codes.json'), 'utf8'));
  expect(book()[other].source).toBe('SignUp');

  await signIn(page, other, firstPassword);
  await expect(page).toHaveURL(/\/mon-compte\/confirmer-mon-adresse-mail\?email=/, NAV);
  await expect(notice(page)).toContainText(
    "Votre compte n'est pas confirmé, un code de securité vient d'être envoyé.",
  );
  await expect.poll(() => book()[other].source).toBe('ResendCode');
});

test('an expired access token is refreshed with the refresh token (GetTokensFromRefreshToken) and the session goes on', async ({
  page,
}) => {
  await signIn(page, email, thirdPassword);
  await expect(notice(page)).toContainText('Vous vous êtes connecté avec succès !');
  // Age the stored access token: Amplify reads `exp` without checking the signature and refreshes.
  const before = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.accessToken')) {
        const token = localStorage.getItem(key) ?? '';
        const [head, body, sig] = token.split('.');
        const claims = JSON.parse(atob((body ?? '').replace(/-/g, '+').replace(/_/g, '/')));
        claims.exp = Math.floor(Date.now() / 1000) - 60;
        const aged = btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
        localStorage.setItem(key, `${head}.${aged}.${sig}`);
        return { key, jti: claims.jti as string, origin: claims.origin_jti as string };
      }
    }
    return null;
  });
  expect(before).not.toBeNull();
  await open(page, '/mon-compte/ajouter-mes-coordonnees');
  await expect(page.getByLabel('Prénom')).toHaveValue('Claire', NAV);
  const after = await page.evaluate((key) => {
    const token = localStorage.getItem(key) ?? '';
    const body = token.split('.')[1] ?? '';
    return JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/')));
  }, before?.key ?? '');
  expect(after.exp * 1000).toBeGreaterThan(Date.now());
  expect(after.jti).not.toBe(before?.jti);
  expect(after.origin_jti).toBe(before?.origin);
});

test('§4 "Attribute update": names change at once, a new e-mail needs the code sent to it', async ({
  page,
}) => {
  await signIn(page, email, thirdPassword);
  await expect(notice(page)).toContainText('Vous vous êtes connecté avec succès !');
  await open(page, '/mon-compte/ajouter-mes-coordonnees');
  await expect(page.getByLabel('Prénom')).toHaveValue('Claire', NAV);
  await page.getByLabel('Nom', { exact: true }).fill('Martin-Durand');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(notice(page)).toContainText('Vos coordonnées ont été enregistrées.');

  const newEmail = `nouvelle.${Date.now()}@example.fr`;
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(newEmail);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`Un code de vérification a été envoyé à ${newEmail}.`)).toBeVisible(NAV);
  await page.getByLabel('Code de vérification').fill('000000');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(formError(page)).toContainText("Le code saisi n'est pas le bon, veuillez réessayer.");
  await page.getByLabel('Code de vérification').fill(lastCode(newEmail));
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(notice(page)).toContainText('Votre nouvelle adresse e-mail est confirmée.');
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toHaveValue(newEmail);
});
