'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormError } from '@/components/auth/form';
import { describeAuthError } from '@/lib/auth/errors';
import { signOutEverywhere } from '@/lib/auth/store';
import { leaveAccountArea } from './AccountGuard';

/**
 * « Se déconnecter de tous les appareils »: every session of the account ends, this one included —
 * the identity refuses their refresh and access tokens (GlobalSignOut), the API their access tokens
 * (its cut-off) — and the listener signs in again here.
 */
export function SignOutEverywhere() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReturnType<typeof describeAuthError> | null>(null);

  async function run() {
    setBusy(true);
    setError(null);
    // Leaving on purpose: the account pages do not send the listener to sign-in and back here.
    leaveAccountArea();
    try {
      await signOutEverywhere();
      router.push('/mon-compte/signIn');
      setTimeout(() => leaveAccountArea(false), 3000);
    } catch (e) {
      leaveAccountArea(false);
      setError(describeAuthError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-section" aria-labelledby="devices-title">
      <h2 id="devices-title">Appareils connectés</h2>
      <p>
        Un téléphone perdu, un ordinateur partagé ? Fermez toutes les sessions ouvertes avec votre compte, y
        compris celle-ci : vous devrez vous reconnecter partout.
      </p>
      <FormError error={error} />
      <button
        type="button"
        className="btn btn-secondary"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void run()}
      >
        Se déconnecter de tous les appareils
      </button>
    </section>
  );
}
