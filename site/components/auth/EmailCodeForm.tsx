'use client';

import type { ReactNode } from 'react';
import { AuthForm, CodeField, FormInfo, type useAuthForm } from './form';

/** The second step of an e-mail change: the code the identity service sent to the new address. */
export function EmailCodeForm({
  form,
  code,
  onCode,
  destination,
  onSubmit,
  submit,
  className,
  footer,
}: {
  form: ReturnType<typeof useAuthForm<'code'>>;
  code: string;
  onCode: (code: string) => void;
  destination: string;
  onSubmit: () => void;
  submit: string;
  className?: string;
  footer?: ReactNode;
}) {
  return (
    <AuthForm
      form={form}
      label="Confirmation de la nouvelle adresse e-mail"
      {...(className ? { className } : {})}
      onSubmit={onSubmit}
      head={
        <FormInfo>
          <p>Un code de vérification a été envoyé à {destination}.</p>
        </FormInfo>
      }
      submit={submit}
      footer={footer}
    >
      <CodeField value={code} onChange={onCode} error={form.errors.code} />
    </AuthForm>
  );
}
