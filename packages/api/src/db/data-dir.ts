// PGlite's data folder as the operator handles it (`npm run backup` / `npm run restore`): a copy of
// the folder in PGlite's dump layout (a gzip tar of the data directory, as dumpDataDir() makes and
// loadDataDir reads), and its replacement by such a dump while the API keeps running on it.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-fs';
import type { Db, PgliteDb } from './index.js';

/** The data folder's copy and replacement, on a PGlite opened on disk. */
export interface DataFiles {
  /**
   * A gzip tar of the data folder. Queries wait only while the folder is copied aside (`pausedMs`);
   * the tar is made from that copy afterwards, as the stream is read.
   */
  dump(): Promise<{ stream: Readable; pausedMs: number }>;
  /**
   * Replaces the database by a dump's (gzip tar). The dump is opened and checked aside first (a
   * bad file changes nothing); then queries wait a moment while the folders are swapped. Returns
   * where the replaced folder was moved (kept, for the operator to delete).
   */
  restore(dump: Uint8Array): Promise<string>;
}

/** A file that is not a dump of this product's database: nothing was changed. */
export class RestoreError extends Error {}

type Open = (dir: string) => Promise<PgliteDb>;

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** The tar of `folder`, gzip-compressed, as a stream; `done` runs once it ended or failed. */
function packed(folder: string, done: () => void): Readable {
  const gz = createGzip();
  pipeline(pack(folder), gz).then(done, (err: Error) => {
    gz.destroy(err);
    done();
  });
  return gz;
}

/**
 * Unpacks a dump (gzip tar, or a plain tar as dumpDataDir('none') writes) into the empty folder
 * `dir` and checks it opens on this product's schema; the folder is removed when it is refused.
 */
export async function loadDump(dir: string, dump: Uint8Array, open: Open): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  try {
    const gzip = dump[0] === 0x1f && dump[1] === 0x8b;
    const source = Readable.from([Buffer.from(dump.buffer, dump.byteOffset, dump.byteLength)]);
    await (gzip ? pipeline(source, createGunzip(), extract(dir)) : pipeline(source, extract(dir)));
    if (!existsSync(`${dir}/PG_VERSION`)) throw new Error('pas de PG_VERSION');
    const staged = await open(dir);
    try {
      const rows = await staged.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      if (!rows[0]?.n) throw new Error('aucune migration');
    } finally {
      await staged.close();
    }
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw new RestoreError(
      `Ce fichier n'est pas une sauvegarde lisible de la base (${(err as Error).message}) : rien n'a été changé.`,
    );
  }
}

/**
 * Swaps the folder `dir` for `staged` (a loaded dump), keeping the old one beside it; returns
 * where it went. On a failed rename the old folder is put back.
 */
export function swapFolders(dir: string, staged: string): string {
  const aside = `${dir}.before-restore-${stamp()}`;
  if (existsSync(dir)) renameSync(dir, aside);
  try {
    renameSync(staged, dir);
  } catch (err) {
    if (existsSync(aside)) renameSync(aside, dir);
    throw err;
  }
  return aside;
}

type JsonParams = readonly (number | string | readonly number[])[];

/**
 * The PGlite of `dir` behind a door that can be closed for a moment: every call waits while a
 * restore swaps the folder, and the swap waits for the calls under way. The folder's lock is held
 * from open to close (`release`), across the swap.
 */
export async function replaceableFolder(dir: string, release: () => void, open: Open): Promise<Db> {
  let current = await open(dir);
  let door: Promise<void> | null = null;
  let busy = 0;
  let idle: (() => void) | null = null;
  const leave = () => {
    if (--busy === 0) idle?.();
  };
  const through =
    <A extends unknown[], R>(call: (db: PgliteDb, ...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      while (door) await door;
      busy++;
      try {
        return await call(current, ...a);
      } finally {
        leave();
      }
    };

  async function dump() {
    const copy = `${dir}.backup-${stamp()}`;
    try {
      const pausedMs = await through((db) => db.copyFolder(copy))();
      return { stream: packed(copy, () => rmSync(copy, { recursive: true, force: true })), pausedMs };
    } catch (err) {
      rmSync(copy, { recursive: true, force: true });
      throw err;
    }
  }

  async function restore(dump: Uint8Array): Promise<string> {
    const staged = `${dir}.restore-${stamp()}`;
    await loadDump(staged, dump, open);
    let openDoor = () => {};
    door = new Promise((r) => {
      openDoor = r;
    });
    try {
      if (busy > 0) await new Promise<void>((r) => (idle = r));
      idle = null;
      await current.close();
      try {
        return swapFolders(dir, staged);
      } finally {
        current = await open(dir);
      }
    } finally {
      door = null;
      openDoor();
    }
  }

  return {
    kind: 'pglite',
    query: through((db, sql: string, params?: unknown[]) => db.query(sql, params)) as Db['query'],
    readJson: through((db, name: string, sql: string, params: JsonParams) =>
      db.readJson(name, sql, params),
    ) as Db['readJson'],
    readJsonPlanned: through((db, sql: string, params: JsonParams) =>
      db.readJsonPlanned(sql, params),
    ) as Db['readJsonPlanned'],
    exec: through((db, sql: string) => db.exec(sql)),
    transaction: through((db, fn: Parameters<Db['transaction']>[0]) =>
      db.transaction(fn),
    ) as Db['transaction'],
    files: { dump, restore },
    close: async () => {
      await current.close();
      release();
    },
  };
}
