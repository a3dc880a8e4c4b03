'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { favouritesStore, useAccountSets } from '@/lib/account/stores';
import { signInUrl } from './AccountGuard';
import { Dialog } from './Dialog';
import './bookmarks.css';

/**
 * The favourite (bookmark) button of a show (spec §4 "Favourites: list reloaded after adding; on
 * deleting, the entry is removed locally after the server call"). Anonymous visitors get the
 * bookmark modal inviting them to sign in.
 */
export function FavouriteToggle({ showId, showTitle }: { showId: number | string; showTitle: string }) {
  const { auth, userId, clients } = useAccountSets();
  const id = Number(showId);
  const favourite = favouritesStore.favouriteOf(id);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [askSignIn, setAskSignIn] = useState(false);
  const path = usePathname();

  async function toggle() {
    if (!userId || !clients) {
      setAskSignIn(true);
      return;
    }
    setBusy(true);
    setMessage('');
    try {
      if (favourite) {
        await favouritesStore.remove(clients.content, userId, favourite.id);
        setMessage(`« ${showTitle} » a été retirée de vos favoris.`);
      } else {
        await favouritesStore.add(clients.content, userId, id);
        setMessage(`« ${showTitle} » a été ajoutée à vos favoris.`);
      }
    } catch {
      setMessage("Vos favoris n'ont pas pu être modifiés. Veuillez réessayer.");
    } finally {
      setBusy(false);
    }
  }

  const on = !!favourite;
  return (
    <>
      <button
        type="button"
        className={`btn btn-secondary account-bookmark${on ? ' is-on' : ''}`}
        aria-pressed={auth.status === 'signedIn' ? on : undefined}
        aria-busy={busy || undefined}
        // Until the session is known a click could not tell a listener from a visitor.
        disabled={busy || auth.status === 'unknown'}
        data-favourite-show={id}
        onClick={() => void toggle()}
      >
        <Icon name="heart" />
        <span>{on ? 'Dans mes favoris' : 'Ajouter à mes favoris'}</span>
      </button>
      <span className="visually-hidden" role="status">
        {message}
      </span>
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
