// What a signed-in listener's actions on their lists did, seen on screen (not only read out): a
// removal from « À écouter plus tard » that the API refuses says so beside the list, in view at
// 390 px, and the row stays; pressed again once the API answers, it goes and the note says so. A
// bookmark the API refuses says so beside its button.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { API_URL, accessToken, api, BASE, signedInOn } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';

const NAV = { timeout: 30_000 };

/** Visible to a sighted listener: drawn, not clipped to a pixel, inside the screen. */
async function expectOnScreen(note: Locator) {
  await expect(note).toBeVisible();
  await expect(note).toBeInViewport();
  const box = await note.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  expect(box?.height ?? 0).toBeGreaterThan(10);
  // Not the visually hidden pattern (clip to 1 px): its text is drawn at a readable size.
  const clipped = await note.evaluate((el) => getComputedStyle(el).clip !== 'auto');
  expect(clipped).toBe(false);
}

/** The API's answer to `method` on paths matching `path`: refused (503) while `down()` says so. */
async function apiFailsWhile(page: Page, method: string, path: RegExp, down: () => boolean) {
  await page.route(
    (url) => url.href.startsWith(API_URL) && path.test(url.pathname),
    (route) =>
      route.request().method() === method && down()
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ status: 503, message: 'Service momentanément indisponible.' }),
          })
        : route.fallback(),
  );
}

test('« À écouter plus tard » at 390 px: a removal the API refuses is said on screen and the row stays; pressed again, it goes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await signedInOn(page, 'Irène', '/');
  const token = await accessToken(user);
  const res = await fetch(`${API_URL}/content/api/nodes?type=episode&items_per_page=1&_format=json`);
  const [episode] = ((await res.json()) as { rows: Array<{ id: number; title: string }> }).rows;
  if (!episode) throw new Error('aucun épisode');
  const added = await api('POST', '/content/entity/listen_later', token, {
    wso2_uid: user.sub,
    episode_id: episode.id,
  });
  expect(added.status).toBeLessThan(300);

  let down = true;
  await apiFailsWhile(page, 'DELETE', /\/listen-later\//, () => down);
  await page.goto(`${BASE}/mon-compte/a-ecouter-plus-tard`);
  await hydrated(page);
  const list = page.getByRole('list', { name: 'Épisodes à écouter plus tard' });
  const remove = list.getByRole('button', { name: `Retirer de ma liste : ${episode.title}` });
  await expect(remove).toBeVisible(NAV);
  await remove.click();
  const failed = page.getByRole('status').filter({
    hasText: `« ${episode.title} » n'a pas pu être retiré. Veuillez réessayer.`,
  });
  await expectOnScreen(failed);
  await expect(remove).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('remove-refused-390.png') });
  expect((await api('GET', `/content/listen-later/${user.sub}/ids`, token)).body).toEqual([episode.id]);

  down = false;
  await remove.click();
  const done = page
    .getByRole('status')
    .filter({ hasText: `« ${episode.title} » a été retiré de votre liste.` });
  await expectOnScreen(done);
  await expect(remove).toHaveCount(0);
  await expect(page.getByText('Votre liste est vide.')).toBeVisible();
  expect((await api('GET', `/content/listen-later/${user.sub}/ids`, token)).body).toEqual([]);
});

test('a favourite the API refuses is said on screen beside its button, which stays as it was', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await signedInOn(page, 'Marc', '/actualite/le-grand-matin');
  await apiFailsWhile(page, 'POST', /\/favorite/, () => true);
  const add = page.getByRole('button', { name: 'Ajouter à mes favoris' });
  await add.click();
  const failed = page.getByRole('status').filter({
    hasText: "Vos favoris n'ont pas pu être modifiés. Veuillez réessayer.",
  });
  await expectOnScreen(failed);
  await expect(add).toHaveAttribute('aria-pressed', 'false', NAV);
  await failed.screenshot({ path: test.info().outputPath('favourite-refused-1366.png') });
  // At 390 px too, the message stays on screen beside its button, the page not pushed sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectOnScreen(failed);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('favourite-refused-390.png') });
  const token = await accessToken(user);
  expect((await api('GET', `/content/favorites/${user.sub}`, token)).body).toEqual([]);
});
