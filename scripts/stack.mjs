// A private copy of the product's services on ports of its own (bench and fault tests): the same
// `service.mjs` declarations as `npm start`, so what is measured or broken is what users run.
// Each service can be killed (SIGKILL or SIGTERM) and started again on the same data.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.mjs';
import { root } from './ensure.mjs';
import { services } from './services.mjs';

/**
 * @param {{ ports?: { api?: number, site?: number, identity?: number, examples?: number },
 *   dataDir?: string, fresh?: boolean, only?: string[], env?: Record<string,string>,
 *   quiet?: boolean }} opts
 */
export async function startStack(opts = {}) {
  const ports = { api: 4600, site: 3600, identity: 9629, examples: 5600, ...(opts.ports ?? {}) };
  const dataDir = opts.dataDir ?? '.data/bench';
  const abs = join(root, dataDir);
  if (opts.fresh) rmSync(abs, { recursive: true, force: true });
  mkdirSync(abs, { recursive: true });
  const cfg = config({
    API_PORT: String(ports.api),
    SITE_PORT: String(ports.site),
    IDENTITY_PORT: String(ports.identity),
    EXAMPLES_PORT: String(ports.examples),
    DATA_DIR: dataDir,
    // The API_ORIGIN etc. of the surrounding environment belong to another stack.
    API_ORIGIN: `http://127.0.0.1:${ports.api}`,
    CONTENT_API_URL: `http://127.0.0.1:${ports.api}/content`,
    SECOND_API_URL: `http://127.0.0.1:${ports.api}/second`,
    CONTACT_API_URL: `http://127.0.0.1:${ports.api}/contact`,
    MAILING_API_URL: `http://127.0.0.1:${ports.api}/mailing`,
    SITE_URL: `http://127.0.0.1:${ports.site}`,
    IDENTITY_ENDPOINT: `http://127.0.0.1:${ports.identity}`,
    HOST: '127.0.0.1',
    ...(opts.env ?? {}),
  });
  const only = opts.only ?? ['identity', 'api', 'site'];
  const declared = (await services(cfg)).filter(
    (s) => only.includes(s.name) && existsSync(join(root, s.cwd)),
  );
  /** @type {Map<string, { spec: any, child: import('node:child_process').ChildProcess | null, log: string[] }>} */
  const running = new Map();

  async function start(name) {
    const entry = running.get(name);
    if (!entry) throw new Error(`service inconnu : ${name}`);
    const s = entry.spec;
    s.before?.();
    const child = spawn(s.cmd, s.args, {
      cwd: join(root, s.cwd),
      env: { ...process.env, ...cfg, ...(s.env ?? {}), ...(opts.env ?? {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d) => {
      entry.log.push(String(d));
      if (entry.log.length > 200) entry.log.shift();
      if (!opts.quiet) process.stderr.write(`[${name}] ${d}`);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    entry.child = child;
    const exited = new Promise((_, reject) =>
      child.once('exit', (code) =>
        reject(new Error(`${name} s'est arrêté (code ${code}) :\n${entry.log.join('').slice(-2000)}`)),
      ),
    );
    exited.catch(() => {});
    await Promise.race([s.ready?.() ?? Promise.resolve(), exited]);
    return child;
  }

  async function stop(name, signal = 'SIGTERM') {
    const entry = running.get(name);
    const child = entry?.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await gone;
    }
    entry.child = null;
  }

  for (const s of declared) running.set(s.name, { spec: s, child: null, log: [] });
  const stack = {
    cfg,
    ports,
    dataDir: abs,
    api: `http://127.0.0.1:${ports.api}`,
    site: `http://127.0.0.1:${ports.site}`,
    identity: `http://127.0.0.1:${ports.identity}`,
    start,
    stop,
    pid: (name) => running.get(name)?.child?.pid,
    log: (name) => running.get(name)?.log.join('') ?? '',
    async close() {
      for (const name of [...running.keys()].reverse()) await stop(name);
    },
  };
  try {
    for (const s of declared) await start(s.name);
  } catch (e) {
    await stack.close();
    throw e;
  }
  return stack;
}
