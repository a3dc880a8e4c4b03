import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { type DataFiles, loadDump, replaceableFolder, swapFolders } from './data-dir.js';
import { lockDataDir } from './lock.js';

export type Row = Record<string, unknown>;

/** What a query runner offers, whether it is the whole database or one transaction. */
export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** One small interface over PGlite and node-postgres, so every query runs unchanged on both. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * The hottest reads: a read-only statement prepared once under `name` (parsed and planned
   * once, then only bound and executed) whose rows have ONE column, a JSON text the statement
   * builds (`row_to_json`). On PGlite this is one call into the engine instead of six, with no
   * column-by-column type parsing; on PostgreSQL a named prepared statement per connection.
   * Parameters: numbers, strings or arrays of numbers.
   */
  readJson<T>(name: string, sql: string, params: readonly JsonParam[]): Promise<T[]>;
  /**
   * Like readJson, but parsed and planned at every call with the values at hand (a custom plan):
   * for statements whose best plan depends on them (how common a searched word is decides
   * between walking an index in order and reading a GIN index), which a prepared statement's
   * generic plan would fix once for all.
   */
  readJsonPlanned<T>(sql: string, params: readonly JsonParam[]): Promise<T[]>;
  close(): Promise<void>;
  /** PGlite on disk only: its data directory's own copy and replacement (`npm run backup` / `restore`). */
  readonly files?: DataFiles;
  /** PostgreSQL only: the connection pool's counts (metrics). */
  pool?(): { total: number; idle: number; waiting: number };
}

/** A PGlite opened on a folder, whose files can be copied whole. */
export interface PgliteDb extends Db {
  /** Copies the data folder into `to` between two transactions (queries wait); the wait in ms. */
  copyFolder(to: string): Promise<number>;
}

