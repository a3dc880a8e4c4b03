'use client';

import { normalizeEmail } from '@radio/core';
import { useState } from 'react';
import { ChangePasswordForm } from '@/components/auth/ChangePasswordForm';
import { CodeField, FormError, FormInfo, SubmitButton, TextField, useAuthForm } from '@/components/auth/form';
import { completeEmailChange, followEmailChange } from '@/lib/account/email-change';
import { useAccountSets } from '@/lib/account/stores';
import { useAuth } from '@/lib/auth';
import { confirmAttribute, showNotice, updateAttributes } from '@/lib/auth/store';
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
  const codeForm = useAuthForm<'code'>('other');

  if (pending) {
    return (
      <form
        ref={codeForm.formRef}
        noValidate
        className="auth-form account-form"
        aria-label="Confirmation de la nouvelle adresse e-mail"
        onSubmit={(e) => {
          e.preventDefault();
          void codeForm.run(
            code.trim() ? {} : { code: 'Veuillez saisir le code de vérification.' },
            async () => {
              await confirmAttribute('email', code);
              await completeEmailChange(clients?.contact, pending.oldEmail, pending.newEmail);
              setPending(null);
              setCode('');
              setEmail('');
              showNotice({ type: 'success', message: EMAIL_CHANGED_MESSAGE });
            },
          );
        }}
      >
        <FormInfo>
          <p>Un code de vérification a été envoyé à {pending.destination ?? pending.newEmail}.</p>
        </FormInfo>
        <FormError error={codeForm.formError} />
        <CodeField value={code} onChange={setCode} error={codeForm.errors.code} />
        <SubmitButton busy={codeForm.busy}>Confirmer ma nouvelle adresse</SubmitButton>
        <button type="button" className="btn btn-link" onClick={() => setPending(null)}>
          Annuler
        </button>
      </form>
    );
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      className="auth-form account-form"
      aria-label="Modifier mon adresse e-mail"
      onSubmit={(e) => {
        e.preventDefault();
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
    >
      <FormError error={form.formError} />
      <p>
        Adresse actuelle : <strong>{current}</strong>
      </p>
      <TextField
        label="Nouvelle adresse e-mail"
        name="email"
        type="email"
        value={email}
        onChange={setEmail}
        error={form.errors.email}
        autoComplete="email"
        inputMode="email"
      />
      <SubmitButton busy={form.busy}>Recevoir un code de vérification</SubmitButton>
    </form>
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
