import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openPartnerPage, showWithEpisodes } from '../../e2e/support/partner-page';
import {
  engineState,
  expectAudioAdvancing,
  fileOf,
  playPastRoll,
  watchExamplePage,
} from '../../e2e/support/sdk';

interface Said {
  tag?: string;
  id: string;
  kind: string;
  code: string;
}

// What a partner's page shows, logs and hears when it was given ids the radio does not know.
test('unknown episode, show and radio: a French message in each element, a console line naming the id, radio-error and RadioSDK.on("error")', async ({
  page,
}) => {
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') console.push(m.text());
  });
  // The partner's listeners, as its own script would add them (init scripts pass the page's CSP).
  await page.addInitScript(() => {
    const w = window as unknown as { elementErrors: unknown[]; sdkErrors: unknown[] };
    w.elementErrors = [];
    w.sdkErrors = [];
    document.addEventListener('radio-error', (e) =>
      w.elementErrors.push({ tag: (e.target as Element).localName, ...(e as CustomEvent).detail }),
    );
    window.addEventListener('radio-sdk:ready', (e) =>
      (e as CustomEvent<{ on(n: string, cb: (d: unknown) => void): void }>).detail.on('error', (d) =>
        w.sdkErrors.push(d),
      ),
    );
  });
  await openPartnerPage(
    page,
    `<radio-player episode="987654321" variant="inline"></radio-player>
     <radio-player show="987654" variant="inline"></radio-player>
     <radio-direct radio="RCFInconnue"></radio-direct>`,
  );

  const [episodePlayer, showPlayer] = [
    page.locator('radio-player').nth(0),
    page.locator('radio-player').nth(1),
  ];
  await expect(episodePlayer.getByRole('alert')).toHaveText('Épisode introuvable : « 987654321 »');
  await expect(showPlayer.getByRole('alert')).toHaveText('Émission introuvable : « 987654 »');
  await expect(page.locator('radio-direct').getByRole('alert')).toHaveText(
    'Radio introuvable : « RCFInconnue »',
  );
  // Visible, not a visually hidden node: it takes room on the page.
  for (const el of [episodePlayer, showPlayer, page.locator('radio-direct')]) {
    const box = await el.getByRole('alert').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(16);
  }

  for (const id of ['987654321', '987654', 'RCFInconnue'])
    expect(console.some((line) => line.includes(`« ${id} »`))).toBe(true);

  const expected: Said[] = [
    { tag: 'radio-player', id: '987654321', kind: 'episode', code: 'not-found' },
    { tag: 'radio-player', id: '987654', kind: 'show', code: 'not-found' },
    { tag: 'radio-direct', id: 'RCFInconnue', kind: 'radio', code: 'not-found' },
  ];
  const sorted = (list: Said[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
  const elementErrors = () =>
    page.evaluate(() => (window as unknown as { elementErrors: Said[] }).elementErrors);
  const sdkErrors = () => page.evaluate(() => (window as unknown as { sdkErrors: Said[] }).sdkErrors);
  await expect
    .poll(async () =>
      sorted(await elementErrors()).map(({ tag, id, kind, code }) => ({ tag, id, kind, code })),
    )
    .toEqual(sorted(expected));
  await expect
    .poll(async () => sorted(await sdkErrors()).map(({ id, kind, code }) => ({ id, kind, code })))
    .toEqual(sorted(expected).map(({ tag: _t, ...rest }) => rest));
});

/**
 * A partner page with a show's player, watched for page errors and CSP violations, that plays the
 * show's newest episode past its roll; `older` is the episode before it.
 */
async function playingNewest(page: Page, request: APIRequestContext) {
  const { showId, list } = await showWithEpisodes(request);
  const [newest, older] = list;
  const watched = await watchExamplePage(page);
  await openPartnerPage(page, `<radio-player show="${showId}" variant="inline"></radio-player>`);
  const player = page.locator('radio-player');
  await expect(player.getByText(newest.title)).toBeVisible({ timeout: 20_000 });
  await playPastRoll(page, player);
  await expectAudioAdvancing(page, fileOf(newest.audio_file), 45_000);
  return { player, newest, older, watched };
}

