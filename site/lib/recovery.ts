/** Recovery from stale deployments (spec §4 "Chunk load failure reloads the page once (guard 10 s per path)"). */

/** §9 "Chunk-reload guard 10 s". */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

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
  if (last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  store.setItem(key, String(now));
  return true;
}

/** A new deployment is live when the served build id differs from the one this page was built with. */
export function isNewDeployment(pageBuildId: string, servedBuildId: string | null | undefined): boolean {
  return !!pageBuildId && !!servedBuildId && servedBuildId.trim() !== pageBuildId;
}
