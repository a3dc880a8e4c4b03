/**
 * The URL of the SDK's own script, read while it runs (document.currentScript), else the page's
 * radio-sdk script: the files loaded on first need sit beside it (never a fixed path: the API
 * publishes the SDK under a versioned one).
 */
const current = typeof document !== 'undefined' ? document.currentScript : null;

export function scriptBase(): string | undefined {
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  return document.querySelector<HTMLScriptElement>('script[src*="radio-sdk"]')?.src;
}

/** Imports `file` from beside the script. */
export function importBeside<T>(file: string): Promise<T> {
  const base = scriptBase();
  if (!base) return Promise.reject(new Error(`RadioSDK : ${file} introuvable (script sans URL)`));
  return import(/* @vite-ignore */ new URL(file, base).href) as Promise<T>;
}
