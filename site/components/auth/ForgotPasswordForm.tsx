'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import Link from '@/components/ui/SiteLink';
import { requestPasswordReset, showNotice } from '@/lib/auth/store';
import { type ResetPasswordFields, validateResetPassword } from '@/lib/auth/validation';
import { AuthForm, EmailField } from './form';
import { useAuthSubmit } from './submit';

/**
 * The identity service answers alike for an unknown address (user-existence errors prevented), so the
 * notice neither confirms nor denies an account, and never speaks of a password on this form.
 */
export const RESET_CODE_SENT_MESSAGE =
  'Si un compte existe pour cette adresse, un code de réinitialisation vient de lui être envoyé par e-mail.';

/** /mon-compte/forgotPassword: step 1 of §4 "Reset password: request, then … a code, then the new password". */
export function ForgotPasswordForm() {
  const params = useSearchParams();
  const [username, setUsername] = useState(params.get('email') ?? '');
  const form = useAuthSubmit<ResetPasswordFields>(
    'resetPassword',
    () => validateResetPassword({ username }),
    async (go) => {
      const result = await requestPasswordReset(username);
      if (result.step === 'code') {
        showNotice({ type: 'info', message: RESET_CODE_SENT_MESSAGE });
        go('/mon-compte/forgotPassword/resetPassword', username);
      } else {
        go('/mon-compte/signIn', username);
      }
    },
  );
  return (
    <AuthForm
      form={form}
      label="Mot de passe oublié"
      onSubmit={form.submit}
      head={
        <p>
          Indiquez l'adresse e-mail de votre compte : nous vous enverrons un code pour choisir un nouveau mot
          de passe.
        </p>
      }
      submit="Recevoir un code"
      footer={
        <p className="auth-links">
          <Link href="/mon-compte/signIn">Retour à la connexion</Link>
        </p>
      }
    >
      <EmailField value={username} onChange={setUsername} error={form.errors.username} />
    </AuthForm>
  );
}
