'use client';

import { useEffect } from 'react';
import { claimChunkReload, isChunkLoadError, isNewDeployment } from '@/lib/recovery';

const CHECK_EVERY_MS = 5 * 60_000;

/**
 * Spec §4: a chunk that fails to load reloads the page once (10 s guard per path), and a new
 * deployment is detected by comparing build ids: the next link followed then loads the page in
 * full (new HTML, new chunks) instead of navigating on the client with stale code.
 */
export function DeploymentWatcher({ buildId }: { buildId: string }) {
  useEffect(() => {
    let stale = false;
    let last = 0;
    const check = async () => {
      if (buildId === 'development' || Date.now() - last < CHECK_EVERY_MS) return;
      last = Date.now();
      try {
        const res = await fetch('/deployment', { cache: 'no-store' });
        const body = (await res.json()) as { buildId?: string };
        stale = isNewDeployment(buildId, body.buildId);
      } catch {
        // Offline: try again later.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const onClick = (e: MouseEvent) => {
      if (!stale || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target || a.origin !== location.origin) return;
      e.preventDefault();
      location.assign(a.href);
    };
    const reloadOnChunkError = (err: unknown) => {
      if (isChunkLoadError(err) && claimChunkReload(location.pathname, Date.now(), sessionStorage))
        location.reload();
    };
    const onError = (e: ErrorEvent) => reloadOnChunkError(e.error ?? { message: e.message });
    const onRejection = (e: PromiseRejectionEvent) => reloadOnChunkError(e.reason);
    document.addEventListener('visibilitychange', onVisible);
    document.addEventListener('click', onClick, true);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    last = Date.now();
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [buildId]);
  return null;
}
