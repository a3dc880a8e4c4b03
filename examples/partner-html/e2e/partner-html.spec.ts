import { expect, test } from '@playwright/test';
import {
  EXAMPLES,
  engineState,
  expectAudioAdvancing,
  longEpisodes,
  recordCspViolations,
  recordMedia,
} from '../../../sdk/e2e/support';

test.describe('exemple partner-html', () => {
  test('one script tag under a strict CSP: the episode really plays', async ({ page, request }) => {
    const [episode] = await longEpisodes(request);
    expect(episode).toBeDefined();
    await recordMedia(page);
    const violations = await recordCspViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${EXAMPLES}/partner-html/?episode=${episode!.id}`);
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

    const player = page.locator('radio-player');
    await expect(player.getByRole('button', { name: 'Lecture' })).toBeVisible();
    await expect(page.locator('radio-direct').getByText('Le direct').first()).toBeVisible();
    // Never autoplays.
    expect(await engineState(page, 'status')).toBe('idle');

    await player.getByRole('button', { name: 'Lecture' }).click();
    // The first anonymous listen may start with a pre-roll; the episode's audio follows it.
    const file = episode!.audio_file.split('/').pop()!;
    await expectAudioAdvancing(page, new RegExp(`${file.replace('.', '\\.')}$`), 45_000);
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
