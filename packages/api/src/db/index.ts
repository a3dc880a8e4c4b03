import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

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
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  pgliteDir?: string;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.pgliteDir ?? 'memory://');
}

async function openPglite(dir: string): Promise<Db> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // relaxedDurability: the data directory is flushed after the answer, not before it (the
  // embedded default favours latency; use PostgreSQL for strict durability).
  const lite = await PGlite.create(dir, { extensions: { unaccent, pg_trgm }, relaxedDurability: true });
  const run = async <T>(q: Pick<PGlite, 'query'>, sql: string, params?: unknown[]) =>
    (await q.query<T>(sql, params)).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => run(lite, sql, params),
    exec: async (sql) => {
      await lite.exec(sql);
    },
    transaction: (fn) => lite.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    close: () => lite.close(),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX || 10) });
  // An idle client whose server goes away (restart, failover, admin shutdown) emits 'error';
  // without a listener that would crash the process. The pool replaces the client by itself.
  pool.on('error', (err) => console.warn(`[api] connexion PostgreSQL perdue : ${err.message}`));
  // Fail at start, not on the first request, when the server is unreachable.
  (await pool.connect()).release();
  return {
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
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
  };
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
