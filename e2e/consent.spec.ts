import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type PrivateStack, privateStack } from './support/private-stack';

/**
 * Legal pages and consent (CNIL: analytics cookies need consent first; the listening and radio
 * cookies are functional). A private stack with a tag manager configured (GTM_ID), whose script is
 * routed to a local stub: no request leaves the machine.
 */
const GTM_ID = 'GTM-TEST123';
let stack: PrivateStack;

test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(400_000);
  stack = await privateStack('consent', 500, { GTM_ID });
});

test.afterAll(async () => {
  await stack?.close();
});

/** Every request for the tag manager's script, answered by a local stub; and the CSP's complaints. */
async function watch(context: BrowserContext, page: Page) {
  const seen = { gtm: [] as string[], csp: [] as string[] };
  await context.route('https://www.googletagmanager.com/**', (route) => {
    seen.gtm.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtm = true;' });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.csp.push(m.text());
  });
  return seen;
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Vos choix sur les cookies' });

/**
 * A first visit of the home page: the banner asks, nothing has been asked of the tag manager yet,
 * and the visitor answers with the banner's button `answer`.
 */
async function firstVisitAnswering(context: BrowserContext, page: Page, answer: string) {
  const seen = await watch(context, page);
  await page.goto(`${stack.site}/`);
  await expect(banner(page)).toBeVisible();
  expect(seen.gtm).toEqual([]);
  await banner(page).getByRole('button', { name: answer }).click();
  return seen;
}

test('consent refused: no request to the tag manager, the choice is remembered', async ({
  context,
  page,
}) => {
  const seen = await firstVisitAnswering(context, page, 'Refuser');
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await page.goto(`${stack.site}/emissions-a-z`);
  // The choice is kept: no banner again, and still nothing asked of the tag manager.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeHidden();
  expect(seen.gtm).toEqual([]);
  const cookie = (await context.cookies()).find((c) => c.name === 'consentement');
  // The choice is the library's cookie: the necessary category only.
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}')).categories).toEqual(['necessary']);
  expect(seen.csp).toEqual([]);
});

test('consent accepted: the tag manager loads, then on every page without asking again; reopened from the footer and refused, it stops', async ({
  context,
  page,
}) => {
  const seen = await firstVisitAnswering(context, page, 'Accepter la mesure d’audience');
  await expect.poll(() => seen.gtm.length).toBe(1);
  expect(seen.gtm[0]).toBe(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`);
  await page.goto(`${stack.site}/emissions-a-z`);
  await expect.poll(() => seen.gtm.length).toBe(2);
  await expect(banner(page)).toBeHidden();

  // Reopened from the footer, with the keyboard: everything refused, the page reloads without it.
  const manage = page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' });
  await manage.focus();
  await page.keyboard.press('Enter');
  const prefs = page.getByRole('dialog', { name: 'Gérer les cookies' });
  await expect(prefs).toBeVisible();
  await Promise.all([page.waitForEvent('load'), prefs.getByRole('button', { name: 'Tout refuser' }).click()]);
  await page.goto(`${stack.site}/videos`);
  await page.waitForLoadState('networkidle');
  expect(seen.gtm.length).toBe(2);
  expect(seen.csp).toEqual([]);
});

test('every footer link answers below 400; the legal pages name the operator from configuration', async ({
  page,
}) => {
  await page.goto(`${stack.site}/`);
  const hrefs = await page
    .getByRole('contentinfo')
    .locator('a[href^="/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href') as string))]);
  expect(hrefs).toEqual(
    expect.arrayContaining(['/mentions-legales', '/politique-de-confidentialite', '/cookies', '/contact']),
  );
  for (const href of hrefs) {
    const res = await page.request.get(`${stack.site}${href}`, { maxRedirects: 0 });
    expect(res.status(), href).toBeLessThan(400);
  }
  await page.goto(`${stack.site}/mentions-legales`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
  await expect(page.locator('main')).toContainText('Association RCF');
  await expect(page.locator('main')).toContainText('Directeur de la publication');
  await page.goto(`${stack.site}/cookies`);
  await expect(page.locator('main')).toContainText("Le compteur d'écoute des auditeurs non connectés");
});
