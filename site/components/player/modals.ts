'use client';

/**
 * Site modals join the SDK's modal queue (DESIGN "site modals join the same queue through
 * RadioSDK.modals"): a site modal shows when it reaches the front, and a roll or donation modal
 * waits while it is open. Without the SDK (script blocked or not loaded) the modal simply opens.
 */
import type { RadioSdk } from '@radio/sdk';
import { readySdk } from '@/lib/sdk';

function queue(): RadioSdk['modals'] | null {
  const q = readySdk()?.modals;
  try {
    // `state` throws when the SDK is not configured yet.
    return q?.state ? q : null;
  } catch {
    return null;
  }
}

/** Asks the queue for a turn; `show` runs when this modal is at the front. Returns the release function. */
export function enterModalQueue(id: string, kind: string, show: () => void): () => void {
  const q = queue();
  if (!q) {
    show();
    return () => {};
  }
  // The queue notifies on every change; the modal is shown once, when it first reaches the front.
  let shown = false;
  const showOnce = () => {
    if (shown) return;
    shown = true;
    show();
  };
  const unsub = q.subscribe((s) => {
    if (s.visible?.id === id) showOnce();
  });
  q.open({ id, kind, closeOnOutsideClick: true });
  if (q.state.visible?.id === id) showOnce();
  return () => {
    unsub();
    q.close(id);
  };
}
