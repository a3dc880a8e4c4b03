// MFA set-up at sign-in (§2 "MFA set-up (authenticator app or e-mail)", §4 "if both … allowed, user
// chooses"). The identity service asks for it only when the pool requires MFA, which the product's
// pool does not (MFA optional): these journeys run on a private stack (identity, API, site) whose
// pool is set to ON (IDENTITY_MFA=ON), beside the shared one.
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { identityOf } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';
import { type PrivateStack, privateStack } from '../../e2e/support/private-stack';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const offset = Number(process.env.E2E_PORT_OFFSET) || 0;
let stack: PrivateStack;
const required = identityOf(join(import.meta.dirname, '..', '..', '.data', `mfa-required-${offset}`));

test.beforeAll(async () => {
  test.setTimeout(400_000);
  // Base 750: its ports (…250) are none of the shared stacks' (3100, 4100, 5100, 9329 + a multiple of
  // 100 for each working copy's E2E_PORT_OFFSET).
  stack = await privateStack('mfa-required', 750, { IDENTITY_MFA: 'ON', CODE: '123456' });
  // The private site renders each page once before it is quick: the sign-in page, before the clock runs.
  await fetch(`${stack.site}/mon-compte/signIn`);
});

test.afterAll(async () => {
  await stack?.close();
});

async function newListener(givenName: string) {
  const email = `mfa.${givenName.toLowerCase()}.${Date.now()}@example.fr`;
  const password = 'Ecoute2026ok';
  await required.signUpConfirmed(email, password, givenName);
  return { email, password };
}

async function passwordStep(page: Page, user: { email: string; password: string }) {
  await page.goto(`${stack.site}/mon-compte/signIn`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Choisissez votre méthode de vérification' })).toBeVisible();
}

test('MFA set-up with an authenticator app: choose it, scan or type the key, give its code', async ({
  page,
}) => {
  const user = await newListener('Appli');
  await passwordStep(page, user);
  await page.getByRole('radio', { name: "Utiliser une application d'authentification" }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(
    page.getByRole('heading', { name: "Configurer une application d'authentification" }),
  ).toBeVisible();
  const secret = (await page.locator('.auth-qr code').textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Code affiché par l'application").fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.locator('.user-menu-button')).toContainText('Appli', { timeout: 20_000 });
});

test('MFA set-up by e-mail: choose it, give the address, then the code sent to it', async ({ page }) => {
  const user = await newListener('Courriel');
  await passwordStep(page, user);
  await page.getByRole('radio', { name: 'Recevoir un code par e-mail' }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await page.getByLabel('Code reçu par e-mail').fill(required.lastCode(user.email));
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.locator('.user-menu-button')).toContainText('Courriel', { timeout: 20_000 });
});
