// The saint of the day, every day: today's saint has a short life (several sentences) and a picture;
// « Chercher par prénom » puts the exact saint first; a saint found by search opens on its day.
import { expect, test } from '@playwright/test';
import { API_URL, BASE } from '../../e2e/support/account';

type Saint = { name: string; day: number; month: number; life: string[] };

const PATH = '/vie-spirituelle/le-saint-du-jour';

test("today's saint: its name, its life in several sentences, its picture", async ({ page }) => {
  const today = (await (await fetch(`${API_URL}/content/rest_saintjour?_format=json`)).json()) as Saint;
  await page.goto(`${BASE}${PATH}`);
  const card = page.locator('.saint-card').first();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(today.name);
  const paragraphs = card.locator('.saint-life p');
  expect(await paragraphs.count()).toBeGreaterThanOrEqual(3);
  const life = (await paragraphs.allTextContents()).join(' ');
  expect(life.split(/(?<=[.!?»])\s+/).length).toBeGreaterThanOrEqual(4);
  expect(life).not.toMatch(/^Le \d+ \w+, l'Église fête/);
  const img = card.locator('img');
  await expect(img).toBeVisible();
  expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  await expect(img).toHaveAttribute('alt', new RegExp(today.name));
});

test('every day of the year has a life and a picture (the 366 days of the API)', async () => {
  const missing: string[] = [];
  for (let month = 1; month <= 12; month++) {
    const days = new Date(Date.UTC(2024, month, 0)).getUTCDate();
    for (let day = 1; day <= days; day++) {
      const [s] = (await (
        await fetch(`${API_URL}/content/api/saintdujour/search?day=${day}&month=${month}&_format=json`)
      ).json()) as (Saint & { visual: { url: string } | null })[];
      if (!s || s.life.length < 3 || !s.visual?.url) missing.push(`${day}/${month}`);
    }
  }
  expect(missing).toEqual([]);
});

test('« Chercher par prénom »: « Martin » shows saint Martin before sainte Martine', async ({ page }) => {
  await page.goto(`${BASE}${PATH}`);
  await page.getByRole('searchbox', { name: 'Prénom' }).fill('Martin');
  await page.getByRole('button', { name: 'Chercher par prénom' }).click();
  const found = page.getByRole('list', { name: 'Saints trouvés' }).getByRole('heading', { level: 2 });
  await expect(found.first()).toHaveText('Saint Martin');
  const names = await found.allTextContents();
  expect(names).toContain('Sainte Martine');
  expect(names.indexOf('Saint Martin')).toBeLessThan(names.indexOf('Sainte Martine'));
});

test('a saint found by search opens on its own day', async ({ page }) => {
  await page.goto(`${BASE}/recherche?q=S%C3%A9verin`);
  const group = page.locator('[data-search-group="saint"]');
  await expect(group.getByRole('heading', { level: 2 })).toContainText('Saints');
  await group.getByRole('link', { name: 'Saint Séverin' }).click();
  await expect(page).toHaveURL(`${BASE}${PATH}?date=11-27`);
  await expect(page.locator('.saint-card').first().getByRole('heading', { level: 2 })).toHaveText(
    'Saint Séverin',
  );
  await expect(page.locator('.saint-life')).toContainText('Quartier latin');
});
