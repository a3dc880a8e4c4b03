'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useAuth } from '@/lib/auth';
import { describeAuthError } from '@/lib/auth/errors';
import { confirmSignUp, resendSignUpCode, showNotice } from '@/lib/auth/store';
import { type ConfirmSignUpFields, validateConfirmSignUp } from '@/lib/auth/validation';
import { AuthForm, CodeField, EmailField } from './form';
import { useAuthSubmit } from './submit';

export const ACCOUNT_CONFIRMED_MESSAGE = 'Votre adresse e-mail est confirmée. Vous pouvez vous connecter.';

/** /mon-compte/confirmer-mon-adresse-mail: the code sent at sign-up, with "send a new code". */
export function ConfirmSignUpForm() {
  const params = useSearchParams();
  const auth = useAuth();
  const [username, setUsername] = useState(params.get('email') ?? auth.pending?.username ?? '');
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  // 'confirmSignUp': past the attempt limit, the message says how long to wait.
  const form = useAuthSubmit<ConfirmSignUpFields>(
    'confirmSignUp',
    () => validateConfirmSignUp({ username, code }),
    async (go) => {
      const result = await confirmSignUp(username, code).catch((error: unknown) => {
        showNotice(null); // a "new code sent" notice never stands beside the code's error
        throw error;
      });
      if (result === 'signedIn') {
        go('/');
      } else {
        showNotice({ type: 'success', message: ACCOUNT_CONFIRMED_MESSAGE });
        go('/mon-compte/signIn', username);
      }
    },
  );

  return (
    <AuthForm
      form={form}
      label="Confirmation de l'adresse e-mail"
      onSubmit={form.submit}
      head={<p>Saisissez le code à 6 chiffres envoyé à votre adresse e-mail.</p>}
      submit="Confirmer mon adresse"
      footer={
        <p className="auth-links">
          <button
            type="button"
            className="link-button"
            disabled={resending}
            onClick={async () => {
              const errors = validateConfirmSignUp({ username, code: 'x' });
              if (errors.username) {
                form.setErrors(errors);
                return;
              }
              setResending(true);
              const result = await resendSignUpCode(username);
              setResending(false);
              // One outcome on screen: the new code's notice, or the error alone (never both).
              if (!result.success) showNotice(null);
              form.setFormError(result.success ? null : describeAuthError(result.error, 'confirmSignUp'));
            }}
          >
            Recevoir un nouveau code
          </button>
        </p>
      }
    >
      <EmailField value={username} onChange={setUsername} error={form.errors.username} />
      <CodeField value={code} onChange={setCode} error={form.errors.code} />
    </AuthForm>
  );
}
