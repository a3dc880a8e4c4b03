// The host site in a real browser against the real API and the real SDK script: one player bar
// for the whole visit, the radio choice, the guards and the error screens, and an axe scan of each
// page type. Runs on the stack of e2e/support/global-setup.ts (or E2E_SITE_URL / E2E_API_URL).
import { expect, type Page, test } from '@playwright/test';
import { closeDonationPopIns, playEpisode, playerState, seriousViolations } from '../../e2e/support/checks';
import { API, SITE } from '../../e2e/support/env';
import { hydrated } from '../../e2e/support/hydration';
import { MAX_WAIT_MS } from '../server/deferred-scripts';

const BASE = process.env.E2E_SITE_URL ?? SITE;
const API_BASE = process.env.E2E_API_URL ?? API;

type Row = { id: number; alias: string; title: string };

async function firstShow(): Promise<Row> {
  const res = await fetch(
    `${API_BASE}/content/api/nodes?_format=json&type=show&category=vie-spirituelle&items_per_page=1`,
  );
  const body = (await res.json()) as { rows: Row[] };
  const show = body.rows[0];
  if (!show) throw new Error('aucune émission dans le contenu de démonstration');
  return show;
}

async function episodesOf(showId: number): Promise<Row[]> {
  const res = await fetch(`${API_BASE}/content/episodes_by_show/${showId}?_format=json`);
  return ((await res.json()) as { rows: Row[] }).rows;
}

test('home → a show → play an episode → two other pages: the same episode is still playing', async ({
  page,
}) => {
  await page.goto(`${BASE}/`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Nos émissions' })).toBeVisible();
  await page.locator('#emissions .show-card a').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Les épisodes' })).toBeVisible();
  const showPath = new URL(page.url()).pathname;
  expect(showPath.split('/').length).toBe(3);

  // A marker that only survives client-side navigation (a full load would drop it).
  await page.evaluate(() => {
    (window as unknown as { __visit: number }).__visit = 1;
  });
  await closeDonationPopIns(page);
  const play = page.locator('.episode-list [data-play-episode]').first();
  const episodeId = await playEpisode(page, play);

  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Top podcasts' })
    .click();
  await expect(page).toHaveURL(/\/top-podcasts$/);
  // At this width « Dossiers » sits in the header's « Plus » menu.
  const mainNav = page.getByRole('navigation', { name: 'Navigation principale' });
  await mainNav.getByRole('button', { name: 'Plus' }).click();
  await mainNav.getByRole('link', { name: 'Dossiers' }).click();
  await expect(page).toHaveURL(/\/dossiers$/);

  expect(await page.evaluate(() => (window as unknown as { __visit?: number }).__visit)).toBe(1);
  const state = await playerState(page);
  expect(state?.id).toBe(episodeId);
  expect(['playing', 'roll']).toContain(state?.status);
  await expect(page.locator('radio-player[variant="bar"]')).toHaveCount(1);
});

test('a followed link shows a bar across the top while the next page is on its way, gone once it is drawn', async ({
  page,
}) => {
  await page.goto(`${BASE}/`);
  await hydrated(page);
  // A slow link for the next page only: its data arrives 2 s after the click.
  await page.route(
    (url) => url.pathname === '/top-podcasts',
    async (route) => {
      await new Promise((r) => setTimeout(r, 2_000));
      await route.continue();
    },
  );
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Top podcasts' })
    .click();
  const bar = page.locator('.nav-pending');
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('heading', { level: 1, name: 'Top podcasts' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/top-podcasts$/);
  await expect(bar).toHaveCount(0);
});

test('the radio choice survives a reload, and the first HTML shows that radio', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto(`${BASE}/`);
  await hydrated(page);
  await page.getByRole('button', { name: /Radio choisie/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choisissez votre radio' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'France' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Belgique' })).toBeVisible();
  await dialog.getByRole('button', { name: /Lyon/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.hero-live')).toHaveAttribute('data-radio-code', 'RCFLyon');

  const cookie = (await context.cookies()).find((c) => c.name === 'radio');
  expect(cookie).toBeTruthy();
  // §9 "radio cookie 30 days".
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  const fields = Object.keys(JSON.parse(decodeURIComponent(cookie?.value ?? '{}')));
  expect(fields).toHaveLength(8);

  // The server renders the chosen radio: check the HTML itself, before any script runs.
  const html = await (await page.request.get(`${BASE}/`)).text();
  expect(html).toContain('data-radio-code="RCFLyon"');
  await page.reload();
  await expect(page.locator('.hero-live')).toHaveAttribute('data-radio-code', 'RCFLyon');
  await expect(page.getByRole('button', { name: /Radio choisie/ })).toContainText('Lyon');
});

test('the lite region select (home "Changer de radio") and the keyboard: Escape closes, a choice applies', async ({
  page,
  context,
}) => {
  await context.clearCookies();
  await page.goto(`${BASE}/`);
  await hydrated(page);
  // Full modal from the header, closed with Escape: nothing changes.
  await page.getByRole('button', { name: /Radio choisie/ }).focus();
  await page.keyboard.press('Enter');
  const full = page.getByRole('dialog', { name: 'Choisissez votre radio' });
  await expect(full).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();
  await expect(page.locator('.hero-live')).toHaveAttribute('data-radio-code', 'RCFNational');

  await page.getByRole('button', { name: 'Changer de radio' }).click();
  const lite = page.getByRole('dialog', { name: 'Choisissez votre radio' });
  await expect(lite.getByRole('combobox', { name: 'Radio' })).toBeVisible();
  await lite.getByRole('combobox', { name: 'Radio' }).selectOption('RCFBruxelles');
  await lite.getByRole('button', { name: 'Valider' }).click();
  await expect(page.locator('.hero-live')).toHaveAttribute('data-radio-code', 'RCFBruxelles');
});

test('?episode= opens that episode in the player and highlights it', async ({ page }) => {
  const show = await firstShow();
  const episode = (await episodesOf(show.id))[1];
  if (!episode) throw new Error('émission sans épisode');
  await page.goto(`${BASE}${show.alias}?episode=${episode.id}`);
  const row = page.locator(`#episode-${episode.id}`);
  await expect(row).toHaveClass(/is-highlighted/);
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect.poll(async () => (await playerState(page))?.id, { timeout: 20_000 }).toBe(String(episode.id));
});

test('a show page lists date, title and "N min", pages with ?page (1-based) and links its RSS feed', async ({
  page,
}) => {
  const show = await firstShow();
  await page.goto(`${BASE}${show.alias}`);
  const first = page.locator('.episode-list .episode-card').first();
  await expect(first.locator('time')).toBeVisible();
  await expect(first.locator('.card-meta')).toContainText(/\d+ min/);
  await expect(page.getByRole('link', { name: 'Flux RSS' })).toHaveAttribute('href', `/feed/show/${show.id}`);
  await expect(page.getByRole('button', { name: 'Partager' })).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`${show.alias}\\?page=2$`));
  await expect(page).toHaveTitle(/ - page 2/);
  await expect(pager.locator('[aria-current="page"]')).toContainText('2');
});

