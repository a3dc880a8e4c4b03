// The site's shell as a visitor meets it at every width, in Chromium against the real stack: the
// header's sections all reachable without sideways scrolling (the rest in « Plus »), « Le direct »
// one tap away on the phone too, the « Plus » menu by keyboard, and the fixed player bar on a phone
// kept to one compact row (at most 88 px) until the listener expands it.
import { expect, type Page, test } from '@playwright/test';
import { API_URL, BASE } from '../../e2e/support/account';
import { closeDonationPopIns, playerState } from '../../e2e/support/checks';
import { hydrated, openOnPhone } from '../../e2e/support/hydration';
import { expectAudioAdvancing, recordMedia } from '../../e2e/support/sdk';
import { CATEGORY_NAV, STATIC_NAV } from '../lib/site-info';

const SECTIONS = [...CATEGORY_NAV, ...STATIC_NAV];
const WIDTHS = [1366, 1024, 768, 390, 320];
/** Site finish: « A compact player bar on the phone (≤ 88 px collapsed) ». */
const COLLAPSED_MAX_PX = 88;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const plusButton = (page: Page) => nav(page).getByRole('button', { name: 'Plus' });
const bar = (page: Page) => page.locator('.player-bar-slot radio-player');

/** What sticks out of the screen sideways (the page could be scrolled sideways): none, or their names. */
function overflowsSideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0)
      .slice(0, 8)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`,
      );
  });
}

async function insideViewport(page: Page, el: ReturnType<Page['locator']>) {
  const box = await el.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return !!box && box.x >= 0 && box.x + box.width <= width + 0.5;
}

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

for (const width of WIDTHS) {
  test(`at ${width} px every section is reachable from the header without sideways scrolling, and « Le direct » is visible`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${BASE}/`);
    await hydrated(page);
    await page.screenshot({ path: test.info().outputPath(`header-${width}.png`) });
    expect(await overflowsSideways(page)).toEqual([]);

    const live = page.getByRole('banner').getByRole('button', { name: 'Le direct' });
    await expect(live).toBeVisible();
    expect(await insideViewport(page, live)).toBe(true);

    // What the bar shows at this width; every other section must be in « Plus ».
    const inBar: string[] = [];
    for (const s of SECTIONS) {
      const link = nav(page).locator('.nav-bar > li > a', { hasText: s.label }).first();
      if (await link.isVisible()) {
        expect(await insideViewport(page, link), `${s.label} dépasse de l'écran`).toBe(true);
        inBar.push(s.label);
      }
    }
    expect(inBar.length).toBeGreaterThanOrEqual(2);
    await expect(plusButton(page)).toBeVisible();
    await plusButton(page).click();
    await expect(plusButton(page)).toHaveAttribute('aria-expanded', 'true');
    for (const s of SECTIONS.filter((x) => !inBar.includes(x.label))) {
      const link = nav(page).locator('.nav-plus').getByRole('link', { name: s.label, exact: true });
      await expect(link, `${s.label} introuvable dans « Plus »`).toBeVisible();
      expect(await insideViewport(page, link), `${s.label} dépasse de l'écran`).toBe(true);
    }
    // No section is offered twice at one width.
    const visibleInPlus = await nav(page).locator('.nav-plus a:visible').count();
    expect(visibleInPlus + inBar.length).toBe(SECTIONS.length);
    expect(await overflowsSideways(page)).toEqual([]);
  });
}

test('« Plus » by keyboard: Enter opens it, arrows move between its links, Escape closes it and gives focus back', async ({
  page,
}) => {
  await openOnPhone(page, `${BASE}/`);
  const button = plusButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = nav(page).locator('.nav-plus');
  await expect(menu).toBeVisible();
  const links = menu.locator('a:visible');
  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // Tab walks through the open menu, then out of it, which closes it.
  await page.keyboard.press('Enter');
  const count = await links.count();
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    await expect(links.nth(i)).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // A link of the menu leads to its section, and the menu is closed there.
  await button.click();
  const target = STATIC_NAV.find((s) => s.href === '/evenements');
  if (!target) throw new Error('la section Événements manque à la navigation');
  await menu.getByRole('link', { name: target.label }).click();
  await expect(page).toHaveURL(new RegExp(`${target.href}$`));
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAttribute('data-current-inside', 'true');
});

/** Opens the first show of the demo and plays its first episode from the episode list. */
async function playFirstEpisode(page: Page) {
  const shows = (await (
    await fetch(`${API_URL}/content/api/nodes?_format=json&type=show&items_per_page=1`)
  ).json()) as { rows: { alias: string }[] };
  const show = shows.rows[0];
  if (!show) throw new Error('aucune émission dans la démo');
  await page.goto(`${BASE}${show.alias}`);
  await hydrated(page);
  await page.locator('.episode-list [data-play-episode]').first().click();
  // A pre-roll may play first (spec §4): the episode itself is what the bar is measured with.
  await expect.poll(async () => (await playerState(page))?.status, { timeout: 45_000 }).toBe('playing');
}

