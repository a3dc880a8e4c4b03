'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { signInUrl } from './AccountGuard';
import { BookmarkIcon } from './BookmarkIcon';
import { Dialog } from './Dialog';
import './bookmarks.css';

type Props = { episodeId: number | string; title: string };

/** The button as it looks before the listener's list is known (and while its code loads). */
function LaterButton({
  episodeId,
  title,
  disabled,
  onClick,
}: Props & { disabled: boolean; onClick?: () => void }) {
  return (
    <button
      type="button"
      className="btn btn-icon account-listen-later"
      aria-label={`À écouter plus tard : ${title}`}
      title="À écouter plus tard"
      disabled={disabled}
      data-listen-later={Number(episodeId)}
      onClick={onClick}
    >
      <BookmarkIcon />
    </button>
  );
}

// The list, its API client and the account stores load for signed-in listeners only (issue 5:
// episode cards are on the home page, where most visitors are anonymous).
const ListenLaterToggle = lazy(() =>
  import('./ListenLaterToggle').then((m) => ({ default: m.ListenLaterToggle })),
);

/**
 * 'À écouter plus tard' on an episode card: adds or removes the episode from the listener's list
 * (ListenLaterToggle); anonymous visitors get the bookmark modal inviting them to sign in.
 */
export function ListenLaterButton({ episodeId, title }: Props) {
  const auth = useAuth();
  const [askSignIn, setAskSignIn] = useState(false);
  const path = usePathname();
  if (auth.status === 'signedIn') {
    return (
      <Suspense fallback={<LaterButton episodeId={episodeId} title={title} disabled />}>
        <ListenLaterToggle episodeId={episodeId} title={title} />
      </Suspense>
    );
  }
  return (
    <>
      <LaterButton
        episodeId={episodeId}
        title={title}
        // Until the session is known a click could not tell a listener from a visitor.
        disabled={auth.status === 'unknown'}
        onClick={() => setAskSignIn(true)}
      />
      <Dialog
        open={askSignIn}
        kind="bookmark"
        title="À écouter plus tard"
        onClose={() => setAskSignIn(false)}
      >
        <p>Connectez-vous pour garder « {title} » dans votre liste À écouter plus tard.</p>
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
