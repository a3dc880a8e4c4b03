// The contact profile (and its donations) follows the verified identity, never the other way:
// nothing moves before the new address's code is confirmed, and a confirmed change leaves
// nothing behind, from either account page that changes the e-mail.
import { expect, type Page, test } from '@playwright/test';
import {
  accessToken,
  api,
  BASE,
  createUser,
  createUserWithContact,
  encryptEmail,
  lastCode,
  signIn,
  type TestUser,
} from '../../e2e/support/account';

test.describe.configure({ timeout: 180_000 });
const NAV = { timeout: 30_000 };

const contactOf = async (email: string, password: string) =>
  api('GET', `/contact/${await encryptEmail(email)}`, await accessToken({ email, password }));

/** The contact read with the account's own token at `email` is there, with its city. */
async function expectContactAt(email: string, password: string, city: string) {
  const found = await contactOf(email, password);
  expect(found.status).toBe(200);
  expect((found.body as { city: string }).city).toBe(city);
}

const confirmed = (page: Page) =>
  expect(page.locator('.auth-notice')).toContainText('Votre nouvelle adresse e-mail est confirmée.', NAV);

/** `user` signed in asks, on modifier-infos-connexion, for a code at `newEmail`; the form that takes it. */
async function askForCode(page: Page, user: TestUser, newEmail: string) {
  await signIn(page, user);
  await page.goto(`${BASE}/mon-compte/modifier-infos-connexion`);
  const form = page.getByRole('form', { name: 'Modifier mon adresse e-mail' });
  await expect(form.getByLabel('Nouvelle adresse e-mail')).toBeEditable(NAV);
  await form.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
  await form.getByRole('button', { name: 'Recevoir un code de vérification' }).click();
  const confirm = page.getByRole('form', { name: 'Confirmation de la nouvelle adresse e-mail' });
  await expect(confirm).toBeVisible(NAV);
  return confirm;
}

test('modifier-infos-connexion: a mistyped address, then Annuler — the contact stays where it was', async ({
  page,
}) => {
  const user = await createUserWithContact('Thérèse', 'Lisieux');
  const confirm = await askForCode(page, user, user.email.replace('@example.fr', '@exmaple.fr'));
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('form', { name: 'Modifier mon adresse e-mail' })).toContainText(user.email);

  await expectContactAt(user.email, user.password, 'Lisieux');
});

test('modifier-infos-connexion: a confirmed new address takes the contact with it, nothing stays behind', async ({
  page,
}) => {
  const user = await createUserWithContact('Bernard', 'Cîteaux');
  const newEmail = user.email.replace('compte.', 'nouveau.');
  const confirm = await askForCode(page, user, newEmail);
  await confirm.getByLabel('Code de vérification').fill(lastCode(newEmail));
  await confirm.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click();
  await confirmed(page);

  await expectContactAt(newEmail, user.password, 'Cîteaux');
  // The old address is no longer this account's, and no other account can ever claim its row.
  const other = await createUser('Autre');
  const fresh = await accessToken(other);
  expect((await api('GET', `/contact/${await encryptEmail(user.email)}`, fresh)).status).toBe(403);
});

test('ajouter-mes-coordonnees: a confirmed new address takes the contact with it', async ({ page }) => {
  const user = await createUserWithContact('Claire', 'Assise');
  await signIn(page, user);
  await page.goto(`${BASE}/mon-compte/ajouter-mes-coordonnees`);
  const email = page.getByRole('textbox', { name: 'Adresse e-mail', exact: true });
  await expect(email).toHaveValue(user.email, NAV);
  const newEmail = user.email.replace('compte.', 'autre.');
  await email.fill(newEmail);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`Un code de vérification a été envoyé à ${newEmail}.`)).toBeVisible(NAV);
  await page.getByLabel('Code de vérification').fill(lastCode(newEmail));
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await confirmed(page);

  await expectContactAt(newEmail, user.password, 'Assise');
});

test('the contact proxy moves nothing to an address its caller has not verified (PATCH /contact/email)', async () => {
  const user = await createUserWithContact('Martin', 'Tours');
  const token = await accessToken(user);
  const nobody = `personne.${Date.now()}@example.fr`;
  const res = await api('PATCH', '/contact/email', token, { oldEmail: user.email, newEmail: nobody });
  expect(res.status).not.toBe(200);
  expect(res.status).toBeLessThan(500);
  await expectContactAt(user.email, user.password, 'Tours');
});
