'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import Link from '@/components/layout/SiteLink';
import { useAuth } from '@/lib/auth';
import { confirmPasswordReset, showNotice } from '@/lib/auth/store';
import {
  type ConfirmResetPasswordFields,
  PASSWORD_HINT,
  validateConfirmResetPassword,
} from '@/lib/auth/validation';
import { CodeField, EmailField, FormError, PasswordField, SubmitButton, useAuthForm } from './form';

export const PASSWORD_RESET_DONE_MESSAGE = 'Votre mot de passe a été modifié. Vous pouvez vous connecter.';

/** /mon-compte/forgotPassword/resetPassword: the code and the new password. */
export function ResetPasswordForm() {
  const router = useRouter();
  const params = useSearchParams();
  const auth = useAuth();
  const [v, setV] = useState({
    username: params.get('email') ?? auth.pending?.username ?? '',
    code: '',
    newPassword: '',
  });
  const form = useAuthForm<ConfirmResetPasswordFields>('resetPassword');
  const field = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }));
  return (
    <form
      ref={form.formRef}
      noValidate
      className="auth-form"
      aria-label="Réinitialisation du mot de passe"
      onSubmit={(e) => {
        e.preventDefault();
        void form.run(validateConfirmResetPassword(v), async () => {
          await confirmPasswordReset(v.username, v.code, v.newPassword);
          showNotice({ type: 'success', message: PASSWORD_RESET_DONE_MESSAGE });
          router.push(`/mon-compte/signIn?email=${encodeURIComponent(v.username.trim())}`);
        });
      }}
    >
      <p>Saisissez le code reçu par e-mail et choisissez votre nouveau mot de passe.</p>
      <FormError error={form.formError} />
      <EmailField value={v.username} onChange={field('username')} error={form.errors.username} />
      <CodeField value={v.code} onChange={field('code')} error={form.errors.code} />
      <PasswordField
        label="Nouveau mot de passe"
        name="new_password"
        value={v.newPassword}
        onChange={field('newPassword')}
        error={form.errors.newPassword}
        hint={PASSWORD_HINT}
        autoComplete="new-password"
      />
      <SubmitButton busy={form.busy}>Enregistrer le mot de passe</SubmitButton>
      <p className="auth-links">
        <Link href="/mon-compte/forgotPassword">Recevoir un nouveau code</Link>
      </p>
    </form>
  );
}
