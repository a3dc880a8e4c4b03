'use client';

import { useState } from 'react';
import { changePassword, showNotice } from '@/lib/auth/store';
import { type ChangePasswordFields, PASSWORD_HINT, validateChangePassword } from '@/lib/auth/validation';
import { FormError, PasswordField, SubmitButton, useAuthForm } from './form';
import { RequireSignIn } from './RequireSignIn';

export const PASSWORD_CHANGED_MESSAGE = 'Votre mot de passe a été modifié.';

/** /mon-compte/modifier-mon-mot-de-passe (needs a valid access token, §6). */
export function ChangePasswordForm() {
  const [v, setV] = useState({ oldPassword: '', newPassword: '' });
  const form = useAuthForm<ChangePasswordFields>('changePassword');
  const field = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }));
  return (
    <RequireSignIn>
      <form
        ref={form.formRef}
        noValidate
        className="auth-form"
        aria-label="Modifier mon mot de passe"
        onSubmit={(e) => {
          e.preventDefault();
          void form.run(validateChangePassword(v), async () => {
            await changePassword(v.oldPassword, v.newPassword);
            setV({ oldPassword: '', newPassword: '' });
            showNotice({ type: 'success', message: PASSWORD_CHANGED_MESSAGE });
          });
        }}
      >
        <FormError error={form.formError} />
        <PasswordField
          label="Mot de passe actuel"
          name="old_password"
          value={v.oldPassword}
          onChange={field('oldPassword')}
          error={form.errors.oldPassword}
          autoComplete="current-password"
        />
        <PasswordField
          label="Nouveau mot de passe"
          name="new_password"
          value={v.newPassword}
          onChange={field('newPassword')}
          error={form.errors.newPassword}
          hint={PASSWORD_HINT}
          autoComplete="new-password"
        />
        <SubmitButton busy={form.busy}>Modifier mon mot de passe</SubmitButton>
      </form>
    </RequireSignIn>
  );
}
