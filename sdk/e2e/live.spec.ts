import { expect, test } from '@playwright/test';
import { API_ORIGIN, EXAMPLES, engineState, expectAudioAdvancing, recordMedia } from '../../e2e/support/sdk';

test.describe('<radio-direct>', () => {
  test('the live stream plays and shows its now-playing text', async ({ page, request }) => {
    const nowPlaying = (await (
      await request.get(`${API_ORIGIN}/content/api/dab/RCFNational?_format=json`)
    ).json()) as {
      title: string;
      artiste: string | null;
    };
    await recordMedia(page);
    await page.goto(`${EXAMPLES}/direct-page/?radio=RCFNational`);
    const live = page.locator('radio-direct');
    await expect(live.getByText('Le direct', { exact: false }).first()).toBeVisible();
    await expect(live.getByText(nowPlaying.title)).toBeVisible();
    if (nowPlaying.artiste) await expect(live.getByText(nowPlaying.artiste)).toBeVisible();

    await live.getByRole('button', { name: 'Écouter le direct' }).click();
    await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);
    expect(await engineState(page, 'status')).toBe('live');
    expect(await engineState(page, 'sound.id')).toBe('livestream-RCFNational');
    // Once playing, the text comes from the engine's own refresh of /api/dab.
    expect(await engineState(page, 'live.title')).toBe(nowPlaying.title);
    await expect(live.getByText(nowPlaying.title)).toBeVisible();

    await live.getByRole('button', { name: 'Mettre le direct en pause' }).click();
    await expect(live.getByRole('button', { name: 'Écouter le direct' })).toBeVisible();
    expect(await engineState(page, 'status')).toBe('paused');
  });

  test('Alt+P then Space start the live stream from the keyboard', async ({ page }) => {
    await recordMedia(page);
    await page.goto(`${EXAMPLES}/direct-page/`);
    await expect(
      page.locator('radio-direct').getByRole('button', { name: 'Écouter le direct' }),
    ).toBeVisible();
    await page.keyboard.press('Alt+KeyP');
    await page.keyboard.press('Space');
    await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);
  });
});
