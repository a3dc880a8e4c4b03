import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML and until React has hydrated the component, true after. The play
 * buttons are rendered disabled until then, so that a click is never lost without a sign: the
 * first-sound loader (lib/first-sound.ts) enables them at once and plays an early press itself;
 * `data-hydrated` tells it React has taken over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
