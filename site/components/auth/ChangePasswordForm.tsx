'use client';

import { usePathname, useRouter } from 'next/navigation';
import { changePassword, showNotice } from '@/lib/auth/store';
import { type ChangePasswordFields, validateChangePassword } from '@/lib/auth/validation';
import { CURRENT_PASSWORD_FIELD, type FieldSpec, NEW_PASSWORD_FIELD } from './fields';
import { AuthForm, Fields, useAuthForm, useFormValues } from './form';
import { RequireSignIn } from './RequireSignIn';

const CHANGE_FIELDS: FieldSpec<ChangePasswordFields>[] = [
  { ...CURRENT_PASSWORD_FIELD, key: 'oldPassword', label: 'Mot de passe actuel', name: 'old_password' },
  { ...NEW_PASSWORD_FIELD, key: 'newPassword' },
];

export const PASSWORD_CHANGED_MESSAGE =
  'Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.';

/**
 * /mon-compte/modifier-mon-mot-de-passe and « Mes informations de connexion » (need a valid access
 * token, §6). A new password ends every session opened with the old one, this one too (Cognito's
 * GlobalSignOut); the browser signs in again with the new one, on the sign-in page when a second
 * factor's code is needed.
 */
export function ChangePasswordForm() {
  const { v, setV, field } = useFormValues({ oldPassword: '', newPassword: '' });
  const form = useAuthForm<ChangePasswordFields>('changePassword');
  const router = useRouter();
  const path = usePathname();
  return (
    <RequireSignIn>
      <AuthForm
        form={form}
        label="Modifier mon mot de passe"
        onSubmit={() =>
          void form.run(validateChangePassword(v), async () => {
            const next = await changePassword(v.oldPassword, v.newPassword);
            setV({ oldPassword: '', newPassword: '' });
            if (next.kind === 'done') showNotice({ type: 'success', message: PASSWORD_CHANGED_MESSAGE });
            else router.push(`/mon-compte/signIn?redirect=${encodeURIComponent(path)}`);
          })
        }
        submit="Modifier mon mot de passe"
      >
        <Fields fields={CHANGE_FIELDS} values={v} errors={form.errors} onChange={field} />
      </AuthForm>
    </RequireSignIn>
  );
}
