// What a visitor types before the page's scripts have run is kept: on a slow link the form is on
// screen long before React; the scripts are held back by the test, the way such a link does.
import { expect, type Page, test } from '@playwright/test';
import { BASE } from '../../e2e/support/account';
import { holdScripts, isHydrated } from '../../e2e/support/held-scripts';

/**
 * On the sign-in page with its scripts held back, `text` typed into the field `label` (input
 * `name`) before React owns it; then the scripts arrive, and the text is still there. The field.
 */
async function typedBeforeScripts(page: Page, label: string, name: string, text: string) {
  const scripts = await holdScripts(page);
  await page.goto(`${BASE}/mon-compte/signIn`, { waitUntil: 'domcontentloaded' });
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toBeVisible();
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  expect(await isHydrated(page, `input[name="${name}"]`)).toBe(false);
  await field.pressSequentially(text);

  await scripts.release();
  await expect.poll(() => isHydrated(page, `input[name="${name}"]`), { timeout: 20_000 }).toBe(true);
  await expect(field).toHaveValue(text);
  return field;
}

test('sign-in: the e-mail typed before hydration stays in the field and is the one the form checks', async ({
  page,
}) => {
  const email = await typedBeforeScripts(page, 'Adresse e-mail', 'email', 'auditeur@example.fr');
  // React holds it too: sending without a password asks for the password only.
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Veuillez saisir votre mot de passe.')).toBeVisible();
  await expect(page.getByText('Veuillez saisir votre adresse e-mail.')).toHaveCount(0);
  await expect(email).toHaveValue('auditeur@example.fr');
});

test('sign-in: a password typed before hydration is kept too, and is the one the form checks', async ({
  page,
}) => {
  const password = await typedBeforeScripts(page, 'Mot de passe', 'password', 'un mot de passe');
  await expect(password).toHaveValue('un mot de passe');
  // Sending without an e-mail asks for the e-mail only: React holds the password.
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Veuillez saisir votre adresse e-mail.')).toBeVisible();
  await expect(page.getByText('Veuillez saisir votre mot de passe.')).toHaveCount(0);
});

test('header search: words typed before hydration stay in the box and get their suggestions once the scripts run', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const scripts = await holdScripts(page);
  await page.goto(`${BASE}/`, { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('combobox', { name: 'Rechercher' });
  await expect(box).toBeVisible();
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  expect(await isHydrated(page, '#header-q')).toBe(false);
  await box.click();
  await box.pressSequentially('augus');

  await scripts.release();
  await expect.poll(() => isHydrated(page, '#header-q'), { timeout: 20_000 }).toBe(true);
  await expect(box).toHaveValue('augus');
  // The focus came before React: the suggestions still arrive for what is in the box.
  await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 10_000 });
  await expect(page.getByRole('option', { name: /augustin/i }).first()).toBeVisible();
  await expect(page.getByRole('option', { name: 'Tous les résultats pour « augus »' })).toBeVisible();
});
