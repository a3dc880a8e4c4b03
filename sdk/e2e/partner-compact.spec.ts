import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { openPartnerPage } from '../../e2e/support/partner-page';
import {
  engineState,
  expectAudioAdvancing,
  fileOf,
  longEpisodes,
  playPastRoll,
  watchExamplePage,
} from '../../e2e/support/sdk';

// A phone: the player bar is the compact one (one row: artwork, titles, play, a thin progress line).
test.use({ viewport: { width: 390, height: 844 } });

type Box = { x: number; y: number; width: number; height: number };

/** How many coloured pixels (not white, grey nor black: the page's own) a strip of the page holds. */
async function colouredPixels(browser: Browser, page: Page, strip: Box): Promise<number> {
  const png = (await page.screenshot({ clip: strip })).toString('base64');
  // Decoded by a blank page of the browser (the partner's CSP allows no data: image to be read).
  const blank = await browser.newPage();
  try {
    return await blank.evaluate(async (data) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = new OffscreenCanvas(img.width, img.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const px = ctx.getImageData(0, 0, img.width, img.height).data;
      let n = 0;
      for (let i = 0; i < px.length; i += 4) {
        const [r, g, b] = [px[i]!, px[i + 1]!, px[i + 2]!];
        if (Math.max(r, g, b) - Math.min(r, g, b) > 60) n++;
      }
      return n;
    }, png);
  } finally {
    await blank.close();
  }
}

/**
 * What the listener sees of the progress line: the slider inside the player's box, and nothing of
 * the player (its accent-coloured line or dot) drawn in the 16 px of page above it or below it.
 */
async function expectProgressInside(browser: Browser, page: Page, player: Locator, state: string) {
  await page.screenshot({ path: test.info().outputPath(`compact-390-${state}.png`) });
  const box = (await player.boundingBox())!;
  const slider = (await player.getByRole('slider', { name: 'Position de lecture' }).boundingBox())!;
  expect(slider, `${state}: the progress line is drawn`).not.toBeNull();
  expect(slider.y, `${state}: the progress line's top`).toBeGreaterThanOrEqual(box.y - 0.5);
  expect(slider.y + slider.height, `${state}: its bottom`).toBeLessThanOrEqual(box.y + box.height + 0.5);
  expect(slider.x).toBeGreaterThanOrEqual(box.x - 0.5);
  expect(slider.x + slider.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  const width = page.viewportSize()!.width;
  const above = { x: 0, y: box.y - 16, width, height: 16 };
  const below = { x: 0, y: box.y + box.height, width, height: 16 };
  expect(await colouredPixels(browser, page, above), `${state}: pixels of the player above it`).toBe(0);
  expect(await colouredPixels(browser, page, below), `${state}: pixels of the player below it`).toBe(0);
}

// A partner page read on a phone: its <radio-player> bar (the default variant) in the text.
test('at 390 px the compact player draws its progress inside its own box: no dot sticks out, loaded, playing or paused', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const [episode] = await longEpisodes(request);
  const watched = await watchExamplePage(page);
  await openPartnerPage(
    page,
    `<h1>Paroisse Saint-Exemple</h1><p>L'émission de la semaine :</p>
     <radio-player episode="${episode!.id}"></radio-player>
     <p>Bonne écoute.</p>`,
  );
  const player = page.locator('radio-player');
  await expect(player.getByText(episode!.title)).toBeVisible({ timeout: 20_000 });
  // The compact row: « Toutes les commandes du lecteur » is offered, the other controls are not.
  await expect(player.getByRole('button', { name: 'Toutes les commandes du lecteur' })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Reculer de 15 secondes' })).toBeHidden();
  await expectProgressInside(browser, page, player, 'loaded');

  await playPastRoll(page, player);
  await expectAudioAdvancing(page, fileOf(episode!.audio_file), 45_000);
  await expectProgressInside(browser, page, player, 'playing');

  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => engineState(page, 'status')).toBe('paused');
  await expect(player.getByRole('button', { name: 'Lecture' })).toBeVisible();
  await expectProgressInside(browser, page, player, 'paused');
  await watched.expectClean();
});
