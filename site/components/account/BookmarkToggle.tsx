'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { signInUrl } from './AccountGuard';
import { BookmarkButton, type BookmarkKind, FACES } from './bookmark-face';
import { Dialog } from './Dialog';
import './bookmarks.css';

// The sets, their API clients and the account stores load for signed-in listeners only: episode
// cards are on the home page, where most visitors are anonymous (first-load script budget, home
// ≤ 180 KB gzip: docs/benchmarks.md).
const SignedInBookmark = lazy(() =>
  import('./SignedInBookmark').then((m) => ({ default: m.SignedInBookmark })),
);

/**
 * A show's favourite button or an episode's « À écouter plus tard »: a signed-in listener adds and
 * removes (SignedInBookmark); an anonymous visitor gets the bookmark modal inviting to sign in.
 */
export function BookmarkToggle({
  kind,
  id,
  title,
}: {
  kind: BookmarkKind;
  id: number | string;
  title: string;
}) {
  const auth = useAuth();
  const [askSignIn, setAskSignIn] = useState(false);
  const path = usePathname();
  const face = FACES[kind];
  const n = Number(id);
  return (
    <>
      {auth.status === 'signedIn' ? (
        <Suspense fallback={<BookmarkButton kind={kind} id={n} title={title} disabled />}>
          <SignedInBookmark kind={kind} id={n} title={title} onAskSignIn={() => setAskSignIn(true)} />
        </Suspense>
      ) : (
        <BookmarkButton
          kind={kind}
          id={n}
          title={title}
          // Until the session is known a click could not tell a listener from a visitor.
          disabled={auth.status === 'unknown'}
          onClick={() => setAskSignIn(true)}
        />
      )}
      <Dialog open={askSignIn} kind="bookmark" title={face.dialogTitle} onClose={() => setAskSignIn(false)}>
        <p>{face.invite(title)}</p>
        <p className="account-dialog-actions">
          <a className="btn btn-primary" href={signInUrl(path)}>
            Se connecter
          </a>
          <a className="btn btn-secondary" href="/mon-compte/inscription">
            Créer un compte
          </a>
        </p>
      </Dialog>
    </>
  );
}
