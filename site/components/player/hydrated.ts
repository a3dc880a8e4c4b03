import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML and until React has hydrated the component, true after. The play
 * buttons stay disabled until then: pages come from the page cache within milliseconds, and a
 * click that lands before the handlers exist would be lost without a sign.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
