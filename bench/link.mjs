/**
 * What starting the page's scripts after its main image (site/server/deferred-scripts.ts) costs and
 * gives on a slow phone, observed rather than simulated: the pages load in Chromium (CPU ×4)
 * through a shaped link shared by every connection (1.6 Mbit/s down, 150 ms round trip, fair
 * share between connections, as Lighthouse's slow 4G), once as the server sends them and once
 * with Next's `<script async>` tags put back (the baseline, in the same session).
 *
 * Used by bench/run.mjs; alone: `node bench/link.mjs <site URL> <api URL> <path>...`.
 */
import { createServer, request } from 'node:http';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { AUTOPLAY, launchChromium } from './sections/chromium.mjs';

const RATE = (1638.4 * 1024) / 8 / 1000; // bytes per ms
const HALF_RTT = 75;
const SEGMENT = 1460;

/** One bottleneck: every connection's downstream bytes take turns on it, a segment at a time. */
export function makeLink() {
  const waiting = [];
  let last = performance.now();
  let credit = 0;
  const deliver = (sock) => {
    if (sock.timer) return;
    const q = sock.due;
    while (q.length && q[0][0] <= performance.now()) {
      const [, seg] = q.shift();
      if (!sock.destroyed) sock.write(seg);
    }
    if (q.length) {
      sock.timer = setTimeout(
        () => {
          sock.timer = null;
          deliver(sock);
        },
        Math.max(1, q[0][0] - performance.now()),
      );
    } else if (sock.upstreamEnded && !sock.queued.length) sock.end();
  };
  const tick = setInterval(() => {
    const now = performance.now();
    credit += (now - last) * RATE;
    last = now;
    if (!waiting.length) credit = Math.min(credit, SEGMENT);
    while (credit >= SEGMENT && waiting.length) {
      const sock = waiting.shift();
      const seg = sock.queued.shift();
      // A connection closed meanwhile: its queue was dropped.
      if (!seg) {
        sock.waiting = false;
        continue;
      }
      credit -= seg.length;
      sock.due.push([now + HALF_RTT, seg]);
      deliver(sock);
      if (sock.queued.length) waiting.push(sock);
      else sock.waiting = false;
    }
  }, 1);
  const send = (sock, buf) => {
    for (let i = 0; i < buf.length; i += SEGMENT) sock.queued.push(buf.subarray(i, i + SEGMENT));
    if (!sock.waiting) {
      sock.waiting = true;
      waiting.push(sock);
    }
  };
  /** A TCP proxy to `port` over this link (on a port of `digits` digits when given). */
  const proxy = (port, digits) =>
    (digits ? listenWithDigits : listen)(
      net.createServer((c) => {
        c.queued = [];
        c.due = [];
        const up = net.connect(port, '127.0.0.1');
        c.on('data', (d) => setTimeout(() => up.write(d), HALF_RTT));
        up.on('data', (d) => send(c, d));
        up.on('end', () => {
          c.upstreamEnded = true;
          if (!c.queued.length && !c.due.length && !c.timer) c.end();
        });
        c.on('end', () => up.end());
        // The browser gone (a closed context): an endless upstream (a live stream, which a half-closed
        // socket does not stop) must not keep the link busy for ever, or `drained` never resolves.
        c.on('close', () => {
          up.destroy();
          c.queued.length = 0;
          c.due.length = 0;
        });
        c.on('error', () => up.destroy());
        up.on('error', () => c.destroy());
      }),
      digits,
    );
  const idle = () => !waiting.length;
  /** Resolves once the link has nothing queued (the next load starts on an empty link). */
  const drained = async () => {
    while (!idle()) await new Promise((r) => setTimeout(r, 50));
  };
  return { proxy, idle, drained, close: () => clearInterval(tick) };
}

export function listen(server, port = 0) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve({ server, port: server.address().port });
    });
  });
}

/**
 * Listens on a free port written with `digits` digits. The page proxy rewrites the API's origin in
 * the pages; Next's flight data carries long strings as length-prefixed rows, so an origin of
 * another length corrupts them (React error 412, the page's client parts gone).
 */
