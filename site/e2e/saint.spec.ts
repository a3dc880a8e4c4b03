import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../e2e/support/checks';
import { SITE } from '../../e2e/support/env';

/** The saint of the day worth a visit: the saint, the day's prayer, episodes, the days around. */
test('a visitor reads the saint of a day, its prayer, goes to the next day and back, and picks a date', async ({
  page,
}) => {
  await page.goto(`${SITE}/vie-spirituelle/le-saint-du-jour?date=2025-11-11`);
  const saint = page.locator('main .saint-card').first();
  await expect(saint.getByRole('heading', { level: 2 })).toHaveText('Saint Martin');
  await expect(saint).toContainText('Fêté le 11 novembre');
  // The saint's life, in paragraphs: the cloak shared at Amiens, Ligugé, Tours.
  const life = saint.locator('.saint-life p');
  expect(await life.count()).toBeGreaterThanOrEqual(3);
  await expect(life.first()).toContainText('partage un jour de grand froid, à Amiens, son manteau');
  await expect(page.getByRole('heading', { name: 'La prière du jour' })).toBeVisible();
  await expect(page.locator('#priere .card-title')).not.toBeEmpty();
  await expect(
    page.getByRole('list', { name: 'Émissions sur les saints' }).getByRole('listitem').first(),
  ).toBeVisible();

  const days = page.getByRole('navigation', { name: 'Jours' });
  await expect(days.getByRole('link', { name: /La veille, 10 novembre : Saint Léon/ })).toBeVisible();
  await days.getByRole('link', { name: /Le lendemain, 12 novembre : Saint Christian/ }).click();
  await expect(page).toHaveURL(/\?date=2025-11-12$/);
  await expect(page.locator('main .saint-card').first().getByRole('heading', { level: 2 })).toHaveText(
    'Saint Christian',
  );
  await page
    .getByRole('navigation', { name: 'Jours' })
    .getByRole('link', { name: /La veille/ })
    .click();
  await expect(page).toHaveURL(/\?date=2025-11-11$/);

  // Another day, with the keyboard: the date field, then Enter.
  await page.getByLabel('Date').fill('2025-12-31');
  await page.getByLabel('Date').press('Enter');
  await expect(page).toHaveURL(/date=2025-12-31/);
  await expect(page.locator('main .saint-card').first()).toContainText('Fêté le 31 décembre');
  await expect(page.locator('main .saint-life')).toContainText('concile de Nicée');
  await expect(
    page.getByRole('navigation', { name: 'Jours' }).getByRole('link', { name: /Le lendemain, 1er janvier/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
