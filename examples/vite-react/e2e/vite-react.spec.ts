import { expect, test } from '@playwright/test';
import {
  EXAMPLES,
  expectAudioAdvancing,
  fileOf,
  longEpisodes,
  watchExamplePage,
} from '../../../sdk/e2e/support';

test('exemple vite-react: the bundled SDK plays an episode and React hears its events', async ({
  page,
  request,
}) => {
  const [episode] = await longEpisodes(request);
  const watched = await watchExamplePage(page);

  await page.goto(`${EXAMPLES}/vite-react/?episode=${episode!.id}`);
  await expect(page.getByRole('heading', { name: 'Radio dans une application React' })).toBeVisible();
  const player = page.locator('radio-player');
  await expect(player.getByText(episode!.title)).toBeVisible();
  await player.getByRole('button', { name: 'Lecture' }).click();
  await expectAudioAdvancing(page, fileOf(episode!.audio_file), 45_000);
  // radio-play reached the React component through the typed addEventListener.
  await expect(page.locator('.log')).toContainText('lecture');
  await watched.expectClean();
});