test.describe('the player bar on a phone (390 × 844)', () => {
  test.beforeEach(async ({ page }) => {
    await recordMedia(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await closeDonationPopIns(page);
  });

  test('« Le direct » from the phone header plays the live; its bar is at most 88 px high', async ({
    page,
  }) => {
    await page.goto(`${BASE}/`);
    await hydrated(page);
    await page.getByRole('banner').getByRole('button', { name: 'Le direct' }).click();
    await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);
    const live = bar(page).getByRole('region', { name: 'Lecteur du direct' });
    await expect(live).toBeVisible();
    const height = (await bar(page).boundingBox())?.height ?? 0;
    console.log(`[measure] live bar at 390 px: ${height} px`);
    expect(height).toBeGreaterThan(40);
    expect(height).toBeLessThanOrEqual(COLLAPSED_MAX_PX);
  });

  test('an episode playing: the bar is one row of at most 88 px, and expands to every control', async ({
    page,
  }) => {
    await playFirstEpisode(page);
    const player = bar(page).getByRole('region', { name: 'Lecteur de podcast' });
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    const collapsed = (await bar(page).boundingBox())?.height ?? 0;
    console.log(`[measure] podcast bar at 390 px, collapsed: ${collapsed} px`);
    expect(collapsed).toBeGreaterThan(40);
    expect(collapsed).toBeLessThanOrEqual(COLLAPSED_MAX_PX);
    await expect(player.getByRole('button', { name: 'Reculer de 15 secondes' })).toBeHidden();

    const expand = player.getByRole('button', { name: 'Toutes les commandes du lecteur' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.click();
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await expect(player.getByRole('button', { name: 'Reculer de 15 secondes' })).toBeVisible();
    await expect(player.getByRole('combobox', { name: 'Vitesse de lecture' })).toBeVisible();
    const expanded = (await bar(page).boundingBox())?.height ?? 0;
    console.log(`[measure] podcast bar at 390 px, expanded: ${expanded} px`);
    expect(expanded).toBeGreaterThan(collapsed);
    // The page's end stays above the fixed bar, whatever its height.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--player-bar-height')))
      .toBe(`${Math.ceil(expanded)}px`);
    await expand.press('Enter');
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('at 1366 px the podcast bar shows every control on its one row, without an expand button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await playFirstEpisode(page);
    const player = bar(page).getByRole('region', { name: 'Lecteur de podcast' });
    await expect(player.getByRole('button', { name: 'Reculer de 15 secondes' })).toBeVisible();
    await expect(player.getByRole('button', { name: 'Toutes les commandes du lecteur' })).toBeHidden();
  });
});

test('cards on a phone: play and « à écouter plus tard » on one line, titles clamped, the show list with descriptions', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shows = (await (
    await fetch(`${API_URL}/content/api/nodes?_format=json&type=show&items_per_page=1`)
  ).json()) as { rows: { id: number; alias: string }[] };
  const show = shows.rows[0];
  if (!show) throw new Error('aucune émission dans la démo');
  const eps = (await (await fetch(`${API_URL}/content/episodes_by_show/${show.id}?_format=json`)).json()) as {
    rows: { id: number; description: string }[];
  };
  await page.goto(`${BASE}${show.alias}`);
  await hydrated(page);
  const row = page.locator('.episode-list .episode-card').first();
  const play = row.locator('[data-play-episode]');
  const keep = row.locator('.card-actions button').last();
  const [p, k] = [await play.boundingBox(), await keep.boundingBox()];
  if (!p || !k) throw new Error('boutons de la carte introuvables');
  expect(Math.abs(p.y + p.height / 2 - (k.y + k.height / 2))).toBeLessThan(4);
  expect(k.width).toBeLessThan(120);
  const title = row.locator('.card-title');
  expect(await title.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('3');
  const id = await row.getAttribute('data-episode-id');
  const described = eps.rows.find((e) => String(e.id) === id)?.description;
  if (described) await expect(row.locator('.card-excerpt')).toBeVisible();
  else await expect(row.locator('.card-excerpt')).toHaveCount(0);
});

test('search on a phone: the header button unfolds the box, suggestions come from the 2nd character, ↓ Enter opens one', async ({
  page,
}) => {
  await openOnPhone(page, `${BASE}/`);
  const box = page.getByRole('combobox', { name: 'Rechercher' });
  await expect(box).toBeHidden();
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Rechercher' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  expect(await insideViewport(page, box)).toBe(true);
  await box.pressSequentially('pri', { delay: 40 });
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible({ timeout: 15_000 });
  const options = listbox.getByRole('option');
  await expect(options.first()).toContainText('Prière du matin');
  expect(await insideViewport(page, listbox)).toBe(true);
  expect(await overflowsSideways(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('phone-search.png') });
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/priere-du-matin$/, { timeout: 15_000 });
});
