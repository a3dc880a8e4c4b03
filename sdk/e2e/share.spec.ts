import { expect, test } from '@playwright/test';
import {
  engineState,
  expectAudioAdvancing,
  fileOf,
  longEpisodes,
  openPartnerEpisode,
  playingMedia,
  playPastRoll,
  recordMedia,
  waitForStatus,
} from '../../e2e/support/sdk';

test('share at the current second: the link reopens the episode at that second', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [episode] = await longEpisodes(request, 90);
  await recordMedia(page);
  const player = await playPastRoll(page, await openPartnerEpisode(page, episode!.id));
  await player.getByRole('slider', { name: 'Position de lecture' }).press('PageUp');
  await player.getByRole('button', { name: 'Pause' }).click();
  await waitForStatus(page, 'paused', 5_000);
  // The pause keeps the second the sound stopped at, not the last 1-s tick before it: the link
  // carries the second the listener heard, whatever fraction of a tick had passed.
  const heard = (await playingMedia(page))!.time;
  expect(await engineState<number>(page, 'position')).toBe(heard);
  const at = Math.floor(heard);
  expect(at).toBeGreaterThanOrEqual(59);

  await player.getByRole('button', { name: 'Partager à la seconde en cours' }).click();
  await expect(player.getByRole('status')).toHaveText('Lien copié dans le presse-papiers');
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.searchParams.get('episode')).toBe(String(episode!.id));
  expect(Number(link.searchParams.get('t'))).toBe(at);

  await page.goto(link.toString());
  await page.locator('radio-player').getByRole('button', { name: 'Lecture' }).click();
  await waitForStatus(page, 'playing', 40_000);
  await expectAudioAdvancing(page, fileOf(episode!.audio_file));
  expect((await playingMedia(page))!.time).toBeGreaterThanOrEqual(at);
});
