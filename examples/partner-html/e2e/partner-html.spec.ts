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
