// What the player says on screen besides its sound, on the site in Chromium against the real stack:
// what comes next on the live (from the programme grid, in the hero and in the live bar) and the
// share buttons' outcome (« Lien copié », or the link itself when the clipboard is refused).
import { expect, type Page, test } from '@playwright/test';
import { API_URL, BASE } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';
import { asNewListener } from '../../e2e/support/listener';
import { expectAudioAdvancing, fileOf } from '../../e2e/support/sdk';

test.beforeEach(asNewListener);
test.use({ viewport: { width: 1366, height: 768 } });

const bar = (page: Page) => page.locator('.player-bar-slot radio-player');
const parisHour = (iso: string) =>
  new Date(iso).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });
/** Wider than a visually hidden node (1 px): a sighted listener can read it. */
const readable = async (el: ReturnType<Page['locator']>) => ((await el.boundingBox())?.width ?? 0) > 40;

test('the hero and the live bar say what comes next, from the grid: « À suivre : HH:MM <programme> »', async ({
  page,
}) => {
  const live = (await (await fetch(`${API_URL}/content/api/dab/RCFNational`)).json()) as {
    next?: { date: string; title: string };
  };
  const next = live.next;
  if (!next) throw new Error("le direct national n'annonce pas de programme suivant");
  const line = `À suivre : ${parisHour(next.date)} ${next.title}`;
  await page.goto(`${BASE}/`);
  await hydrated(page);
  const hero = page.locator('.hero-live');
  await expect(hero.getByText(line)).toBeVisible({ timeout: 20_000 });
  await hero.locator('[data-play-live="RCFNational"]').click();
  await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/, 30_000);
  const inBar = bar(page).getByText(line);
  await expect(inBar).toBeVisible();
  expect(await readable(inBar)).toBe(true);
});

test('/direct at 390 px says what comes next, and the station name wraps as one piece above the live', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const live = (await (await fetch(`${API_URL}/content/api/dab/RCFNational`)).json()) as {
    next?: { date: string; title: string };
  };
  const next = live.next;
  if (!next) throw new Error("le direct national n'annonce pas de programme suivant");
  const line = `À suivre : ${parisHour(next.date)} ${next.title}`;
  await page.goto(`${BASE}/direct/RCFNational`);
  // Server HTML: there before any script, and still there once the player is drawn.
  const upNext = page.locator('.direct-next');
  await expect(upNext).toHaveText(line);
  expect(await readable(upNext)).toBe(true);
  await page.waitForFunction(
    () => !!document.querySelector('radio-direct')?.shadowRoot?.querySelector('.station'),
  );
  const station = page.locator('radio-direct .station');
  await expect(station).toHaveText(/· RCF National/);
  // One line high: « RCF » and « National » never on two lines.
  const box = await station.boundingBox();
  const lineHeight = await station.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight) || 20);
  expect(box?.height ?? 99).toBeLessThan(lineHeight * 1.5);
  await page.screenshot({ path: test.info().outputPath('direct-390.png') });
});

test('share: « Lien copié » shows on screen in the bar and on the show page; the clipboard refused, the link itself shows, to copy by hand', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
  type Row = { id: number; alias: string; title: string; audio_file: string };
  const shows = (await (
    await fetch(`${API_URL}/content/api/nodes?_format=json&type=show&items_per_page=5`)
  ).json()) as { rows: Row[] };
  const show = shows.rows[0];
  if (!show) throw new Error('aucune émission');
  const episode = (
    (await (await fetch(`${API_URL}/content/episodes_by_show/${show.id}?_format=json`)).json()) as {
      rows: Row[];
    }
  ).rows[0];
  if (!episode) throw new Error('aucun épisode');
  await page.goto(`${BASE}${show.alias}`);
  await hydrated(page);

  // The show page's own button.
  const pageShare = page.locator('.show-actions').getByRole('button', { name: 'Partager' });
  await pageShare.click();
  const pageNote = page.locator('.show-actions').getByText('Lien copié');
  await expect(pageNote).toBeVisible();
  expect(await readable(pageNote)).toBe(true);

  // The bar's, at the second being heard.
  await page.locator(`.episode-list [data-play-episode="${episode.id}"]`).click();
  await expectAudioAdvancing(page, fileOf(episode.audio_file), 45_000);
  const share = bar(page).getByRole('button', { name: 'Partager à la seconde en cours' });
  await share.click();
  const copied = bar(page).getByText('Lien copié dans le presse-papiers');
  await expect(copied).toBeVisible();
  expect(await readable(copied)).toBe(true);

  // The clipboard refused: the link, in words, on screen.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('refusé', 'NotAllowedError'));
  });
  await share.click();
  const byHand = bar(page).getByText(/^Lien de partage : https?:\/\/\S+/);
  await expect(byHand).toBeVisible();
  expect(await readable(byHand)).toBe(true);
  await pageShare.click();
  await expect(page.locator('.show-actions').getByText(/^Lien à copier : https?:\/\//)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('share-by-hand-1366.png') });
});
