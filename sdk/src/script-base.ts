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
 * Imports a module whose bytes must match `integrity` (its SRI hash, written by the publish step):
 * a `<link rel="modulepreload">` fetches it with the check, and the import takes the module the
 * preload put in the page's module map. A file that does not match is never run.
 */
export function importChecked<T>(url: string, integrity: string): Promise<T> {
  return new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    link.integrity = integrity;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`RadioSDK : ${url} refusé (empreinte ou réseau)`));
    document.head.append(link);
  }).then(() => import(/* @vite-ignore */ url) as Promise<T>);
}

/** Imports `file` of the script's version folder, checked against its SRI hash. */
export function importBeside<T>(file: string, integrity: string): Promise<T> {
  const base = scriptBase();
  if (!base) return Promise.reject(new Error(`RadioSDK : ${file} introuvable (script sans URL)`));
  return importChecked<T>(new URL(file, filesBase(base)).href, integrity);
}

/**
 * The elements' module loads its own parts through this (rollup.config.mjs writes each of its
 * dynamic imports as a call to it), so they too come checked from the version folder.
 */
export const CHECKED_IMPORT = Symbol.for('radio-sdk.import');
