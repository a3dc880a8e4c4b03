'use client';

import { useState } from 'react';
import {
  FavouriteRadioField,
  FormError,
  FormInfo,
  SubmitButton,
  TextField,
  useAuthForm,
} from '@/components/auth/form';
import type { RadioChoiceGroup } from '@/components/radio/RadioSelect';
import { useAccountSets } from '@/lib/account/stores';
import { useAuth } from '@/lib/auth';
import { favoriteRadioAttribute } from '@/lib/auth/flow';
import { showNotice, updateAttributes } from '@/lib/auth/store';
import { DeleteAccount } from '../DeleteAccount';
import { PageTitle } from '../Feedback';

export const PROFILE_SAVED_MESSAGE = 'Votre profil a été enregistré.';

type Fields = 'givenName' | 'familyName';

function ProfileForm({ radioGroups }: { radioGroups: RadioChoiceGroup[] }) {
  const { user } = useAuth();
  const { clients } = useAccountSets();
  const a = user?.attributes;
  const [v, setV] = useState({
    givenName: a?.given_name ?? '',
    familyName: a?.family_name ?? '',
    favoriteRadio: a?.['custom:favorite_radio'] === 'null' ? '' : (a?.['custom:favorite_radio'] ?? ''),
  });
  const [warning, setWarning] = useState('');
  const form = useAuthForm<Fields>('other');
  const field = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }));

  return (
    <form
      ref={form.formRef}
      noValidate
      className="auth-form account-form"
      aria-label="Mon profil"
      onSubmit={(e) => {
        e.preventDefault();
        const errors: Partial<Record<Fields, string>> = {};
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
    >
      <FormError error={form.formError} />
      {warning ? <FormInfo>{warning}</FormInfo> : null}
      <TextField
        label="Prénom"
        name="given_name"
        value={v.givenName}
        onChange={field('givenName')}
        error={form.errors.givenName}
        autoComplete="given-name"
      />
      <TextField
        label="Nom"
        name="family_name"
        value={v.familyName}
        onChange={field('familyName')}
        error={form.errors.familyName}
        autoComplete="family-name"
      />
      <FavouriteRadioField groups={radioGroups} value={v.favoriteRadio} onChange={field('favoriteRadio')} />
      <p className="auth-hint">
        Votre adresse e-mail et votre mot de passe se modifient dans « Mes informations de connexion ».
      </p>
      <SubmitButton busy={form.busy}>Enregistrer</SubmitButton>
    </form>
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
