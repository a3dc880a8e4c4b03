// A partner page's listener: the bar a partner adds follows the live, a shared moment starts where
// it was shared, and the first play's roll pop-in stays beside the page.
import { expect, test } from '@playwright/test';
import {
  EXAMPLES,
  engineState,
  expectAudioAdvancing,
  fileOf,
  longEpisodes,
  playingMedia,
  recordMedia,
} from '../../../e2e/support/sdk';

test.beforeEach(async ({ page }) => recordMedia(page));

test('a bare <radio-player> added by the partner becomes the live bar once the live plays, and pauses it', async ({
  page,
}) => {
  await page.goto(`${EXAMPLES}/partner-html/?radio=RCFLyon`);
  // What sdk/README.md tells partners: one <radio-player> without an episode follows what plays.
  await page.evaluate(() => document.body.append(document.createElement('radio-player')));
  const bar = page.locator('body > radio-player');
  await expect(bar.getByRole('region')).toHaveCount(0);

  await page.locator('radio-direct').getByRole('button', { name: 'Écouter le direct' }).click();
  await expectAudioAdvancing(page, /\/live\/RCFLyon\.mp3/);
  const live = bar.getByRole('region', { name: 'Lecteur du direct' });
  await expect(live).toBeVisible();
  await expect(live).toContainText('En direct');
  const title = await engineState<string>(page, 'live.title');
  await expect(live.getByText(title)).toBeVisible();

  await live.getByRole('button', { name: 'Mettre le direct en pause' }).click();
  await expect.poll(async () => (await playingMedia(page))?.paused).toBe(true);
  // The page's own live player agrees.
  await expect(page.locator('radio-direct').getByRole('button', { name: 'Écouter le direct' })).toBeVisible();
});

test('a shared moment ?episode=ID&t=SS waits for the listener, then starts at SS after the pre-roll', async ({
  page,
  request,
}) => {
  const episode = (await longEpisodes(request, 90))[0]!;
  await page.goto(`${EXAMPLES}/partner-html/?episode=${episode.id}&t=40`);
  const player = page.locator('radio-player');
  await expect(player.getByRole('button', { name: 'Lecture' })).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(await playingMedia(page)).toBeNull();
  await expect(page.locator('radio-modals').getByRole('dialog')).toHaveCount(0);

  await player.getByRole('button', { name: 'Lecture' }).click();
  // The roll pop-in of the first play is a card: the page's own controls keep answering.
  const card = page.locator('radio-modals').getByRole('dialog', { name: 'Soutenez votre radio' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toHaveAttribute('aria-modal', 'false');
  await page
    .locator('radio-direct')
    .getByRole('button', { name: 'Écouter le direct' })
    .click({ trial: true });

  await expect.poll(() => engineState(page, 'status'), { timeout: 40_000 }).toBe('playing');
  await expectAudioAdvancing(page, fileOf(episode.audio_file));
  const at = (await playingMedia(page))!.time;
  expect(at).toBeGreaterThanOrEqual(40);
  expect(at).toBeLessThan(55);
});

test('a partner hands its list with RadioSDK.play({ episodeId, queue }): « À suivre » shows it and « Épisode suivant » plays the next', async ({
  page,
  request,
}) => {
  const list = (await longEpisodes(request)).slice(0, 3);
  const [first, second] = list;
  await page.goto(`${EXAMPLES}/partner-html/?episode=${first!.id}`);
  const player = page.locator('radio-player');
  await expect(player.getByRole('button', { name: 'Lecture' })).toBeVisible();
  await page.evaluate(
    (items) =>
      (window as unknown as { RadioSDK: { play(r: unknown): Promise<boolean> } }).RadioSDK.play({
        episodeId: items[0]!.id,
        queue: items,
      }),
    list.map((e) => ({ id: String(e.id), title: e.title })),
  );
  await player.getByRole('button', { name: 'À suivre (2)' }).click();
  await expect(player.getByRole('region', { name: 'À suivre' }).locator('li')).toHaveText(
    list.slice(1).map((e) => new RegExp(e.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
  );
  await player.getByRole('button', { name: 'Épisode suivant' }).click();
  await expect.poll(() => engineState(page, 'sound.id'), { timeout: 20_000 }).toBe(String(second!.id));
});