test('the /direct guard redirects to the national live', async ({ page }) => {
  await page.goto(`${BASE}/direct/pas-un-code`);
  await expect(page).toHaveURL(/\/direct\/RCFNational$/);
  await expect(page.locator('radio-direct')).toHaveAttribute('radio', 'RCFNational');
  // Embed layout: no header, footer or player bar.
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page.locator('radio-player[variant="bar"]')).toHaveCount(0);
});

test('an unknown route gets the French 404, with the spec’s "Page not found: {path}" as its detail', async ({
  page,
}) => {
  const res = await page.goto(`${BASE}/rubrique-inconnue/emission-inconnue/rien`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByText('Page not found: /rubrique-inconnue/emission-inconnue/rien')).toBeVisible();
  await expect(page.getByRole('link', { name: "Retour à la page d'accueil" })).toBeVisible();
  // Unknown category and unknown show under a real category: a real 404 status too.
  expect((await page.goto(`${BASE}/categorie-inconnue`))?.status()).toBe(404);
  await expect(page.getByText('Page not found: /categorie-inconnue')).toBeVisible();
  expect((await page.goto(`${BASE}/actualite/emission-inconnue`))?.status()).toBe(404);
});

test('the 403 screen reads "Accès refusé" / "Accès non autorisé"', async ({ page }) => {
  await page.goto(`${BASE}/acces-refuse`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
  await expect(page.getByText('Accès non autorisé')).toBeVisible();
});

test('the error screen: title, contact link, listener service, message outside production, way home', async ({
  page,
}) => {
  await page.goto(`${BASE}/_test/erreur`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "La page que vous recherchez n'est plus disponible à cette adresse",
  );
  await expect(page.locator('[data-error="generic"] a[href="/contact"]')).toBeVisible();
  await expect(page.locator('[data-error="generic"]')).toContainText('du lundi au vendredi de 9h à 17h');
  // The error-screen rule: the real message outside production, never React's minified code.
  await expect(page.getByTestId('error-message')).toHaveText(
    "Erreur provoquée pour vérifier l'écran d'erreur",
  );
  await expect(page.locator('body')).not.toContainText('Minified React error');
  await page.getByRole('link', { name: "Retour à la page d'accueil" }).click();
  await expect(page).toHaveURL(`${BASE}/`);
});

test('no-index robots meta outside production, canonical URL and JSON-LD on the show page', async ({
  page,
}) => {
  const show = await firstShow();
  await page.goto(`${BASE}${show.alias}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${show.alias}$`));
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld ?? '{}')['@type']).toBe('PodcastSeries');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /1200x630_card\/.*\.jpg$/,
  );
});

