import type { RadioSdk } from '@radio/sdk';

/**
 * The one wait for the player SDK (loaded after the main image, so after hydration on a first
 * visit): `window.RadioSDK` when it is there, else the SDK's one readiness signal, the
 * `radio-sdk:ready` event it dispatches on `window` once `window.RadioSDK` is set. Rejects after
 * `timeoutMs` (the script blocked or failed).
 */
export function whenSdk(timeoutMs = 10_000): Promise<RadioSdk> {
  return new Promise((resolve, reject) => {
    const sdk = readySdk();
    if (sdk) return resolve(sdk);
    if (typeof window === 'undefined') return reject(new Error('RadioSDK indisponible'));
    const ready = (e: WindowEventMap['radio-sdk:ready']) => {
      clearTimeout(timer);
      resolve(e.detail);
    };
    const timer = setTimeout(() => {
      window.removeEventListener('radio-sdk:ready', ready);
      reject(new Error('RadioSDK indisponible'));
    }, timeoutMs);
    window.addEventListener('radio-sdk:ready', ready, { once: true });
  });
}

/** The SDK when it has already run (the modal queue's own fallback shows a modal without it). */
export function readySdk(): RadioSdk | null {
  const host = (typeof window === 'undefined' ? globalThis : window) as { RadioSDK?: RadioSdk };
  return host.RadioSDK ?? null;
}
