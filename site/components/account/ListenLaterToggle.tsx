'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { listenLaterStore, useAccountSets } from '@/lib/account/stores';
import { signInUrl } from './AccountGuard';
import { BookmarkIcon } from './BookmarkIcon';
import { Dialog } from './Dialog';
import './bookmarks.css';

/**
 * 'À écouter plus tard' on an episode card: adds or removes the episode from the listener's list;
 * anonymous visitors get the bookmark modal inviting them to sign in.
 */
export function ListenLaterToggle({ episodeId, title }: { episodeId: number | string; title: string }) {
  const { userId, clients, later, auth } = useAccountSets();
  const id = Number(episodeId);
  const on = later.ids.includes(id);
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
      if (on) {
        await listenLaterStore.remove(clients.listenLater, userId, id);
        setMessage(`« ${title} » a été retiré de votre liste À écouter plus tard.`);
      } else {
        await listenLaterStore.add(clients.listenLater, userId, id);
        setMessage(`« ${title} » a été ajouté à votre liste À écouter plus tard.`);
      }
    } catch {
      setMessage("Votre liste n'a pas pu être modifiée. Veuillez réessayer.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={`btn btn-icon account-listen-later${on ? ' is-on' : ''}`}
        aria-pressed={auth.status === 'signedIn' ? on : undefined}
        aria-label={`${on ? 'Retirer de ma liste À écouter plus tard' : 'À écouter plus tard'} : ${title}`}
        title={on ? 'Retirer de ma liste À écouter plus tard' : 'À écouter plus tard'}
        // Until the session is known a click could not tell a listener from a visitor.
        disabled={busy || auth.status === 'unknown'}
        data-listen-later={id}
        onClick={() => void toggle()}
      >
        <BookmarkIcon filled={on} />
      </button>
      <span className="visually-hidden" role="status">
        {message}
      </span>
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
