// Search that understands, as a visitor types it: saints and prayers are found, every kind a
// visitor can open is grouped by kind, the words that match are kept (« vierge marie » is never
// « vie marie »), a word being typed ranks by prefix (« medit »: « Méditer… », not « médicaux »).
import { expect, type Page, test } from '@playwright/test';
import { BASE } from '../../e2e/support/account';

async function search(page: Page, q: string) {
  await page.goto(`${BASE}/recherche`);
  await page.getByRole('searchbox', { name: /Rechercher une émission/ }).fill(q);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/\/recherche\?q=/);
}

const groupTitles = (page: Page) => page.locator('main .search-group h2').allTextContents();
const titlesOf = (page: Page, kind: string) =>
  page.locator(`[data-search-group="${kind}"] [data-result-type] :is(h2, h3)`).allTextContents();

test('« Séverin » finds the saint, « angélus » the prayer', async ({ page }) => {
  await search(page, 'Séverin');
  expect((await groupTitles(page))[0]).toMatch(/^Saints/);
  expect(await titlesOf(page, 'saint')).toContain('Saint Séverin');
  await search(page, 'angélus');
  expect((await titlesOf(page, 'prayer')).join(' ')).toMatch(/Angélus/);
  await page.locator('[data-search-group="prayer"] a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Angélus/);
  await expect(page.locator('.prayer-text')).toContainText(/ange/i);
});

test('« augustin »: the saint, episodes and articles, grouped by kind in the page’s order', async ({
  page,
}) => {
  await search(page, 'augustin');
  const groups = (await groupTitles(page)).map((t) => t.replace(/\s*[\d\s]+( et plus)?$/, '').trim());
  expect(groups).toEqual(expect.arrayContaining(['Saints', 'Épisodes', 'Articles']));
  const order = [
    'Émissions',
    'Saints',
    'Prières',
    'Épisodes',
    'Articles',
    'Vidéos',
    'Dossiers',
    'Événements',
    'Partenaires',
  ];
  expect(groups).toEqual(order.filter((g) => groups.includes(g)));
  expect(await titlesOf(page, 'saint')).toContain('Saint Augustin');
  // The kind chips say how many of each, and open one kind.
  await page.getByRole('link', { name: /^Saints \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/type=saint/);
  await expect(page.locator('main [data-result-type="saint"]').first()).toBeVisible();
});

test('« vierge marie » keeps both words: no « vie marie », results that hold them', async ({ page }) => {
  await search(page, 'vierge marie');
  await expect(page.getByText(/Vouliez-vous dire/)).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('vie marie');
  expect((await page.locator('main [data-result-type]').count()) > 0).toBe(true);
  await expect(page.locator('.search-summary')).toContainText('« vierge marie »');
});

test('« medit » ranks the words it starts: « Méditer… » first, never « déserts médicaux »', async ({
  page,
}) => {
  await search(page, 'medit');
  const episodes = await titlesOf(page, 'episode');
  expect(episodes[0]).toMatch(/^Méditer/);
  const all = await page.locator('main [data-result-type]').allTextContents();
  expect(all.join(' ')).not.toMatch(/médicaux/i);
  // The header's suggestions follow the same rule while the word is typed.
  await page.goto(`${BASE}/`);
  const box = page.getByRole('combobox', { name: /Rechercher/ }).first();
  await box.click();
  await box.pressSequentially('medit', { delay: 40 });
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toContainText(/Méditer|méditation/i);
  expect((await options.allTextContents()).join(' ')).not.toMatch(/médicaux/i);
});

test('a typo gets « Vouliez-vous dire » when the correction finds as much', async ({ page }) => {
  await search(page, 'prirre');
  await expect(page.getByText('Vouliez-vous dire')).toBeVisible();
  await expect(
    page.locator('.search-suggestion').getByRole('link', { name: 'prière', exact: true }),
  ).toBeVisible();
});
