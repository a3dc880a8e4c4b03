import { expect, test } from '@playwright/test';
import { openPartnerPage, showWithEpisodes } from '../../e2e/support/partner-page';
import {
  closeModal,
  expectAudioAdvancing,
  fileOf,
  playingMedia,
  waitForStatus,
  watchExamplePage,
} from '../../e2e/support/sdk';

// The partner's strict CSP as the README documents it: media-src is the API's origin only, no `data:`.
// The listener goes through every change of sound an <audio> is let go at: the pre-roll → the
// episode, « Épisode précédent » → another episode, the live stopped and played again.
test('under the documented strict CSP, no media is refused at any change of sound: pre-roll → episode, episode → episode, live → live', async ({
  page,
  request,
}) => {
  // What the browser says of a refused load: a console error (no `securitypolicyviolation` event
  // reaches the page for an <audio> outside the document, as howler's are).
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|data:audio/i.test(m.text())) refused.push(m.text());
  });
  const watched = await watchExamplePage(page);
  test.setTimeout(150_000);
  const {
    showId,
    list: [newest, older],
  } = await showWithEpisodes(request);
  await openPartnerPage(
    page,
    `<radio-player show="${showId}" variant="inline"></radio-player><radio-direct radio="RCFNational"></radio-direct>`,
  );
  const player = page.locator('radio-player');
  await expect(player.getByText(newest.title)).toBeVisible({ timeout: 20_000 });

  // Pre-roll, then the episode: the roll's <audio> is let go.
  await player.getByRole('button', { name: 'Lecture' }).click();
  await waitForStatus(page, 'roll');
  await waitForStatus(page, 'playing', 60_000);
  await closeModal(page);
  await expectAudioAdvancing(page, fileOf(newest.audio_file), 45_000);

  // Another episode: the first one's <audio> is let go.
  await player.getByRole('button', { name: 'Épisode précédent' }).click();
  await expectAudioAdvancing(page, fileOf(older.audio_file), 45_000);

  // The live, paused (a stream's <audio> is emptied) and played again: it sounds again.
  const live = page.locator('radio-direct');
  await live.getByRole('button', { name: 'Écouter le direct' }).click();
  await waitForStatus(page, 'live', 30_000);
  await live.getByRole('button', { name: 'Mettre le direct en pause' }).click();
  await expect.poll(async () => (await playingMedia(page))?.paused).toBe(true);
  await live.getByRole('button', { name: 'Écouter le direct' }).click();
  await waitForStatus(page, 'live', 30_000);
  await expectAudioAdvancing(page, /RCFNational/, 30_000);

  expect(refused).toEqual([]);
  await watched.expectClean();
});