// A listener on a partner page with a show's player presses « Épisode précédent ».
test('a show player: after « Épisode précédent » the bar shows the episode that plays, with « Pause », and pauses it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { player, newest, older, watched } = await playingNewest(page, request);

  await player.getByRole('button', { name: 'Épisode précédent' }).click();
  await expect(player.getByText(older.title)).toBeVisible({ timeout: 20_000 });
  await expect(player.getByText(newest.title)).toHaveCount(0);
  await expectAudioAdvancing(page, fileOf(older.audio_file), 45_000);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  // The bar's own press pauses what it shows (not the episode it was first given), then resumes it.
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect(player.getByRole('button', { name: 'Lecture' })).toBeVisible();
  await player.getByRole('button', { name: 'Lecture' }).click();
  await expectAudioAdvancing(page, fileOf(older.audio_file), 45_000);
  await expect(player.getByText(older.title)).toBeVisible();
  // No page error, and no CSP violation at the change of episode (sdk/e2e/partner-csp.spec.ts).
  await watched.expectClean();
});

// The newest episode of a show ends: the show's player goes on to the next one, and says so.
test('a show player: at the end of its newest episode the next episode of the show plays, its title in the bar', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { player, older, watched } = await playingNewest(page, request);
  // The listener moves to the end with the progress slider's keyboard (End).
  await player.getByRole('slider', { name: 'Position de lecture' }).press('End');
  await expect(player.getByText(older.title)).toBeVisible({ timeout: 60_000 });
  await expectAudioAdvancing(page, fileOf(older.audio_file), 60_000);
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  // No page error, and no CSP violation at the change of episode (sdk/e2e/partner-csp.spec.ts).
  await watched.expectClean();
});

// A `playlist` player (a list the partner names) beside the page's own bar: « Épisode précédent »
// moves the sound; every player on the page says so, and the partner's page hears the new episode.
test('a playlist player and the page bar: after « Épisode précédent » both show the episode that plays, with « Pause »; radio-play names it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { showId, list } = await showWithEpisodes(request);
  const [newest] = list;
  const watched = await watchExamplePage(page);
  await page.addInitScript(() => {
    const w = window as unknown as { played: string[] };
    w.played = [];
    document.addEventListener('radio-play', (e) =>
      w.played.push(String((e as CustomEvent<{ sound: { id: unknown } }>).detail.sound.id)),
    );
  });
  await openPartnerPage(
    page,
    `<radio-player episode="${newest.id}" playlist="${showId}" playlist-type="show" variant="inline"></radio-player>
     <radio-player></radio-player>`,
  );
  const [own, bar] = [page.locator('radio-player').first(), page.locator('radio-player').last()];
  await expect(own.getByText(newest.title)).toBeVisible({ timeout: 20_000 });
  await playPastRoll(page, own);
  await expectAudioAdvancing(page, fileOf(newest.audio_file), 45_000);

  await own.getByRole('button', { name: 'Épisode précédent' }).click();
  await expect
    .poll(() => engineState<string>(page, 'sound.id').then(String), { timeout: 20_000 })
    .not.toBe(String(newest.id));
  const playing = String(await engineState(page, 'sound.id'));
  const other = list.find((r) => String(r.id) === playing);
  expect(other, 'the episode played is one of the show').toBeDefined();
  await expectAudioAdvancing(page, fileOf(other!.audio_file), 45_000);
  for (const player of [own, bar]) {
    await expect(player.getByText(other!.title)).toBeVisible();
    await expect(player.getByText(newest.title)).toHaveCount(0);
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  }
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { played: string[] }).played.at(-1)))
    .toBe(String(other!.id));
  await watched.expectClean();
});
