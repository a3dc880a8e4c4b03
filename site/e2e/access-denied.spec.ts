// Spec §2 "403: title 'Accès refusé', text 'Accès non autorisé'. If the user signs in while it is
// shown, the page reloads." — against the real identity service and the real site.

import { expect, type Page, test } from '@playwright/test';
import { BASE, createUser, signIn } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';

/** Marks the current document: the mark disappears when the page reloads. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __before403Reload?: boolean }).__before403Reload = true;
  });
}
const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __before403Reload?: boolean }).__before403Reload === true);

test.describe.configure({ timeout: 120_000 });

test('§2 403: signing in on the 403 screen reloads the page', async ({ page }) => {
  const user = await createUser('Bernard');
  await page.goto(`${BASE}/acces-refuse`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
  await expect(page.getByText('Accès non autorisé')).toBeVisible();
  await markDocument(page);
  const reloaded = page.waitForEvent('load', { timeout: 45_000 });
  await page.locator('[data-error="403"]').getByRole('link', { name: 'Se connecter' }).click();
  // The form opens on the 403 screen itself, focus in its first field.
  const email = page.getByRole('textbox', { name: 'Adresse e-mail', exact: true });
  await expect(email).toBeFocused({ timeout: 30_000 });
  await expect(page).toHaveURL(`${BASE}/acces-refuse`);
  await email.fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await reloaded;
  await expect(page).toHaveURL(`${BASE}/acces-refuse`);
  expect(await marked(page)).toBe(false);
  // After the reload the session is restored: the header names the listener, no sign-in offered here.
  await expect(page.locator('.user-menu-button')).toContainText('Bernard', { timeout: 30_000 });
  await expect(page.locator('[data-error="403"]').getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
});

test('§2 403: signing in from another tab reloads the 403 screen', async ({ context }) => {
  const user = await createUser('Claire');
  const denied = await context.newPage();
  await denied.goto(`${BASE}/acces-refuse`);
  await expect(denied.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
  await markDocument(denied);
  const reloaded = denied.waitForEvent('load', { timeout: 45_000 });
  const other = await context.newPage();
  await signIn(other, user);
  await reloaded;
  expect(await marked(denied)).toBe(false);
  await expect(denied.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
});

test('§2 403: the screen does not reload by itself while nobody signs in', async ({ page }) => {
  await page.goto(`${BASE}/acces-refuse`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
  await page.waitForLoadState('load');
  await markDocument(page);
  await page.waitForTimeout(3000);
  expect(await marked(page)).toBe(true);
});
