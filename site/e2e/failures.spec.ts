// Failures a listener can see, on the site in Chromium against the real stack: the live answering
// 503 (the API's live emulator, its test-only control route), the browser offline, an episode whose
// audio is missing, the API out of reach. Each time: a French message on screen (not a visually
// hidden node) in the player bar and on the button that was pressed, « Réessayer », and the sound
// back when the cause goes.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { API_URL, BASE } from '../../e2e/support/account';
import { homeHero } from '../../e2e/support/home';
import { hydrated } from '../../e2e/support/hydration';
import { asNewListener } from '../../e2e/support/listener';
import { engineState, expectAudioAdvancing, fileOf, playingMedia } from '../../e2e/support/sdk';
import { showWithEpisode } from '../../e2e/support/shows';

const RADIO = 'RCFNational';
const STREAM = new RegExp(`/live/${RADIO}\\.mp3`);
const UNAVAILABLE = 'Le son est momentanément indisponible. Vérifiez votre connexion et réessayez.';
const FAILED_BUTTON = 'Son indisponible · Réessayer';

test.beforeEach(asNewListener);
// The desktop the screenshots are taken at (the phone's own test sets 390 px).
test.use({ viewport: { width: 1366, height: 768 } });

const bar = (page: Page) => page.locator('.player-bar-slot radio-player');

/** On screen: drawn at a readable size, not a 1-pixel node for screen readers only. */
async function expectOnScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  expect(box?.height ?? 0).toBeGreaterThan(10);
}

/** A show page and the first of its episodes whose button is there, with its audio file. */
async function showEpisode(): Promise<{ alias: string; id: string; audio: string; title: string }> {
  type Row = { id: number; alias: string; title: string; audio_file: string; partners?: unknown[] };
  const { show, episode: e } = await showWithEpisode<Row>(
    ([first]) => first,
    'aucune émission avec un épisode',
    10,
  );
  return { alias: show.alias, id: String(e.id), audio: e.audio_file, title: e.title };
}

test('the live answering 503: the bar and the pressed button say so in French, with « Réessayer », while §4 retries; the stream back, the message goes and the live plays', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const hero = await homeHero(page, RADIO);
  // The stream refuses every connection (503) for 9 s, from the first press on (within the ten
  // errors of §4's schedule: 500 ms ×3, 1 s ×3, 2 s ×3).
  const refused = await fetch(`${API_URL}/live/_control/${RADIO}/pause?ms=9000`, { method: 'POST' });
  expect(refused.ok).toBe(true);
  await hero.click();

  const message = bar(page).getByText(UNAVAILABLE);
  await expect(message).toBeVisible({ timeout: 10_000 });
  await expectOnScreen(message);
  await expect(bar(page).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expect(hero).toHaveText(FAILED_BUTTON);
  await expect(hero).toHaveAttribute('data-play-state', 'error');
  await page.screenshot({ path: test.info().outputPath('live-503-1366.png') });
  // The schedule of §4 goes on meanwhile: the engine is still trying.
  expect(await engineState(page, 'status')).toBe('loading');

  // The stream answers again: the live plays by itself, the message goes, the button is itself.
  await expectAudioAdvancing(page, STREAM, 30_000);
  await expect(message).toBeHidden();
  await expect(hero).toHaveText('Écouter le direct');
  await expect(hero).toHaveAttribute('aria-pressed', 'true');
});

test('offline during the live: the bar says so at once; back online, the live reconnects and plays (§4)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const hero = await homeHero(page, RADIO);
  await hero.click();
  await expectAudioAdvancing(page, STREAM);

  await context.setOffline(true);
  const offline = bar(page).getByText(
    'Vous êtes hors ligne. La lecture reprendra au retour de la connexion.',
  );
  await expect(offline).toBeVisible({ timeout: 10_000 });
  await expectOnScreen(offline);

  const before = await page.evaluate(() => (window as unknown as { __media: unknown[] }).__media.length);
  await context.setOffline(false);
  await expect(offline).toBeHidden({ timeout: 30_000 });
  await expectAudioAdvancing(page, STREAM, 30_000);
  // It reconnected (§4 "reloads and plays"): a fresh connection, not the old buffer.
  const media = await page.evaluate(() => (window as unknown as { __media: unknown[] }).__media.length);
  expect(media).toBeGreaterThanOrEqual(before);
  expect(await engineState(page, 'status')).toBe('live');
});

test('an episode whose audio is missing (404): the bar and its button say so, « Réessayer » plays it once the file is there', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const episode = await showEpisode();
  const file = fileOf(episode.audio);
  // The episode's file answers 404 (its pre-roll's check too: the pre-roll is skipped, §4).
  await page.route(/\/media\/audio\//, (route) => route.fulfill({ status: 404, body: 'Introuvable' }));
  await page.goto(`${BASE}${episode.alias}`);
  await hydrated(page);
  const button = page.locator(`.episode-list [data-play-episode="${episode.id}"]`);
  await expect(button).toHaveAttribute('data-play-state', 'idle', { timeout: 20_000 });
  await button.click();

  await expect(button.locator('[data-play-label]')).toHaveText(FAILED_BUTTON, { timeout: 20_000 });
  const message = bar(page).getByText(UNAVAILABLE);
  await expectOnScreen(message);
  await expect(bar(page).getByText(episode.title)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('episode-404-1366.png') });

  await page.unroute(/\/media\/audio\//);
  await bar(page).getByRole('button', { name: 'Réessayer' }).click();
  await expectAudioAdvancing(page, file, 30_000);
  await expect(message).toBeHidden();
  await expect(button.locator('[data-play-label]')).toHaveText('Écouter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
});

test('the API out of reach when the live is pressed: the button says so; pressed again once it answers, the live plays', async ({
  page,
}) => {
  // Out of reach from the start: the radio the door asks for ahead of a press is not known either.
  await page.route(/\/content\/radio\//, (route) => route.abort('connectionrefused'));
  const hero = await homeHero(page, RADIO);
  await hero.click();
  await expect(hero).toHaveText(FAILED_BUTTON, { timeout: 15_000 });
  await expect(hero).toHaveAttribute('aria-pressed', 'false');
  expect((await playingMedia(page))?.paused ?? true).toBe(true);

  await page.unroute(/\/content\/radio\//);
  await hero.click();
  await expectAudioAdvancing(page, STREAM);
  await expect(hero).toHaveText('Écouter le direct');
});
