// Every sign-in step of spec §2 "Sign-in flow screens" in a real browser against the real local
// identity service (packages/identity): two-step verification set up in « Sécurité du compte » and
// used at sign-in, the choice between methods, the first-factor choice, the new password an operator
// imposes, and the §8 messages for a wrong code, the attempt limit and an expired code.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';
import {
  accessToken,
  BASE,
  createUser,
  enableMfaByApi,
  identity,
  lastCode,
  SIGN_IN_INPUT,
  type TestUser,
} from '../../e2e/support/account';
import { TEST_ENV } from '../../e2e/support/env';
import { hydrated } from '../../e2e/support/hydration';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const root = join(import.meta.dirname, '..', '..');
const SHOTS = join(root, 'test-results', 'mfa');

const WRONG_CODE = "Le code saisi n'est pas le bon, veuillez réessayer.";
const LIMIT = 'Nombre de tentatives atteint, veuillez réessayer plus tard.';
const EXPIRED = 'Ce code est obsolète, veuillez recommencer la procédure.';

/** RFC 6238 code for the secret at now + `aheadSeconds` (one step ahead is inside Cognito's drift). */
const totp = (secret: string, aheadSeconds = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + aheadSeconds });

async function open(page: Page, path: string) {
  await page.goto(`${BASE}${path}`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

/** `path` open, with `email` typed into its « Adresse e-mail » box. */
async function openWithEmail(page: Page, path: string, email: string) {
  await open(page, path);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
}

async function passwordStep(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await open(page, '/mon-compte/signIn');
  await hydrated(page, SIGN_IN_INPUT);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

const signedIn = (page: Page, givenName: string) =>
  expect(page.locator('.user-menu-button')).toContainText(givenName, { timeout: 20_000 });

/** A page in a fresh context: nobody signed in. */
/** Picks `choice` on a challenge's choice screen, then gives the code sent to `email`. */
async function chooseThenEmailCode(page: Page, choice: string, email: string) {
  await page.getByRole('radio', { name: choice }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('textbox', { name: 'Code reçu par e-mail' }).fill(lastCode(email));
  await page.getByRole('button', { name: 'Valider' }).click();
}

async function freshPage(browser: Browser, width = 1366, height = 900) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'fr-FR' });
  return context.newPage();
}

async function shoot(page: Page, name: string) {
  for (const [w, h] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: join(SHOTS, `${name}-${w}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('« Sécurité du compte »: set up an authenticator app from the QR code and its written key, then sign in with its code; a wrong code is refused with the §8 message', async ({
  page,
  browser,
}) => {
  const user = await createUser('Totp');
  await openWithEmail(page, '/mon-compte/signIn', user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await signedIn(page, 'Totp');

  // Reachable from the account area's navigation.
  await open(page, '/mon-compte/tableau-de-bord');
  await page
    .getByRole('navigation', { name: 'Mon compte' })
    .getByRole('link', { name: 'Sécurité du compte' })
    .click();
  await expect(page).toHaveURL(/\/mon-compte\/securite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sécurité du compte' })).toBeVisible();
  await expect(page.getByTestId('mfa-status')).toHaveText(/Désactivée/);

  await page.getByRole('button', { name: "Configurer une application d'authentification" }).click();
  const secretBox = page.locator('.totp-secret');
  await expect(secretBox).toBeVisible();
  const secret = (await secretBox.getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // Written out in groups of four for copying, and the QR code carries the otpauth:// address.
  expect((await secretBox.textContent())?.replace(/\s/g, '')).toBe(secret);
  await expect(page.getByRole('img', { name: 'QR code à scanner avec votre application' })).toBeVisible();
  await shoot(page, 'securite-qr');

  await page.getByLabel('Code de vérification').fill('000000');
  await page.getByRole('button', { name: 'Activer', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: WRONG_CODE })).toBeVisible();
  // By keyboard: the code, then Enter submits.
  await page.getByLabel('Code de vérification').fill(totp(secret));
  await page.getByLabel('Code de vérification').press('Enter');
  await expect(page.getByTestId('mfa-status')).toHaveText("Activée : application d'authentification.");
  await shoot(page, 'securite-active');

  // Sign-in in another browser: password, then the app's code.
  const other = await freshPage(browser);
  await passwordStep(other, user);
  await expect(other.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();
  const codeField = other.getByLabel("Code affiché par votre application d'authentification");
  await shoot(other, 'challenge-totp');
  await codeField.fill('000000');
  await other.getByRole('button', { name: 'Valider' }).click();
  await expect(other.getByRole('alert').filter({ hasText: WRONG_CODE })).toBeVisible();
  // The set-up used the current step; the next step is inside the one step of drift and unused.
  await codeField.fill(totp(secret, 30));
  await codeField.press('Enter');
  await signedIn(other, 'Totp');
  await other.context().close();

  // Turned off again: the password alone signs in.
  await page.getByRole('button', { name: "Désactiver l'application d'authentification" }).click();
  await expect(page.getByTestId('mfa-status')).toHaveText(/Désactivée/);
  const third = await freshPage(browser);
  await passwordStep(third, user);
  await signedIn(third, 'Totp');
  await third.context().close();
});

test('e-mail code as second step: turned on in « Sécurité du compte », then the code printed by the identity service signs in', async ({
  page,
  browser,
}) => {
  const user = await createUser('Courriel');
  await passwordStep(page, user);
  await signedIn(page, 'Courriel');
  await open(page, '/mon-compte/securite');
  await page.getByRole('button', { name: 'Activer le code par e-mail' }).click();
  await expect(page.getByTestId('mfa-status')).toHaveText('Activée : code envoyé par e-mail.');

  const other = await freshPage(browser, 390, 844);
  await passwordStep(other, user);
  await expect(other.getByText(/Un code vient d'être envoyé à c\*\*\*@e\*\*\*/)).toBeVisible();
  await other.getByLabel('Code reçu par e-mail').fill(lastCode(user.email));
  await other.getByRole('button', { name: 'Valider' }).click();
  await signedIn(other, 'Courriel');
  await other.context().close();
});

test('§4 "select MFA type": with the app and the e-mail code both on, the listener chooses, then gives the code', async ({
  page,
}) => {
  const user = await createUser('Deux');
  await enableMfaByApi(user, { totp: true, email: true });
  await passwordStep(page, user);
  await expect(page.getByRole('group', { name: 'Comment voulez-vous recevoir votre code ?' })).toBeVisible();
  await shoot(page, 'challenge-choix-mfa');
  await chooseThenEmailCode(page, 'Recevoir un code par e-mail', user.email);
  await signedIn(page, 'Deux');
});

test('§4 "select first-factor challenge": the e-mail alone, then a code by e-mail instead of the password', async ({
  page,
}) => {
  const user = await createUser('Premier');
  await openWithEmail(page, '/mon-compte/signIn', user.email);
  await page.getByRole('button', { name: /Autres moyens de connexion/ }).click();
  await expect(page.getByRole('heading', { name: 'Comment voulez-vous vous connecter ?' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(2);
  await chooseThenEmailCode(page, 'Un code reçu par e-mail', user.email);
  await signedIn(page, 'Premier');
});

test('§4 "new password required (with list of missing attributes)": a listener created by an operator (npm run identity:create-user) chooses a password and gives the missing names', async ({
  page,
}) => {
  const email = `operateur.${Date.now()}@example.fr`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['packages/identity/src/create-user.mjs', email, '--mot-de-passe', 'Provisoire2026'],
    { cwd: root, env: { ...process.env, DATA_DIR: TEST_ENV.DATA_DIR } },
  );
  expect(stdout).toContain(`Compte créé pour ${email}`);

  await passwordStep(page, { email, password: 'Provisoire2026' });
  await expect(page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
  await expect(page.getByLabel('Prénom')).toBeVisible();
  await expect(page.getByLabel('Nom', { exact: true })).toBeVisible();
  await expect(page.getByText('Complétez aussi votre profil : Prénom, Nom.')).toBeVisible();
  await shoot(page, 'challenge-nouveau-mot-de-passe');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Choisi2026ok');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Prénom').fill('Odile');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await signedIn(page, 'Odile');
  // The chosen password is now the password.
  await accessToken({ email, password: 'Choisi2026ok' });
});

test('§8 LimitExceededException: past 5 code requests in the hour, the reset form says the attempt limit is reached', async ({
  page,
}) => {
  const user = await createUser('Limite');
  for (let i = 0; i < 5; i++) await identity('ForgotPassword', { Username: user.email });
  await openWithEmail(page, '/mon-compte/forgotPassword', user.email);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: LIMIT })).toBeVisible();
  await expect(page).toHaveURL(/\/mon-compte\/forgotPassword$/);
});

test('§8 ExpiredCodeException: a reset code too old gives « code obsolète, recommencer la procédure »', async ({
  page,
}) => {
  const user = await createUser('Perime');
  await openWithEmail(page, '/mon-compte/forgotPassword', user.email);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page).toHaveURL(/forgotPassword\/resetPassword/);
  await hydrated(page);
  // The identity service's test route ages every code sent to this address past its hour.
  const aged = await fetch(`http://127.0.0.1:${TEST_ENV.IDENTITY_PORT}/_control/expire-codes`, {
    method: 'POST',
    body: JSON.stringify({ address: user.email }),
  });
  expect(aged.status).toBe(204);
  await page.getByLabel('Code de vérification').fill(lastCode(user.email));
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau2026ok');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: EXPIRED })).toBeVisible();
});

