import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { AccountGuard } from '@/components/account/AccountGuard';
import { AccountNav } from '@/components/account/AccountNav';
import { AccountProvider } from '@/lib/account/context';
import { accountConfig } from '@/lib/account/server-config';
import '@/components/account/account.css';
import '@/components/account/bookmarks.css';

/**
 * The moncompte layout (spec §2 "Account area (/mon-compte, layout moncompte)"): side navigation
 * beside the page, for signed-in listeners only. The sign-in and sign-up pages sit outside this
 * route group, so they keep the plain layout (§2 "Account pages without that layout").
 */
export default async function MonCompteLayout({ children }: { children: ReactNode }) {
  // Read per request: the contact token and API bases come from the running server's environment.
  await connection();
  return (
    <AccountProvider config={accountConfig()}>
      <div className="moncompte-layout account-layout">
        <AccountNav />
        <div className="moncompte-content account-content">
          <Suspense fallback={<p aria-busy="true">Chargement de votre compte…</p>}>
            <AccountGuard>{children}</AccountGuard>
          </Suspense>
        </div>
      </div>
    </AccountProvider>
  );
}
