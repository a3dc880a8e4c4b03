import type { Db, JsonParam } from '../db/index.js';

/** How the words become a tsquery: as typed (websearch syntax), or a tsquery text built by terms.ts. */
export type Pass = 'typed' | 'built';

const names = new Map<string, string>();

/**
 * Runs a search statement through Db.readJson: prepared once per connection and text (neither
 * parsed nor sent through PGlite's per-query file sync again), rows as JSON objects. Statement
 * texts must be finitely many: values (limits, offsets, words) are always parameters.
 */
export function readRows<T>(db: Db, sql: string, params: readonly JsonParam[]): Promise<T[]> {
  let name = names.get(sql);
  if (!name) {
    name = `search_${names.size + 1}`;
    names.set(sql, name);
  }
  return db.readJson<T>(name, asJson(sql), params);
}

/** The same, planned at every call (Db.readJsonPlanned): for `ORDER BY … LIMIT` over matches. */
export function readRowsPlanned<T>(db: Db, sql: string, params: readonly JsonParam[]): Promise<T[]> {
  return db.readJsonPlanned<T>(asJson(sql), params);
}

const asJson = (sql: string) => `SELECT row_to_json(r)::text FROM (${sql}) AS r`;
