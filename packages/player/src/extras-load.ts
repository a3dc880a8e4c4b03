import type * as Extras from './extras';

export type EngineExtras = typeof Extras;

/**
 * Fetches the engine's extras (extras.ts): a chunk of the page's bundler here. The SDK's one
 * script replaces this module with one that imports radio-sdk-extras.mjs from the script's own URL
 * (sdk/rollup.config.mjs), so that the part that plays stays small.
 */
export const loadExtras = (): Promise<EngineExtras> => import('./extras');
