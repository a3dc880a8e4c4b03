// Continuous listening from the site's lists, and the signed-in embed's resume, from the
// listener's side in Chromium against the real stack: the top podcasts and « À écouter plus tard »
// hand their order to « À suivre » (the next episode played is the next of that list), and the
// embed page of a signed-in listener starts where their saved position is.
import { expect, type Page, test } from '@playwright/test';
import { API_URL, accessToken, api, BASE, createUser, signIn } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';
import { asNewListener } from '../../e2e/support/listener';
import { engineState, expectAudioAdvancing, fileOf } from '../../e2e/support/sdk';
import { showWithEpisode } from '../../e2e/support/shows';

type Row = { id: number; alias: string; title: string; duration: number; audio_file: string };

const episodeOf = async (id: string | number): Promise<Row> =>
  (await (await fetch(`${API_URL}/content/api/episode/${id}?_format=json`)).json()) as Row;

const bar = (page: Page) => page.locator('.player-bar-slot radio-player');

test.beforeEach(asNewListener);

/** Presses « Écouter » on the first episode of `list`; then « Épisode suivant » must play the second. */
async function playsInListOrder(page: Page, list: string) {
  const buttons = page.locator(`${list} [data-play-episode]`);
  await expect(buttons.first()).toBeEnabled({ timeout: 20_000 });
  const ids = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-play-episode') ?? ''));
  const names = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-play-title') ?? ''));
  expect(ids.length).toBeGreaterThanOrEqual(3);
  await buttons.first().click();
  await expect.poll(() => engineState(page, 'sound.id'), { timeout: 20_000 }).toBe(ids[0]);
  // « À suivre » holds the rest of the list, in the list's order.
  await bar(page)
    .getByRole('button', { name: `À suivre (${ids.length - 1})` })
    .click();
  const upNext = bar(page).getByRole('region', { name: 'À suivre' });
  // Its code is fetched on first opening (the SDK's queue editing).
  await expect(upNext.locator('li').first()).toBeVisible();
  expect(await upNext.locator('li .up-next-title').allTextContents()).toEqual(
    names.slice(1).map((n) => expect.stringContaining(n)),
  );
  await expect.poll(() => engineState(page, 'status'), { timeout: 40_000 }).toBe('playing');
  await bar(page).getByRole('button', { name: 'Épisode suivant' }).click();
  await expect.poll(() => engineState(page, 'sound.id'), { timeout: 20_000 }).toBe(ids[1]);
  await expectAudioAdvancing(page, fileOf((await episodeOf(ids[1] ?? '')).audio_file), 60_000);
  await expect(bar(page).getByRole('button', { name: `À suivre (${ids.length - 2})` })).toBeVisible();
}

// The ranking of listens is empty on a fresh stack: the editors' selection, below it, plays in order too.
test("the top podcasts' selection hands its order to « À suivre »: the next episode played is the next of the list", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${BASE}/top-podcasts`);
  await hydrated(page);
  await playsInListOrder(page, 'ul[aria-label="Sélection de la rédaction"]');
});

test('« À écouter plus tard » hands its order to « À suivre »: the next episode played is the next of the list', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const user = await createUser('Lucie');
  const token = await accessToken(user);
  const res = await fetch(`${API_URL}/content/api/nodes?type=episode&items_per_page=20&_format=json`);
  const picked = ((await res.json()) as { rows: Array<Row & { partners: unknown[] }> }).rows
    .filter((e) => e.partners.length === 0)
    .slice(0, 3);
  for (const e of picked) {
    const added = await api('POST', '/content/entity/listen_later', token, {
      wso2_uid: user.sub,
      episode_id: e.id,
    });
    expect(added.status).toBeLessThan(300);
  }
  await signIn(page, user);
  await page.goto(`${BASE}/mon-compte/a-ecouter-plus-tard`);
  await hydrated(page);
  await playsInListOrder(page, 'ul[aria-label="Épisodes à écouter plus tard"]');
});

test('the embed page on the site resumes a signed-in listener at their saved position', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createUser('Paul');
  const token = await accessToken(user);
  const { show, episode } = await showWithEpisode<Row>(
    (eps) => eps.find((e) => e.duration >= 120),
    'aucun épisode de plus de 2 minutes',
  );
  // §4 "On start, a saved offset above 0 seeks to that second": 75 s saved from another device.
  const saved = await api('POST', '/content/entity/rcf_tracking_replay', token, {
    field_replay_wso2_uid: user.sub,
    field_replay_media_id: String(episode.id),
    field_replay_offset: 75_000,
    field_replay_status: 1,
  });
  expect(saved.status).toBeLessThan(300);
  await signIn(page, user);
  await page.goto(`${BASE}${show.alias}/embed?episode=${episode.id}`);
  await expect.poll(() => engineState(page, 'user.id'), { timeout: 20_000 }).toBe(user.sub);
  await page.locator('radio-player').getByRole('button', { name: 'Lecture' }).click();
  await expect.poll(() => engineState(page, 'status'), { timeout: 20_000 }).toBe('playing');
  await expectAudioAdvancing(page, fileOf(episode.audio_file));
  const heard = await page.evaluate(() => {
    const list = (window as unknown as { __media: HTMLMediaElement[] }).__media;
    return list.find((m) => !m.paused && /^https?:/.test(m.currentSrc))?.currentTime ?? 0;
  });
  expect(heard).toBeGreaterThanOrEqual(75);
  expect(heard).toBeLessThan(95);
});
