// The SDK as one ES module (bundlers, `<script type="module">`): the engine and the elements
// together. Importing it defines the elements, reads the configuration from its script tag and
// exposes `window.RadioSDK`. Partners' one script tag is radio-sdk.js (play.ts).
import { boot, engineLink } from './boot';
import { configFromScript } from './config';
import { defineElements } from './elements-module';

const script =
  typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement
    ? document.currentScript
    : null;
const { sdk } = boot(typeof document !== 'undefined' ? configFromScript(script, import.meta.url) : null);
defineElements(engineLink);

export { SDK_READY_EVENT } from './boot';
export const { configure, play, pause, setUser, on, modals, ready } = sdk;
export default sdk;
export type { SdkConfig } from './config';
export type * from './elements';
export type { PlayRequest, RadioSdk, RadioSdkEvent, RadioSdkEventMap } from './sdk';
