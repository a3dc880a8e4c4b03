// CONTACT_TOKEN is the AES-GCM key of the e-mails in contact-proxy paths: whoever holds it reads
// (and forges) those paths. It must stay on the servers: absent from every page, every script of
// the built site, and every answer the browser receives while a listener uses mes-coordonnees.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  accessToken,
  api,
  BASE,
  createUserWithContact,
  encryptEmail,
  signIn,
} from '../../e2e/support/account';
import { TEST_ENV } from '../../e2e/support/env';
// @ts-expect-error plain ESM helpers shared with `npm start`
import { config } from '../../scripts/config.mjs';

const root = join(import.meta.dirname, '..', '..');
const KEY = (config(TEST_ENV) as Record<string, string>).CONTACT_TOKEN as string;

test.describe.configure({ timeout: 180_000 });

function files(dir: string, out: string[] = []): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else if (/\.(m?js|html|json|txt|rsc)$/.test(name)) out.push(p);
  }
  return out;
}

test('the contact key is in no script nor prerendered file of the built site', () => {
  expect(KEY.length).toBeGreaterThan(8);
  const built = [
    ...files(join(root, 'site', '.next', 'static')),
    ...files(join(root, 'site', '.next', 'server', 'app')).filter((f) => /\.(html|rsc|body)$/.test(f)),
    ...files(join(root, 'site', 'public')),
  ];
  expect(built.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
  const leaking = built.filter((f) => readFileSync(f, 'utf8').includes(KEY));
  expect(leaking).toEqual([]);
});

test('the contact key is in no page of the site, signed out (every account page and the pages the home links to)', async ({
  request,
}) => {
  const home = await (await request.get(`${BASE}/`)).text();
  const linked = [...home.matchAll(/href="(\/[^"#?]*)"/g)]
    .map((m) => m[1] as string)
    .filter((p) => !p.startsWith('/_next') && !p.startsWith('/sdk'));
  const account = [
    '/mon-compte/signIn',
    '/mon-compte/inscription',
    '/mon-compte/forgotPassword',
    '/mon-compte/confirmer-mon-adresse-mail',
    '/mon-compte/ajouter-mes-coordonnees',
    '/mon-compte/modifier-mon-mot-de-passe',
    '/mon-compte/tableau-de-bord',
    '/mon-compte/mes-coordonnees',
    '/mon-compte/mes-dons',
    '/mon-compte/mes-favoris',
    '/mon-compte/mes-ecoutes',
    '/mon-compte/a-ecouter-plus-tard',
    '/mon-compte/mon-profil',
    '/mon-compte/modifier-infos-connexion',
  ];
  const paths = [...new Set(['/', ...account, ...linked])];
  expect(paths.length).toBeGreaterThan(25);
  const leaking: string[] = [];
  for (const path of paths) {
    const res = await request.get(`${BASE}${path}`, { maxRedirects: 0 });
    if ((await res.text()).includes(KEY)) leaking.push(path);
  }
  expect(leaking).toEqual([]);
});

test('mes-coordonnees works for a signed-in listener, and no answer the browser receives carries the key', async ({
  page,
}) => {
  const user = await createUserWithContact('Odile', 'Vézelay');
  const token = await accessToken(user);
  const leaking: string[] = [];
  page.on('response', async (res) => {
    const body = await res.body().catch(() => Buffer.alloc(0));
    if (body.includes(KEY)) leaking.push(res.url());
  });
  await signIn(page, user);
  await page.goto(`${BASE}/mon-compte/mes-coordonnees`);
  const form = page.getByRole('form', { name: 'Mes coordonnées' });
  await expect(form.getByLabel('Ville')).toHaveValue('Vézelay', { timeout: 30_000 });
  await form.getByLabel('Ville').fill('Cluny');
  await form.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click();
  await expect(page.locator('.auth-notice')).toContainText('Vos coordonnées ont été enregistrées.', {
    timeout: 30_000,
  });
  const html = await page.content();
  expect(html).not.toContain(KEY);
  expect(leaking).toEqual([]);
  const saved = await api('GET', `/contact/${await encryptEmail(user.email)}`, token);
  expect((saved.body as { city: string }).city).toBe('Cluny');
});
