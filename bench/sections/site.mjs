// The site: first-load JavaScript of the home page, throughput against a bare static server.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { PAGE_REQUEST } from '../../scripts/load.mjs';
import { listedScripts } from '../link.mjs';
import { fmt, kb, measure, row } from './common.mjs';

// --- 5. site ------------------------------------------------------------------------------------------------
export async function sitePages(stack) {
  const shows = await (await fetch(`${stack.api}/content/api/nodes?type=show&items_per_page=1`)).json();
  const arts = await (await fetch(`${stack.api}/content/api/nodes?type=article&items_per_page=1`)).json();
  const alias = (n) => (n?.alias ?? n?.metatag?.alias ?? n?.url ?? '').replace(/^https?:\/\/[^/]+/, '');
  return { home: '/', show: alias(shows.rows?.[0]) || null, article: alias(arts.rows?.[0]) || null };
}

/**
 * The scripts a browser loads with the home page, gzip: those of the markup and those the page's
 * loader starts after its main image. A `nomodule` script (Next's polyfills for
 * browsers without ES modules) is never fetched by a module-capable browser: it is counted apart.
 */
async function firstLoadJs(site) {
  const html = await (await fetch(`${site}/`, { headers: PAGE_REQUEST })).text();
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+)"[^>]*>/g)];
  // The scripts the site's server moved out of the markup, started by the page's loader
  // (site/server/deferred-scripts.ts): fetched by every visit all the same.
  for (const s of listedScripts(html)) tags.push([`<script src="${s.src}">`, s.src]);
  const gz = async (src) => {
    const r = await fetch(`${site}${src}`);
    return gzipSync(Buffer.from(await r.arrayBuffer()), { level: 9 }).length;
  };
  const loaded = new Set(tags.filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[1]));
  const legacy = new Set(tags.filter((m) => /\bnomodule\b/i.test(m[0])).map((m) => m[1]));
  let total = 0;
  for (const s of loaded) total += await gz(s);
  let legacyTotal = 0;
  for (const s of legacy) if (!loaded.has(s)) legacyTotal += await gz(s);
  return { total, count: loaded.size, legacyTotal, legacyCount: legacy.size, html };
}

export async function benchSite(ctx) {
  const stack = ctx.stack;
  const pages = await sitePages(stack);
  ctx.pages = pages;
  const js = await firstLoadJs(stack.site);
  row(
    'Site',
    `home first-load JS (${js.count} scripts, SDK included), gzip`,
    kb(js.total),
    '≤ 180 KB',
    js.total <= 180 * 1024,
    js.legacyCount
      ? `not counted: ${js.legacyCount} nomodule script (${kb(js.legacyTotal)}), for browsers without ES modules only`
      : '',
  );
  // The limit: the same bytes as the home page from a bare Node HTTP server on this machine.
  const body = Buffer.from(js.html);
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise((r) => server.listen(3650, '127.0.0.1', r));
  try {
    const staticM = await measure('statique (limite)', { url: 'http://127.0.0.1:3650/', connections: 20 });
    row(
      'Site',
      `static file (home HTML, ${kb(body.length)}) from bare node:http, 20 connections`,
      staticM.rpsText,
      '—',
      null,
      `p99 ${staticM.p99Text}`,
    );
    for (const [name, path] of Object.entries(pages)) {
      if (!path || name === 'article') continue;
      const m = await measure(`site ${name}`, {
        url: `${stack.site}${path}`,
        connections: 20,
        headers: PAGE_REQUEST,
      });
      const isHome = name === 'home';
      row(
        'Site',
        `site server (Next handler + page cache) ${path}, 20 connections`,
        m.rpsText,
        isHome ? '≥ 300 req/s' : '—',
        isHome ? m.rps >= 300 : null,
        `${fmt((m.rps / staticM.rps) * 100, 1)} % of the static limit${m.errors ? `; ${m.errors} errors` : ''}`,
      );
      row('Site', `… p99 latency`, m.p99Text, isHome ? '≤ 150 ms' : '—', isHome ? m.p99 <= 150 : null);
    }
    // Without the page cache: crawlers get a fresh render of every request (site/server/page-cache.ts).
    const fresh = await measure('site home, sans cache de pages', {
      url: `${stack.site}${pages.home}`,
      connections: 20,
      headers: { ...PAGE_REQUEST, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    row(
      'Site',
      `… the home page rendered on every request (crawler, no page cache)`,
      fresh.rpsText,
      '—',
      null,
      `p99 ${fresh.p99Text}`,
    );
  } finally {
    await new Promise((r) => server.close(r));
  }
}
