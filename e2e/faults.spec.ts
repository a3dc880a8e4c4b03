import { createServer, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with `npm run bench`
import { startStack } from '../scripts/stack.mjs';

/**
 * Faults. These tests break services, so they start a private copy of identity, API and
 * site on ports of their own (never the shared test stack's) and kill parts of it.
 */

type Stack = {
  api: string;
  site: string;
  identity: string;
  start(name: string): Promise<unknown>;
  stop(name: string, signal?: string): Promise<void>;
  close(): Promise<void>;
  log(name: string): string;
};

let stack: Stack;
/** A partner page's origin (allowed to frame embeds) and a stranger's. */
const PARTNER = 'http://127.0.0.1:5798';
const STRANGER = 'http://127.0.0.1:5799';

test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(400_000);
  stack = (await startStack({
    ports: { api: 4750, site: 3750, identity: 9750, examples: 5750 },
    dataDir: '.data/faults',
    fresh: true,
    only: ['identity', 'api', 'site'],
    quiet: true,
    // The live emulator's cut/pause controls (POST /live/_control/{code}/…), test-only.
    env: { LIVE_CONTROL_ROUTES: '1', CODE: '123456', PARTNER_ORIGINS: PARTNER },
  })) as Stack;
});

test.afterAll(async () => {
  await stack?.close();
});

const ERROR_TITLE = "La page que vous recherchez n'est plus disponible à cette adresse";

async function showAliases(n: number): Promise<string[]> {
  const r = await fetch(`${stack.api}/content/api/nodes?type=show&items_per_page=${n}&_format=json`);
  const body = (await r.json()) as { rows: { alias: string }[] };
  return body.rows.map((x) => x.alias);
}

/** Counts `playing` events of every media element the page creates (the SDK's audio is off-DOM). */
const PLAYING_PROBE = () => {
  const w = window as unknown as { __playing: number; __time: number };
  w.__playing = 0;
  w.__time = 0;
  const seen = new WeakSet<HTMLMediaElement>();
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement, ...a: []) {
    if (!seen.has(this)) {
      seen.add(this);
      this.addEventListener('playing', () => {
        w.__playing++;
      });
      this.addEventListener('timeupdate', () => {
        w.__time = Math.max(w.__time, this.currentTime);
      });
    }
    return play.apply(this, a);
  };
};
const playing = (page: Page) => page.evaluate(() => (window as unknown as { __playing: number }).__playing);

test('"The live stream is cut: the player retries on the schedule of section 4 and plays again when the stream returns"', async ({
  page,
}) => {
  const attempts: number[] = [];
  page.on('request', (r) => {
    if (/\/live\/RCFNational\.mp3/.test(r.url())) attempts.push(Date.now());
  });
  await page.addInitScript(PLAYING_PROBE);
  await page.goto(`${stack.site}/direct/RCFNational`);
  // The SDK's player, drawn over the page's own button (which it then hides), as live-cut.spec does.
  await page
    .getByRole('region', { name: 'Le direct' })
    .getByRole('button', { name: 'Écouter le direct' })
    .click();
  await expect.poll(() => playing(page), { timeout: 30_000 }).toBeGreaterThan(0);
  // A listener who has been listening for a few seconds (past the connection's initial burst).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __time: number }).__time), { timeout: 30_000 })
    .toBeGreaterThan(5);
  const before = await playing(page);
  const requestsBefore = attempts.length;

  // An outage: every connection is cut and new ones are refused (503) for 4 s.
  const cut = await fetch(`${stack.api}/live/_control/RCFNational/pause?ms=4000`, { method: 'POST' });
  expect(cut.ok).toBe(true);
  const cutAt = Date.now();

  await expect
    .poll(() => playing(page), {
      timeout: 60_000,
      message: `playback did not resume; stream requests since the cut: ${attempts.filter((t) => t >= cutAt).length}`,
    })
    .toBeGreaterThan(before);
  const retries = attempts.slice(requestsBefore).filter((t) => t >= cutAt);
  // Refused for 4 s, retried at 500 ms (×3) then 1000 ms: several attempts before it plays again.
  // (The delays themselves are the player's unit tests; a media element may send more than one
  // request per attempt, so request spacing is not asserted here.)
  expect(retries.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('button', { name: 'Mettre le direct en pause' })).toBeVisible();
});

