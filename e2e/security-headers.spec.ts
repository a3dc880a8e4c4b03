import { expect, type Page, test } from '@playwright/test';
import { API as TEST_API, TEST_ENV, SITE as TEST_SITE } from './support/env';

/**
 * "Headers on the site and the API: a nonce-based Content-Security-Policy (embed routes
 * may be framed by configured partner origins through frame-ancestors, nothing else may frame
 * the site), X-Content-Type-Options, Referrer-Policy, Permissions-Policy", checked on the test
 * stack, and in a real browser: the pages still work and report no CSP violation.
 */

const SITE = process.env.E2E_SITE_URL ?? TEST_SITE;
const API = process.env.E2E_API_URL ?? TEST_API;
/** The test stack sets no PARTNER_ORIGINS: outside production the examples server is the partner. */
const PARTNER = process.env.E2E_PARTNER_ORIGIN ?? `http://127.0.0.1:${TEST_ENV.EXAMPLES_PORT}`;

function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

async function firstShowAlias(): Promise<string> {
  const r = await fetch(`${API}/content/api/nodes?type=show&items_per_page=1&_format=json`);
  const body = (await r.json()) as { rows: { alias: string }[] };
  const alias = body.rows[0]?.alias;
  if (!alias) throw new Error('no show in the demo content');
  return alias;
}

async function firstArticleAlias(): Promise<string | null> {
  const r = await fetch(`${API}/content/api/nodes?type=article&items_per_page=1&_format=json`);
  const body = (await r.json()) as { rows: { alias: string }[] };
  return body.rows[0]?.alias ?? null;
}

/** The inline scripts a browser executes (data blocks aside), with their attributes and text. */
function inlineScripts(html: string): { attrs: string; text: string }[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((m) => ({ attrs: m[1] ?? '', text: m[2] ?? '' }))
    .filter((s) => !/type="application\/(ld\+)?json"/.test(s.attrs));
}

const sha256 = async (text: string) =>
  `'sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('base64')}'`;

test('a strict Content-Security-Policy on shared pages without a per-response nonce: every inline script is allowed by its hash, nothing else inline', async ({
  request,
}) => {
  const headers = { accept: 'text/html' };
  const a = await request.get(`${SITE}/`, { headers });
  const b = await request.get(`${SITE}/`, { headers });
  expect(a.status()).toBe(200);
  const policy = a.headers()['content-security-policy'];
  // The same policy for every visitor: the page may be kept by any HTTP cache.
  expect(b.headers()['content-security-policy']).toBe(policy);
  const csp = directives(policy);
  const script = csp.get('script-src') ?? [];
  expect(
    script.some((v) => v.startsWith("'nonce-")),
    'no nonce on a shared page',
  ).toBe(false);
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  expect(script).not.toContain("'strict-dynamic'");
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  // The site talks to the API (data, audio, live streams, images) and to the identity service.
  for (const d of ['connect-src', 'media-src', 'img-src'])
    expect(csp.get(d), d).toContain(new URL(API).origin);
  const inline = inlineScripts(await a.text());
  expect(inline.length, 'Next inlines its hydration data').toBeGreaterThan(0);
  for (const s of inline) {
    expect(s.attrs, 'no nonce attribute').not.toContain('nonce=');
    expect(script, `hash of ${s.text.slice(0, 40)}`).toContain(await sha256(s.text));
  }
});

test('"a nonce-based Content-Security-Policy" where a page is never shared (account area): a fresh nonce per response, on every inline script', async ({
  request,
}) => {
  const a = await request.get(`${SITE}/mon-compte/signIn`);
  const b = await request.get(`${SITE}/mon-compte/signIn`);
  expect(a.status()).toBe(200);
  const script = directives(a.headers()['content-security-policy']).get('script-src') ?? [];
  const nonce = script.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce, 'script-src carries a nonce').toBeTruthy();
  expect(script).not.toContain("'unsafe-inline'");
  expect(b.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
  const inline = inlineScripts(await a.text());
  expect(inline.length).toBeGreaterThan(0);
  for (const s of inline) expect(s.attrs, 'every inline script has the nonce').toContain(`nonce="${nonce}"`);
});

test('an attacker cannot ask Next for a page without a nonce: the render header of the server is dropped', async ({
  request,
}) => {
  // Sent by anyone but the server itself, the header must not turn the nonce off on a private page.
  const r = await request.get(`${SITE}/mon-compte/signIn`, { headers: { 'x-page-cache-render': 'guess' } });
  const script = directives(r.headers()['content-security-policy']).get('script-src') ?? [];
  expect(script.some((v) => v.startsWith("'nonce-"))).toBe(true);
});

test('"X-Content-Type-Options, Referrer-Policy, Permissions-Policy", no framing outside embeds, no HSTS outside production', async ({
  request,
}) => {
  for (const path of [
    '/',
    await firstShowAlias(),
    '/mon-compte/signIn',
    '/page-qui-n-existe-pas',
    '/sdk/radio-sdk.js',
  ]) {
    const r = await request.get(`${SITE}${path}`, { maxRedirects: 0 });
    const h = r.headers();
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy'], path).toContain('autoplay=(self)');
    expect(h['permissions-policy'], path).toContain('camera=()');
    expect(h['x-frame-options'], path).toBe('DENY');
    expect(directives(h['content-security-policy']).get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(h['strict-transport-security'], path).toBeUndefined();
  }
});

test('"embed routes may be framed by configured partner origins through frame-ancestors"', async ({
  request,
}) => {
  const show = await firstShowAlias();
  for (const path of ['/direct/RCFNational', `${show}/embed`]) {
    const r = await request.get(`${SITE}${path}`);
    expect(r.status(), path).toBe(200);
    const fa = directives(r.headers()['content-security-policy']).get('frame-ancestors');
    expect(fa, path).toEqual(["'self'", PARTNER]);
    expect(r.headers()['x-frame-options'], path).toBeUndefined();
  }
});

test('the API answers with its own headers (nosniff, CSP, no framing)', async ({ request }) => {
  const r = await request.get(`${API}/content/radio/RCFNational?_format=json`);
  expect(r.headers()['x-content-type-options']).toBe('nosniff');
  expect(r.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(r.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

/** Collects CSP violations (the event and Chromium's console report) from the start of the page. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction('__reportCsp', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return seen;
}

test('pages still work under the policy — SDK loaded, hydrated, no CSP violation', async ({ page }) => {
  const seen = await watchCsp(page);
  const article = await firstArticleAlias();
  const paths = [
    '/',
    await firstShowAlias(),
    '/direct/RCFNational',
    '/mon-compte/signIn',
    ...(article ? [article] : []),
  ];
  for (const path of paths) {
    await page.goto(`${SITE}${path}`, { waitUntil: 'load' });
    await expect.poll(() => page.evaluate(() => 'RadioSDK' in window), { message: path }).toBe(true);
    // Custom elements defined by the SDK mean its script ran and its styles were adopted.
    await expect
      .poll(() => page.evaluate(() => !!customElements.get('radio-player')), { message: path })
      .toBe(true);
  }
  // A client-side navigation (inline RSC payloads and chunks loaded later) stays within the policy.
  await page.goto(`${SITE}/`, { waitUntil: 'load' });
  const link = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(`${SITE}${href}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen).toEqual([]);
});
