// Open redirect after sign-in: `/mon-compte/signIn?redirect=…` must only ever lead to a path of
// this site. Each payload is signed in with, in a real browser, and the final address is checked.
import { expect, test } from '@playwright/test';
import { BASE, createUser, signIn, type TestUser } from '../../e2e/support/account';

test.describe.configure({ timeout: 120_000 });

let user: TestUser;
test.beforeAll(async () => {
  user = await createUser('Romain');
});

// As they arrive in the address bar (percent-encoded where a browser would need it).
const PAYLOADS = [
  '/%5Cevil.example/x',
  '/%09/evil.example/x',
  '/%5C%5Cevil.example',
  '/%0A/evil.example',
  '//evil.example',
  '///evil.example',
  '/.//evil.example',
  'https://evil.example',
  'javascript:alert(document.domain)',
];

for (const payload of PAYLOADS) {
  test(`sign-in with redirect=${payload} stays on the site (home page)`, async ({ page }) => {
    // Nothing may leave for the other site; a request there would fail anyway (no such host).
    const escaped: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).hostname.endsWith('evil.example')) escaped.push(r.url());
    });
    page.on('dialog', (d) => {
      escaped.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    await signIn(page, user, `/mon-compte/signIn?redirect=${payload}`);
    await page.waitForURL((u) => !u.pathname.startsWith('/mon-compte/signIn'), { waitUntil: 'commit' });
    expect(new URL(page.url()).origin).toBe(new URL(BASE).origin);
    await expect(page).toHaveURL(`${BASE}/`);
    expect(escaped).toEqual([]);
  });
}

test('a path of the site is kept: sign-in with redirect=/mon-compte/mes-favoris lands there', async ({
  page,
}) => {
  await signIn(page, user, '/mon-compte/signIn?redirect=%2Fmon-compte%2Fmes-favoris');
  await expect(page).toHaveURL(`${BASE}/mon-compte/mes-favoris`, { timeout: 30_000 });
});
