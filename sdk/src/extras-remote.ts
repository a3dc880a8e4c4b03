import type { EngineExtras } from '@radio/player';
import { importBeside } from './script-base';

/** The engine's extras in the one script: radio-sdk-extras.mjs, in its version folder (rollup.config.mjs). */
export const EXTRAS_FILE = 'radio-sdk-extras.mjs';

export const loadExtras = (): Promise<EngineExtras> => importBeside<EngineExtras>(EXTRAS_FILE);
