import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** A start-up refusal whose message is for the person who started the process (printed as is). */
export class StartupError extends Error {}

interface Holder {
  pid: number;
  host: string;
  since: string;
}

/** Folders this process holds: its own pid in a lock it did not take is a reused pid (stale). */
const held = new Set<string>();

function alive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | null {
  try {
    const h = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof h.pid === 'number'
      ? { pid: h.pid, host: String(h.host ?? ''), since: String(h.since ?? '') }
      : null;
  } catch {
    return null;
  }
}

/**
 * PGlite is one PostgreSQL inside one process: two processes writing one data folder each
 * believe they own it and lose each other's writes. The folder is taken with a lock file created
 * exclusively (`wx`) holding the owner's pid; a lock whose process is gone (killed, crashed) on
 * this machine is stale and taken over. Released on close and at exit.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      const here = !holder || holder.host === hostname();
      if (held.has(file) || (holder && (!here || alive(holder.pid))))
        throw new StartupError(
          `La base PGlite ${dir} est déjà ouverte par un autre processus (pid ${holder?.pid ?? process.pid}${here ? '' : ` sur ${holder?.host}`}, depuis ${holder?.since ?? '?'}) : ` +
            `PGlite n'accepte qu'un seul processus. Arrêtez-le, ou choisissez un autre DATA_DIR, ou DATABASE_URL (PostgreSQL) pour plusieurs instances. Verrou : ${file}`,
        );
      // Stale (its process is gone) or unreadable (a crash while writing it): take it over.
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
    closeSync(fd);
    held.add(file);
    const release = () => {
      if (!held.delete(file)) return;
      if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
      process.off('exit', release);
    };
    process.on('exit', release);
    return release;
  }
  throw new StartupError(`Impossible de prendre le verrou de la base PGlite ${dir} (${file}).`);
}
