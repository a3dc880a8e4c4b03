/**
 * An example as a partner developer takes it: its folder copied alone to an empty folder outside
 * the repository, the one marked line changed (the API's address), installed with plain npm (the
 * SDK's tarball from the running API, the rest from the registry), built where it has a build, and
 * served by a static server of its own.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
/** The address the examples ship with: the API of `npm start`. */
const DEFAULT_API = 'http://127.0.0.1:4000';
/**
 * One npm cache for every install of these tests, kept between runs under .data/ (the heavy
 * examples download vite and next once, then install from it).
 */
export const NPM_CACHE = join(root, '.data', 'npm-cache-examples');

/** Copies examples/<name> (its sources only: no node_modules, build or test folder) to a fresh temp dir. */
export function copyExample(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `radio-example-${name}-`));
  const from = join(root, 'examples', name);
  cpSync(from, dir, {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|dist|out|\.next|e2e)$/.test(src.slice(from.length)),
  });
  return dir;
}

/** The partner's one change: the API's address, in the files that carry it. */
export function pointAt(dir: string, api: string, files: string[]): void {
  for (const f of files) {
    const file = join(dir, f);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(DEFAULT_API)) throw new Error(`${f} ne contient pas ${DEFAULT_API}`);
    writeFileSync(file, text.replaceAll(DEFAULT_API, api));
  }
}

/** `npm <args>` in `dir`, with the shared cache; its output is kept for the failure message. */
export async function npm(dir: string, args: string[], timeout = 300_000): Promise<void> {
  try {
    await run('npm', args, {
      cwd: dir,
      timeout,
      maxBuffer: 32 * 1024 * 1024,
      env: {
        ...process.env,
        npm_config_cache: NPM_CACHE,
        npm_config_update_notifier: 'false',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
        NEXT_TELEMETRY_DISABLED: '1',
      },
    });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(' ')} (${dir}) :\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.ico': 'image/x-icon',
};

/** A plain static server of `dir` on a free port (what `npx serve` would do); resolves its origin. */
export async function serveStatic(dir: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep) && file !== dir) return void res.writeHead(400).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end('introuvable');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export function removeCopy(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
