// Static server of the example pages for `npm start` and the browser tests. The pages are what a
// partner copies, with real defaults (the API of `npm start`, http://127.0.0.1:4000; the national
// live; episode="latest"): no template. Two rewrites only, so the same files run against another
// API: that origin becomes API_ORIGIN, and the tests' ?episode=ID / ?radio=CODE replace the
// default episode and radio of the page.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const HOST = process.env.HOST || '127.0.0.1';
const PORT = Number(process.env.EXAMPLES_PORT || 5000);
const DEFAULT_API_ORIGIN = 'http://127.0.0.1:4000';
const API_ORIGIN = (process.env.API_ORIGIN || DEFAULT_API_ORIGIN).replace(/\/+$/, '');

// URL prefix → directory served (vite-react serves its build, once `npm run build` made it there;
// the Next.js example's static export is served from its own folder, see its README).
const SITES = {
  'partner-html': 'partner-html',
  'direct-page': 'direct-page',
  'play-buttons': 'play-buttons',
  'vite-react': 'vite-react/dist',
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

const clean = (v, re) => (typeof v === 'string' && re.test(v) ? v : null);

function render(file, url) {
  const episode = clean(url.searchParams.get('episode'), /^\d{1,10}$/);
  const radio = clean(url.searchParams.get('radio'), /^[A-Za-z0-9]{2,40}$/);
  let html = readFileSync(file, 'utf8').replaceAll(DEFAULT_API_ORIGIN, API_ORIGIN);
  if (episode) html = html.replace(/(episode=|name="radio-episode" content=)"latest"/g, `$1"${episode}"`);
  // Another radio than the national one: the page's station name (name="RCF") would be wrong.
  if (radio)
    html = html.replace(
      /(radio=|name="radio-live" content=)"RCFNational"(?: name="[^"]*")?/g,
      `$1"${radio}"`,
    );
  return html;
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
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(render(file, url));
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
