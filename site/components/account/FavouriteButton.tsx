'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { useAuth } from '@/lib/auth';
import { signInUrl } from './AccountGuard';
import { Dialog } from './Dialog';
import './bookmarks.css';

type Props = { showId: number | string; showTitle: string };

/** The button as it looks before the listener's favourites are known (and while its code loads). */
function AddButton({
  showId,
  disabled,
  onClick,
}: {
  showId: number | string;
  disabled: boolean;
  onClick?: () => void;
}) {
  return (
    <button
      type="button"
      className="btn btn-secondary account-bookmark"
      disabled={disabled}
      data-favourite-show={Number(showId)}
      onClick={onClick}
    >
      <Icon name="heart" />
      <span>Ajouter à mes favoris</span>
    </button>
  );
}

// Favourites, their API client and the account stores load for signed-in listeners only (issue 5).
const FavouriteToggle = lazy(() => import('./FavouriteToggle').then((m) => ({ default: m.FavouriteToggle })));

/**
 * The favourite (bookmark) button of a show: FavouriteToggle for a signed-in listener; anonymous
 * visitors get the bookmark modal inviting them to sign in.
 */
export function FavouriteButton({ showId, showTitle }: Props) {
  const auth = useAuth();
  const [askSignIn, setAskSignIn] = useState(false);
  const path = usePathname();
  if (auth.status === 'signedIn') {
    return (
      <Suspense fallback={<AddButton showId={showId} disabled />}>
        <FavouriteToggle showId={showId} showTitle={showTitle} />
      </Suspense>
    );
  }
  return (
    <>
      <AddButton
        showId={showId}
        // Until the session is known a click could not tell a listener from a visitor.
        disabled={auth.status === 'unknown'}
        onClick={() => setAskSignIn(true)}
      />
      <Dialog
        open={askSignIn}
        kind="bookmark"
        title="Ajouter à mes favoris"
        onClose={() => setAskSignIn(false)}
      >
        <p>Connectez-vous pour retrouver « {showTitle} » dans vos émissions favorites.</p>
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
