// What a signed-in listener sees during the drill's database stop: Chromium (Playwright, Debian's
// chromium) signs in on the site through the CDN before the stop, then opens « Mes écoutes »
// while PostgreSQL is down; the API's French 503 must be on screen in place of the list.
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CDN, log, NGINX_DIR } from './settings.mjs';

const FRENCH = /momentanément indisponible/;

/** A browser signed in as `user` (its e-mail and password) on the site, through the CDN. */
export async function signedInBrowser(user) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    // Generous limits: the drill's machine is loaded on purpose.
    page.setDefaultTimeout(60_000);
    page.setDefaultNavigationTimeout(60_000);
    await page.goto(`${CDN}/mon-compte/signIn`);
    // The form's inputs are React's once hydrated: text typed before is reset.
    await page.waitForFunction(
      () => {
        const el = document.querySelector('form[aria-label="Connexion"] input');
        return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
      },
      undefined,
      { timeout: 60_000 },
    );
    await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.locator('.user-menu-button').filter({ hasText: user.givenName }).waitFor({ timeout: 60_000 });
    return { browser, page };
  } catch (e) {
    await browser.close();
    throw e;
  }
}

/**
 * Opens the listening history while the database is down: true when the API's French message is
 * visible where the list would be (a screenshot is kept in the drill's nginx folder).
 */
export async function historyShowsUnavailable(page) {
  try {
    await page.goto(`${CDN}/mon-compte/mes-ecoutes`);
    const alert = page.locator('.account-error').filter({ hasText: FRENCH });
    await alert.waitFor({ state: 'visible', timeout: 20_000 });
    await page.screenshot({ path: join(NGINX_DIR, 'mes-ecoutes-base-arretee.png') });
    log(`« Mes écoutes », base arrêtée : ${((await alert.textContent()) ?? '').replace(/\s+/g, ' ')}`);
    return true;
  } catch (e) {
    await page.screenshot({ path: join(NGINX_DIR, 'mes-ecoutes-base-arretee.png') }).catch(() => {});
    log(`« Mes écoutes », base arrêtée : message absent (${String(e?.message ?? e).split('\n')[0]})`);
    return false;
  }
}
