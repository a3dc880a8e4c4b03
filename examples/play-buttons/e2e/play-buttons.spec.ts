import { expect, test } from '@playwright/test';
import {
  EXAMPLES,
  expectAudioAdvancing,
  playingMedia,
  recordMedia,
  watchExamplePage,
} from '../../../e2e/support/sdk';

const STREAM = /\/live\/RCFNational\.mp3/;

test.describe('exemple play-buttons: the script and a <button data-play-live>, no other code', () => {
  test('the button plays the live, says how it stands, and pauses it', async ({ page }) => {
    const watched = await watchExamplePage(page);
    await page.goto(`${EXAMPLES}/play-buttons/`);
    // Nothing else on the page: one script (the SDK), one button, no element of the SDK.
    await expect(page.locator('script')).toHaveCount(1);
    await expect(page.locator('radio-player, radio-direct')).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Écouter le direct' });
    // The SDK owns it once it runs: a toggle button, not pressed.
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAttribute('data-play-state', 'idle');

    await button.click();
    await expectAudioAdvancing(page, STREAM);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('data-play-state', 'playing');
    await expect(button).toHaveText('Écouter le direct');

    await button.click();
    await expect.poll(async () => (await playingMedia(page))?.paused).toBe(true);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await watched.expectClean();
  });

  test('a stream that does not come: the button says so, in French, while the player tries again, and plays once it is back', async ({
    page,
  }) => {
    await recordMedia(page);
    await page.route(STREAM, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503}' }),
    );
    await page.goto(`${EXAMPLES}/play-buttons/`);
    const button = page.locator('button[data-play-live]');
    await expect(button).toHaveAttribute('data-play-state', 'idle');
    await button.click();
    await expect(button).toHaveText('Son indisponible · Réessayer', { timeout: 15_000 });
    await expect(button).toHaveAttribute('data-play-state', 'error');
    await expect(button).toHaveAttribute('aria-pressed', 'false');

    // §4's retry schedule goes on by itself: the stream back, it plays, the button says so.
    await page.unroute(STREAM);
    await expectAudioAdvancing(page, STREAM, 30_000);
    await expect(button).toHaveText('Écouter le direct');
    await expect(button).toHaveAttribute('data-play-state', 'playing');
  });
});
