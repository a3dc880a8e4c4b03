import { expect, test } from '@playwright/test';
import { type PrivateStack, privateStack } from './support/private-stack';

/**
 * Failure pages that tell the truth: with the content API stopped, a page answers 503 with
 * `Retry-After` and « Le service est momentanément indisponible, réessayez dans quelques instants »,
 * never a false empty list, a 200 or React's code. A private stack (ports moved by E2E_PORT_OFFSET),
 * since its API is stopped and started again.
 */
const SENTENCE = 'Le service est momentanément indisponible, réessayez dans quelques instants';
let stack: PrivateStack;
const TRUSTED_MS = 10_000;
let article = '';

test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(400_000);
  // The site trusts its availability check 10 s here (3 s by default), so that a request can
  // reliably reach a page render after the API has gone.
  stack = await privateStack('unavailable', 400, { CONTENT_PROBE_REUSE_MS: String(TRUSTED_MS) });
  const r = await fetch(`${stack.api}/content/api/nodes?type=article&items_per_page=1&_format=json`);
  article = ((await r.json()) as { rows: { alias: string }[] }).rows[0]?.alias ?? '';
});

test.afterAll(async () => {
  await stack?.close();
});

test('the content API stopped: pages answer 503 in French with Retry-After, no false empty list, no React code; back once it returns', async ({
  page,
}) => {
  expect(article).toMatch(/^\/articles\//);
  await stack.stop('api');
  for (const path of ['/emissions-a-z', article, '/videos', '/dossiers', '/nos-partenaires']) {
    const res = await page.goto(`${stack.site}${path}`);
    expect(res?.status(), path).toBe(503);
    expect(res?.headers()['retry-after'], path).toBe('30');
    await expect(page.locator('main')).toContainText(SENTENCE);
    const body = page.locator('body');
    await expect(body).not.toContainText('Aucune émission');
    await expect(body).not.toContainText('React');
    // The site around it still works: header and footer are there, the URL is the one asked for.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  }
  // Pages written from configuration alone stay readable.
  const legal = await page.goto(`${stack.site}/mentions-legales`);
  expect(legal?.status()).toBeLessThan(400);

  await stack.start('api');
  await expect
    .poll(async () => (await page.goto(`${stack.site}/emissions-a-z`))?.status(), { timeout: 30_000 })
    .toBe(200);
  await expect(page.locator('main')).not.toContainText(SENTENCE);
  await expect(page.locator('main article, main li').first()).toBeVisible();
});

test('the API failing between the site’s availability check and a page render: that very first request gets the 503 page', async ({
  page,
}) => {
  // Two articles nobody asked for yet: neither is in the page cache.
  const r = await fetch(`${stack.api}/content/api/nodes?type=article&items_per_page=2&page=3&_format=json`);
  const [warm, cold] = ((await r.json()) as { rows: { alias: string }[] }).rows.map((a) => a.alias);
  expect(cold).toMatch(/^\/articles\//);
  // A page rendered now: the site checks again that its content answers (the last check is older
  // than the time it is trusted) and trusts that answer.
  await page.waitForTimeout(TRUSTED_MS + 100);
  const checkedAfter = Date.now();
  expect((await page.goto(`${stack.site}${warm}`))?.status()).toBe(200);
  await stack.stop('api');
  // Asked while the check is trusted: only the render itself can find the API gone.
  expect(Date.now() - checkedAfter).toBeLessThan(TRUSTED_MS - 2_000);
  const res = await page.goto(`${stack.site}${cold}`);
  expect(res?.status()).toBe(503);
  expect(res?.headers()['retry-after']).toBe('30');
  await expect(page.locator('main')).toContainText(SENTENCE);
  await expect(page.locator('body')).not.toContainText('React');
  await stack.start('api');
});

test('a crawler or a client sending Authorization (never given the shared copy) also gets the 503 page, even when the API fails between the check and the render', async () => {
  const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const r = await fetch(`${stack.api}/content/api/nodes?type=article&items_per_page=3&page=5&_format=json`);
  const [warm, ...cold] = ((await r.json()) as { rows: { alias: string }[] }).rows.map((a) => a.alias);
  expect(cold).toHaveLength(2);
  const clients = [
    { accept: 'text/html', 'user-agent': googlebot },
    { accept: 'text/html', authorization: 'Bearer quelque-chose' },
  ];
  await new Promise((done) => setTimeout(done, TRUSTED_MS + 100));
  const checkedAfter = Date.now();
  expect((await fetch(`${stack.site}${warm}`, { headers: clients[0] })).status).toBe(200);
  await stack.stop('api');
  try {
    // Asked while the check is trusted: only the render itself can find the API gone.
    for (const [i, headers] of clients.entries()) {
      const label = Object.keys(headers).join('+');
      expect(Date.now() - checkedAfter).toBeLessThan(TRUSTED_MS - 1_000);
      const res = await fetch(`${stack.site}${cold[i]}`, { headers });
      expect(res.status, label).toBe(503);
      expect(res.headers.get('retry-after'), label).toBe('30');
      const html = await res.text();
      expect(html, label).toContain(SENTENCE);
      expect(html, label).not.toContain('React');
    }
  } finally {
    await stack.start('api');
  }
  // Back to normal: the crawler reads the page, with its title in the <head>.
  await expect
    .poll(async () => (await fetch(`${stack.site}${cold[0]}`, { headers: clients[0] })).status, {
      timeout: 30_000,
    })
    .toBe(200);
  const html = await (await fetch(`${stack.site}${cold[0]}`, { headers: clients[0] })).text();
  expect(html.indexOf('<title>')).toBeGreaterThan(0);
  expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<body'));
});
