// What an account holder was promised, held against the forms that could break it, in Chromium
// against the real site and identity service: the authenticator app cannot be skipped with an
// e-mailed code, an e-mail change cannot take another account's address, five wrong sign-up codes
// end in one clear message with its wait (never a success beside an error), and deleting an account
// asks for its password first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';
import {
  accessToken,
  api,
  BASE,
  createUser,
  enableMfaByApi,
  identity,
  lastCode,
  SIGN_IN_INPUT,
  signIn,
} from '../../e2e/support/account';
import { TEST_ENV } from '../../e2e/support/env';
import { hydrated } from '../../e2e/support/hydration';

test.describe.configure({ timeout: 120_000 });

const DATA_DIR = process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '..', '..', TEST_ENV.DATA_DIR);
const NAV = { timeout: 45_000 };
const notice = (page: Page) => page.locator('.auth-notice');
const formError = (page: Page) => page.locator('.auth-form-error');

/** When the identity service last sent a code to `email` ('' when never). */
function lastSentAt(email: string): string {
  const book = JSON.parse(readFileSync(join(DATA_DIR, 'identity', 'codes.json'), 'utf8')) as Record<
    string,
    { at: string }
  >;
  return book[email.toLowerCase()]?.at ?? '';
}

async function open(page: Page, path: string) {
  await page.goto(`${BASE}${path}`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

test('with the authenticator app on, « Autres moyens de connexion » offers no e-mailed code: the password, then the app’s code', async ({
  page,
}) => {
  const user = await createUser('Appli');
  const secret = await enableMfaByApi(user, { totp: true });
  const sentBefore = lastSentAt(user.email);

  await open(page, '/mon-compte/signIn');
  await hydrated(page, SIGN_IN_INPUT);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(user.email);
  await page.getByRole('button', { name: /Autres moyens de connexion/ }).click();
  await expect(page.getByRole('heading', { name: 'Comment voulez-vous vous connecter ?' })).toBeVisible(NAV);
  await expect(page.getByRole('radio', { name: 'Un code reçu par e-mail' })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByText('votre compte est protégé par la double authentification')).toBeVisible();
  // A script asking the identity for the e-mailed code directly gets no code either.
  const direct = await identity<{ ChallengeName: string }>('InitiateAuth', {
    AuthFlow: 'USER_AUTH',
    AuthParameters: { USERNAME: user.email, PREFERRED_CHALLENGE: 'EMAIL_OTP' },
  });
  expect(direct.ChallengeName).toBe('SELECT_CHALLENGE');
  expect(lastSentAt(user.email)).toBe(sentBefore);

  await page.getByRole('radio', { name: 'Mon mot de passe' }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible(NAV);
  await expect(page.locator('.user-menu-button')).toHaveCount(0);
  await page
    .getByLabel("Code affiché par votre application d'authentification")
    .fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.locator('.user-menu-button')).toContainText('Appli', NAV);
});

test("an e-mail change to another account's address is refused before any code is sent, in French; neither account changes", async ({
  page,
}) => {
  const alice = await createUser('Alice');
  const bruno = await createUser('Bruno');
  const sentToBruno = lastSentAt(bruno.email);
  await signIn(page, alice);
  await open(page, '/mon-compte/modifier-infos-connexion');
  await page.getByRole('textbox', { name: 'Nouvelle adresse e-mail' }).fill(bruno.email.toUpperCase());
  await page.getByRole('button', { name: 'Recevoir un code de vérification' }).click();
  await expect(formError(page)).toContainText(
    'Cette adresse e-mail est déjà utilisée par un autre compte.',
    NAV,
  );
  await expect(page.getByLabel('Code de vérification')).toHaveCount(0);
  expect(lastSentAt(bruno.email)).toBe(sentToBruno);

  // Both addresses still open their own account, with their own e-mail.
  for (const who of [alice, bruno]) {
    const token = await accessToken(who);
    const me = await identity<{ UserAttributes: { Name: string; Value: string }[] }>('GetUser', {
      AccessToken: token,
    });
    expect(me.UserAttributes.find((a) => a.Name === 'email')?.Value).toBe(who.email);
  }
});

test('five wrong sign-up codes: one message saying how long to wait, « Recevoir un nouveau code » refused alike (no success beside it); after the wait a new code confirms', async ({
  page,
}) => {
  const email = `cinq.codes.${Date.now()}@example.fr`;
  await open(page, '/mon-compte/inscription');
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Radio2026ok');
  await page.getByLabel('Nom', { exact: true }).fill('Durand');
  await page.getByLabel('Prénom').fill('Lucie');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/confirmer-mon-adresse-mail/, NAV);

  const confirm = async (code: string) => {
    await page.getByLabel('Code de vérification').fill(code);
    await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  };
  const WAIT = 'Trop de tentatives : par sécurité, attendez une heure avant de demander un nouveau code.';
  for (let i = 0; i < 5; i++) {
    await confirm('000000');
    await expect(formError(page)).toContainText("Le code saisi n'est pas le bon", NAV);
  }
  await confirm(lastCode(email));
  await expect(formError(page)).toContainText(WAIT, NAV);

  const sent = lastSentAt(email);
  await page.getByRole('button', { name: 'Recevoir un nouveau code' }).click();
  await expect(formError(page)).toContainText(WAIT, NAV);
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByText('Un nouveau code de confirmation vous a été envoyé.')).toHaveCount(0);
  expect(lastSentAt(email)).toBe(sent);

  // The hour is over (the identity service's test-only route ends the lock).
  const endpoint = JSON.parse(readFileSync(join(DATA_DIR, 'identity', 'pool.json'), 'utf8')).endpoint;
  const ended = await fetch(`${endpoint}/_control/end-limits`, {
    method: 'POST',
    body: JSON.stringify({ address: email }),
  });
  expect(ended.status).toBe(204);
  await page.getByRole('button', { name: 'Recevoir un nouveau code' }).click();
  await expect(notice(page)).toContainText('Un nouveau code de confirmation vous a été envoyé.', NAV);
  await expect(formError(page)).toHaveCount(0);
  expect(lastSentAt(email)).not.toBe(sent);
  await confirm(lastCode(email));
  await expect(page.locator('.user-menu-button')).toContainText('Lucie', NAV);
});

test('deleting the account asks for its password first: none or a wrong one deletes nothing', async ({
  page,
}) => {
  const user = await createUser('Ines');
  await signIn(page, user);
  await open(page, '/mon-compte/mon-profil');
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  const password = dialog.getByLabel('Mot de passe', { exact: true });
  await expect(password).toBeVisible();

  await dialog.getByRole('button', { name: 'Confirmer la suppression' }).click();
  await expect(dialog.getByText('Veuillez saisir votre mot de passe.')).toBeVisible();
  await password.fill('Faux2026mdp');
  await dialog.getByRole('button', { name: 'Confirmer la suppression' }).click();
  await expect(dialog.getByText('Mot de passe incorrect : votre compte n’a pas été supprimé.')).toBeVisible(
    NAV,
  );
  const token = await accessToken(user);
  expect((await api('GET', `/content/favorites/${user.sub}`, token)).status).toBe(200);

  await password.fill(user.password);
  await dialog.getByRole('button', { name: 'Confirmer la suppression' }).click();
  await expect(notice(page)).toContainText('Votre compte et toutes vos données ont été supprimés.', NAV);
  await expect
    .poll(() =>
      accessToken(user).then(
        () => 'ok',
        () => 'refused',
      ),
    )
    .toBe('refused');
});
