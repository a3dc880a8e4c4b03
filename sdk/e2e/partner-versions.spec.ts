import { expect, type Page, test } from '@playwright/test';
import { openPartnerPage, pinningImportMap, showWithEpisodes } from '../../e2e/support/partner-page';
import {
  API_ORIGIN,
  expectAudioAdvancing,
  fileOf,
  playPastRoll,
  waitForStatus,
  watchExamplePage,
} from '../../e2e/support/sdk';

interface Manifest {
  version: string;
  script: string;
  integrity: Record<string, string>;
}

/**
 * A deployment under the partner's page: every SDK file the page asks for outside `version`'s
 * folder is answered by "another build" (a module that says so), as a new version published
 * meanwhile would answer. Returns the SDK addresses the page asked for and what the other build saw.
 */
async function deploymentUnder(page: Page, version: string) {
  const asked: string[] = [];
  const otherBuild: string[] = [];
  await page.route(`${API_ORIGIN}/sdk/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    asked.push(path);
    if (path.endsWith('.mjs') && !path.startsWith(`/sdk/${version}/`)) {
      otherBuild.push(path);
      await route.fulfill({
        contentType: 'text/javascript',
        headers: { 'access-control-allow-origin': '*' },
        body: 'globalThis.__otherBuild = true;',
      });
    } else await route.continue();
  });
  return { asked, otherBuild };
}

const partsOf = (asked: string[]) =>
  [...new Set(asked.filter((p) => p.endsWith('.mjs')).map((p) => p.split('/').pop()))].sort();

// A partner pins the script as the README says (its version's address, its SRI hash from
// sdk-manifest.json); the listener plays a show's episode past its pre-roll (the roll's pop-in is a
// part of its own) and opens « À suivre » (another part): each part comes from the script's folder.
test('the pinned script loads every part it needs from its own version folder, during a deployment too; the listener hears the episode and opens « À suivre »', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const manifest = (await (await request.get(`${API_ORIGIN}/sdk/sdk-manifest.json`)).json()) as Manifest;
  const { showId, list } = await showWithEpisodes(request);
  const watched = await watchExamplePage(page);
  const deployment = await deploymentUnder(page, manifest.version);
  await openPartnerPage(
    page,
    `<radio-player show="${showId}" variant="inline"></radio-player>`,
    ` integrity="${manifest.integrity['radio-sdk.js']}" crossorigin="anonymous"`,
    {},
    `${API_ORIGIN}${manifest.script}`,
  );
  const player = page.locator('radio-player');
  await expect(player.getByText(list[0].title)).toBeVisible({ timeout: 20_000 });
  await playPastRoll(page, player);
  await expectAudioAdvancing(page, fileOf(list[0].audio_file), 45_000);
  await player.getByRole('button', { name: /^À suivre \(\d+\)$/ }).click();
  await expect(player.getByText(list[1].title)).toBeVisible();

  // The parts the page needed: the elements, the roll's pop-in (parts) and « À suivre »'s list.
  expect(partsOf(deployment.asked)).toEqual(
    expect.arrayContaining(['radio-sdk-elements.mjs', 'radio-sdk-parts.mjs', 'radio-sdk-up-next-list.mjs']),
  );
  for (const path of deployment.asked) expect(path).toMatch(new RegExp(`^/sdk/${manifest.version}/`));
  expect(deployment.otherBuild).toEqual([]);
  expect(await page.evaluate(() => (globalThis as { __otherBuild?: boolean }).__otherBuild)).toBeUndefined();
  await watched.expectClean();
});

// The short address (`/sdk/radio-sdk.js`, redirected to the current version): its parts are still
// those of the script's own build, never the short folder's, whatever was published since.
test('the short address: the script loads its parts from the folder of its own version, and the live plays', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get(`${API_ORIGIN}/sdk/sdk-manifest.json`)).json()) as Manifest;
  const watched = await watchExamplePage(page);
  const deployment = await deploymentUnder(page, manifest.version);
  await openPartnerPage(page, '<radio-direct radio="RCFNational"></radio-direct>');
  await page.locator('radio-direct').getByRole('button', { name: 'Écouter le direct' }).click();
  await waitForStatus(page, 'live', 30_000);
  await expectAudioAdvancing(page, /RCFNational/, 30_000);
  expect(deployment.asked[0]).toBe('/sdk/radio-sdk.js');
  expect(partsOf(deployment.asked)).toContain('radio-sdk-elements.mjs');
  for (const path of deployment.asked.slice(1))
    expect(path).toMatch(new RegExp(`^/sdk/${manifest.version}/`));
  expect(deployment.otherBuild).toEqual([]);
  await watched.expectClean();
});

// The attack: a part of the pinned version altered on its way (a proxy, a compromised cache). A page
// that pins the script and, as sdk/README.md says, its modules in an import map's `integrity` gets the
// version it pinned or nothing: the browser refuses an altered module before it runs.
test('pinned with its import map, the script and its parts play; a part altered on its way does not run', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const manifest = (await (await request.get(`${API_ORIGIN}/sdk/sdk-manifest.json`)).json()) as Manifest;
  const pinned = ` integrity="${manifest.integrity['radio-sdk.js']}" crossorigin="anonymous"`;
  const open = () =>
    openPartnerPage(
      page,
      '<radio-direct radio="RCFNational"></radio-direct>',
      pinned,
      {},
      `${API_ORIGIN}${manifest.script}`,
      pinningImportMap(manifest),
    );
  // The bytes as published: every part passes its check, and the listener hears the live.
  const watched = await watchExamplePage(page);
  await open();
  await page.locator('radio-direct').getByRole('button', { name: 'Écouter le direct' }).click();
  await waitForStatus(page, 'live', 30_000);
  await expectAudioAdvancing(page, /RCFNational/, 30_000);
  await watched.expectClean();

  // Altered on its way: the elements' module never runs, and the console says which file was refused.
  const elements = `${API_ORIGIN}/sdk/${manifest.version}/radio-sdk-elements.mjs`;
  await page.route(elements, async (route) => {
    const real = await route.fetch();
    await route.fulfill({ response: real, body: `${await real.text()}\nglobalThis.__tampered = true;` });
  });
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') refused.push(m.text());
  });
  const served = page.waitForResponse(elements);
  await open();
  await served;
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (globalThis as { __tampered?: boolean }).__tampered)).toBeUndefined();
  await expect.poll(() => refused.join('\n')).toContain('radio-sdk-elements.mjs');
});
