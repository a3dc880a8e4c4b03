'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AccountDeletionError, deleteAccount } from '@/components/account/state/delete-account';
import { deleteIdentityUser, signOutAfterDeletion } from '@/components/account/state/identity';
import { favouritesStore, listenLaterStore, useAccountSets } from '@/components/account/state/stores';
import { CODE_FIELD } from '@/components/auth/fields';
import { PasswordField, TextField } from '@/components/auth/form';
import { showNotice } from '@/lib/auth';
import { describeAuthError } from '@/lib/auth/errors';
import { checkCode, checkPassword, type Reauth } from '@/lib/auth/reauth';
import { leaveAccountArea } from './AccountGuard';
import { Dialog } from './Dialog';

export const ACCOUNT_DELETED_MESSAGE = 'Votre compte et toutes vos données ont été supprimés.';
const EMPTY_PASSWORD = 'Veuillez saisir votre mot de passe.';
const EMPTY_CODE = 'Veuillez saisir le code de vérification.';

/**
 * Account deletion behind a confirmation dialog (default buttons Cancel / Confirm, spec §9), which
 * asks for a fresh sign-in first: the password, then the second factor's code when it is on
 * (lib/auth/reauth.ts). Nothing is deleted before the identity service accepted them.
 */
export function DeleteAccount() {
  const { auth, userId, clients } = useAccountSets();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Extract<Reauth, { kind: 'code' }> | null>(null);

  function close() {
    setOpen(false);
    setPassword('');
    setCode('');
    setStep(null);
    setError('');
  }

  /** The fresh sign-in: true once the identity accepted the password (and code). */
  async function proven(): Promise<boolean> {
    if (!step && !password) return fail(EMPTY_PASSWORD);
    if (step && !code.trim()) return fail(EMPTY_CODE);
    try {
      const out = step
        ? await checkCode(step, code)
        : await checkPassword(auth.user?.attributes.email ?? '', password);
      if (out.kind === 'ok') return true;
      setStep(out);
      return false;
    } catch (e) {
      return fail(describeAuthError(e).message);
    }
  }
  function fail(message: string): false {
    setError(message);
    return false;
  }

  async function confirm() {
    if (!clients || !userId) return;
    setBusy(true);
    setError('');
    if (!(await proven())) {
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
      setError(
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
        {step ? (
          <TextField
            {...CODE_FIELD}
            label={
              step.method === 'EMAIL'
                ? 'Code reçu par e-mail'
                : "Code affiché par votre application d'authentification"
            }
            value={code}
            onChange={setCode}
          />
        ) : (
          <PasswordField
            label="Mot de passe"
            hint="Pour confirmer que c'est bien vous."
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
        )}
        {error ? (
          <p className="account-error" role="alert">
            {error}
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
