'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import Link from '@/components/ui/SiteLink';
import { useAuth } from '@/lib/auth';

/** Shows its content to a signed-in user only; others get a link to the sign-in page. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const path = usePathname();
  if (auth.status === 'unknown') return <p aria-busy="true">Chargement…</p>;
  if (auth.status === 'signedOut') {
    return (
      <p>
        Cette page est réservée aux auditeurs connectés.{' '}
        <Link href={`/mon-compte/signIn?redirect=${encodeURIComponent(path)}`}>Se connecter</Link>
      </p>
    );
  }
  return <>{children}</>;
}
