// First sound on the live page (/direct/<id>), from the listener's side: the server paints a play
// button inside <radio-direct> carrying the stream's address; the early-tap catcher plays it at the
// press, before React and the SDK have arrived (site/lib/first-sound.ts), and the SDK's engine takes
// that same sound over when it comes (packages/player/src/handover.ts). The test holds the page's
// scripts back the way a slow link does, presses, hears the live, then lets the scripts through.
import { expect, test } from '@playwright/test';
import { API_URL, BASE } from '../../e2e/support/account';
import { holdScripts, pressBeforeScripts } from '../../e2e/support/held-scripts';
import { asNewListener } from '../../e2e/support/listener';
import { engineState, expectAudioAdvancing } from '../../e2e/support/sdk';

const RADIO = 'RCFNational';
const STREAM = new RegExp(`/live/${RADIO}\\.mp3`);

test.beforeEach(asNewListener);

test('/direct: a press made before any script sounds at once; the SDK takes that same sound over, once, and the live player shows it', async ({
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
  // Painted and live before any of the page's own scripts ran: the press sounds at once.
  const button = await pressBeforeScripts(page, selector, scripts, true);
  await expectAudioAdvancing(page, STREAM, 15_000);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => 'RadioSDK' in window)).toBe(false);
  const before = await page.evaluate(
    () => (window as unknown as { __media: HTMLMediaElement[] }).__media[0]?.currentTime ?? 0,
  );

  await scripts.release();
  // The SDK's engine plays the live in that same element: its time goes on, never back to 0.
  await expect.poll(() => engineState(page, 'status'), { timeout: 30_000 }).toBe('live');
  await expectAudioAdvancing(page, STREAM, 15_000);
  expect(
    await page.evaluate(
      () => (window as unknown as { __media: HTMLMediaElement[] }).__media[0]?.currentTime ?? 0,
    ),
  ).toBeGreaterThanOrEqual(before);
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

test('/: a press before any script while the stream refuses (503): the early sound fails, the player says so in French on screen, then plays when the stream is back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const scripts = await holdScripts(page);
  await page.goto(`${BASE}/`, { waitUntil: 'domcontentloaded' });
  const selector = `.hero-live [data-play-live="${RADIO}"]`;
  const refused = await fetch(`${API_URL}/live/_control/${RADIO}/pause?ms=8000`, { method: 'POST' });
  expect(refused.ok).toBe(true);
  const hero = await pressBeforeScripts(page, selector, scripts, true);
  await scripts.release();
  // The early <audio> got the refusal: the SDK does not take a failed element, connects itself, and
  // the §4 schedule runs with the failure on screen.
  const bar = page.locator('.player-bar-slot radio-player');
  await expect(
    bar.getByText('Le son est momentanément indisponible. Vérifiez votre connexion et réessayez.'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(hero).toHaveText('Son indisponible · Réessayer');
  // The stream answers again: the live plays by itself, one sound.
  await expectAudioAdvancing(page, STREAM, 40_000);
  await expect.poll(() => engineState(page, 'status'), { timeout: 20_000 }).toBe('live');
  // One sound: of every element that ever held the stream, one only moves on.
  const times = () =>
    page.evaluate(
      (src) =>
        (window as unknown as { __media: HTMLMediaElement[] }).__media
          .filter((m) => new RegExp(src).test(m.currentSrc || m.src))
          .map((m) => m.currentTime),
      STREAM.source,
    );
  const before = await times();
  await page.waitForTimeout(1500);
  const after = await times();
  const playing = after.filter((t, k) => t > (before[k] ?? 0)).length;
  expect(playing).toBe(1);
});