async function listenWithDigits(server, digits) {
  const low = Math.max(1024, 10 ** (digits - 1));
  const high = Math.min(65535, 10 ** digits - 1);
  for (let i = 0; i < 50; i++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    try {
      return await listen(server, port);
    } catch (e) {
      if (e.code !== 'EADDRINUSE' && e.code !== 'EACCES') throw e;
    }
  }
  throw new Error(`no free port of ${digits} digits`);
}

const LIST = /<script type="application\/json" id="deferred-scripts"[^>]*>(.*?)<\/script>/;

/** The scripts a page's loader starts (site/server/deferred-scripts.ts), `{ src, data-… }` each. */
export function listedScripts(html) {
  const list = html.match(LIST)?.[1];
  return list ? JSON.parse(list) : [];
}

/** The page with Next's async tags back in place of the loader (the baseline). */
export function withoutLoader(html) {
  const listed = listedScripts(html);
  // Shared pages carry no nonce (their inline scripts are allowed by hash); private ones do.
  const nonce = html.match(/<script nonce="([^"]+)"/)?.[1];
  if (!listed.length) return html;
  const esc = (v) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const tags = listed
    .map(
      (s) =>
        `<script src="${esc(s.src)}" async=""${Object.entries(s)
          .filter(([k]) => k !== 'src')
          .map(([k, v]) => ` ${k}="${esc(v)}"`)
          .join('')}${nonce ? ` nonce="${nonce}"` : ''}></script>`,
    )
    .join('');
  return html.replace(
    /<script type="application\/json" id="deferred-scripts".*?<\/script><script(?: nonce="[^"]+")?>[\s\S]*?<\/script>/,
    tags,
  );
}

/** An HTTP proxy to the site that serves its pages as they are or as the baseline, with the API through `apiOrigin`. */
export function pageProxy(site, api, apiOrigin, baseline) {
  const target = new URL(site);
  return listen(
    createServer((req, out) => {
      const isPage = (req.headers.accept ?? '').includes('text/html');
      const headers = {
        ...req.headers,
        host: target.host,
        ...(isPage ? { 'accept-encoding': 'identity' } : {}),
      };
      const up = request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
        (r) => {
          if (!isPage) {
            out.writeHead(r.statusCode ?? 502, r.headers);
            r.pipe(out);
            return;
          }
          const chunks = [];
          r.on('data', (c) => chunks.push(c));
          r.on('end', () => {
            let html = Buffer.concat(chunks).toString('utf8');
            if (baseline) html = withoutLoader(html);
            html = html
              .replaceAll(api, apiOrigin)
              // A partner page's own CSP (a meta tag) keeps allowing the API as well: media URLs in
              // the API's answers name its real origin, as in the header rewritten below.
              .replace(
                /(http-equiv="Content-Security-Policy"\s+content=")([^"]*)"/,
                (_, head, policy) => `${head}${policy.replaceAll(apiOrigin, `${api} ${apiOrigin}`)}"`,
              );
            const h = { ...r.headers };
            delete h['content-length'];
            delete h['transfer-encoding'];
            h['content-security-policy'] = String(h['content-security-policy'] ?? '').replaceAll(
              api,
              `${api} ${apiOrigin}`,
            );
            h['content-encoding'] = 'gzip';
            out.writeHead(r.statusCode ?? 502, h);
            out.end(gzipSync(html));
          });
        },
      );
      up.on('error', () => out.destroy());
      req.pipe(up);
    }),
  );
}

const PROBE = () => {
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  Object.defineProperty(window, 'RadioSDK', {
    configurable: true,
    set(v) {
      window.__sdkAt = performance.now();
      Object.defineProperty(window, 'RadioSDK', { value: v, writable: true, configurable: true });
    },
  });
  const t = setInterval(() => {
    const el = document.querySelector('header a');
    if (el && Object.keys(el).some((k) => k.startsWith('__reactFiber'))) {
      window.__hydratedAt = performance.now();
      clearInterval(t);
    }
  }, 5);
};

