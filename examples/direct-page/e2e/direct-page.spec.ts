import { expect, test } from '@playwright/test';
import { EXAMPLES, expectAudioAdvancing, watchExamplePage } from '../../../e2e/support/sdk';

test('exemple direct-page: the live stream really plays under a strict CSP', async ({ page }) => {
  const watched = await watchExamplePage(page);
  await page.goto(`${EXAMPLES}/direct-page/`);
  const live = page.locator('radio-direct');
  await live.getByRole('button', { name: 'Écouter le direct' }).click();
  await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);
  await expect(live.getByRole('button', { name: 'Mettre le direct en pause' })).toBeVisible();
  await watched.expectClean();
});
