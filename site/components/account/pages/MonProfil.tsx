'use client';

import { useState } from 'react';
import { useAccountSets } from '@/components/account/state/stores';
import { FAMILY_NAME_FIELD, type FieldSpec, GIVEN_NAME_FIELD } from '@/components/auth/fields';
import {
  AuthForm,
  FavouriteRadioField,
  Fields,
  FormInfo,
  useAuthForm,
  useFormValues,
} from '@/components/auth/form';
import type { RadioChoiceGroup } from '@/components/radio/RadioSelect';
import { useAuth } from '@/lib/auth';
import { favoriteRadioAttribute } from '@/lib/auth/flow';
import { showNotice, updateAttributes } from '@/lib/auth/store';
import { DeleteAccount } from '../DeleteAccount';
import { PageTitle } from '../Feedback';

export const PROFILE_SAVED_MESSAGE = 'Votre profil a été enregistré.';

type FieldKey = 'givenName' | 'familyName';

const PROFILE_FIELDS: FieldSpec<FieldKey>[] = [
  { ...GIVEN_NAME_FIELD, key: 'givenName' },
  { ...FAMILY_NAME_FIELD, key: 'familyName' },
];

function ProfileForm({ radioGroups }: { radioGroups: RadioChoiceGroup[] }) {
  const { user } = useAuth();
  const { clients } = useAccountSets();
  const a = user?.attributes;
  const { v, field } = useFormValues({
    givenName: a?.given_name ?? '',
    familyName: a?.family_name ?? '',
    favoriteRadio: a?.['custom:favorite_radio'] === 'null' ? '' : (a?.['custom:favorite_radio'] ?? ''),
  });
  const [warning, setWarning] = useState('');
  const form = useAuthForm<FieldKey>('other');

  return (
    <AuthForm
      form={form}
      label="Mon profil"
      className="auth-form account-form"
      onSubmit={() => {
        const errors: Partial<Record<FieldKey, string>> = {};
        if (!v.givenName.trim()) errors.givenName = 'Veuillez saisir votre prénom.';
        if (!v.familyName.trim()) errors.familyName = 'Veuillez saisir votre nom.';
        setWarning('');
        void form.run(errors, async () => {
          const previous = a?.['custom:favorite_radio'] ?? '';
          const radio = favoriteRadioAttribute(v.favoriteRadio);
          await updateAttributes({
            given_name: v.givenName.trim(),
            family_name: v.familyName.trim(),
            'custom:favorite_radio': radio,
          });
          // The contact proxy keeps the favourite radio too (spec §7 "POST /updateRadio with email, radio").
          if (v.favoriteRadio && radio !== previous && clients && a?.email) {
            await clients.contact.updateRadio(a.email, v.favoriteRadio).catch(() => {
              setWarning(
                "Votre radio préférée n'a pas pu être transmise au service auditeurs ; elle le sera à votre prochain enregistrement.",
              );
            });
          }
          showNotice({ type: 'success', message: PROFILE_SAVED_MESSAGE });
        });
      }}
      submit="Enregistrer"
    >
      {warning ? <FormInfo>{warning}</FormInfo> : null}
      <Fields fields={PROFILE_FIELDS} values={v} errors={form.errors} onChange={field} />
      <FavouriteRadioField groups={radioGroups} value={v.favoriteRadio} onChange={field('favoriteRadio')} />
      <p className="auth-hint">
        Votre adresse e-mail et votre mot de passe se modifient dans « Mes informations de connexion ».
      </p>
    </AuthForm>
  );
}

/** /mon-compte/mon-profil: names and favourite radio (identity attributes), account deletion. */
export function MonProfil({ radioGroups }: { radioGroups: RadioChoiceGroup[] }) {
  const { user } = useAuth();
  return (
    <>
      <PageTitle>Mon profil</PageTitle>
      <ProfileForm key={user?.id ?? 'none'} radioGroups={radioGroups} />
      <DeleteAccount />
    </>
  );
}
