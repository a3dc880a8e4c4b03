/**
 * Partners' one script tag, radio-sdk.js: the part that plays (engine, howler, `window.RadioSDK`),
 * set up at once, then the elements (preact, the player bar, modals, donation pop-in…) from
 * radio-sdk-elements.mjs, in the script's own version folder (script-base.ts). A press that reaches `RadioSDK.play` does not wait for the elements; they draw
 * the engine's state once they arrive.
 */
import { boot, engineLink } from './boot';
import { configFromScript } from './config';
import { importBeside } from './script-base';

/** The elements' module, in the script's version folder. */
export const ELEMENTS_FILE = 'radio-sdk-elements.mjs';

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
const { first } = boot(configFromScript(script));

if (first)
  importBeside<typeof import('./elements-module')>(ELEMENTS_FILE)
    .then((m) => m.defineElements(engineLink))
    .catch((e: unknown) => console.error('RadioSDK : éléments indisponibles', e));
