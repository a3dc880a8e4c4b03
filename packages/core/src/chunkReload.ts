/**
 * §4 "Chunk load failure reloads the page once (guard 10 s per path). A new deployment is detected by
 * comparing build manifests." Pure decisions; the caller keeps the guard record (e.g. sessionStorage).
 */
import { CHUNK_RELOAD_GUARD_MS } from './constants';

/** Last reload time per path, in ms since the epoch. */
export type ChunkReloadRecord = Record<string, number>;

/** True when a chunk-load failure on `path` should reload the page (not reloaded for it in the last 10 s). */
export function shouldReloadOnChunkError(
  record: ChunkReloadRecord,
  path: string,
  now: number = Date.now(),
): boolean {
  const last = record[path];
  return last === undefined || now - last >= CHUNK_RELOAD_GUARD_MS;
}

/** A new deployment: both build ids are known and differ. */
export function isNewDeployment(
  current: string | null | undefined,
  latest: string | null | undefined,
): boolean {
  return Boolean(current && latest && current !== latest);
}