export type JsonParam = number | string | readonly number[];

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  pgliteDir?: string;
  /** PGlite's shared_buffers (PostgreSQL units, e.g. '64MB'). */
  pgliteSharedBuffers?: string;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const dir = opts.pgliteDir ?? 'memory://';
  const sharedBuffers = opts.pgliteSharedBuffers ?? '48MB';
  if (dir.startsWith('memory://')) return openPglite(dir, sharedBuffers);
  mkdirSync(dir, { recursive: true });
  // One process per folder: a second one stops here, before PGlite touches a file.
  const release = lockDataDir(dir);
  try {
    return await replaceableFolder(dir, release, (d) => openPglite(d, sharedBuffers));
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * `npm run restore` with no API running: the dump's database in `dir` (created when missing),
 * the folder it replaces kept beside it (returned). Refused like a second API while one holds it.
 */
export async function restoreFolder(
  dir: string,
  dump: Uint8Array,
  sharedBuffers = '48MB',
): Promise<string | null> {
  mkdirSync(dirname(dir), { recursive: true });
  const release = lockDataDir(dir);
  try {
    const staged = `${dir}.restore-${process.pid}`;
    await loadDump(staged, dump, (d) => openPglite(d, sharedBuffers));
    const had = existsSync(dir);
    const aside = swapFolders(dir, staged);
    return had ? aside : null;
  } finally {
    release();
  }
}

/** PGlite in `dir` (the caller holds the folder's lock), or in memory. */
async function openPglite(dir: string, sharedBuffers: string): Promise<PgliteDb> {
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers))
    throw new Error(`PGLITE_SHARED_BUFFERS invalide : ${sharedBuffers}`);
  // Durability: PGlite's Node file system (NODEFS) writes the data directory's files as PostgreSQL
  // writes them, before the answer; `relaxedDurability` only concerns the browser file systems, so
  // it is left off. A killed process loses no acknowledged write (test/faults.test.ts); what a power
  // cut could lose is up to the OS page cache — PostgreSQL (DATABASE_URL) is the choice for that.
  // shared_buffers: PostgreSQL's page cache lives inside the WASM heap, which never shrinks: at
  // the default 128 MB a service that has read its whole 100,000-episode table holds ~100 MB more
  // than at 64 MB, for reads that the operating system's file cache answers nearly as fast. 48 MB
  // since the narrow search table (search_docs) came: at 64 MB the 100,000-episode service peaked
  // at 503–507 MB against its 500 MB budget, at 48 MB 456 MB, search and reads within budget
  // (docs/benchmarks.md, "API").
  const lite = await PGlite.create(dir, {
    extensions: { unaccent, pg_trgm },
    postgresqlconf: [`shared_buffers = '${sharedBuffers}'`],
  });
  const run = async <T>(q: Pick<PGlite, 'query'>, sql: string, params?: unknown[]) =>
    (await q.query<T>(sql, params)).rows;
  const prepared = new Set<string>();
  // Same locks as PGlite's own query(): never inside another caller's open transaction.
  const exclusive = <T>(fn: () => Promise<T>) =>
    lite._runExclusiveTransaction(() => lite._runExclusiveQuery(fn));
  // execProtocolRawStream hands the engine's output to us as it is: execProtocolRaw would also
  // parse every message into PGlite's own result list, which only execProtocol() empties (a
  // leak of every row read, 60 MB per 30 s under load, found with a heap snapshot).
  const exchange = async (messages: Uint8Array[]) => {
    const chunks: Uint8Array[] = [];
    await lite.execProtocolRawStream(concat(messages), {
      syncToFs: false,
      onRawData: (chunk) => chunks.push(chunk.slice()),
    });
    return decodeJsonRows(chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks));
  };
  return {
    kind: 'pglite',
    query: (sql, params) => run(lite, sql, params),
    readJson: <T>(name: string, sql: string, params: readonly JsonParam[]) =>
      exclusive(async () => {
        if (!prepared.has(name)) {
          await exchange([protocol.serialize.parse({ name, text: sql }), protocol.serialize.sync()]);
          prepared.add(name);
        }
        return (await exchange([
          protocol.serialize.bind({ statement: name, values: params.map(paramText) }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ])) as T[];
      }),
    readJsonPlanned: <T>(sql: string, params: readonly JsonParam[]) =>
      exclusive(
        async () =>
          (await exchange([
            protocol.serialize.parse({ text: sql }),
            protocol.serialize.bind({ values: params.map(paramText) }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ])) as T[],
      ),
    exec: async (sql) => {
      await lite.exec(sql);
    },
    transaction: (fn) => lite.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    // The files PGlite's dumpDataDir() would read, copied by the operating system's `cp` (native,
    // and the event loop stays free for cached answers) instead of read through PGlite's own file
    // layer: on the demo database, loaded 2-core machine, 0.5–2.7 s against 1.4–5.7 s, so queries
    // wait less. A checkpoint first (less WAL to replay when the copy is opened); the copy under
    // both of PGlite's locks: never in the middle of a transaction or a query. Like a crash image,
    // the copy opens on the committed data.
    copyFolder: async (to) => {
      await lite.exec('CHECKPOINT');
      const t0 = Date.now();
      await lite._runExclusiveTransaction(() => lite._runExclusiveQuery(() => copyTree(dir, to)));
      return Date.now() - t0;
    },
    close: () => lite.close(),
  };
}

async function openPostgres(url: string): Promise<Db> {
  // A connection attempt gives up after 5 s: an unreachable server (network cut) answers 503
  // quickly instead of holding requests; the pool retries on the next query (recovery by itself).
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX || 10),
    connectionTimeoutMillis: 5000,
  });
  // An idle client whose server goes away (restart, failover, admin shutdown) emits 'error';
  // without a listener that would crash the process. The pool replaces the client by itself.
  pool.on('error', (err) => console.warn(`[api] connexion PostgreSQL perdue : ${err.message}`));
  // Fail at start, not on the first request, when the server is unreachable.
  (await pool.connect()).release();
  return {
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
    readJson: async <T>(name: string, text: string, params: readonly JsonParam[]) => {
      const res = await pool.query<[string]>({ name, text, values: [...params], rowMode: 'array' });
      return res.rows.map((r) => JSON.parse(r[0]) as T);
    },
    readJsonPlanned: async <T>(text: string, params: readonly JsonParam[]) => {
      const res = await pool.query<[string]>({ text, values: [...params], rowMode: 'array' });
      return res.rows.map((r) => JSON.parse(r[0]) as T);
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn({
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
        });
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** `cp -a` (coreutils, BSD); Node's own copy where there is none. */
async function copyTree(from: string, to: string): Promise<void> {
  try {
    await promisify(execFile)('cp', ['-a', from, to]);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    await cp(from, to, { recursive: true });
  }
}

function paramText(p: JsonParam): string {
  return typeof p === 'object' ? `{${p.map((n) => Number(n)).join(',')}}` : String(p);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const utf8 = new TextDecoder();

/**
 * Reads the backend messages of one exchange: the first column of each DataRow ('D') as JSON;
 * an ErrorResponse ('E') becomes an Error with PostgreSQL's message and SQLSTATE `code`.
 */
function decodeJsonRows(buf: Uint8Array): unknown[] {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const rows: unknown[] = [];
  let at = 0;
  while (at + 5 <= buf.length) {
    const type = buf[at];
    const end = at + 1 + view.getInt32(at + 1);
    if (type === 0x44 && view.getInt16(at + 5) > 0) {
      const len = view.getInt32(at + 7);
      if (len >= 0) rows.push(JSON.parse(utf8.decode(buf.subarray(at + 11, at + 11 + len))));
    } else if (type === 0x45) {
      const fields = new Map<string, string>();
      let p = at + 5;
      while (p < end && buf[p] !== 0) {
        const code = String.fromCharCode(buf[p] ?? 0);
        const stop = buf.indexOf(0, p + 1);
        fields.set(code, utf8.decode(buf.subarray(p + 1, stop)));
        p = stop + 1;
      }
      throw Object.assign(new Error(fields.get('M') ?? 'erreur PostgreSQL'), { code: fields.get('C') });
    }
    at = end;
  }
  return rows;
}

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter, which keeps the
 * statement small whatever the batch size and stays parameterised.
 */
export async function insertMany(
  q: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly Row[],
  batch = 2000,
  ignoreConflicts = false,
): Promise<void> {
  const cols = columns.join(', ');
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    await q.query(
      `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${table}, $1::json)${ignoreConflicts ? ' ON CONFLICT DO NOTHING' : ''}`,
      [JSON.stringify(chunk)],
    );
  }
}
