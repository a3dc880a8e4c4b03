'use client';

import { INPUT_MAX } from '@radio/core';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import Link from '@/components/layout/SiteLink';
import type { RadioChoiceGroup } from '@/components/radio/RadioSelect';
import { signUp } from '@/lib/auth/store';
import { PASSWORD_HINT, type SignUpFields, validateSignUp } from '@/lib/auth/validation';
import {
  EmailField,
  FavouriteRadioField,
  FormError,
  PasswordField,
  SubmitButton,
  TextField,
  useAuthForm,
} from './form';

/**
 * /mon-compte/inscription. §5 "Registration requires username (the e-mail), password, family name,
 * given name; favourite radio optional".
 */
export function SignUpForm({ radioGroups }: { radioGroups: RadioChoiceGroup[] }) {
  const router = useRouter();
  const [v, setV] = useState({
    username: '',
    password: '',
    givenName: '',
    familyName: '',
    favoriteRadio: '',
  });
  const form = useAuthForm<SignUpFields>('signUp');
  const field = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }));

  return (
    <form
      ref={form.formRef}
      noValidate
      className="auth-form"
      aria-label="Inscription"
      onSubmit={(e) => {
        e.preventDefault();
        void form.run(validateSignUp(v), async () => {
          const outcome = await signUp(v);
          const email = encodeURIComponent(v.username.trim());
          if (outcome === 'confirm') router.push(`/mon-compte/confirmer-mon-adresse-mail?email=${email}`);
          else if (outcome === 'autoSignIn') router.push('/');
          else router.push(`/mon-compte/signIn?email=${email}`);
        });
      }}
    >
      <FormError error={form.formError} />
      <EmailField value={v.username} onChange={field('username')} error={form.errors.username} />
      <PasswordField
        label="Mot de passe"
        name="password"
        value={v.password}
        onChange={field('password')}
        error={form.errors.password}
        hint={PASSWORD_HINT}
        autoComplete="new-password"
      />
      <TextField
        label="Nom"
        name="family_name"
        maxLength={INPUT_MAX.lastname}
        value={v.familyName}
        onChange={field('familyName')}
        error={form.errors.familyName}
        autoComplete="family-name"
      />
      <TextField
        label="Prénom"
        name="given_name"
        maxLength={INPUT_MAX.firstname}
        value={v.givenName}
        onChange={field('givenName')}
        error={form.errors.givenName}
        autoComplete="given-name"
      />
      <FavouriteRadioField groups={radioGroups} value={v.favoriteRadio} onChange={field('favoriteRadio')} />
      <SubmitButton busy={form.busy}>Créer mon compte</SubmitButton>
      <p className="auth-links">
        Déjà un compte ? <Link href="/mon-compte/signIn">Se connecter</Link>
      </p>
    </form>
  );
}
