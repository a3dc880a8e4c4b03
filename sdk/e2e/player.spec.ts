import { expect, test } from '@playwright/test';
import {
  closeModal,
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

test.describe('<radio-player> on the partner page', () => {
  test.beforeEach(async ({ page }) => recordMedia(page));

  test('§4 a first anonymous listen: the pre-roll plays, then the episode', async ({ page, request }) => {
    const [episode] = await longEpisodes(request);
    const player = await openPartnerEpisode(page, episode!.id);
    await player.getByRole('button', { name: 'Lecture' }).click();

    // Funnel row 0: the 'Parcours Dons' pre-roll (first listening) plays first…
    await waitForStatus(page, 'roll');
    await expectAudioAdvancing(page, /\/media\/audio\/roll-[^/]+\.mp3$/);
    await expect(player.getByText('Message de votre radio')).toBeVisible();
    // …with its donation pop-in in the page's one modal queue.
    await expect(
      page.locator('radio-modals').getByRole('dialog', { name: 'Soutenez votre radio' }),
    ).toBeVisible();

    // …then the episode itself.
    await waitForStatus(page, 'playing', 30_000);
    await expectAudioAdvancing(page, fileOf(episode!.audio_file));
    await expect(player.getByText(episode!.title)).toBeVisible();
  });

  test('play, pause and seek drive the real media element', async ({ page, request }) => {
    const [episode] = await longEpisodes(request);
    const player = await openPartnerEpisode(page, episode!.id);
    const events: string[] = [];
    await page.exposeFunction('__radioEvent', (name: string) => events.push(name));
    await page.evaluate(() => {
      for (const name of ['radio-play', 'radio-pause'])
        document.addEventListener(name, () =>
          (window as unknown as { __radioEvent(n: string): void }).__radioEvent(name),
        );
    });

    await playPastRoll(page, player);
    await expectAudioAdvancing(page, fileOf(episode!.audio_file));

    // Pause: the element stops, the button offers « Lecture » again.
    await player.getByRole('button', { name: 'Pause' }).click();
    await expect(player.getByRole('button', { name: 'Lecture' })).toBeVisible();
    const paused = await playingMedia(page);
    expect(paused?.paused).toBe(true);
    await page.waitForTimeout(700);
    expect((await playingMedia(page))?.time).toBeCloseTo(paused!.time, 1);
    expect(await engineState(page, 'status')).toBe('paused');

    // Seek: a click at the middle of the progress bar moves the media to half the duration.
    const slider = player.getByRole('slider', { name: 'Position de lecture' });
    const box = (await slider.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const half = episode!.duration / 2;
    await expect.poll(async () => (await playingMedia(page))?.time ?? 0).toBeGreaterThan(half - 3);
    expect((await playingMedia(page))!.time).toBeLessThan(half + 3);
    await expect(slider).toHaveAttribute('aria-valuetext', /sur \d+ minutes?/);

    // Resume from there.
    await player.getByRole('button', { name: 'Lecture' }).click();
    await expectAudioAdvancing(page, fileOf(episode!.audio_file));
    expect((await playingMedia(page))!.time).toBeGreaterThan(half - 3);
    expect(events).toEqual(expect.arrayContaining(['radio-play', 'radio-pause']));
  });

  test('keyboard: Alt+P reaches the player, Space toggles, → skips 30 s', async ({ page, request }) => {
    const [episode] = await longEpisodes(request);
    await openPartnerEpisode(page, episode!.id);
    await expect(page.locator('radio-player').getByRole('button', { name: 'Lecture' })).toBeVisible();

    // A listener who last clicked a button of the partner's page: the shortcut still shows where
    // the focus went (a mouse-focused control passes on no focus ring by itself).
    await page.evaluate(() => {
      const own = document.createElement('button');
      own.id = 'partner-own-button';
      own.textContent = 'Bouton du site partenaire';
      document.body.prepend(own);
    });
    await page.click('#partner-own-button');
    await page.keyboard.press('Alt+KeyP');
    expect(
      await page.evaluate(
        () => !!document.activeElement?.shadowRoot?.activeElement?.matches(':focus-visible'),
      ),
      'the focus ring is drawn',
    ).toBe(true);
    const focused = () =>
      page.evaluate(() => {
        const host = document.activeElement;
        const inner = host?.shadowRoot?.activeElement;
        return `${host?.tagName.toLowerCase()} ${inner?.getAttribute('aria-label')}`;
      });
    // Alt+P prefers the episode bar to the live player placed above it.
    expect(await focused()).toBe('radio-player Lecture');
    await page.keyboard.press('Space');
    await waitForStatus(page, 'playing', 40_000);
    await closeModal(page);
    // Closing the roll pop-in gives the focus back to the bar.
    expect(await focused()).toBe('radio-player Pause');
    await expectAudioAdvancing(page, fileOf(episode!.audio_file));

    const before = (await playingMedia(page))!.time;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await playingMedia(page))!.time).toBeGreaterThan(before + 25);

    await page.keyboard.press('Space');
    await expect.poll(() => engineState<string>(page, 'status')).toBe('paused');
    expect((await playingMedia(page))!.paused).toBe(true);
  });
});
