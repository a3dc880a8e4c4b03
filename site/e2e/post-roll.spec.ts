// The post-roll's donation pop-in, from the listener's side in Chromium against the real stack:
// it opens with the post-roll after the episode ends and closes by itself when that roll ends
// (the pop-in goes with its roll), leaving nothing over the page.
import { expect, test } from '@playwright/test';
import { BASE } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';
import { engineState, expectAudioAdvancing, recordMedia } from '../../e2e/support/sdk';
import { showWithEpisode } from '../../e2e/support/shows';

type Row = { id: number; alias: string; title: string; duration: number; partners?: unknown[] };

test('the post-roll pop-in opens with the post-roll after the episode and closes by itself when the roll ends', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await recordMedia(page);
  // §4 funnel, second listen (count 1): the global post-roll, which carries a donation pop-in.
  await context.addCookies([
    {
      name: 'listeningCounter',
      value: encodeURIComponent(
        JSON.stringify({
          ListenerNb: 1,
          ListenerNbConnected: 0,
          oldUser: false,
          episodesDigas: [],
          endPlay: false,
        }),
      ),
      domain: new URL(BASE).hostname,
      path: '/',
    },
  ]);
  const found = await showWithEpisode<Row>(
    (eps) => eps.find((e) => e.duration >= 60 && (e.partners?.length ?? 0) === 0),
    'aucun épisode sans partenaire',
  );
  await page.goto(`${BASE}${found.show.alias}?episode=${found.episode.id}`);
  await hydrated(page);
  const bar = page.locator('.player-bar-slot radio-player');
  await bar.getByRole('button', { name: 'Lecture' }).click();
  await expect.poll(() => engineState(page, 'status'), { timeout: 60_000 }).toBe('playing');
  const card = page.locator('radio-modals').getByRole('dialog', { name: 'Soutenez votre radio' });
  await expect(card).toHaveCount(0);

  await bar.getByRole('slider', { name: 'Position de lecture' }).press('End');
  await expect.poll(() => engineState(page, 'roll.type'), { timeout: 30_000 }).toBe('Post-roll');
  // Passing 75 % of the episode opened the donation modal first (§4); the pop-in waits its turn
  // in the modal queue (§2) and shows once the listener closes it.
  const donation = page.locator('radio-modals').getByRole('dialog', { name: /^Soutenez / });
  if ((await engineState(page, 'modals.visible.kind')) === 'donation') {
    await donation.getByRole('button', { name: 'Fermer' }).click();
  }
  await expect(card).toBeVisible();
  await expect(bar.getByText('Message de votre radio')).toBeVisible();
  const roll = await engineState<string>(page, 'roll.url');
  await expectAudioAdvancing(page, new RegExp(roll.split('/').pop()!.replace(/[.?]/g, '\\$&')));

  // The roll plays to its end: the pop-in closes with it, by itself.
  await expect.poll(() => engineState(page, 'roll'), { timeout: 90_000 }).toBeNull();
  await expect(card).toBeHidden();
  await expect(page.locator('radio-modals').getByRole('dialog')).toHaveCount(0);
});
