'use client';

import type { VerifiableUserAttributeKey } from 'aws-amplify/auth';
import type { ReactNode } from 'react';
import { useAccountClients } from '@/lib/account/context';
import { completeEmailChange } from '@/lib/account/email-change';
import { confirmAttribute } from '@/lib/auth/store';
import { validateAttributeCode } from '@/lib/auth/validation';
import { AuthForm, CodeField, FormInfo, useAuthForm } from './form';

/**
 * The second step of an e-mail change: the code the identity service sent to the new address.
 * Once the code confirms `attribute`, the contact follows the address (`move`, only now that it
 * is confirmed: lib/account/email-change.ts), then `onConfirmed` closes the step.
 */
export function EmailCodeForm({
  code,
  onCode,
  destination,
  attribute,
  move,
  onConfirmed,
  submit,
  className,
  footer,
}: {
  code: string;
  onCode: (code: string) => void;
  destination: string;
  attribute: VerifiableUserAttributeKey;
  move: { oldEmail: string; newEmail: string } | undefined;
  onConfirmed: () => void;
  submit: string;
  className?: string;
  footer?: ReactNode;
}) {
  const form = useAuthForm<'code'>('other');
  const clients = useAccountClients();
  return (
    <AuthForm
      form={form}
      label="Confirmation de la nouvelle adresse e-mail"
      {...(className ? { className } : {})}
      onSubmit={() =>
        void form.run(validateAttributeCode({ code }), async () => {
          await confirmAttribute(attribute, code);
          if (move) await completeEmailChange(clients?.contact, move.oldEmail, move.newEmail);
          onConfirmed();
        })
      }
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
