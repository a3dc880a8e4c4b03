import type { Player } from '@radio/player';
import { useSyncExternalStore } from 'react';
import type { SdkConfig } from './config';

/**
 * The elements' one door to the engine. The elements may be a separate module loaded after the
 * script that plays (the split script: radio-sdk.js plays, radio-sdk-elements.mjs draws), so
 * they never import the engine itself: the script that owns it connects them to it.
 */
export interface EngineLink {
  getConfig(): SdkConfig | null;
  getPlayer(): Player;
  onEngineChange(cb: () => void): () => void;
  /** The main site for the prompts' links: configured, else announced by the API; '' until known. */
  siteUrl(): string;
}

let link: EngineLink | null = null;
const early = new Set<() => void>();

export function connect(next: EngineLink): void {
  link = next;
  // Elements that subscribed before the link was made follow the engine from now on.
  for (const cb of early) {
    next.onEngineChange(cb);
    cb();
  }
  early.clear();
}

export function getConfig(): SdkConfig | null {
  return link?.getConfig() ?? null;
}

function subscribe(cb: () => void): () => void {
  if (link) return link.onEngineChange(cb);
  early.add(cb);
  return () => {
    early.delete(cb);
  };
}

/** The current engine, or null while the SDK is not configured (or while `enabled` is false). */
export function useEngine(enabled = true): Player | null {
  return useSyncExternalStore(
    subscribe,
    () => (enabled && link?.getConfig() ? link.getPlayer() : null),
    () => null,
  );
}

/** The main site's URL for the prompts' links ('' until configured or announced by the API). */
export function useSiteUrl(): string {
  return useSyncExternalStore(
    subscribe,
    () => link?.siteUrl() ?? '',
    () => '',
  );
}
