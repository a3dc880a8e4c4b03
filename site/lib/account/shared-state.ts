/**
 * A value every component of the page shares (the favourites, the listen-later list): read with
 * `get`, followed with `subscribe` (React's useSyncExternalStore), changed with `set`, which tells
 * every follower.
 */
export function sharedState<S>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: S) {
      state = next;
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
