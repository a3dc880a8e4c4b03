// Search as a listener uses it: instant suggestions in the header (ARIA combobox, keyboard only),
// a typo answered by « Vouliez-vous dire … ? », and /recherche grouped by kind, filtered, paged
// and playable — against the real stack of e2e/support/global-setup.ts.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { closeDonationPopIns, playEpisode, seriousViolations } from '../../e2e/support/checks';
import { API, SITE } from '../../e2e/support/env';
import { hydrated } from '../../e2e/support/hydration';

const BASE = process.env.E2E_SITE_URL ?? SITE;
const API_BASE = process.env.E2E_API_URL ?? API;
const NAV = { timeout: 20_000 };

test.describe('search box and words', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('header box: nothing loaded before focus; suggestions from the 2nd character; ↓ ↓ Enter opens the item; Escape closes; Enter alone opens the full results', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const suggests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
      if (r.url().includes('/search/suggest')) suggests.push(r.url());
    });
    await page.goto(`${BASE}/`, { waitUntil: 'load' });
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('combobox', { name: 'Rechercher' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    const before = scripts.length;

    // The suggestions' code is a chunk of its own, fetched on the first focus only.
    await box.focus();
    await expect.poll(() => scripts.length, NAV).toBeGreaterThan(before);
    await expect(box).toHaveAttribute('aria-controls', 'header-suggestions');

    await box.pressSequentially('p', { delay: 40 });
    await page.waitForTimeout(400);
    expect(suggests, 'one character asks nothing').toEqual([]);
    await box.pressSequentially('ri', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible(NAV);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = listbox.getByRole('option');
    await expect(options.first()).toContainText('Prière du matin');
    await expect(options.first()).toContainText('Émission');
    await expect(options.last()).toHaveText('Tous les résultats pour « pri »');
    // Debounced: not one request per keystroke.
    expect(suggests.length).toBeLessThanOrEqual(2);

    // Escape closes and keeps the text.
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveValue('pri');

    // ↓ opens on the first option, ↓ moves on, ↑ comes back; Enter opens the chosen one.
    await box.press('ArrowDown');
    await expect(listbox).toBeVisible();
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', 'header-suggestions-0');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await box.press('ArrowUp');
    await expect(box).toHaveAttribute('aria-activedescendant', 'header-suggestions-0');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/priere-du-matin$/, NAV);
    await expect(page.getByRole('heading', { level: 1, name: 'Prière du matin' })).toBeVisible(NAV);

    // Enter with no option chosen: the full results of what was typed.
    await box.fill('');
    await box.pressSequentially('prières du so', { delay: 30 });
    await expect(listbox.getByRole('option', { name: /Les prières du soir en famille/ })).toBeVisible(NAV);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/recherche\?q=pri%C3%A8res\+du\+so/, NAV);
  });

  test('a typo gets « Vouliez-vous dire … ? » and the link searches the word of the index', async ({
    page,
  }) => {
    await page.goto(`${BASE}/`, { waitUntil: 'load' });
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Rechercher' });
    await box.fill('prirre');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/recherche\?q=prirre/, NAV);
    await expect(page.locator('.search-summary')).toContainText('Aucun résultat exact pour « prirre »');
    const meant = page.locator('.search-suggestion');
    await expect(meant).toHaveText('Vouliez-vous dire prière ?');
    await meant.getByRole('link', { name: 'prière' }).click();
    await expect(page).toHaveURL(/\/recherche\?q=pri%C3%A8re$/, NAV);
    await expect(page.locator('.search-summary')).toContainText('pour « prière »');
    await expect(page.locator('.search-suggestion')).toHaveCount(0);
  });

  test('words that cannot all match: « Aucun résultat pour … ; résultats proches » with the partial matches', async ({
    page,
  }) => {
    await page.goto(`${BASE}/recherche?q=${encodeURIComponent('bénédictins laudato')}`);
    await expect(page.locator('.search-summary')).toHaveText(
      'Aucun résultat pour « bénédictins laudato » ; résultats proches :',
    );
    await expect(page.getByRole('link', { name: 'Chez les moines bénédictins de Solesmes' })).toBeVisible();
  });
});

