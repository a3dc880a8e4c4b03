// A radio's podcast feed, imported by the test stack's set-up (`npm run feeds:import`, see
// e2e/feeds-setup.ts), seen by a listener: the show page lists the feed's episodes, newest first,
// and one plays from its enclosure.
import { expect, test } from '@playwright/test';
import { IMPORTED_SHOW } from '../../e2e/feeds-setup';
import { engineState, expectAudioAdvancing, recordMedia } from '../../sdk/e2e/support';
import { API_URL, BASE } from './account-helpers';
import { hydrated } from './hydration';

test('after a feed import, the show page lists its episodes with their artwork, and one plays', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await recordMedia(page);
  await page.goto(`${BASE}${IMPORTED_SHOW.path}`);
  await expect(page.getByRole('heading', { level: 1, name: IMPORTED_SHOW.title })).toBeVisible();
  // The feed's description, as text: its <script> did not come along.
  await expect(page.getByText('Chaque semaine, des témoins racontent leur foi.').first()).toBeVisible();
  const list = page.locator('.episode-list');
  await expect(list.locator('[data-play-episode]')).toHaveCount(3);
  expect(
    await list
      .locator('[data-play-episode]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-title'))),
  ).toEqual([
    'Veiller avec Thérèse de Lisieux',
    'Les moines de Tamié et le fromage',
    'Pèlerins de Compostelle',
  ]);
  // The show's artwork comes from the API's image styles (fetched once at import).
  const art = page.locator('main').getByRole('img', { name: IMPORTED_SHOW.title }).first();
  await art.scrollIntoViewIfNeeded();
  await expect(art).toHaveAttribute('src', /\/media\/images\/[^/]+\/imported\/[0-9a-f]{32}\.jpg/);
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('imported-show-1366.png'), fullPage: true });

  await hydrated(page);
  const second = list.getByRole('button', { name: 'Écouter : Les moines de Tamié et le fromage' });
  await second.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => engineState(page, 'status'), { timeout: 40_000 }).toBe('playing');
  // The sound is the feed's enclosure (here the API's own file), and it advances.
  await expectAudioAdvancing(page, /\/media\/audio\/chronique-culture-vitraux\.mp3$/, 30_000);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('imported-show-390.png'), fullPage: true });
});

test("the show's own RSS keeps the imported guids (no duplicates for subscribers of the old feed)", async ({
  request,
}) => {
  const show = (await (
    await request.get(
      `${API_URL}/content/api/node?_format=json&alias=${encodeURIComponent(IMPORTED_SHOW.path)}`,
    )
  ).json()) as { id: number };
  const rss = await (await request.get(`${BASE}/feed/show/${show.id}`)).text();
  const guids = [...rss.matchAll(/<guid isPermaLink="false">([^<]+)<\/guid>/g)].map((m) => m[1]);
  expect(guids).toEqual(['veilleurs-2026-003', 'veilleurs-2026-002', 'veilleurs-2026-001']);
});
