// A listener on a show's page: who presents it, when it is on air (from the programme grid), and
// where to follow it (its RSS feed, the podcast apps configured for it, none when none is).
import { expect, test } from '@playwright/test';
import type { Show } from '@radio/core';
import { seriousViolations } from '../../e2e/support/checks';
import { API, SITE } from '../../e2e/support/env';

const BASE = process.env.E2E_SITE_URL ?? SITE;
const API_BASE = process.env.E2E_API_URL ?? API;

const showAt = async (alias: string): Promise<Show> =>
  (await fetch(`${API_BASE}/content/api/node?alias=${encodeURIComponent(alias)}&_format=json`)).json();

for (const width of [1366, 390]) {
  test(`at ${width} px: hosts, the slot in the grid, the RSS feed and the podcast apps of a show`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const show = await showAt('/vie-spirituelle/la-parole-du-jour');
    await page.goto(`${BASE}/vie-spirituelle/la-parole-du-jour`);
    const head = page.locator('.show-head');
    await expect(head.getByRole('heading', { level: 1 })).toHaveText('La Parole du jour');
    await expect(head.getByText(show.description)).toBeVisible();

    // The hosts, each a link to what they present.
    const hosts = head.locator('.show-presenter');
    await expect(hosts).toContainText(`Présentée par ${show.hosts?.join(' et ')}`);
    for (const h of show.hosts ?? []) await expect(hosts.getByRole('link', { name: h })).toBeVisible();

    // The grid gives it 8 h every day, on the national radio and the regional ones.
    const onAir = page.getByRole('list', { name: 'À l’antenne' });
    await expect(onAir.getByRole('listitem')).toHaveText([
      /^Tous les jours à 8 h sur RCF National et \d+ autres radios du réseau$/,
    ]);

    // Subscribe: the show's own feed, then the four apps configured, in the order listeners know.
    const subscribe = page.getByRole('list', { name: 'S’abonner' });
    await expect(subscribe.getByRole('link')).toHaveText([
      'Flux RSS',
      'Apple Podcasts',
      'Spotify',
      'Deezer',
      'Amazon Music',
    ]);
    for (const l of show.podcast_links ?? []) {
      await expect(subscribe.locator(`a[data-app="${l.app}"]`)).toHaveAttribute('href', l.url);
    }
    const rss = subscribe.getByRole('link', { name: 'Flux RSS' });
    await expect(rss).toHaveAttribute('href', `/feed/show/${show.id}`);
    const feed = await page.request.get(`${BASE}/feed/show/${show.id}`);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('<title>La Parole du jour');

    // Nothing runs off the side of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: info.outputPath(`show-${width}.png`), fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a weekly show says its day, a show without podcast apps lists only its feed, and a host leads to their shows', async ({
  page,
}) => {
  const show = await showAt('/actualite/l-hebdo-de-l-eglise');
  await page.goto(`${BASE}/actualite/l-hebdo-de-l-eglise`);
  await expect(page.getByRole('list', { name: 'À l’antenne' }).getByRole('listitem')).toHaveText([
    /^Le samedi à 9 h sur RCF National/,
  ]);
  const subscribe = page.getByRole('list', { name: 'S’abonner' });
  await expect(subscribe.getByRole('link')).toHaveText(['Flux RSS']);

  // By keyboard: the first host's link, Enter → the search for that name finds the show.
  const host = show.hosts?.[0] ?? '';
  const link = page.locator('.show-presenter').getByRole('link', { name: host });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/recherche\\?q=${encodeURIComponent(host).replace(/%20/g, '(%20|\\+)')}`),
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: "L'Hebdo de l'Église" }).first(),
  ).toBeVisible();
});
