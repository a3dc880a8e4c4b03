'use client';

import './user-menu.css';
import { useEffect, useId, useSyncExternalStore } from 'react';
import Link from '@/components/ui/SiteLink';
import { showNotice, useAuth } from '@/lib/auth';

// Several parts of a page may render the notice area (header menu, /mon-compte layout); the first mounted shows it.
const mounted: string[] = [];
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const first = () => mounted[0] ?? null;

/** The auth notices (§4 sign-in / sign-out messages, §8 errors), announced politely. */
export function AuthNotice() {
  const id = useId();
  const { notice } = useAuth();
  useEffect(() => {
    mounted.push(id);
    for (const l of listeners) l();
    return () => {
      mounted.splice(mounted.indexOf(id), 1);
      for (const l of listeners) l();
    };
  }, [id]);
  const owner = useSyncExternalStore(subscribe, first, () => null);
  if (owner !== id) return null;
  return (
    <div className="auth-notice-region" role="status" aria-live="polite">
      {notice ? (
        <div className={`auth-notice auth-notice-${notice.type}`} data-notice-type={notice.type}>
          <p>{notice.message}</p>
          {notice.link ? <Link href={notice.link.href}>{notice.link.label}</Link> : null}
          <button type="button" className="auth-notice-close" onClick={() => showNotice(null)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Fermer le message</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
