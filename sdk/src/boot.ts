import type { Player } from '@radio/player';
import type { SdkConfig } from './config';
import { installDoor } from './door';
import { getConfig, getPlayer, hasPlayer, onEngineChange, setConfig, siteUrl } from './engine';
import type { EngineLink } from './engine-link';
import { RadioSDK as created, type RadioSdk } from './sdk';

/**
 * The one readiness signal: dispatched on `window` (detail: the SDK) once `window.RadioSDK` is set
 * and configured.
 */
export const SDK_READY_EVENT = 'radio-sdk:ready';

const isBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

/** What the elements need of the engine (engine-link.ts). */
export const engineLink: EngineLink = { getConfig, getPlayer, onEngineChange, siteUrl };

/**
 * Sets up the page's SDK: `window.RadioSDK`, the configuration of its script tag, the engine and the
 * modal host in tasks of their own. A second copy of the script on the page defers to the first:
 * one engine, one modal queue. Returns the page's SDK and whether this copy is the one in use.
 */
export function boot(config: SdkConfig | null): { sdk: RadioSdk; first: boolean } {
  const sdk: RadioSdk = (isBrowser && window.RadioSDK) || created;
  const first = isBrowser && sdk === created;
  if (!first) return { sdk, first };
  if (config && !getConfig()) setConfig(config);
  window.RadioSDK = sdk;
  window.dispatchEvent(new CustomEvent(SDK_READY_EVENT, { detail: sdk }));
  // The play buttons answer from now on, the ones the page has yet to parse or add included.
  installDoor(document);
  // Startup in tasks of their own, none long enough to block a phone's main thread: the engine
  // (created on first use; a play() before this task creates it at once).
  // Each element upgraded meanwhile renders in a later task too (useNextTask in element.tsx).
  setTimeout(() => {
    if (getConfig() && !hasPlayer()) getPlayer();
  }, 0);
  // The modal host is mounted when a modal shows, and again if it was removed: the script may run
  // before the host page hydrates, and a framework that owns <body> (React on the site) drops an
  // element it did not render.
  // A second `configure` with another API replaces the engine: the old one's subscription goes.
  let watched: Player | null = null;
  let unwatch = () => {};
  const watchModals = () => {
    const player = hasPlayer() && getPlayer();
    if (!player || player === watched) return;
    unwatch();
    watched = player;
    const check = () => {
      if (player.store.getState().modals.visible && !document.querySelector('radio-modals'))
        document.body.append(document.createElement('radio-modals'));
    };
    unwatch = player.store.subscribe(check);
    check();
  };
  onEngineChange(watchModals);
  setTimeout(watchModals, 0);
  return { sdk, first };
}