/** Chromium as the phone benches run it: sound allowed without a gesture of the test's own. */
export function launchPhoneBrowser(chrome = '/usr/bin/chromium') {
  return launchChromium(['--disable-background-networking', AUTOPLAY], chrome);
}

/**
 * A phone bench's session: the API behind the shaped link, each target `[key, site origin, baseline]`
 * behind a page proxy (its pages call the shaped API) and the link, and the browser `launch` opens.
 * `use({ link, origins, browser, apiOrigin })` measures (`origins[key]` is where the browser goes,
 * `apiOrigin` where its pages reach the API); then the
 * browser, the link and every server close, whatever happened.
 */
export async function withShapedLink(api, targets, launch, use) {
  const link = makeLink();
  const apiPort = new URL(api).port;
  const apiProxy = await link.proxy(Number(apiPort), apiPort.length);
  const apiOrigin = `http://127.0.0.1:${apiProxy.port}`;
  const servers = [apiProxy.server];
  let browser;
  try {
    const origins = {};
    for (const [key, origin, baseline] of targets) {
      const pages = await pageProxy(origin, api, apiOrigin, baseline);
      const shaped = await link.proxy(pages.port);
      servers.push(pages.server, shaped.server);
      origins[key] = `http://127.0.0.1:${shaped.port}`;
    }
    browser = await launch();
    return await use({ link, origins, browser, apiOrigin });
  } finally {
    await browser?.close();
    link.close();
    for (const s of servers) s.close();
  }
}

/** A phone's page: 412 × 823, touch, CPU ×4 (CDP), with `probe` injected before the page's scripts. */
export async function openPhone(browser, probe) {
  const ctx = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
  });
  const page = await ctx.newPage();
  await page.addInitScript(probe);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { ctx, page };
}

export const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)];
};

/**
 * Medians per page and variant: `{ [path]: { loader: { lcp, hydrated, sdk }, baseline: {...} } }`
 * (ms from navigation start).
 */
export async function shapedLinkAB({ site, api, paths, runs = 5, chrome = '/usr/bin/chromium', onRun }) {
  const targets = [
    ['loader', site, false],
    ['baseline', site, true],
  ];
  const launch = () => launchChromium(['--disable-background-networking'], chrome);
  return withShapedLink(api, targets, launch, async ({ link, origins, browser }) => {
    const out = {};
    for (const path of paths) {
      const rows = { loader: [], baseline: [] };
      for (let i = 0; i < runs; i++) {
        for (const variant of ['loader', 'baseline']) {
          onRun?.(path, variant, i);
          // A fresh copy in the site's page cache: no render during the load.
          await fetch(site + path, { headers: { accept: 'text/html' } }).then((r) => r.arrayBuffer());
          const { ctx, page } = await openPhone(browser, PROBE);
          try {
            await page.goto(origins[variant] + path, { waitUntil: 'load', timeout: 60_000 });
            await page.waitForFunction(() => window.__sdkAt && window.__hydratedAt, null, {
              timeout: 60_000,
            });
            await page.waitForTimeout(300);
            rows[variant].push(
              await page.evaluate(() => ({
                lcp: window.__lcp,
                hydrated: window.__hydratedAt,
                sdk: window.__sdkAt,
              })),
            );
          } finally {
            await ctx.close();
          }
          await link.drained();
        }
      }
      out[path] = Object.fromEntries(
        Object.entries(rows).map(([variant, rs]) => [
          variant,
          Object.fromEntries(['lcp', 'hydrated', 'sdk'].map((k) => [k, median(rs.map((r) => r[k]))])),
        ]),
      );
    }
    return out;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [site, api, ...paths] = process.argv.slice(2);
  const r = await shapedLinkAB({ site, api, paths: paths.length ? paths : ['/'] });
  for (const [path, v] of Object.entries(r))
    for (const [variant, m] of Object.entries(v))
      console.log(
        path,
        variant,
        Object.entries(m)
          .map(([k, x]) => `${k} ${Math.round(x)} ms`)
          .join(', '),
      );
  process.exit(0);
}
