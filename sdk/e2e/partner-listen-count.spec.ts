import { expect, test } from '@playwright/test';
import { openPartnerPage } from '../../e2e/support/partner-page';
import {
  API_ORIGIN,
  fileOf,
  longEpisodes,
  playingMedia,
  playPastRoll,
  watchExamplePage,
} from '../../e2e/support/sdk';

const left = (n: number) => `${n} ${n > 1 ? 'écoutes gratuites restantes' : 'écoute gratuite restante'}`;

// Spec §4: "An anonymous counter rises by 1 once current time passes 30 s of a non-live episode"
// (and the constants: "Counter increments after 30 s of play"). On a partner page, heard for real.
test('a partner page counts a listen once the episode has played past 30 s, not before and not at its end', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { listenerMax } = (await (
    await request.get(`${API_ORIGIN}/content/rcf_admin/settings?_format=json`)
  ).json()) as { listenerMax: number };
  const [episode] = await longEpisodes(request);
  const watched = await watchExamplePage(page);
  await openPartnerPage(
    page,
    `<radio-listener-counter></radio-listener-counter><radio-player episode="${episode!.id}" variant="inline"></radio-player>`,
  );
  const counter = page.locator('radio-listener-counter');
  await expect(counter).toHaveText(left(listenerMax));
  await playPastRoll(page, page.locator('radio-player'));
  const src = fileOf(episode!.audio_file);
  const at = async () => {
    const m = await playingMedia(page);
    return m && src.test(m.src) ? m.time : 0;
  };
  // Before 30 s of the episode: not counted yet.
  await expect.poll(at, { timeout: 40_000 }).toBeGreaterThan(20);
  expect(await at()).toBeLessThan(29);
  await expect(counter).toHaveText(left(listenerMax));
  // Past 30 s (the episode lasts far longer): counted, once.
  await expect.poll(at, { timeout: 30_000 }).toBeGreaterThan(31);
  await expect(counter).toHaveText(left(listenerMax - 1), { timeout: 5_000 });
  expect(await at()).toBeLessThan(episode!.duration - 60);
  await watched.expectClean();
});
