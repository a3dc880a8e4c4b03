import { expect, type Page, test } from '@playwright/test';
import { openPartnerPage } from '../../e2e/support/partner-page';
import {
  closeModal,
  engineState,
  expectAudioAdvancing,
  fileOf,
  longEpisodes,
  waitForStatus,
  watchExamplePage,
} from '../../e2e/support/sdk';

interface Heard {
  name: string;
  /** The element it was dispatched on (`#document` when no element shows the sound). */
  on: string;
  id: string | null;
}

/**
 * The partner's own listeners, as its script would add them (init scripts pass the page's CSP): the
 * DOM events on the document, and `RadioSDK.on` for the same names once the SDK is ready.
 */
async function listen(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { dom: unknown[]; sdk: unknown[] };
    w.dom = [];
    w.sdk = [];
    const names = ['play', 'pause', 'ended', 'limit-reached'];
    const idOf = (d: { sound?: { id: unknown } }) => (d?.sound ? String(d.sound.id) : null);
    for (const name of names)
      document.addEventListener(`radio-${name}`, (e) =>
        w.dom.push({
          name,
          on: (e.target as Node).nodeName.toLowerCase(),
          id: idOf((e as CustomEvent).detail),
        }),
      );
    window.addEventListener('radio-sdk:ready', (e) => {
      const sdk = e.detail as unknown as { on(n: string, cb: (d: never) => void): void };
      for (const name of names) sdk.on(name, (d) => w.sdk.push({ name, id: idOf(d) }));
    });
  });
  return {
    dom: () => page.evaluate(() => (window as unknown as { dom: Heard[] }).dom),
    sdk: () => page.evaluate(() => (window as unknown as { sdk: Heard[] }).sdk),
  };
}

const names = (list: Heard[]) => list.map((h) => `${h.name} ${h.id}`);

// A partner page shows the same episode twice (its own player and the page's bar) and the live;
// the listener plays, pauses during the pre-roll, resumes, pauses the episode, then the live.
test('one radio-play / radio-pause per change of the sound, with a player and a bar showing it, pre-roll and live included; RadioSDK.on hears the same', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const [episode] = await longEpisodes(request);
  const id = String(episode!.id);
  const live = 'livestream-RCFNational';
  const heard = await listen(page);
  const watched = await watchExamplePage(page);
  await openPartnerPage(
    page,
    `<radio-player episode="${id}" variant="inline"></radio-player>
     <radio-direct radio="RCFNational"></radio-direct>
     <radio-player></radio-player>`,
  );
  const player = page.locator('radio-player').first();

  // « Lecture »: the pre-roll sounds first. It is the episode's sound starting: one radio-play.
  await player.getByRole('button', { name: 'Lecture' }).click();
  await waitForStatus(page, 'roll');
  await expectAudioAdvancing(page, /\/media\/audio\/roll-[^/]+\.mp3$/);
  await closeModal(page);
  await expect.poll(async () => names(await heard.dom())).toEqual([`play ${id}`]);

  // A pause during the pre-roll: the sound stops, and the page is told so, once.
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => engineState(page, 'status')).toBe('paused');
  expect(await engineState(page, 'roll')).not.toBeNull();
  await expect.poll(async () => names(await heard.dom())).toEqual([`play ${id}`, `pause ${id}`]);

  // Resumed: the pre-roll plays on, then the episode, a single radio-play for both.
  await player.getByRole('button', { name: 'Lecture' }).click();
  await waitForStatus(page, 'playing', 60_000);
  await expectAudioAdvancing(page, fileOf(episode!.audio_file));
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect
    .poll(async () => names(await heard.dom()))
    .toEqual([`play ${id}`, `pause ${id}`, `play ${id}`, `pause ${id}`]);

  // The live, from its own element: once too, though the page's bar shows it as well.
  await page.locator('radio-direct').getByRole('button', { name: 'Écouter le direct' }).click();
  await waitForStatus(page, 'live', 30_000);
  await page.locator('radio-direct').getByRole('button', { name: 'Mettre le direct en pause' }).click();
  const expected = [
    `play ${id}`,
    `pause ${id}`,
    `play ${id}`,
    `pause ${id}`,
    `play ${live}`,
    `pause ${live}`,
  ];
  await expect.poll(async () => names(await heard.dom())).toEqual(expected);

  // Each on the first element showing it (the episode's own player, the live's <radio-direct>),
  // from which it bubbles to the document; RadioSDK.on heard exactly the same.
  expect((await heard.dom()).map((h) => h.on)).toEqual([
    'radio-player',
    'radio-player',
    'radio-player',
    'radio-player',
    'radio-direct',
    'radio-direct',
  ]);
  expect(names(await heard.sdk())).toEqual(expected);
  await watched.expectClean();
});

// A partner page whose script tag allows no free listen: the refusal is said once, not per player.
test('one radio-limit-reached per refusal, with two players on the page', async ({ page, request }) => {
  const [episode] = await longEpisodes(request);
  const heard = await listen(page);
  const watched = await watchExamplePage(page);
  await openPartnerPage(
    page,
    `<radio-player episode="${episode!.id}" variant="inline"></radio-player><radio-player></radio-player>`,
    ' data-listener-max="0"',
  );
  await page.locator('radio-player').first().getByRole('button', { name: 'Lecture' }).click();
  await expect(
    page.locator('radio-modals').getByRole('dialog', { name: "Vous avez atteint la limite d'écoute" }),
  ).toBeVisible();
  await expect.poll(async () => (await heard.dom()).map((h) => h.name)).toEqual(['limit-reached']);
  expect((await heard.sdk()).map((h) => h.name)).toEqual(['limit-reached']);
  expect(await engineState(page, 'status')).not.toBe('playing');
  await watched.expectClean();
});
