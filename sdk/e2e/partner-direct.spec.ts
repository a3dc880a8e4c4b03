import { expect, test } from '@playwright/test';
import { openPartnerPage } from '../../e2e/support/partner-page';
import { API_ORIGIN, expectAudioAdvancing, waitForStatus, watchExamplePage } from '../../e2e/support/sdk';

// A partner drops `<radio-direct radio="RCFLyon">` without `name`: the listener reads which station it is.
test('<radio-direct> without name names the station from its record; a given name wins; it plays', async ({
  page,
  request,
}) => {
  const record = (await (await request.get(`${API_ORIGIN}/content/radio/RCFLyon`)).json()) as {
    name: string;
  };
  expect(record.name).toBeTruthy();
  const watched = await watchExamplePage(page);
  await openPartnerPage(
    page,
    `<radio-direct radio="RCFLyon"></radio-direct><radio-direct radio="RCFNational" name="Ma radio"></radio-direct>`,
  );
  const [lyon, national] = [page.locator('radio-direct').first(), page.locator('radio-direct').last()];
  await expect(lyon.getByText(`Le direct · ${record.name}`)).toBeVisible();
  await expect(national.getByText('Le direct · Ma radio')).toBeVisible();
  await lyon.getByRole('button', { name: 'Écouter le direct' }).click();
  await waitForStatus(page, 'live', 30_000);
  await expectAudioAdvancing(page, /RCFLyon/, 30_000);
  await watched.expectClean();
});
