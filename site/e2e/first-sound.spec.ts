// First sound on a phone, from the listener's side: the play buttons answer as soon as the page is
// painted, before React and the SDK have arrived (the early-tap catcher, site/lib/first-sound.ts,
// hands the press to the SDK's door). The test holds the
// page's scripts back (Next's chunks and the SDK) the way a slow link does, presses, then lets them
// through.
import { expect, test } from '@playwright/test';
import { BASE } from '../../e2e/support/account';
import { holdScripts, pressBeforeScripts } from '../../e2e/support/held-scripts';
import { asNewListener } from '../../e2e/support/listener';
import { engineState, expectAudioAdvancing, fileOf } from '../../e2e/support/sdk';
import { showWithEpisode } from '../../e2e/support/shows';

type Row = { id: number; alias: string; title: string; duration: number; audio_file: string };

/** A show whose first listed episode lasts long enough to pass 30 s, and that episode. */
const showAndFirstEpisode = () =>
  showWithEpisode<Row>(
    ([first]) => (first && first.duration >= 60 ? first : undefined),
    'aucune émission dont le premier épisode dure plus d’une minute',
  );

test.beforeEach(asNewListener);

test('a press made before hydration plays the episode once the scripts arrive, counts once, and shows the bar', async ({
  page,
}) => {
  const { show, episode } = await showAndFirstEpisode();
  const scripts = await holdScripts(page);
  const episodeLoads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith(`/api/episode/${episode.id}`)) episodeLoads.push(r.url());
  });

  await page.goto(`${BASE}${show.alias}`, { waitUntil: 'domcontentloaded' });
  const selector = `[data-play-episode="${episode.id}"]`;
  // Painted and live before any of the page's own scripts ran; the press is taken.
  const button = await pressBeforeScripts(page, selector, scripts);

  await scripts.release();
  // The engine plays that episode (after its pre-roll, if any), with no second press.
  await expect
    .poll(() => engineState<string>(page, 'sound.id'), { timeout: 30_000 })
    .toBe(String(episode.id));
  await expect
    .poll(() => engineState<string>(page, 'status'), { timeout: 40_000, intervals: [250] })
    .toBe('playing');
  await expectAudioAdvancing(page, fileOf(episode.audio_file));
  await expect(button).not.toHaveAttribute('aria-busy');
  await expect(button).not.toHaveAttribute('data-play-pending');

  // The bar shows it, and the button says it plays (the SDK's door writes its state on it).
  const bar = page.locator('.player-bar-slot radio-player');
  await expect(bar.getByText(episode.title)).toBeVisible({ timeout: 15_000 });
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveAttribute('data-play-state', 'playing');

  // Counted once (spec §4: once current time passes 30 s): jump past it (PageUp = +60 s).
  expect(await engineState(page, 'counters.anonymous')).toBe(0);
  await bar.getByRole('slider', { name: 'Position de lecture' }).press('PageUp');
  await expect.poll(() => engineState(page, 'counters.anonymous'), { timeout: 15_000 }).toBe(1);
  // One press, one load of the episode by the engine.
  expect(episodeLoads).toHaveLength(1);

  // The same button toggles: one press pauses, and it says so.
  await button.click();
  await expect.poll(() => engineState<string>(page, 'status')).toBe('paused');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('the play buttons are never disabled, and the catcher is written into the head, before them', async ({
  page,
}) => {
  const { show, episode } = await showAndFirstEpisode();
  // Inline, before the first button: no request of its own to wait for.
  const html = await (await fetch(`${BASE}${show.alias}`, { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('<script src="/first-sound.js"');
  expect(html.indexOf('data-play-pending')).toBeGreaterThan(0);
  expect(html.indexOf('data-play-pending')).toBeLessThan(html.indexOf('data-play-episode='));
  const scripts = await holdScripts(page);
  await page.goto(`${BASE}${show.alias}`, { waitUntil: 'domcontentloaded' });
  const button = page.locator(`[data-play-episode="${episode.id}"]`).first();
  await expect(button).toBeEnabled();
  await scripts.release();
  await expect(button).toHaveAttribute('data-play-state', 'idle', { timeout: 20_000 });
  // Hydrated: React did not fetch the catcher's file again.
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => e.name.endsWith('/first-sound.js')),
    ),
  ).toBe(false);
  await button.click();
  await expect
    .poll(() => engineState<string>(page, 'sound.id'), { timeout: 20_000 })
    .toBe(String(episode.id));
});
