/** Recovery from stale deployments (spec §4 "Chunk load failure reloads the page once (guard 10 s per path)"). */

import {
  CHUNK_RELOAD_GUARD_MS,
  isNewDeployment as differentBuild,
  shouldReloadOnChunkError,
} from '@radio/core';

/** §9 "Chunk-reload guard 10 s" (core's constant). */
export { CHUNK_RELOAD_GUARD_MS };

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether an error is a failed chunk load (webpack's ChunkLoadError, Turbopack's "Failed to load chunk"). */
export function isChunkLoadError(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const { name, message } = e as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /loading (css )?chunk .* failed|failed to load chunk|importing a module script failed|failed to fetch dynamically imported module/i.test(
      message,
    )
  );
}

/**
 * Records and allows one reload per path: a second failure within the guard does not reload
 * again (no reload loop when the chunk is really gone).
 */
export function claimChunkReload(path: string, now: number, store: KeyValueStore): boolean {
  const key = `chunk-reload:${path}`;
  const last = Number(store.getItem(key) ?? 0);
  if (!shouldReloadOnChunkError(last ? { [path]: last } : {}, path, now)) return false;
  store.setItem(key, String(now));
  return true;
}

/** A new deployment is live when the served build id differs from the one this page was built with. */
export function isNewDeployment(pageBuildId: string, servedBuildId: string | null | undefined): boolean {
  return differentBuild(pageBuildId, servedBuildId?.trim());
}
