// Limits per person (the write limit, WRITE_RATE_LIMIT a minute per client): the contact and
// newsletter forms are sent by the site's server, so the API saw one client for every visitor and
// one visitor could close the forms for all. Through the real site, API and browser: the site, set
// up as behind a CDN (TRUST_PROXY names the proxy it trusts, here the loopback the browser comes
// from), tells the API who each visitor is, signed; one visitor's refusal leaves another's form open.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { hydrated } from '../../e2e/support/hydration';
import { type PrivateStack, privateStack } from '../../e2e/support/private-stack';

const LIMIT = 3;
let stack: PrivateStack;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await privateStack('form-limits', 800, {
    WRITE_RATE_LIMIT: String(LIMIT),
    TRUST_PROXY: '127.0.0.1',
  });
});
test.afterAll(async () => stack?.close());

/** A visitor of their own: another address, as the CDN in front of the site would forward it. */
async function visitor(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  return context.newPage();
}

const status = (page: Page) => page.locator('p.form-status');

async function sendMessage(page: Page, n: number) {
  await page.getByLabel('Nom').fill(`Visiteur ${n}`);
  await page.getByLabel('Adresse e-mail').fill(`visiteur.${n}.${Date.now()}@example.fr`);
  await page.getByLabel('Objet').fill('Une question');
  await page.getByLabel('Message').fill('Bonjour, une question sur une émission.');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
}

const SENT = 'Merci, votre message a bien été envoyé. Nous vous répondrons rapidement.';
const PER_CONNECTION = new RegExp(
  `^Trop d'envois depuis votre connexion : ${LIMIT} par minute au plus\\. Réessayez dans \\d+ s\\.$`,
);

/**
 * A first visitor sends a form LIMIT times (each accepted), then once more (refused, saying what the
 * limit is); a second visitor then sends it once, accepted.
 */
async function oneVisitorOnly(
  browser: Browser,
  [a, b]: [string, string],
  form: { path: string; send: (page: Page, n: number) => Promise<void>; accepted: string },
) {
  const open = async (address: string) => {
    const page = await visitor(browser, address);
    await page.goto(`${stack.site}${form.path}`, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    return page;
  };
  const first = await open(a);
  for (let i = 0; i < LIMIT; i++) {
    await form.send(first, i);
    await expect(status(first)).toHaveText(form.accepted);
  }
  await form.send(first, LIMIT);
  await expect(status(first)).toHaveText(PER_CONNECTION);
  await expect(status(first)).toHaveAttribute('role', 'alert');
  // What the refused visitor typed is still there, to send again later.
  await expect(first.getByLabel('Adresse e-mail')).toHaveValue(
    new RegExp(`\\.${LIMIT}\\.\\d+@example\\.fr$`),
  );
  const second = await open(b);
  await form.send(second, 100);
  await expect(status(second)).toHaveText(form.accepted);
  return { first, second };
}

test('contact form: one visitor using up the limit is refused, with what the limit is; another visitor is not', async ({
  browser,
}) => {
  const { first, second } = await oneVisitorOnly(browser, ['203.0.113.10', '203.0.113.20'], {
    path: '/contact',
    send: sendMessage,
    accepted: SENT,
  });
  await first.screenshot({ path: test.info().outputPath('first-visitor-refused.png'), fullPage: true });
  await second.screenshot({ path: test.info().outputPath('second-visitor.png'), fullPage: true });
});

test('newsletter form: the same, each visitor with a budget of their own', async ({ browser }) => {
  await oneVisitorOnly(browser, ['198.51.100.10', '198.51.100.20'], {
    path: '/newsletter',
    send: async (page, n) => {
      await page.locator('input[name="lists"]').first().check();
      await page.getByLabel('Adresse e-mail').fill(`abonne.${n}.${Date.now()}@example.fr`);
      await page.getByRole('button', { name: "Je m'inscris" }).click();
      await expect(page.getByRole('button', { name: "Je m'inscris" })).toBeEnabled();
    },
    accepted:
      'Merci ! Pour terminer votre inscription, ouvrez le lien que nous venons de vous envoyer par e-mail.',
  });
});

test('a visitor header the site did not sign does not make another client of the API', async () => {
  // A caller forging the site's header with rotating addresses stays one client.
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 1; i++) {
    const r = await fetch(`${stack.api}/mailing/confirm`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-radio-visitor': `192.0.2.${i} ${Math.floor(Date.now() / 1000)} ${'A'.repeat(43)}`,
      },
      body: JSON.stringify({ token: 'x'.repeat(43) }),
    });
    statuses.push(r.status);
  }
  expect(statuses).toEqual([...Array(LIMIT).fill(400), 429]);
});
