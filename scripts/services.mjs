// The services `npm start` and the browser tests run, in start order. Each part of the
// product that runs a process declares it in its own `service.mjs`, exporting
// `service(cfg)` → { name, cwd, cmd, args, env?, before?(), ready?(): Promise, urls?: [label, url][] }.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './ensure.mjs';

const ORDER = ['packages/identity', 'packages/api', 'site', 'examples'];

export async function services(cfg) {
  const list = [];
  for (const dir of ORDER) {
    const file = join(root, dir, 'service.mjs');
    if (!existsSync(file)) continue;
    const mod = await import(pathToFileURL(file).href);
    const s = mod.service(cfg);
    for (const one of Array.isArray(s) ? s : [s]) list.push(one);
  }
  return list;
}

/** Resolves once `url` answers (any HTTP status), or rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs / 1000} s`);
}