test('"The identity service is down: sign-in shows a clear French message"', async ({ page }) => {
  await page.goto(`${stack.site}/mon-compte/signIn`);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await stack.stop('identity', 'SIGKILL');
  try {
    await page.getByLabel('Adresse e-mail').fill('auditeur@example.org');
    await page.getByLabel('Mot de passe', { exact: true }).fill('MotDePasse-1234');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
    await expect(alert).toBeVisible({ timeout: 30_000 });
    const text = (await alert.textContent()) ?? '';
    expect(text).toMatch(/indisponible|injoignable|réessayer|impossible de joindre/i);
    expect(text).not.toMatch(/NetworkError|Failed to fetch|TypeError/);
  } finally {
    await stack.start('identity');
  }
});

/** A real page on `port` holding one iframe per path (a fulfilled route would not be a real origin). */
async function framer(port: number, paths: string[]): Promise<Server> {
  const html = `<!doctype html>${paths.map((p, i) => `<iframe id="f${i}" src="${stack.site}${p}" width="400" height="300"></iframe>`).join('')}`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return server;
}

test('"embed routes may be framed by configured partner origins … nothing else may frame the site"', async ({
  page,
}) => {
  const [show] = await showAliases(1);
  const framed = async (i: number) => {
    const frame = await (await page.locator(`#f${i}`).elementHandle())?.contentFrame();
    if (!frame) return 'none';
    try {
      return await frame.evaluate(() => document.location.href);
    } catch {
      return 'inaccessible';
    }
  };
  const partner = await framer(5798, ['/direct/RCFNational', `${show}/embed`, '/', show as string]);
  const stranger = await framer(5799, ['/direct/RCFNational', '/']);
  try {
    await page.goto(PARTNER);
    await expect.poll(() => framed(0), { timeout: 30_000 }).toBe(`${stack.site}/direct/RCFNational`);
    await expect.poll(() => framed(1), { timeout: 30_000 }).toBe(`${stack.site}${show}/embed`);
    // Refused frames show the browser's error page, never the site.
    await expect.poll(() => framed(2), { timeout: 30_000 }).toMatch(/^chrome-error:/);
    await expect.poll(() => framed(3), { timeout: 30_000 }).toMatch(/^chrome-error:/);

    await page.goto(STRANGER);
    await expect.poll(() => framed(0), { timeout: 30_000 }).toMatch(/^chrome-error:/);
    await expect.poll(() => framed(1), { timeout: 30_000 }).toMatch(/^chrome-error:/);
  } finally {
    partner.close();
    stranger.close();
  }
});

// Last: it kills and restarts the API of this stack.
test('"The API stops while a listener browses: the site shows the error screen, not a crash, and recovers when the API is back"', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const [first, second, third] = await showAliases(3);
  expect(third, 'three shows in the demo content').toBeTruthy();
  await page.goto(`${stack.site}${first}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ERROR_TITLE);

  await stack.stop('api', 'SIGKILL');
  // A page never asked before needs the API for its main content: the error screen (or the site's
  // French "momentanément indisponible" page), never a crash and never a false "not found".
  const unseen = `/culture/emission-${Date.now()}`;
  await page.goto(`${stack.site}${unseen}`);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(
    new RegExp(`^(${ERROR_TITLE}|.* est momentanément indisponible|Service momentanément indisponible)$`),
  );
  await expect(
    page
      .getByRole('link', { name: "Retour à la page d'accueil" })
      .or(page.getByText(/Réessayez dans quelques instants/)),
  ).toBeVisible();
  // A known page whose list is not cached yet keeps its shell and says, in French, that the list is unavailable.
  await page.goto(`${stack.site}${second}?page=${2 + (Date.now() % 1000)}`);
  await expect(
    page.getByRole('heading', { name: ERROR_TITLE }).or(page.getByText(/momentanément indisponible/).first()),
  ).toBeVisible();
  for (const text of ['Application error', 'Internal Server Error', 'ApiCallError', 'ECONNREFUSED']) {
    await expect(page.locator('body')).not.toContainText(text);
  }

  await stack.start('api');
  // Recovered by itself: the site's availability probe is kept 3 s, so within seconds the same
  // unknown page gets the API's answer (not found) again, and pages render.
  await expect(async () => {
    await page.goto(`${stack.site}${unseen}`);
    await expect(page.getByText(`Page not found: ${unseen}`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.goto(`${stack.site}${third}`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ERROR_TITLE);
  await expect(page.getByText(/momentanément indisponible/)).toHaveCount(0);
  expect(pageErrors.filter((m) => !/fetch|network|Failed to load/i.test(m))).toEqual([]);
});
