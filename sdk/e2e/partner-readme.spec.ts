import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  API_ORIGIN,
  episodes,
  expectAudioAdvancing,
  fileOf,
  playPastRoll,
  watchExamplePage,
} from '../../e2e/support/sdk';

// sdk/README.md « Trois façons de l'utiliser »: its HTML snippets pasted as they are into a
// partner's page (another origin), the one address changed to this stack's API, as the README says.
const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
const start = readme.indexOf("## Trois façons de l'utiliser");
const ways = readme.slice(start, readme.indexOf('\n## ', start + 1));
const htmlSnippets = [...ways.matchAll(/^```html\n([\s\S]*?)^```$/gm)].map((m) =>
  m[1]!.replaceAll('http://127.0.0.1:4000', API_ORIGIN),
);

/** Serves `body` in a page of its own on a foreign origin (`localhost`), and opens it. */
async function pasteInPage(page: Page, body: string) {
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Paroisse</title></head><body>${body}</body></html>`;
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  page.on('close', () => server.close());
  await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/`);
}

test('the README opens with the three ways in: a script tag, the ES module, the npm package', () => {
  const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  expect(headings[0]).toBe("Trois façons de l'utiliser");
  expect(ways).toMatch(
    /\*\*1\. Une balise `<script>`\*\*[\s\S]*\*\*2\. Le module ES\*\*[\s\S]*\*\*3\. Le paquet npm\*\*/,
  );
  expect(htmlSnippets[0]).toContain(`<script src="${API_ORIGIN}/sdk/radio-sdk.js" defer></script>`);
  expect(htmlSnippets[1]).toContain('<script type="module">');
});

for (const [i, way] of ['the script tag', 'the ES module'].entries())
  test(`README, ${way} as copied: the latest episode plays`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const [latest] = await episodes(request, 1);
    const watched = await watchExamplePage(page);
    await pasteInPage(page, htmlSnippets[i]!);
    const player = page.locator('radio-player');
    await expect(player.getByText(latest!.title)).toBeVisible({ timeout: 20_000 });
    await playPastRoll(page, player);
    await expectAudioAdvancing(page, fileOf(latest!.audio_file), 45_000);
    await watched.expectClean();
  });
