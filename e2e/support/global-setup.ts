import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error plain ESM helpers shared with `npm start`
import { config } from '../../scripts/config.mjs';
// @ts-expect-error plain ESM helpers shared with `npm start`
import { services } from '../../scripts/services.mjs';
import { TEST_ENV } from './env';
import { importTestFeed } from './feeds-setup';

const root = join(import.meta.dirname, '..', '..');

/** Starts every service on the test ports with a fresh data directory; stops them afterwards. */
export default async function globalSetup() {
  const dataDir = join(root, TEST_ENV.DATA_DIR);
  rmSync(dataDir, { recursive: true, force: true });
  // The site's data cache (Next's fetch cache, on disk) answers from the previous run's database
  // until it revalidates: a fresh database starts with a fresh data cache.
  rmSync(join(root, 'site', '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  const cfg = config(TEST_ENV);
  const children: ChildProcess[] = [];
  type Service = {
    name: string;
    cwd: string;
    cmd: string;
    args: string[];
    env?: Record<string, string>;
    before?: () => void;
    ready?: () => Promise<void>;
  };
  for (const s of (await services(cfg)) as Service[]) {
    if (!existsSync(join(root, s.cwd))) continue;
    s.before?.();
    // A radio's podcast feed, imported before the API opens the database (feeds journey).
    if (s.name === 'api') await importTestFeed(root, cfg);
    const child = spawn(s.cmd, s.args, {
      cwd: join(root, s.cwd),
      env: { ...process.env, ...cfg, ...(s.env ?? {}) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    await s.ready?.();
  }
  return async () => {
    for (const c of children) c.kill('SIGTERM');
  };
}
