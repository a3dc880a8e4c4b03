'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { useAuth } from '@/lib/auth';

/** The sign-in page with the return URL (issue: "/mon-compte/* redirecting anonymous visitors"). */
export function signInUrl(path: string, search = ''): string {
  const back = search ? `${path}?${search}` : path;
  return `/mon-compte/signIn?redirect=${encodeURIComponent(back)}`;
}

let leaving = false;
/** The listener is leaving on purpose (account deleted): no sign-in redirect on the way out. */
export function leaveAccountArea(value = true) {
  leaving = value;
}

/** Shows the account pages to a signed-in listener; sends anyone else to sign-in and back. */
export function AccountGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const router = useRouter();
  const path = usePathname();
  const search = useSearchParams();
  const query = search.toString();
  useEffect(() => {
    if (auth.status === 'signedOut' && !leaving) router.replace(signInUrl(path, query));
  }, [auth.status, router, path, query]);
  if (auth.status !== 'signedIn') {
    return (
      <p className="account-loading" aria-busy="true">
        {auth.status === 'signedOut' ? 'Redirection vers la connexion…' : 'Chargement de votre compte…'}
      </p>
    );
  }
  return <>{children}</>;
}
