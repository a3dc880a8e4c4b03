'use client';

import { normalizeEmail } from '@radio/core';
import { useState } from 'react';
import { useAccountSets } from '@/components/account/state/stores';
import { ChangePasswordForm } from '@/components/auth/ChangePasswordForm';
import { EmailCodeForm } from '@/components/auth/EmailCodeForm';
import { EMAIL_FIELD } from '@/components/auth/fields';
import { AuthForm, TextField, useAuthForm } from '@/components/auth/form';
import { completeEmailChange, followEmailChange } from '@/lib/account/email-change';
import { useAuth } from '@/lib/auth';
import { showNotice, updateAttributes } from '@/lib/auth/store';
import { INVALID_EMAIL_MESSAGE, isEmail } from '@/lib/auth/validation';
import { PageTitle } from '../Feedback';

export const EMAIL_CHANGED_MESSAGE = 'Votre nouvelle adresse e-mail est confirmée.';

/**
 * Changing the e-mail: the contact proxy records the change while the caller still owns the old
 * address, the identity service sends a code to the new one, and only once that code is confirmed
 * does the contact move (site/lib/account/email-change.ts). Annuler leaves everything in place.
 */
function ChangeEmail() {
  const { user } = useAuth();
  const { clients } = useAccountSets();
  const current = user?.attributes.email ?? '';
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState<{ oldEmail: string; newEmail: string; destination?: string } | null>(
    null,
  );
  const [code, setCode] = useState('');
  const form = useAuthForm<'email'>('other');

  if (pending) {
    return (
      <EmailCodeForm
        code={code}
        onCode={setCode}
        destination={pending.destination ?? pending.newEmail}
        attribute="email"
        move={pending}
        onConfirmed={() => {
          setPending(null);
          setCode('');
          setEmail('');
          showNotice({ type: 'success', message: EMAIL_CHANGED_MESSAGE });
        }}
        className="auth-form account-form"
        submit="Confirmer ma nouvelle adresse"
        footer={
          <button type="button" className="btn btn-link" onClick={() => setPending(null)}>
            Annuler
          </button>
        }
      />
    );
  }

  return (
    <AuthForm
      form={form}
      label="Modifier mon adresse e-mail"
      className="auth-form account-form"
      onSubmit={() => {
        const next = normalizeEmail(email);
        const errors: { email?: string } = {};
        if (!next) errors.email = 'Veuillez saisir votre nouvelle adresse e-mail.';
        else if (!isEmail(next)) errors.email = INVALID_EMAIL_MESSAGE;
        else if (next === current.toLowerCase()) errors.email = "C'est déjà votre adresse e-mail.";
        void form.run(errors, async () => {
          // The proxy checks the caller owns `oldEmail`: record the change while the identity still says so.
          await followEmailChange(clients?.contact, current, next);
          const updates = await updateAttributes({ email: next });
          const step = updates.find((u) => u.key === 'email');
          if (step?.needsCode) {
            setPending({
              oldEmail: current,
              newEmail: next,
              ...(step.destination ? { destination: step.destination } : {}),
            });
          } else {
            await completeEmailChange(clients?.contact, current, next);
            setEmail('');
            showNotice({ type: 'success', message: EMAIL_CHANGED_MESSAGE });
          }
        });
      }}
      submit="Recevoir un code de vérification"
    >
      <p>
        Adresse actuelle : <strong>{current}</strong>
      </p>
      <TextField
        {...EMAIL_FIELD}
        label="Nouvelle adresse e-mail"
        value={email}
        onChange={setEmail}
        error={form.errors.email}
      />
    </AuthForm>
  );
}

/** /mon-compte/modifier-infos-connexion: e-mail (with a verification code) and password. */
export function ModifierInfosConnexion() {
  return (
    <>
      <PageTitle>Mes informations de connexion</PageTitle>
      <section className="account-section" aria-labelledby="email-title">
        <h2 id="email-title">Mon adresse e-mail</h2>
        <ChangeEmail />
      </section>
      <section className="account-section" aria-labelledby="password-title">
        <h2 id="password-title">Mon mot de passe</h2>
        <ChangePasswordForm />
      </section>
    </>
  );
}