test('the SDK script is loaded once, from the site origin', async ({ page }) => {
  await page.goto(`${BASE}/`);
  await expect.poll(() => page.evaluate(() => typeof window.RadioSDK)).toBe('object');
  const srcs = await page
    .locator('script[src*="radio-sdk"]')
    .evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
  expect(srcs).toEqual([`${BASE}/sdk/radio-sdk.js`]);
});

/**
 * Same-origin external scripts written in a page's markup with `async` (Next's chunks, the SDK);
 * the first-sound loader (`data-first-paint`) is meant to run from first paint and stays.
 */
const asyncOwnScripts = (html: string) =>
  (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => /\ssrc="\/(?!\/)/.test(tag) && /\sasync\b/.test(tag) && !/\sdata-first-paint\b/.test(tag),
  );

/** When each script of the page and its main image were fetched (resource timing, ms). */
function scriptAndImageTimes(page: Page) {
  return page.evaluate(() => {
    const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const image = entries.find((e) => img && e.name === img.currentSrc);
    const scripts = entries.filter((e) =>
      /\/(_next\/static\/chunks|sdk)\/[^?]*\.js$/.test(new URL(e.name).pathname),
    );
    return {
      imageEnd: image ? image.responseEnd : null,
      firstScriptStart: Math.min(...scripts.map((e) => e.startTime)),
      scripts: scripts.length,
    };
  });
}

test("a page's own scripts are fetched once its main image has arrived (docs/architecture.md)", async ({
  page,
}) => {
  const show = await firstShow();
  const html = await (await fetch(`${BASE}${show.alias}`, { headers: { accept: 'text/html' } })).text();
  expect(asyncOwnScripts(html)).toEqual([]);
  expect(html).toContain('(function loader(');
  await page.goto(`${BASE}${show.alias}`);
  await expect.poll(() => page.evaluate(() => typeof window.RadioSDK)).toBe('object');
  const t = await scriptAndImageTimes(page);
  expect(t.imageEnd).not.toBeNull();
  expect(t.scripts).toBeGreaterThanOrEqual(3);
  expect(t.firstScriptStart).toBeGreaterThanOrEqual(t.imageEnd as number);
});

test(`a main image that never arrives holds the scripts back ${MAX_WAIT_MS} ms at most`, async ({ page }) => {
  const show = await firstShow();
  await page.route('**/media/images/**', () => {
    // Never answered: the image stays pending.
  });
  await page.goto(`${BASE}${show.alias}`, { waitUntil: 'domcontentloaded' });
  await expect.poll(() => page.evaluate(() => typeof window.RadioSDK), { timeout: 15_000 }).toBe('object');
  const t = await scriptAndImageTimes(page);
  expect(t.imageEnd).toBeNull();
  const parsed = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0]?.toJSON().domInteractive,
  );
  expect(t.firstScriptStart).toBeGreaterThanOrEqual(Number(parsed) + MAX_WAIT_MS - 50);
});

const AXE_PAGES: [string, () => Promise<string>][] = [
  ['home', async () => '/'],
  ['category', async () => `/${(await firstShow()).alias.split('/')[1]}`],
  ['show', async () => (await firstShow()).alias],
  ['embed player', async () => `${(await firstShow()).alias}/embed`],
  ['live (embed layout)', async () => '/direct/RCFNational'],
  ['404', async () => '/rubrique-inconnue/x/y'],
  ['403', async () => '/acces-refuse'],
  ['error', async () => '/_test/erreur'],
];

for (const [kind, path] of AXE_PAGES) {
  test(`axe: the ${kind} page has no serious or critical violation`, async ({ page }) => {
    await page.goto(`${BASE}${await path()}`);
    await page.waitForLoadState('load');
    // Let the SDK upgrade its elements: they are scanned too. (A page whose server render failed
    // is rendered by the client alone, without the SDK.)
    if (kind !== 'error') await expect.poll(() => page.evaluate(() => typeof window.RadioSDK)).toBe('object');
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
