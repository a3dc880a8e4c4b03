// One address, one account: e-mails are trimmed and lowercased wherever they enter, and the
// identity service treats usernames case-insensitively, as a Cognito pool with
// UsernameConfiguration.CaseSensitive=false does.
import { expect, test } from '@playwright/test';
import { BASE, createUser } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';

test.describe.configure({ timeout: 120_000 });
const NAV = { timeout: 30_000 };

test('§8 signing up QA.A@EXAMPLE.FR beside qa.a@example.fr is impossible: "Un compte existe déjà avec cette adresse e-mail."', async ({
  page,
}) => {
  const existing = await createUser('Anne');
  await page.goto(`${BASE}/mon-compte/inscription`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(existing.email.toUpperCase());
  await page.getByLabel('Mot de passe', { exact: true }).fill('Autre2026ok');
  await page.getByLabel('Nom', { exact: true }).fill('Intrus');
  await page.getByLabel('Prénom').fill('Ivan');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  const alert = page.locator('.auth-form-error');
  await expect(alert).toContainText('Un compte existe déjà avec cette adresse e-mail.', NAV);
  await expect(alert.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
    'href',
    '/mon-compte/forgotPassword',
  );
  await expect(page).toHaveURL(`${BASE}/mon-compte/inscription`);
});

test('signing in with the address typed in capitals and spaces opens the same account', async ({ page }) => {
  const user = await createUser('Bérénice');
  await page.goto(`${BASE}/mon-compte/signIn`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await page
    .getByRole('textbox', { name: 'Adresse e-mail', exact: true })
    .fill(`  ${user.email.toUpperCase()} `);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.locator('.user-menu-button')).toContainText('Bérénice', NAV);
});
