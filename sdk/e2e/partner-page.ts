import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, type Page, test } from '@playwright/test';
import { API_ORIGIN } from './support';

/**
 * Opens a partner page holding `body` on an origin of its own (`localhost`, never the API's
 * 127.0.0.1 nor the radio's site), served by a real server of the test on the loopback (a page the
 * test answered itself would count as public, and Chromium would refuse its calls to the local
 * API). Under the strict CSP the SDK documents (no inline script or style; the API's origin for the
 * script, the calls, the audio, the images), with the one script tag from the API: the browser
 * really fetches the script, the calls and the audio from the running API. `scriptAttributes`: the
 * script tag's own configuration (` data-listener-max="0"`); `files`: the partner's own scripts, by
 * path (`/page.js`), served by the same server (its `'self'`); `src`: the script's address (the short
 * one by default, or a version's).
 */
export async function openPartnerPage(
  page: Page,
  body: string,
  scriptAttributes = '',
  files: Record<string, string> = {},
  src = `${API_ORIGIN}/sdk/radio-sdk.js`,
): Promise<void> {
  const csp = `default-src 'self'; script-src 'self' ${API_ORIGIN}; style-src 'self'; connect-src 'self' ${API_ORIGIN}; media-src ${API_ORIGIN}; img-src 'self' ${API_ORIGIN} data:; object-src 'none'; base-uri 'self'`;
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="Content-Security-Policy" content="${csp}"><title>Paroisse</title><script src="${src}"${scriptAttributes} defer></script></head><body><main>${body}</main></body></html>`;
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