test('§8 the reset form names no password: an unknown e-mail gets the same neutral answer as a known one', async ({
  page,
}) => {
  await open(page, '/mon-compte/forgotPassword');
  await page
    .getByRole('textbox', { name: 'Adresse e-mail', exact: true })
    .fill('personne.inconnue@example.fr');
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page).toHaveURL(/forgotPassword\/resetPassword/);
  await expect(page.getByText(/Si un compte existe pour cette adresse/)).toBeVisible();
  await expect(page.getByText('Adresse e-mail ou mot de passe incorrect.')).toHaveCount(0);
});

test('§8 "account already confirmed": asking a new code for a confirmed account says so in French', async ({
  page,
}) => {
  const user = await createUser('Confirme');
  await open(page, `/mon-compte/confirmer-mon-adresse-mail?email=${encodeURIComponent(user.email)}`);
  await page.getByRole('button', { name: 'Recevoir un nouveau code' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Votre compte est déjà confirmé, vous pouvez vous connecter.' }),
  ).toBeVisible();
  await expect(page.getByText(/InvalidParameterException|already confirmed/)).toHaveCount(0);
});

test("§8 five wrong passwords lock the account for a while (Cognito's lockout): the attempt-limit message, even with the right password", async ({
  page,
}) => {
  const user = await createUser('Verrou');
  for (let i = 0; i < 5; i++) {
    await identity('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: 'Mauvais2026' },
    }).catch(() => undefined);
  }
  // The 5th failure locks for 1 s, each later failure doubles it: reach a lock long enough for a browser.
  for (let n = 6; n <= 9; n++) {
    await expect
      .poll(
        () =>
          identity('InitiateAuth', {
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: user.email, PASSWORD: 'Mauvais2026' },
          }).catch((e: Error) => e.message),
        { timeout: 20_000, intervals: [250] },
      )
      .toContain('Incorrect username or password.');
  }
  await passwordStep(page, user);
  await expect(page.getByRole('alert').filter({ hasText: LIMIT })).toBeVisible();
});
