import { BUILD_VERSION } from './build-info';

/**
 * The URL of the SDK's own script, read while it runs (document.currentScript), else the page's
 * radio-sdk script.
 */
const current = typeof document !== 'undefined' ? document.currentScript : null;

export function scriptBase(): string | undefined {
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  return document.querySelector<HTMLScriptElement>('script[src*="radio-sdk"]')?.src;
}

/**
 * The folder of the files the script loads: its own version's (`/sdk/<version>/`), whether the page
 * loaded the script there or by the short URL `/sdk/radio-sdk.js` (redirected, but `src` keeps the
 * short one). A page never mixes two builds during a deployment: the files are those of its script.
 */
export function filesBase(script: string): string {
  const dir = new URL('./', script);
  return dir.pathname.endsWith(`/${BUILD_VERSION}/`) ? dir.href : new URL(`${BUILD_VERSION}/`, dir).href;
}

/**
 * Imports `file` of the script's version folder, which keeps a page on one build during a deployment.
 * Its bytes are checked by the browser when the page pins them in an import map's `integrity`
 * (sdk/README.md « Figer aussi ses autres fichiers »): the script itself carries no hashes, which with
 * a preload to check them would cost ~370 B gzip on the part that plays, over its 20 KB budget.
 */
export function importBeside<T>(file: string): Promise<T> {
  const base = scriptBase();
  if (!base) return Promise.reject(new Error(`RadioSDK : ${file} introuvable (script sans URL)`));
  return import(/* @vite-ignore */ new URL(file, filesBase(base)).href) as Promise<T>;
}
