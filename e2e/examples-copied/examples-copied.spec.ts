import type { Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { copyExample, npm, pointAt, removeCopy, serveStatic } from '../support/examples-copy';
import {
  API_ORIGIN,
  episodes,
  expectAudioAdvancing,
  fileOf,
  playPastRoll,
  watchExamplePage,
} from '../support/sdk';

// Each example copied alone outside the repository, as its README tells a partner developer:
// the HTML pages change one address and are served as they are; the Vite and Next.js apps are
// installed with npm alone (the SDK's tarball from the running API), built, then served.
// Serial: the installs share one npm cache (./copy.ts).
test.describe.configure({ mode: 'serial' });

let dir = '';
let server: Server | null = null;
test.afterEach(async () => {
  // The page still holds kept-alive connections to the copy's server: closed, not waited for.
  server?.closeAllConnections();
  await new Promise((r) => (server ? server.close(r) : r(null)));
  server = null;
  if (dir) removeCopy(dir);
  dir = '';
});

async function servedCopy(name: string, edit: string[], serveFrom = '') {
  dir = copyExample(name);
  pointAt(dir, API_ORIGIN, edit);
  if (edit.includes('package.json')) {
    await npm(dir, ['install']);
    await npm(dir, ['run', 'build']);
  }
  const s = await serveStatic(serveFrom ? `${dir}/${serveFrom}` : dir);
  server = s.server;
  return s.origin;
}

/** The newest episode plays (the pages ask for `latest`): its file's currentTime advances. */
async function playsLatestEpisode(page: Page, request: Parameters<typeof episodes>[0]) {
  const [latest] = await episodes(request, 1);
  const player = page.locator('radio-player');
  await expect(player.getByText(latest!.title)).toBeVisible({ timeout: 20_000 });
  await playPastRoll(page, player);
  await expectAudioAdvancing(page, fileOf(latest!.audio_file), 45_000);
}

test('partner-html copied alone: the latest episode plays under its strict CSP', async ({
  page,
  request,
}) => {
  const origin = await servedCopy('partner-html', ['index.html']);
  const watched = await watchExamplePage(page);
  await page.goto(`${origin}/index.html`);
  await playsLatestEpisode(page, request);
  await watched.expectClean();
});

test('direct-page copied alone: the national live plays', async ({ page }) => {
  const origin = await servedCopy('direct-page', ['index.html']);
  const watched = await watchExamplePage(page);
  await page.goto(`${origin}/index.html`);
  const live = page.locator('radio-direct');
  await live.getByRole('button', { name: 'Écouter le direct' }).click();
  await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);
  await watched.expectClean();
});

test('play-buttons copied alone: its one button plays the live', async ({ page }) => {
  const origin = await servedCopy('play-buttons', ['index.html']);
  const watched = await watchExamplePage(page);
  await page.goto(`${origin}/index.html`);
  await page.getByRole('button', { name: 'Écouter le direct' }).click();
  await expectAudioAdvancing(page, /\/live\/RCFNational\.mp3/);
  await watched.expectClean();
});

test('vite-react copied alone: npm install of the tarball, tsc strict + vite build, the episode plays and React hears radio-play', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const t0 = Date.now();
  const origin = await servedCopy('vite-react', ['package.json', 'index.html'], 'dist');
  console.log(`vite-react : copie, npm install, build en ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const watched = await watchExamplePage(page);
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { name: 'Radio dans une application React' })).toBeVisible();
  await playsLatestEpisode(page, request);
  await expect(page.locator('.log')).toContainText('lecture');
  await watched.expectClean();
});

test('next-app-router copied alone: npm install of the tarball, next build (static export), the episode plays', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const t0 = Date.now();
  const origin = await servedCopy('next-app-router', ['package.json', 'components/RadioPlayer.tsx'], 'out');
  console.log(`next-app-router : copie, npm install, build en ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const watched = await watchExamplePage(page);
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { name: 'Radio dans une application Next.js' })).toBeVisible();
  await playsLatestEpisode(page, request);
  await watched.expectClean();
});
