import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, type Page, test } from '@playwright/test';
import { API_ORIGIN } from './sdk';

/**
 * Opens a partner page holding `body` on an origin of its own (`localhost`, never the API's
 * 127.0.0.1 nor the radio's site), served by a real server of the test on the loopback (a page the
 * test answered itself would count as public, and Chromium would refuse its calls to the local
 * API). Under the strict CSP the SDK documents (no inline script or style; the API's origin for the
 * script, the calls, the audio, the images), with the one script tag from the API: the browser
 * really fetches the script, the calls and the audio from the running API. `scriptAttributes`: the
 * script tag's own configuration (` data-listener-max="0"`); `files`: the partner's own scripts, by
 * path (`/page.js`), served by the same server (its `'self'`); `src`: the script's address (the short
 * one by default, or a version's); `importMap`: an import map's JSON, placed before the script and
 * allowed by its hash (`pinningImportMap`).
 */
/** The import map that pins a version's modules (sdk/README.md « Figer aussi ses autres fichiers »). */
export function pinningImportMap(manifest: { version: string; integrity: Record<string, string> }): string {
  const integrity = Object.fromEntries(
    Object.entries(manifest.integrity)
      .filter(([file]) => file.endsWith('.mjs'))
      .map(([file, hash]) => [`${API_ORIGIN}/sdk/${manifest.version}/${file}`, hash]),
  );
  return JSON.stringify({ integrity });
}

export async function openPartnerPage(
  page: Page,
  body: string,
  scriptAttributes = '',
  files: Record<string, string> = {},
  src = `${API_ORIGIN}/sdk/radio-sdk.js`,
  importMap = '',
): Promise<void> {
  // An import map is an inline script: the strict CSP allows it by its hash (sdk/README.md).
  const mapHash = importMap ? ` 'sha256-${createHash('sha256').update(importMap).digest('base64')}'` : '';
  const csp = `default-src 'self'; script-src 'self' ${API_ORIGIN}${mapHash}; style-src 'self'; connect-src 'self' ${API_ORIGIN}; media-src ${API_ORIGIN}; img-src 'self' ${API_ORIGIN} data:; object-src 'none'; base-uri 'self'`;
  const map = importMap ? `<script type="importmap">${importMap}</script>` : '';
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="Content-Security-Policy" content="${csp}"><title>Paroisse</title>${map}<script src="${src}"${scriptAttributes} defer></script></head><body><main>${body}</main></body></html>`;
  const server: Server = createServer((req, res) => {
    const script = files[req.url ?? ''];
    if (script !== undefined) res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  test.info().attach('page partenaire', { body: html, contentType: 'text/html' });
  page.on('close', () => server.close());
  await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/`);
}

export interface Row {
  id: number;
  title: string;
  audio_file: string;
  show: { id: number } | null;
}

/** A show of the seed with at least three episodes, and its episodes, newest first. */
export async function showWithEpisodes(
  request: APIRequestContext,
): Promise<{ showId: number; list: [Row, Row, Row] }> {
  const res = await request.get(`${API_ORIGIN}/content/api/nodes?type=episode&items_per_page=30`);
  const rows = ((await res.json()) as { rows: Row[] }).rows;
  const showId = rows.find((r) => r.show && rows.filter((o) => o.show?.id === r.show?.id).length >= 3)!.show!
    .id;
  const list = await request.get(`${API_ORIGIN}/content/episodes_by_show/${showId}`);
  return { showId, list: ((await list.json()) as { rows: Row[] }).rows as [Row, Row, Row] };
}
