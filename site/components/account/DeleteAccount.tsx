'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AccountDeletionError, deleteAccount } from '@/components/account/state/delete-account';
import { deleteIdentityUser, signOutAfterDeletion } from '@/components/account/state/identity';
import { favouritesStore, listenLaterStore, useAccountSets } from '@/components/account/state/stores';
import { showNotice } from '@/lib/auth';
import { leaveAccountArea } from './AccountGuard';
import { Dialog } from './Dialog';
import { FreshSignInField, useFreshSignIn } from './FreshSignIn';

export const ACCOUNT_DELETED_MESSAGE = 'Votre compte et toutes vos données ont été supprimés.';

/**
 * Account deletion behind a confirmation dialog (default buttons Cancel / Confirm, spec §9), which
 * asks for a fresh sign-in first (FreshSignIn.tsx). Nothing is deleted before the identity service
 * accepted it.
 */
export function DeleteAccount() {
  const { auth, userId, clients } = useAccountSets();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const proof = useFreshSignIn(auth.user?.attributes.email ?? '');

  function close() {
    setOpen(false);
    proof.reset();
  }

  async function confirm() {
    if (!clients || !userId) return;
    setBusy(true);
    proof.setError('');
    if (!(await proof.prove())) {
      setBusy(false);
      return;
    }
    let signedOut = true;
    try {
      await deleteAccount({
        userId,
        email: auth.user?.attributes.email ?? '',
        clients,
        deleteIdentityUser,
        signOut: async () => {
          leaveAccountArea();
          signedOut = await signOutAfterDeletion();
        },
      });
      favouritesStore.clear();
      listenLaterStore.clear();
      close();
      if (!signedOut) {
        // The store could not clear itself: a fresh page reads the (now empty) session.
        window.location.assign('/');
        return;
      }
      showNotice({ type: 'success', message: ACCOUNT_DELETED_MESSAGE });
      router.push('/');
      setTimeout(() => leaveAccountArea(false), 3000);
    } catch (e) {
      proof.setError(
        e instanceof AccountDeletionError ? e.message : "La suppression de votre compte n'a pas pu aboutir.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-section account-danger" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Supprimer mon compte</h2>
      <p>
        Vos favoris, votre historique d'écoute, votre liste « À écouter plus tard » et vos coordonnées seront
        définitivement effacés.
      </p>
      <button type="button" className="btn btn-danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Supprimer mon compte
      </button>
      <Dialog
        open={open}
        kind="account-management"
        title="Supprimer votre compte ?"
        closeOnOutsideClick={!busy}
        onClose={() => {
          if (!busy) close();
        }}
      >
        <p>
          Cette action est définitive : votre compte et toutes les données qui lui sont liées seront
          supprimés.
        </p>
        <FreshSignInField proof={proof} />
        {proof.error ? (
          <p className="account-error" role="alert">
            {proof.error}
          </p>
        ) : null}
        <div className="account-dialog-actions">
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={close}>
            Annuler
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void confirm()}
          >
            {busy ? 'Suppression…' : 'Confirmer la suppression'}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
