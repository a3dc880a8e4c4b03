import type { Player, PlayerState } from '@radio/player';
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';

const PlayerContext = createContext<Player | null>(null);

/** Where the components find the page's one engine (the SDK creates it; tests pass a fake). */
export function PlayerProvider({ player, children }: { player: Player; children: ReactNode }) {
  return <PlayerContext.Provider value={player}>{children}</PlayerContext.Provider>;
}

export function usePlayer(): Player {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer: aucun moteur fourni (PlayerProvider manquant)');
  return player;
}

/**
 * A slice of the vanilla store. The selector must return a primitive or a reference held by
 * the state (not a fresh object), or React would re-render forever.
 */
export function usePlayerState<T>(selector: (state: PlayerState) => T): T {
  const { store } = usePlayer();
  const get = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, get, get);
}
