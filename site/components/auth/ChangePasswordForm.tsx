'use client';

import { changePassword, showNotice } from '@/lib/auth/store';
import { type ChangePasswordFields, validateChangePassword } from '@/lib/auth/validation';
import { CURRENT_PASSWORD_FIELD, type FieldSpec, NEW_PASSWORD_FIELD } from './fields';
import { AuthForm, Fields, useAuthForm, useFormValues } from './form';
import { RequireSignIn } from './RequireSignIn';

const CHANGE_FIELDS: FieldSpec<ChangePasswordFields>[] = [
  { ...CURRENT_PASSWORD_FIELD, key: 'oldPassword', label: 'Mot de passe actuel', name: 'old_password' },
  { ...NEW_PASSWORD_FIELD, key: 'newPassword' },
];

export const PASSWORD_CHANGED_MESSAGE = 'Votre mot de passe a été modifié.';

/** /mon-compte/modifier-mon-mot-de-passe (needs a valid access token, §6). */
export function ChangePasswordForm() {
  const { v, setV, field } = useFormValues({ oldPassword: '', newPassword: '' });
  const form = useAuthForm<ChangePasswordFields>('changePassword');
  return (
    <RequireSignIn>
      <AuthForm
        form={form}
        label="Modifier mon mot de passe"
        onSubmit={() =>
          void form.run(validateChangePassword(v), async () => {
            await changePassword(v.oldPassword, v.newPassword);
            setV({ oldPassword: '', newPassword: '' });
            showNotice({ type: 'success', message: PASSWORD_CHANGED_MESSAGE });
          })
        }
        submit="Modifier mon mot de passe"
      >
        <Fields fields={CHANGE_FIELDS} values={v} errors={form.errors} onChange={field} />
      </AuthForm>
    </RequireSignIn>
  );
}
