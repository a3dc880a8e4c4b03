import { expect, test } from '@playwright/test';
import { openPartnerPage } from './partner-page';
import { watchExamplePage } from './support';

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