test.describe('search results', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('/recherche: groups by kind with counts, « Voir tout » filters by type in the URL, pages from 1, an episode plays from its result', async ({
    page,
  }) => {
    const api = (await (
      await fetch(`${API_BASE}/content/search?q=${encodeURIComponent('prière')}&_format=json`)
    ).json()) as { groups: { type: string; total: number }[] };
    const episodes = api.groups.find((g) => g.type === 'episode')?.total ?? 0;
    expect(episodes).toBeGreaterThan(10);

    await page.goto(`${BASE}/recherche?q=${encodeURIComponent('prière')}`, { waitUntil: 'load' });
    await hydrated(page);
    const headings = page.locator('.search-group h2');
    await expect(headings.first()).toHaveText(/^Émissions \d+$/);
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^Épisodes ${episodes}$`) }),
    ).toBeVisible();
    const kinds = await page
      .locator('[data-search-group]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-search-group')));
    expect(kinds).toEqual(api.groups.map((g) => g.type));
    await expect(
      page
        .getByRole('navigation', { name: 'Type de contenu' })
        .getByRole('link', { name: `Épisodes (${episodes})` }),
    ).toBeVisible();

    // Play the first episode straight from the results.
    await closeDonationPopIns(page);
    const episodeGroup = page.locator('[data-search-group="episode"]');
    const play = episodeGroup.locator('[data-play-episode]').first();
    await playEpisode(page, play);
    await page.evaluate(() => window.RadioSDK?.pause());

    // « Voir tout » : the episodes only, 10 a page, page 2 in the URL.
    await episodeGroup.getByRole('link', { name: 'Voir tout : épisodes' }).click();
    await expect(page).toHaveURL(/\/recherche\?q=pri%C3%A8re&type=episode$/, NAV);
    await expect(page.locator('[data-search-group]')).toHaveCount(1);
    await expect(page.locator('[data-result-type="episode"]')).toHaveCount(10);
    await page.getByRole('link', { name: 'Page suivante' }).click();
    await expect(page).toHaveURL(/type=episode&page=2|page=2&type=episode/, NAV);
    await expect(page.locator('[aria-current="page"].pager-current')).toContainText('2');
    await expect(page.locator('[data-result-type="episode"]').first()).toBeVisible();

    // A page past the last falls back to the last one, never an empty list under « Épisodes N ».
    const last = Math.ceil(episodes / 10);
    await page.goto(`${BASE}/recherche?q=${encodeURIComponent('prière')}&type=episode&page=${last + 5}`);
    await expect(page).toHaveURL(new RegExp(`type=episode&page=${last}$`), NAV);
    await expect(page.locator('[data-result-type="episode"]')).toHaveCount(episodes - (last - 1) * 10);
    await expect(page.locator('[aria-current="page"].pager-current')).toContainText(String(last));
  });

  test('bad parameters: the API answers 400 in JSON, the page falls back to every kind', async ({ page }) => {
    const bad = await fetch(`${API_BASE}/content/search?q=foi&type=recette`);
    expect(bad.status).toBe(400);
    expect(Object.keys(await bad.json()).sort()).toEqual(['message', 'status']);
    const short = await fetch(`${API_BASE}/content/search/suggest?q=a`);
    expect(short.status).toBe(400);
    await page.goto(`${BASE}/recherche?q=foi&type=recette&page=zz`);
    await expect(
      page.getByRole('navigation', { name: 'Type de contenu' }).getByRole('link', { name: /^Tout/ }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('axe: the grouped results and the open suggestions have no serious violation', async ({ page }) => {
    const serious = () => seriousViolations(page);
    await page.goto(`${BASE}/recherche?q=${encodeURIComponent('prière')}`, { waitUntil: 'load' });
    await hydrated(page);
    expect(await serious()).toEqual([]);
    await page.getByRole('combobox', { name: 'Rechercher' }).pressSequentially('pri', { delay: 30 });
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible(NAV);
    await page.keyboard.press('ArrowDown');
    expect(await serious()).toEqual([]);
  });

  test('on a phone the kind filters are one row that scrolls sideways, the chosen kind in view, each reachable by Tab', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${BASE}/recherche?q=${encodeURIComponent('prière')}&type=event`, { waitUntil: 'load' });
    await hydrated(page);
    const filters = page.getByRole('navigation', { name: 'Type de contenu' }).getByRole('link');
    const count = await filters.count();
    expect(count).toBeGreaterThan(3);
    const tops = new Set<number>();
    for (let i = 0; i < count; i++) tops.add(Math.round((await filters.nth(i).boundingBox())?.y ?? -1));
    expect([...tops], 'one row of filters').toHaveLength(1);
    const chosen = page.getByRole('link', { name: /^Événements \(/ });
    await expect(chosen).toHaveAttribute('aria-current', 'page');
    await expect(chosen).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: /^Tout \(/ })).not.toBeInViewport({ ratio: 1 });
    // The keyboard brings an off-screen filter back into view.
    await page.getByRole('link', { name: /^Émissions \(/ }).focus();
    await expect(page.getByRole('link', { name: /^Émissions \(/ })).toBeInViewport({ ratio: 1 });
  });

  for (const width of [1366, 390]) {
    test(`screenshot of /recherche at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${BASE}/recherche?q=${encodeURIComponent('prière')}`, { waitUntil: 'load' });
      await expect(page.locator('.search-group').first()).toBeVisible();
      // Kept out of test-results/ (emptied at every run), to be looked at after the run.
      mkdirSync('.data/screenshots', { recursive: true });
      await page.screenshot({ path: `.data/screenshots/recherche-${width}.png`, fullPage: true });
      if (width >= 768) {
        await hydrated(page);
        await page.getByRole('combobox', { name: 'Rechercher' }).pressSequentially('pape f', { delay: 30 });
        await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible(NAV);
        await page.keyboard.press('ArrowDown');
        await page.screenshot({
          path: '.data/screenshots/suggestions-1366.png',
          clip: { x: 0, y: 0, width, height: 480 },
        });
      }
    });
  }
});
