import { expect, test } from '@playwright/test';
import { SITE } from '../../../e2e/support/env';
import {
  EXAMPLES,
  engineState,
  expectAudioAdvancing,
  fileOf,
  longEpisodes,
  openPartnerEpisode,
  watchExamplePage,
} from '../../../e2e/support/sdk';

test.describe('exemple partner-html', () => {
  test('one script tag under a strict CSP: the episode really plays', async ({ page, request }) => {
    const [episode] = await longEpisodes(request);
    expect(episode).toBeDefined();
    const watched = await watchExamplePage(page);

    const player = await openPartnerEpisode(page, episode!.id);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).not.toContain('unsafe-');
    await expect(page.locator('script')).toHaveCount(1);
    // The SDK at its versioned, immutable URL, checked against its SRI hash (sdk/dist/sdk-manifest.json).
    const script = page.locator('script');
    await expect(script).toHaveAttribute('src', /\/sdk\/\d+\.\d+\.\d+-[0-9a-f]{10}\/radio-sdk\.js$/);
    await expect(script).toHaveAttribute('integrity', /^sha384-[A-Za-z0-9+/]{64}$/);
    await expect(script).toHaveAttribute('crossorigin', 'anonymous');
    const sdk = await request.get(String(await script.getAttribute('src')));
    expect(sdk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await expect(player.getByRole('button', { name: 'Lecture' })).toBeVisible();
    await expect(page.locator('radio-direct').getByText('Le direct').first()).toBeVisible();
    // Never autoplays.
    expect(await engineState(page, 'status')).toBe('idle');

    await player.getByRole('button', { name: 'Lecture' }).click();
    // The first anonymous listen may start with a pre-roll; the episode's audio follows it.
    await expectAudioAdvancing(page, fileOf(episode!.audio_file), 45_000);
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

    await watched.expectClean();
  });

  test('« Je fais un don » on the partner page leads to the main site, not to the partner', async ({
    page,
  }) => {
    await page.goto(`${EXAMPLES}/partner-html/`);
    const give = page.locator('radio-donation-popin').getByRole('link', { name: 'Je fais un don' });
    await expect(give).toHaveAttribute('href', `${SITE}/pourquoi-donner`);
    await give.click();
    await expect(page).toHaveURL(`${SITE}/pourquoi-donner`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pourquoi donner ?');
  });
});
