import { expect, test } from '@playwright/test';
import { openPartnerPage } from '../../e2e/support/partner-page';
import { API_ORIGIN } from '../../e2e/support/sdk';

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

// Signing in is the radio's site only: at the limit, the counter's link must lead there, not to a
// page of the partner's own site (a relative `/mon-compte/signIn` would).
test("at the limit of free listens, the counter's « Connectez-vous » leads to the radio's site, not the partner's", async ({
  page,
  request,
}) => {
  const settings = (await (
    await request.get(`${API_ORIGIN}/content/rcf_admin/settings?_format=json`)
  ).json()) as {
    siteUrl: string;
    listenerMax: number;
  };
  // This listener has used every free listen (the counter's cookie, on the partner's origin).
  const used = JSON.stringify({
    ListenerNb: settings.listenerMax,
    ListenerNbConnected: 0,
    episodesDigas: [],
  });
  await page
    .context()
    .addCookies([
      { name: 'listeningCounter', value: encodeURIComponent(used), domain: 'localhost', path: '/' },
    ]);
  await openPartnerPage(page, '<radio-listener-counter></radio-listener-counter>');
  const counter = page.locator('radio-listener-counter');
  await expect(counter).toContainText("Plus d'écoute gratuite.");
  const link = counter.getByRole('link', { name: 'Connectez-vous pour écouter sans limite' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `${settings.siteUrl.replace(/\/+$/, '')}/mon-compte/signIn`);
});
