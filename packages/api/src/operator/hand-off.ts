// How an operator command reaches the database: it opens it itself (PostgreSQL, or PGlite when
// no API runs), or hands its work to the running API that holds the PGlite folder.
import { existsSync } from 'node:fs';
import type { ApiConfig } from '../config.js';
import { type Db, openDb } from '../db/index.js';
import { StartupError } from '../db/lock.js';
import { channelFile } from './channel.js';

export type Door = { db: Db } | { api: true };

/**
 * The database opened by this command, or `{ api: true }` when a running API holds the PGlite
 * folder and has opened its operator channel. Any other refusal (a lock held on another machine,
 * an API still starting) is thrown as a StartupError with its French message.
 */
export async function openOrHandOff(config: ApiConfig): Promise<Door> {
  try {
    return {
      db: await openDb({
        ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
        pgliteDir: config.pgliteDir,
        pgliteSharedBuffers: config.pgliteSharedBuffers,
      }),
    };
  } catch (err) {
    if (err instanceof StartupError && !config.databaseUrl && existsSync(channelFile(config.dataDir)))
      return { api: true };
    throw err;
  }
}
