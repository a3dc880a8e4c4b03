import { expect, test } from '@playwright/test';
import { openPartnerPage } from '../../e2e/support/partner-page';
import { expectAudioAdvancing, playingMedia, waitForStatus, watchExamplePage } from '../../e2e/support/sdk';

// The partner's own scripts (files of its origin: its CSP allows no inline script). One runs before
// the SDK's script (a classic script in the body, the SDK's being deferred), one after it (deferred,
// later in the document): both wait for the SDK the way the README says.
const BEFORE = `
const early = window.RadioSDK ? window.RadioSDK.ready : new Promise((resolve) =>
  window.addEventListener('radio-sdk:ready', (e) => resolve(e.detail), { once: true }));
early.then((sdk) => {
  const button = document.getElementById('ecouter');
  button.disabled = false;
  button.addEventListener('click', () => sdk.play());
});`;
const AFTER = `
window.RadioSDK.ready.then((sdk) => {
  document.getElementById('etat').textContent = 'Radio prête';
  document.getElementById('pause').addEventListener('click', () => sdk.pause());
});`;

test('RadioSDK.ready resolves for the page code that runs before the script and after it; RadioSDK.play() with no argument plays the national live, then resumes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const watched = await watchExamplePage(page);
  await openPartnerPage(
    page,
    `<p id="etat">Chargement…</p>
     <button id="ecouter" type="button" disabled>Écouter la radio</button>
     <button id="pause" type="button">Pause</button>
     <script src="/avant.js"></script>
     <script src="/apres.js" defer></script>`,
    '',
    { '/avant.js': BEFORE, '/apres.js': AFTER },
  );
  // The code after the script: ready resolved, said on the page.
  await expect(page.getByText('Radio prête')).toBeVisible();
  // The code before it: its button enabled once ready; pressed, `play()` with nothing loaded plays
  // the national live of the configured prefix.
  const listen = page.getByRole('button', { name: 'Écouter la radio' });
  await expect(listen).toBeEnabled();
  await listen.click();
  await waitForStatus(page, 'live', 30_000);
  await expectAudioAdvancing(page, /RCFNational/, 30_000);
  // Paused by the page, then `play()` again: the same sound plays on.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await playingMedia(page))?.paused).toBe(true);
  await listen.click();
  await waitForStatus(page, 'live', 30_000);
  await expectAudioAdvancing(page, /RCFNational/, 30_000);
  // No TypeError, nor any other page error or CSP violation.
  await watched.expectClean();
});
