import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/index.js';
import { spawnApi } from './api-process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'radio-lock-'));
const pgliteDir = join(dataDir, 'pglite');

/** The real API entry point on DATA_DIR (port 0: it never needs to answer here). */
const startApi = () =>
  spawnApi({ ...process.env, APP_ENV: 'development', DATA_DIR: dataDir, API_PORT: '0', DATABASE_URL: '' });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('PGlite is opened by one process only', () => {
  it('a second API on the same DATA_DIR exits non-zero at once, naming the folder and the process holding it', async () => {
    const first = startApi();
    try {
      // The first takes the folder before it opens PGlite (then migrates and seeds for a while).
      for (let i = 0; i < 300 && !existsSync(`${pgliteDir}.lock`); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(JSON.parse(readFileSync(`${pgliteDir}.lock`, 'utf8')).pid).toBe(first.child.pid);
      const second = startApi();
      const code = await Promise.race([
        second.exit,
        new Promise((r) => setTimeout(() => r('still running'), 60_000)),
      ]);
      if (code === 'still running') second.child.kill('SIGKILL');
      expect(code).toBe(1);
      expect(second.output()).toContain(
        `La base PGlite ${pgliteDir} est déjà ouverte par un autre processus (pid ${first.child.pid}`,
      );
      expect(second.output()).not.toMatch(/\n\s+at /);
      expect(first.child.exitCode).toBeNull();
    } finally {
      first.child.kill('SIGKILL');
      await first.exit;
    }
  }, 120_000);

  it('a lock left by a process that is gone (killed) is stale: the next start takes the folder', async () => {
    // The first API above was killed with SIGKILL: its lock file is still there.
    expect(existsSync(`${pgliteDir}.lock`)).toBe(true);
    const db = await openDb({ pgliteDir });
    try {
      expect(JSON.parse(readFileSync(`${pgliteDir}.lock`, 'utf8')).pid).toBe(process.pid);
      await expect(openDb({ pgliteDir })).rejects.toThrow(/PGlite n'accepte qu'un seul processus/);
    } finally {
      await db.close();
    }
    expect(existsSync(`${pgliteDir}.lock`)).toBe(false);
  }, 60_000);

  it('a lock held on another machine (shared disk) is never taken over', async () => {
    writeFileSync(
      `${pgliteDir}.lock`,
      JSON.stringify({ pid: 1, host: `${hostname()}-autre`, since: 'hier' }),
    );
    await expect(openDb({ pgliteDir })).rejects.toThrow(`(pid 1 sur ${hostname()}-autre, depuis hier)`);
    rmSync(`${pgliteDir}.lock`);
  });
});
