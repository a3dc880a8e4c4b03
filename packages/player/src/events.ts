import type { PlayerEventMap, PlayerEventName, PlayerListener } from './types';

/** The player's events (`player.on`): a listener that throws never stops the others. */
export interface Emitter {
  emit<E extends PlayerEventName>(event: E, payload: PlayerEventMap[E]): void;
  on<E extends PlayerEventName>(event: E, callback: PlayerListener<E>): () => void;
  clear(): void;
}

export function createEmitter(): Emitter {
  const listeners = new Map<PlayerEventName, Set<(payload: never) => void>>();
  return {
    emit(event, payload) {
      for (const cb of listeners.get(event) ?? []) {
        try {
          (cb as PlayerListener<typeof event>)(payload);
        } catch (err) {
          console.error(`[player] listener of '${event}' failed`, err);
        }
      }
    },
    on(event, callback) {
      let callbacks = listeners.get(event);
      if (!callbacks) {
        callbacks = new Set();
        listeners.set(event, callbacks);
      }
      callbacks.add(callback as (payload: never) => void);
      return () => {
        listeners.get(event)?.delete(callback as (payload: never) => void);
      };
    },
    clear: () => listeners.clear(),
  };
}
