// Anonymous pages any HTTP cache may keep (a CDN, nginx): the same bytes for every visitor, a public
// Cache-Control with s-maxage, one address per page (parameters no page reads are redirected away),
// and a signed-in listener who still sees their own state once the shared page has loaded.
import { expect, test } from '@playwright/test';
import { BASE, signedInOn } from '../../e2e/support/account';
import { hydrated } from '../../e2e/support/hydration';

const SHOW_PATH = '/actualite/le-grand-matin';
const NAV = { timeout: 30_000 };
const PAGE = { accept: 'text/html,application/xhtml+xml' };

test('an anonymous page fetched twice, by two visitors, is the same bytes with a public s-maxage; a repeat is a 304', async ({
  request,
}) => {
  const first = await request.get(`${BASE}${SHOW_PATH}`, { headers: PAGE });
  const second = await request.get(`${BASE}${SHOW_PATH}`, {
    headers: { ...PAGE, 'user-agent': 'Mozilla/5.0 (iPhone) un autre auditeur', 'accept-language': 'fr-BE' },
  });
  expect(first.status()).toBe(200);
  expect(second.status()).toBe(200);
  expect(await second.body()).toEqual(await first.body());
  const h = first.headers();
  // "Cache-Control: public, s-maxage=60, stale-while-revalidate=…"
  expect(h['cache-control']).toMatch(/^public, .*s-maxage=60, stale-while-revalidate=\d+/);
  expect(h['cache-control']).toContain('stale-if-error=');
  expect(h['set-cookie']).toBeUndefined();
  expect(h.vary).toContain('Cookie');
  expect(second.headers().etag).toBe(h.etag);
  const again = await request.get(`${BASE}${SHOW_PATH}`, {
    headers: { ...PAGE, 'if-none-match': h.etag ?? '' },
  });
  expect(again.status()).toBe(304);
  // A HEAD (curl -I) answers the same headers.
  const head = await request.head(`${BASE}${SHOW_PATH}`, { headers: PAGE });
  expect(head.headers()['cache-control']).toBe(h['cache-control']);
  expect(head.headers().etag).toBe(h.etag);
});

test('the shared copy carries its title and link-preview tags in the <head>, for the crawlers a CDN serves it to', async ({
  request,
}) => {
  // A CDN hands the copy rendered for a person to WhatsApp, Facebook or Slack too: those read
  // the <head> only, so the metadata cannot be streamed later into the body.
  for (const path of [SHOW_PATH, '/articles/actualite/chez-les-moines-benedictins-de-solesmes']) {
    const r = await request.get(`${BASE}${path}`, {
      headers: { ...PAGE, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/156 Mobile Safari/537.36' },
    });
    expect(r.status()).toBe(200);
    const head = (await r.text()).split('</head>')[0] ?? '';
    expect(head).toMatch(/<title>[^<]+ \| RCF<\/title>/);
    expect(head).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(head).toMatch(/<link rel="canonical" href="[^"]+"/);
  }
});

test('the account area stays private to each visitor', async ({ request }) => {
  const r = await request.get(`${BASE}/mon-compte/signIn`, { headers: PAGE });
  expect(r.headers()['cache-control']).toContain('private');
  expect(r.headers()['cache-control']).not.toContain('public');
});

test('a link with a parameter no page reads lands on the page address without it', async ({
  page,
  request,
}) => {
  const r = await request.get(`${BASE}/emissions-a-z?utm_source=lettre&lettre=B&x=1`, {
    headers: PAGE,
    maxRedirects: 0,
  });
  expect(r.status()).toBe(301);
  expect(r.headers().location).toBe('/emissions-a-z?utm_source=lettre&lettre=B');
  await page.goto(`${BASE}/emissions-a-z?lettre=B&pge=2`);
  await expect(page).toHaveURL(`${BASE}/emissions-a-z?lettre=B`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a campaign link keeps its utm_* and click id in the address, and gets the page every visitor shares', async ({
  page,
  request,
}) => {
  const plain = await request.get(`${BASE}/emissions-a-z?lettre=B`, { headers: PAGE });
  const campaign = await request.get(`${BASE}/emissions-a-z?lettre=B&utm_campaign=noel&fbclid=abc`, {
    headers: PAGE,
    maxRedirects: 0,
  });
  expect(campaign.status()).toBe(200);
  // One copy in the cache for both addresses: the same bytes, the same validator.
  expect(campaign.headers().etag).toBe(plain.headers().etag);
  expect(campaign.headers()['x-page-cache']).toBe('hit');
  // In the browser the address keeps what the tag manager reads for the visit's attribution.
  await page.goto(`${BASE}/emissions-a-z?lettre=B&utm_campaign=noel`);
  await expect(page).toHaveURL(`${BASE}/emissions-a-z?lettre=B&utm_campaign=noel`);
  expect(await page.evaluate(() => new URLSearchParams(location.search).get('utm_campaign'))).toBe('noel');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a signed-in listener loads the shared copy of a page and still sees their own name and favourite', async ({
  page,
}) => {
  const user = await signedInOn(page, 'Bénédicte', SHOW_PATH);
  await page.getByRole('button', { name: 'Ajouter à mes favoris' }).click();
  await expect(page.getByRole('button', { name: 'Dans mes favoris' })).toHaveAttribute(
    'aria-pressed',
    'true',
    NAV,
  );

  // A fresh load: the document is the public copy every anonymous visitor gets…
  const anonymous = await (await fetch(`${BASE}${SHOW_PATH}`, { headers: PAGE })).text();
  const response = await page.reload();
  expect(response?.headers()['cache-control']).toMatch(/^public, .*s-maxage=60/);
  expect(await response?.text()).toBe(anonymous);
  expect(anonymous).not.toContain(user.givenName);
  // …and the listener's own state is drawn by the client once it has loaded.
  await hydrated(page);
  await expect(page.locator('.user-menu-button')).toContainText(user.givenName, NAV);
  await expect(page.getByRole('button', { name: 'Dans mes favoris' })).toHaveAttribute(
    'aria-pressed',
    'true',
    NAV,
  );
});
