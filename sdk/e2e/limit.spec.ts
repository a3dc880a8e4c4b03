import { expect, test } from '@playwright/test';
import {
  API_ORIGIN,
  engineState,
  longEpisodes,
  openPartnerEpisode,
  playPastRoll,
  recordMedia,
  waitForStatus,
} from '../../e2e/support/sdk';

test.describe('the listening limit', () => {
  test('§4 "At the maximum, a \'max listening\' modal appears and playback is refused for anonymous users"', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const settings = (await (
      await request.get(`${API_ORIGIN}/content/rcf_admin/settings?_format=json`)
    ).json()) as {
      listenerMax: number;
    };
    const max = settings.listenerMax;
    const list = await longEpisodes(request, 70);
    // Distinct sounds: a counted episode is not counted twice.
    const distinct = list.filter((e, i) => list.findIndex((o) => o.audio_file === e.audio_file) === i);
    expect(distinct.length).toBeGreaterThan(max);
    await recordMedia(page);

    for (let n = 0; n < max; n++) {
      const episode = distinct[n]!;
      const player = await openPartnerEpisode(page, episode.id);
      const counter = page.locator('radio-listener-counter');
      const left = max - n;
      await expect(counter).toHaveText(
        `${left} ${left > 1 ? 'écoutes gratuites restantes' : 'écoute gratuite restante'}`,
      );
      await playPastRoll(page, player);
      // §4 "rises by 1 once current time passes 30 s": jump past it with the slider (PageUp = +60 s).
      await player.getByRole('slider', { name: 'Position de lecture' }).press('PageUp');
      await expect
        .poll(() => engineState<number>(page, 'counters.anonymous'), { timeout: 15_000 })
        .toBe(n + 1);
    }

    // The next episode is refused, the modal invites to sign in, and the element says so.
    const next = distinct[max]!;
    await openPartnerEpisode(page, next.id);
    await expect(page.locator('radio-listener-counter').getByRole('link')).toHaveAttribute(
      'href',
      /\/mon-compte\/signIn$/,
    );
    await page.evaluate(() => {
      document.addEventListener('radio-limit-reached', (e) => {
        (window as unknown as { __limit: unknown }).__limit = (e as CustomEvent).detail;
      });
    });
    await page.locator('radio-player').getByRole('button', { name: 'Lecture' }).click();
    const dialog = page
      .locator('radio-modals')
      .getByRole('dialog', { name: "Vous avez atteint la limite d'écoute" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      /\/mon-compte\/signIn$/,
    );
    expect(await engineState(page, 'status')).not.toBe('playing');
    expect(await page.evaluate(() => (window as unknown as { __limit: unknown }).__limit)).toMatchObject({
      max,
    });

    // Live streams stay open at the limit.
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    await page.locator('radio-direct').getByRole('button', { name: 'Écouter le direct' }).click();
    await waitForStatus(page, 'live', 20_000);
  });
});
