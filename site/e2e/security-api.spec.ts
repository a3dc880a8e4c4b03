// The API side of "safe to put on the internet", from the listener's side in a real browser
// against the real stack: a session ended in the site ends at the API; the newsletter's double
// opt-in, its unsubscribe link and the honeypot of the public forms.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { api, BASE, createUser, signIn } from '../../e2e/support/account';
import { TEST_ENV } from '../../e2e/support/env';
import { hydrated } from '../../e2e/support/hydration';

const DATA_DIR = process.env.E2E_DATA_DIR ?? join(import.meta.dirname, '..', '..', TEST_ENV.DATA_DIR);
const NAV = { timeout: 45_000 };

test.describe.configure({ timeout: 180_000 });

/** The access token Amplify keeps for the signed-in user (what the site sends to the API). */
async function browserAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.accessToken'))
        return localStorage.getItem(key);
    }
    return null;
  });
  expect(token).toBeTruthy();
  return token as string;
}

/** The last link the API "sent" to an address (printed in its console and kept in the outbox). */
function sentLink(email: string, kind: 'confirmation' | 'desinscription'): string {
  const book = JSON.parse(readFileSync(join(DATA_DIR, 'mailing', 'outbox.json'), 'utf8'));
  const url = book[email]?.[kind]?.url as string | undefined;
  if (!url) throw new Error(`aucun lien de ${kind} pour ${email}`);
  return url;
}

test('signing out ends the session at the API: the token the browser held is refused afterwards', async ({
  page,
}) => {
  const user = await createUser('Sophie');
  await signIn(page, user);
  const token = await browserAccessToken(page);
  expect((await api('GET', `/content/favorites/${user.sub}`, token)).status).toBe(200);

  await page.locator('.user-menu-button').click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.locator('.auth-notice')).toContainText('Vous avez été déconnecté avec succès.');

  // A copy of the token (stolen, or kept by another tab) no longer reads the listener's data.
  await expect
    .poll(async () => (await api('GET', `/content/favorites/${user.sub}`, token)).body)
    .toEqual({ status: 401, message: 'Jeton révoqué : session terminée, reconnectez-vous.' });
});

test('deleting the account ends the session at the API too', async ({ page }) => {
  const user = await createUser('Luc');
  await signIn(page, user);
  const token = await browserAccessToken(page);
  await page.goto(`${BASE}/mon-compte/mon-profil`);
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Confirmer la suppression' }).click();
  await expect(page.locator('.auth-notice')).toContainText(
    'Votre compte et toutes vos données ont été supprimés.',
    NAV,
  );
  await expect.poll(async () => (await api('GET', `/content/favorites/${user.sub}`, token)).status).toBe(401);
});

test('newsletter: nothing is subscribed until the e-mailed link is confirmed; the unsubscribe link ends it', async ({
  page,
}) => {
  const email = `lecteur.${Date.now()}@example.fr`;
  await page.goto(`${BASE}/newsletter`, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  // The honeypot is there for robots, and neither seen nor reachable by people.
  await expect(page.locator('input[name="website"]')).toBeHidden();
  await page.locator('input[name="lists"]').first().check();
  await page.getByLabel('Adresse e-mail').fill(email.toUpperCase());
  await page.getByRole('button', { name: "Je m'inscris" }).click();
  await expect(page.locator('p.form-status[role="status"]')).toHaveText(
    'Merci ! Pour terminer votre inscription, ouvrez le lien que nous venons de vous envoyer par e-mail.',
  );

  const confirmation = sentLink(email, 'confirmation');
  expect(confirmation).toMatch(new RegExp(`^${BASE}/newsletter/confirmation\\?jeton=[\\w-]{43}$`));
  await page.goto(confirmation, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmer mon inscription');
  // Opening the link changed nothing yet (a mail scanner may open it): the button does.
  expect(() => sentLink(email, 'desinscription')).toThrow();
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('p.form-status[role="status"]')).toHaveText(
    'Votre inscription est confirmée : vous recevrez nos lettres d’information.',
  );
  // The same link a second time: already used.
  await page.goto(confirmation, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.locator('p.form-status[role="alert"]')).toHaveText(
    'Ce lien de confirmation est invalide ou a expiré : inscrivez-vous de nouveau.',
  );

  await page.goto(sentLink(email, 'desinscription'), { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await expect(page.locator('.page-intro')).toContainText(email);
  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(page.locator('p.form-status[role="status"]')).toHaveText(
    'Vous êtes désinscrit : vous ne recevrez plus nos lettres d’information.',
  );
});
