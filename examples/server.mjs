// Static server of the example pages. HTML files are templates (or pages with real defaults, whose
// local API address http://127.0.0.1:4000 is replaced by API_ORIGIN): {{API_ORIGIN}}, {{PREFIX}},
// {{SDK_SRC}} and {{SDK_INTEGRITY}} (the SDK's versioned URL and SRI hash, from its manifest),
// {{EPISODE}} (query ?episode=, else the latest published episode) and {{RADIO}} (query
// ?radio=, else <prefix>National) are filled in, so the same pages run against any API.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const HOST = process.env.HOST || '127.0.0.1';
const PORT = Number(process.env.EXAMPLES_PORT || 5000);
const DEFAULT_API_ORIGIN = 'http://127.0.0.1:4000';
const API_ORIGIN = (process.env.API_ORIGIN || DEFAULT_API_ORIGIN).replace(/\/+$/, '');
const PREFIX = process.env.PREFIX || 'RCF';

// URL prefix → directory served (vite-react serves its build).
const SITES = {
  'partner-html': 'partner-html',
  'direct-page': 'direct-page',
  'play-buttons': 'play-buttons',
  'vite-react': 'vite-react/dist',
  'next-app-router': 'next-app-router/out',
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

let latest = { id: null, at: 0 };
async function latestEpisode() {
  if (latest.id && Date.now() - latest.at < 60_000) return latest.id;
  try {
    const res = await fetch(`${API_ORIGIN}/content/api/nodes?type=episode&items_per_page=1&_format=json`, {
      signal: AbortSignal.timeout(3000),
    });
    const body = await res.json();
    const id = body?.rows?.[0]?.id;
    if (id !== undefined) latest = { id: String(id), at: Date.now() };
  } catch {
    // The API is not up yet: the page still renders, the player shows its error.
  }
  return latest.id ?? '';
}

const clean = (v, re) => (typeof v === 'string' && re.test(v) ? v : null);

/**
 * The SDK's versioned, immutable URL and its SRI hash, from the manifest its build writes
 * (sdk/dist/sdk-manifest.json); without one, the short URL and no integrity check.
 */
function sdkScript() {
  try {
    const m = JSON.parse(readFileSync(join(here, '..', 'sdk', 'dist', 'sdk-manifest.json'), 'utf8'));
    return { src: `${API_ORIGIN}${m.script}`, integrity: m.integrity['radio-sdk.js'] ?? '' };
  } catch {
    return { src: `${API_ORIGIN}/sdk/radio-sdk.js`, integrity: '' };
  }
}

async function render(file, url) {
  const episode = clean(url.searchParams.get('episode'), /^\d{1,10}$/) ?? (await latestEpisode());
  const radio = clean(url.searchParams.get('radio'), /^[A-Za-z0-9]{2,40}$/) ?? `${PREFIX}National`;
  const sdk = sdkScript();
  return (
    readFileSync(file, 'utf8')
      .replaceAll('{{SDK_SRC}}', sdk.src)
      .replaceAll('{{SDK_INTEGRITY}}', sdk.integrity)
      .replaceAll('{{API_ORIGIN}}', API_ORIGIN)
      .replaceAll('{{PREFIX}}', PREFIX)
      .replaceAll('{{EPISODE}}', episode)
      .replaceAll('{{RADIO}}', radio)
      // A page written with real defaults (the local API of `npm start`) runs against this one.
      .replaceAll(DEFAULT_API_ORIGIN, API_ORIGIN)
  );
}

function index() {
  const links = Object.keys(SITES)
    .filter((k) => existsSync(join(here, SITES[k])))
    .map((k) => `<li><a href="/${k}/">${k}</a></li>`)
    .join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Exemples d'intégration</title></head><body><h1>Exemples d'intégration du SDK radio</h1><ul>${links}</ul></body></html>`;
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    if (url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': TYPES['.html'] }).end(index());
      return;
    }
    const [, site, ...rest] = url.pathname.split('/');
    const dir = site && SITES[site] ? join(here, SITES[site]) : null;
    if (!dir || !existsSync(dir)) {
      res.writeHead(404, { 'content-type': TYPES['.txt'] }).end(`Page introuvable : ${url.pathname}`);
      return;
    }
    if (rest.length === 0) {
      res.writeHead(301, { location: `/${site}/${url.search}` }).end();
      return;
    }
    let file = normalize(join(dir, decodeURIComponent(rest.join('/'))));
    if (!file.startsWith(dir + sep) && file !== dir) {
      res.writeHead(400, { 'content-type': TYPES['.txt'] }).end('Chemin invalide');
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': TYPES['.txt'] }).end(`Page introuvable : ${url.pathname}`);
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (extname(file) === '.html') {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(await render(file, url));
      return;
    }
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
    createReadStream(file).pipe(res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': TYPES['.txt'] });
    res.end('Erreur du serveur d’exemples');
  }
});

server.listen(PORT, HOST, () => console.log(`exemples : http://${HOST}:${PORT}/`));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
