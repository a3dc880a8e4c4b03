// First sound on the live page (/direct/<id>), from the listener's side: the server paints a play
// button inside <radio-direct> that the early-tap catcher keeps before React and the SDK have
// arrived (site/lib/first-sound.ts), for the SDK's door to play. The test holds the page's scripts back the way a slow link
// does, presses, then lets them through.
import { expect, test } from '@playwright/test';
import { engineState, expectAudioAdvancing } from '../../sdk/e2e/support';
import { BASE } from './account-helpers';
import { holdScripts, pressBeforeScripts } from './held-scripts';
import { asNewListener } from './listener';

const RADIO = 'RCFNational';
const STREAM = new RegExp(`/live/${RADIO}\\.mp3`);

test.beforeEach(asNewListener);

test('/direct: a press made before hydration starts the live once the scripts arrive, once, and the live player shows it', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  const radioReads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith(`/radio/${RADIO}`)) radioReads.push(r.url());
  });

  await page.goto(`${BASE}/direct/${RADIO}`, { waitUntil: 'domcontentloaded' });
  const selector = `radio-direct [data-play-live="${RADIO}"]`;
  await expect(page.locator(selector)).toHaveText('Écouter le direct');
  // Painted and live before any of the page's own scripts ran; the press is taken.
  const button = await pressBeforeScripts(page, selector, scripts);

  await scripts.release();
  // The live stream plays, with no second press.
  await expectAudioAdvancing(page, STREAM, 30_000);
  expect(await engineState(page, 'status')).toBe('live');
  expect(await engineState(page, 'sound.id')).toBe(`livestream-${RADIO}`);

  // The SDK's live player took the server button's place and shows the live playing: its button
  // now pauses it.
  const live = page.locator('radio-direct');
  await expect(live.getByRole('button', { name: 'Mettre le direct en pause' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(button).toBeHidden();

  // Started once: one connection to the stream, one read of the radio by the engine; the live is
  // never counted against the anonymous listens (spec §4).
  const streams = await page.evaluate(
    (src) =>
      (window as unknown as { __media: HTMLMediaElement[] }).__media.filter((m) =>
        new RegExp(src).test(m.currentSrc || m.src),
      ).length,
    STREAM.source,
  );
  expect(streams).toBe(1);
  expect(radioReads).toHaveLength(1);
  expect(await engineState(page, 'counters.anonymous')).toBe(0);

  // One press on the live player pauses it.
  await live.getByRole('button', { name: 'Mettre le direct en pause' }).click();
  await expect.poll(() => engineState<string>(page, 'status')).toBe('paused');
});

test('/direct: the server button is never disabled, then the live player replaces it', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(`${BASE}/direct/${RADIO}`, { waitUntil: 'domcontentloaded' });
  const button = page.locator(`radio-direct [data-play-live="${RADIO}"]`);
  await expect(button).toBeEnabled();
  await scripts.release();
  // Then the SDK's live player replaces it.
  await expect(page.locator('radio-direct').getByRole('button', { name: 'Écouter le direct' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(button).toBeHidden();
});
