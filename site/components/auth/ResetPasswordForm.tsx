'use client';

import { useSearchParams } from 'next/navigation';
import Link from '@/components/ui/SiteLink';
import { useAuth } from '@/lib/auth';
import { confirmPasswordReset, showNotice } from '@/lib/auth/store';
import { type ConfirmResetPasswordFields, validateConfirmResetPassword } from '@/lib/auth/validation';
import { CODE_FIELD, EMAIL_FIELD, type FieldSpec, NEW_PASSWORD_FIELD } from './fields';
import { AuthForm, Fields, useFormValues } from './form';
import { useAuthSubmit } from './submit';

const RESET_FIELDS: FieldSpec<ConfirmResetPasswordFields>[] = [
  { ...EMAIL_FIELD, key: 'username' },
  { ...CODE_FIELD, key: 'code' },
  { ...NEW_PASSWORD_FIELD, key: 'newPassword' },
];

export const PASSWORD_RESET_DONE_MESSAGE =
  'Votre mot de passe a été modifié et les sessions ouvertes avec l’ancien sont fermées. Vous êtes connecté.';
export const PASSWORD_RESET_CODE_MESSAGE =
  'Votre mot de passe a été modifié. Saisissez votre code de vérification pour fermer les sessions ouvertes avec l’ancien.';

/** /mon-compte/forgotPassword/resetPassword: the code and the new password. */
export function ResetPasswordForm() {
  const params = useSearchParams();
  const auth = useAuth();
  const { v, field } = useFormValues({
    username: params.get('email') ?? auth.pending?.username ?? '',
    code: '',
    newPassword: '',
  });
  const form = useAuthSubmit<ConfirmResetPasswordFields>(
    'resetPassword',
    () => validateConfirmResetPassword(v),
    async (go) => {
      // Every session opened with the old password ends, then this browser is signed in with the
      // new one; a second factor's code is asked on the sign-in page.
      const next = await confirmPasswordReset(v.username, v.code, v.newPassword);
      if (next.kind === 'done') {
        showNotice({ type: 'success', message: PASSWORD_RESET_DONE_MESSAGE });
        go('/');
      } else {
        showNotice({ type: 'info', message: PASSWORD_RESET_CODE_MESSAGE });
        go('/mon-compte/signIn', v.username);
      }
    },
  );
  return (
    <AuthForm
      form={form}
      label="Réinitialisation du mot de passe"
      onSubmit={form.submit}
      head={<p>Saisissez le code reçu par e-mail et choisissez votre nouveau mot de passe.</p>}
      submit="Enregistrer le mot de passe"
      footer={
        <p className="auth-links">
          <Link href="/mon-compte/forgotPassword">Recevoir un nouveau code</Link>
        </p>
      }
    >
      <Fields fields={RESET_FIELDS} values={v} errors={form.errors} onChange={field} />
    </AuthForm>
  );
}
