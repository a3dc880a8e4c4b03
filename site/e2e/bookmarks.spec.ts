// The bookmark buttons (a show's favourite, an episode's « À écouter plus tard ») from the listener's
// side: an anonymous visitor is invited to sign in, by mouse or keyboard; a signed-in listener adds
// and removes, and the API holds what the button shows.
import { expect, test } from '@playwright/test';
import { accessToken, api, BASE, signedInOn } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';

const SHOW_PATH = '/actualite/le-grand-matin';
const SHOW_TITLE = 'Le Grand Matin';
const NAV = { timeout: 30_000 };

test('an anonymous visitor is invited to sign in by either bookmark, with the keyboard too, and comes back to the page', async ({
  page,
}) => {
  await page.goto(`${BASE}${SHOW_PATH}`);
  await hydrated(page);

  const favourite = page.getByRole('button', { name: 'Ajouter à mes favoris' });
  await expect(favourite).toBeEnabled(NAV);
  await expect(favourite).not.toHaveAttribute('aria-pressed');
  await favourite.click();
  const invite = page.getByRole('dialog', { name: 'Ajouter à mes favoris' });
  await expect(invite).toContainText(
    `Connectez-vous pour retrouver « ${SHOW_TITLE} » dans vos émissions favorites.`,
  );
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();

  const card = page.locator('article.episode-card').first();
  const title = ((await card.locator('.card-title').textContent()) ?? '').trim();
  const later = card.getByRole('button', { name: `À écouter plus tard : ${title}` });
  await later.focus();
  await page.keyboard.press('Enter');
  const laterInvite = page.getByRole('dialog', { name: 'À écouter plus tard' });
  await expect(laterInvite).toContainText(
    `Connectez-vous pour garder « ${title} » dans votre liste À écouter plus tard.`,
  );
  await expect(laterInvite.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
    'href',
    '/mon-compte/inscription',
  );
  await page.keyboard.press('Escape');
  await expect(laterInvite).toBeHidden();
  await expect(later).toBeFocused();

  await later.click();
  await laterInvite.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${BASE}/mon-compte/signIn?redirect=${encodeURIComponent(SHOW_PATH)}`, NAV);
});

test('a signed-in listener adds then removes a favourite and an episode to listen later; the API follows', async ({
  page,
}) => {
  const user = await signedInOn(page, 'Odile', SHOW_PATH);
  const token = await accessToken(user);

  const add = page.getByRole('button', { name: 'Ajouter à mes favoris' });
  await add.click();
  const on = page.getByRole('button', { name: 'Dans mes favoris' });
  await expect(on).toHaveAttribute('aria-pressed', 'true', NAV);
  await expect(
    page.getByRole('status').filter({ hasText: `« ${SHOW_TITLE} » a été ajoutée à vos favoris.` }),
  ).toHaveCount(1);
  expect(((await api('GET', `/content/favorites/${user.sub}`, token)).body as unknown[]).length).toBe(1);
  await on.click();
  await expect(add).toHaveAttribute('aria-pressed', 'false', NAV);
  await expect(
    page.getByRole('status').filter({ hasText: `« ${SHOW_TITLE} » a été retirée de vos favoris.` }),
  ).toHaveCount(1);
  expect((await api('GET', `/content/favorites/${user.sub}`, token)).body).toEqual([]);

  const card = page.locator('article.episode-card').first();
  const id = Number(await card.getAttribute('data-episode-id'));
  const title = ((await card.locator('.card-title').textContent()) ?? '').trim();
  await card.getByRole('button', { name: `À écouter plus tard : ${title}` }).click();
  const remove = card.getByRole('button', { name: `Retirer de ma liste À écouter plus tard : ${title}` });
  await expect(remove).toHaveAttribute('aria-pressed', 'true', NAV);
  expect((await api('GET', `/content/listen-later/${user.sub}/ids`, token)).body).toEqual([id]);
  await remove.click();
  await expect(card.getByRole('button', { name: `À écouter plus tard : ${title}` })).toHaveAttribute(
    'aria-pressed',
    'false',
    NAV,
  );
  await expect(card.getByRole('status')).toHaveText(
    `« ${title} » a été retiré de votre liste À écouter plus tard.`,
  );
  expect((await api('GET', `/content/listen-later/${user.sub}/ids`, token)).body).toEqual([]);
});
