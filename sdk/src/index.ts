// The one script partner pages and the host site load. Importing it defines the elements,
// reads the configuration from its script tag and exposes `window.RadioSDK`.
import './radio-player';
import './radio-direct';
import './radio-listener-counter';
import './radio-donation-popin';
import './radio-modals';
import { configFromScript } from './config';
import { getConfig, getPlayer, hasPlayer, setConfig } from './engine';
import { RadioSDK as created, type RadioSdk } from './sdk';

/**
 * The one readiness signal: dispatched on `window` (detail: the SDK) once `window.RadioSDK` is set.
 * A page that may run first checks `window.RadioSDK`, else listens for it once.
 */
export const SDK_READY_EVENT = 'radio-sdk:ready';

const isBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

// A second copy of the script on the page defers to the first: one engine, one modal queue.
const sdk: RadioSdk = (isBrowser && window.RadioSDK) || created;

if (isBrowser && sdk === created) {
  window.RadioSDK = sdk;
  window.dispatchEvent(new CustomEvent(SDK_READY_EVENT, { detail: sdk }));
  const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
  const config = configFromScript(script, import.meta.url);
  if (config && !getConfig()) setConfig(config);
  // Startup in tasks of their own, none long enough to block a phone's main thread: the engine
  // (created on first use; a play() before this task creates it at once), then the modal host.
  // Each element upgraded meanwhile renders in a later task too (useNextTask in element.tsx).
  setTimeout(() => {
    if (getConfig() && !hasPlayer()) getPlayer();
  }, 0);
  const mountModals = () =>
    setTimeout(() => {
      if (!document.querySelector('radio-modals'))
        document.body.append(document.createElement('radio-modals'));
    }, 0);
  if (document.body) mountModals();
  else document.addEventListener('DOMContentLoaded', mountModals, { once: true });
}

export const { configure, play, pause, setUser, on, modals } = sdk;
export default sdk;
export type { SdkConfig } from './config';
export type * from './elements';
export type { PlayRequest, RadioSdk, RadioSdkEvent } from './sdk';
