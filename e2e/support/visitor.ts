// What the visitor journeys share: a page read as a network's crawler reads it (the HTML of its
// <head>, no script run), and a picture read as the network fetches it (its type and its size).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { API_URL, BASE } from './account';

// sharp is the API's dependency (its image pipeline): it reads a picture's real size here too.
const sharp = createRequire(join(import.meta.dirname, '..', '..', 'packages', 'api', 'package.json'))(
  'sharp',
) as (input: Buffer) => {
  metadata(): Promise<{ width?: number; height?: number; format?: string }>;
};

/** Facebook's and X's crawlers as they introduce themselves (they run no script). */
export const CRAWLERS = {
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  x: 'Twitterbot/1.0',
};

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The <head> of a page as a crawler gets it: title, meta by property or name, links by rel. */
export async function crawlerHead(path: string, ua = CRAWLERS.facebook) {
  const res = await fetch(`${BASE}${path}`, { headers: { 'user-agent': ua, accept: 'text/html' } });
  const html = await res.text();
  const head = html.split('</head>')[0] ?? '';
  const meta = (key: string) => {
    const tag = [...head.matchAll(/<meta\s[^>]*>/g)]
      .map((m) => m[0])
      .find((t) => t.includes(`property="${key}"`) || t.includes(`name="${key}"`));
    const content = tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
    return content === undefined ? undefined : decode(content);
  };
  const link = (rel: string, type?: string) => {
    const tag = [...head.matchAll(/<link\s[^>]*>/g)]
      .map((m) => m[0])
      .find((t) => t.includes(`rel="${rel}"`) && (!type || t.includes(`type="${type}"`)));
    const href = tag ? /href="([^"]*)"/.exec(tag)?.[1] : undefined;
    return href === undefined ? undefined : decode(href);
  };
  const title = decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
  return { status: res.status, html, head, title, meta, link, jsonLd };
}

/** A picture as a network fetches it: its answered type and its real size. */
export async function picture(url: string, accept = 'image/webp,image/*,*/*;q=0.8') {
  const res = await fetch(new URL(url, BASE), { headers: { accept, 'user-agent': CRAWLERS.facebook } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const info = res.ok ? await sharp(bytes).metadata() : null;
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    width: info?.width ?? 0,
    height: info?.height ?? 0,
    format: info?.format,
  };
}

/** A card networks accept: an address ending .jpg or .png answering that type, at least 1200×630. */
export async function expectAcceptedCard(url: string | undefined, where: string) {
  expect(url, `${where}: og:image`).toBeTruthy();
  expect(new URL(url as string).pathname, `${where}: extension`).toMatch(/\.(jpe?g|png)$/);
  const p = await picture(url as string);
  expect(p.status, `${where}: ${url}`).toBe(200);
  expect(p.type, where).toMatch(/^image\/(jpeg|png)$/);
  expect(p.width, where).toBeGreaterThanOrEqual(1200);
  expect(p.height, where).toBeGreaterThanOrEqual(630);
}

/** A node of the demo content by its type (the API's first, or the one `pick` chooses). */
export async function nodes<T>(type: string, perPage = 20): Promise<T[]> {
  const res = await fetch(`${API_URL}/content/api/nodes?type=${type}&items_per_page=${perPage}&_format=json`);
  expect(res.ok).toBe(true);
  return ((await res.json()) as { rows: T[] }).rows;
}
