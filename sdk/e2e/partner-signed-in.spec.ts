import { expect, test } from '@playwright/test';
import { openPartnerPage } from './partner-page';
import { API_ORIGIN } from './support';

// Signed-in features are the radio's site only (sdk/README.md « Auditeurs connectés »): a partner
// page never holds a listener's token, and the API answers no user-scoped call from its origin.
// The attack: a partner page (or a script injected into one) calling the tracker with a bearer token.
test('a partner origin cannot call the tracker with a token: the browser refuses it (CORS), reads stay open; the counter sends the listener to the radio to sign in', async ({
  page,
}) => {
  await openPartnerPage(page, '<radio-listener-counter></radio-listener-counter>');
  const outcome = await page.evaluate(async (api) => {
    const attempt = async (path: string, init: RequestInit) => {
      try {
        const res = await fetch(`${api}/content/${path}`, init);
        return `answered ${res.status}`;
      } catch (e) {
        return `refused ${(e as Error).name}`;
      }
    };
    const auth = { Authorization: 'Bearer un-jeton', 'Content-Type': 'application/json' };
    return {
      read: await attempt('rcf_tracking_replay/sub-1/1?_format=json', { headers: auth }),
      write: await attempt('entity/rcf_tracking_replay?_format=json', {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ field_replay_media_id: '1', field_replay_offset: 10 }),
      }),
      settings: await attempt('rcf_admin/settings?_format=json', {}),
    };
  }, API_ORIGIN);
  expect(outcome).toEqual({
    read: 'refused TypeError',
    write: 'refused TypeError',
    settings: 'answered 200',
  });
  // What the listener sees on the partner page: the free listens, counted by the radio.
  await expect(page.locator('radio-listener-counter')).toHaveText(/écoutes? gratuites? restantes?/);
});
