'use client';

import { normalizeEmail } from '@radio/core';
import type { VerifiableUserAttributeKey } from 'aws-amplify/auth';
import { useState } from 'react';
import type { RadioChoiceGroup } from '@/components/radio/RadioSelect';
import { useAccountClients } from '@/lib/account/context';
import { completeEmailChange, followEmailChange } from '@/lib/account/email-change';
import { useAuth } from '@/lib/auth';
import { favoriteRadioAttribute } from '@/lib/auth/flow';
import { showNotice, updateAttributes } from '@/lib/auth/store';
import { emptyChecks, INVALID_EMAIL_MESSAGE, isEmail } from '@/lib/auth/validation';
import { EmailCodeForm } from './EmailCodeForm';
import { EMAIL_FIELD, FAMILY_NAME_FIELD, type FieldSpec, GIVEN_NAME_FIELD } from './fields';
import { AuthForm, FavouriteRadioField, Fields, useAuthForm, useFormValues } from './form';
import { RequireSignIn } from './RequireSignIn';

export const DETAILS_SAVED_MESSAGE = 'Vos coordonnées ont été enregistrées.';
export const EMAIL_CONFIRMED_MESSAGE = 'Votre nouvelle adresse e-mail est confirmée.';

type FieldKey = 'givenName' | 'familyName' | 'email';

const DETAILS_FIELDS: FieldSpec<FieldKey>[] = [
  { ...FAMILY_NAME_FIELD, key: 'familyName' },
  { ...GIVEN_NAME_FIELD, key: 'givenName' },
  { ...EMAIL_FIELD, key: 'email', hint: 'Une nouvelle adresse doit être confirmée par un code.' },
];

function DetailsForm({ radioGroups }: { radioGroups: RadioChoiceGroup[] }) {
  const { user } = useAuth();
  const a = user?.attributes;
  const { v, field } = useFormValues({
    givenName: a?.given_name ?? '',
    familyName: a?.family_name ?? '',
    email: a?.email ?? '',
    favoriteRadio: a?.['custom:favorite_radio'] === 'null' ? '' : (a?.['custom:favorite_radio'] ?? ''),
  });
  const clients = useAccountClients();
  const [codeFor, setCodeFor] = useState<{
    key: string;
    destination?: string;
    move?: { oldEmail: string; newEmail: string };
  } | null>(null);
  const [code, setCode] = useState('');
  const form = useAuthForm<FieldKey>('other');

  if (codeFor) {
    return (
      <EmailCodeForm
        code={code}
        onCode={setCode}
        destination={codeFor.destination ?? 'votre nouvelle adresse'}
        attribute={codeFor.key as VerifiableUserAttributeKey}
        move={codeFor.move}
        onConfirmed={() => {
          setCodeFor(null);
          setCode('');
          showNotice({ type: 'success', message: EMAIL_CONFIRMED_MESSAGE });
        }}
        submit="Confirmer"
      />
    );
  }

  return (
    <AuthForm
      form={form}
      label="Mes coordonnées"
      onSubmit={() => {
        const errors = emptyChecks<FieldKey>([
          ['familyName', v.familyName, 'EmptySignUpFamilyName'],
          ['givenName', v.givenName, 'EmptySignUpGivenName'],
          ['email', v.email, 'EmptySignUpUsername'],
        ]);
        if (!errors.email && !isEmail(v.email)) errors.email = INVALID_EMAIL_MESSAGE;
        void form.run(errors, async () => {
          const wanted: Record<string, string> = {
            given_name: v.givenName.trim(),
            family_name: v.familyName.trim(),
            email: normalizeEmail(v.email),
            'custom:favorite_radio': favoriteRadioAttribute(v.favoriteRadio),
          };
          const changed = Object.fromEntries(
            Object.entries(wanted).filter(([k, value]) => (a?.[k as keyof typeof a] ?? '') !== value),
          );
          if (Object.keys(changed).length === 0) {
            showNotice({ type: 'info', message: DETAILS_SAVED_MESSAGE });
            return;
          }
          const oldEmail = a?.email ?? '';
          const move = changed.email ? { oldEmail, newEmail: changed.email } : undefined;
          // The contact proxy records the change while the identity still owns the old address.
          if (move) await followEmailChange(clients?.contact, move.oldEmail, move.newEmail);
          const updates = await updateAttributes(changed);
          const pending = updates.find((u) => u.needsCode);
          if (pending)
            setCodeFor({ key: pending.key, destination: pending.destination, ...(move ? { move } : {}) });
          else {
            if (move) await completeEmailChange(clients?.contact, move.oldEmail, move.newEmail);
            showNotice({ type: 'success', message: DETAILS_SAVED_MESSAGE });
          }
        });
      }}
      submit="Enregistrer"
    >
      <Fields fields={DETAILS_FIELDS} values={v} errors={form.errors} onChange={field} />
      <FavouriteRadioField groups={radioGroups} value={v.favoriteRadio} onChange={field('favoriteRadio')} />
    </AuthForm>
  );
}

/** /mon-compte/ajouter-mes-coordonnees: identity attributes; the e-mail needs a confirmation code. */
export function AttributesForm({ radioGroups }: { radioGroups: RadioChoiceGroup[] }) {
  const { user } = useAuth();
  return (
    <RequireSignIn>
      {/* Remount with the user's values once they are known. */}
      <DetailsForm key={user?.id ?? 'none'} radioGroups={radioGroups} />
    </RequireSignIn>
  );
}
