import { expect, test } from '@playwright/test';
import { openPartnerPage, showWithEpisodes } from '../../e2e/support/partner-page';
import { waitForStatus, watchExamplePage } from '../../e2e/support/sdk';

// The partner's own script (a file of its origin): a modal of its own kind, drawn by the page from
// the queue's state and closed by it, then an `info` message the SDK draws, waiting behind it.
const PAGE = `
window.RadioSDK.ready.then((sdk) => {
  const own = document.getElementById('ma-fenetre');
  sdk.modals.subscribe(({ visible }) => { own.hidden = visible?.kind !== 'inscription'; });
  document.getElementById('fermer').addEventListener('click', () => sdk.modals.close('inscription'));
  document.getElementById('ouvrir').addEventListener('click', () => {
    sdk.modals.open({ id: 'inscription', kind: 'inscription' });
    sdk.modals.open({ id: 'concert', kind: 'info', data: { title: 'Concert samedi', text: 'À la cathédrale, 20 h.' } });
  });
});`;

test("a modal of the page's own kind is the page's to draw and close; then the SDK's info message shows", async ({
  page,
}) => {
  const watched = await watchExamplePage(page);
  await openPartnerPage(
    page,
    `<button id="ouvrir" type="button">Nouveautés</button>
     <div id="ma-fenetre" role="dialog" aria-label="Inscription" hidden><p>Inscrivez-vous</p><button id="fermer" type="button">Plus tard</button></div>
     <script src="/page.js" defer></script>`,
    '',
    { '/page.js': PAGE },
  );
  await page.getByRole('button', { name: 'Nouveautés' }).click();
  const own = page.getByRole('dialog', { name: 'Inscription' });
  const info = page.locator('radio-modals').getByRole('dialog', { name: 'Concert samedi' });
  await expect(own).toBeVisible();
  // One modal at a time: the SDK's waits behind the page's.
  await expect(info).toHaveCount(0);
  await own.getByRole('button', { name: 'Plus tard' }).click();
  await expect(own).toBeHidden();
  await expect(info).toBeVisible();
  await expect(info).toContainText('À la cathédrale, 20 h.');
  await info.getByRole('button', { name: 'Fermer' }).click();
  await expect(info).toBeHidden();
  await watched.expectClean();
});

// A new listener's first episode has the funnel's first pre-roll (spec §4, count 0), which carries a
// pop-in: it shows while the roll plays and goes with it, by itself, leaving « À suivre » in view.
test("the roll's pop-in shows while its roll plays and closes by itself when the episode starts: « À suivre » is not covered", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { showId } = await showWithEpisodes(request);
  const watched = await watchExamplePage(page);
  await openPartnerPage(page, `<radio-player show="${showId}" variant="inline"></radio-player>`);
  const player = page.locator('radio-player');
  await player.getByRole('button', { name: 'Lecture' }).click();
  await waitForStatus(page, 'roll', 30_000);
  const popIn = page.locator('radio-modals').getByRole('dialog');
  await expect(popIn).toBeVisible();
  await expect(popIn).toContainText('vit grâce à vous');
  // Nothing pressed: the roll ends, the episode plays, and the pop-in is gone.
  await waitForStatus(page, 'playing', 60_000);
  await expect(popIn).toBeHidden();
  const upNext = player.getByRole('button', { name: /^À suivre \(\d+\)$/ });
  await expect(upNext).toBeVisible();
  await upNext.click();
  await expect(player.getByRole('region', { name: 'À suivre' })).toBeVisible();
  await watched.expectClean();
});
