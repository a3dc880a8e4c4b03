// First sound on a phone, from the listener's side: the play buttons answer as soon as the page is
// painted, before React and the SDK have arrived (site/lib/first-sound.ts). The test holds the
// page's scripts back (Next's chunks and the SDK) the way a slow link does, presses, then lets them
// through.
import { expect, test } from '@playwright/test';
import { engineState, expectAudioAdvancing, fileOf } from '../../sdk/e2e/support';
import { API_URL, BASE } from './account-helpers';
import { holdScripts, isHydrated, pressBeforeScripts } from './held-scripts';
import { asNewListener } from './listener';

type Row = { id: number; alias: string; title: string; duration: number; audio_file: string };

/** A show whose first listed episode lasts long enough to pass 30 s, and that episode. */
async function showAndFirstEpisode(): Promise<{ show: Row; episode: Row }> {
  const res = await fetch(`${API_URL}/content/api/nodes?_format=json&type=show&items_per_page=20`);
  for (const show of ((await res.json()) as { rows: Row[] }).rows) {
    const eps = (await (
      await fetch(`${API_URL}/content/episodes_by_show/${show.id}?_format=json`)
    ).json()) as { rows: Row[] };
    const first = eps.rows[0];
    if (first && first.duration >= 60) return { show, episode: first };
  }
  throw new Error('aucune émission dont le premier épisode dure plus d’une minute');
}

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

  // The bar shows it, and React now owns the button, pressed.
  const bar = page.locator('.player-bar-slot radio-player');
  await expect(bar.getByText(episode.title)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => isHydrated(page, selector)).toBe(true);
  await expect(button).toHaveAttribute('aria-pressed', 'true');

  // Counted once (spec §4: once current time passes 30 s): jump past it (PageUp = +60 s).
  expect(await engineState(page, 'counters.anonymous')).toBe(0);
  await bar.getByRole('slider', { name: 'Position de lecture' }).press('PageUp');
  await expect.poll(() => engineState(page, 'counters.anonymous'), { timeout: 15_000 }).toBe(1);
  // One press, one load of the episode by the engine.
  expect(episodeLoads).toHaveLength(1);

  // The hydrated button toggles as before: one press pauses.
  await button.click();
  await expect.poll(() => engineState<string>(page, 'status')).toBe('paused');
});

test('without the first-sound loader the buttons stay disabled until React hydrates them: a press is never lost silently', async ({
  page,
}) => {
  const { show, episode } = await showAndFirstEpisode();
  await page.route('**/first-sound.js', (route) => route.abort());
  const scripts = await holdScripts(page);
  await page.goto(`${BASE}${show.alias}`, { waitUntil: 'domcontentloaded' });
  const button = page.locator(`[data-play-episode="${episode.id}"]`).first();
  await expect(button).toBeDisabled();
  await scripts.release();
  await expect(button).toBeEnabled({ timeout: 20_000 });
});
