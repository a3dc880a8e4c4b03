'use client';

import { useRouter } from 'next/navigation';
import Link from '@/components/layout/SiteLink';
import type { RadioChoiceGroup } from '@/components/radio/RadioSelect';
import { signUp } from '@/lib/auth/store';
import { type SignUpFields, validateSignUp } from '@/lib/auth/validation';
import {
  EMAIL_FIELD,
  FAMILY_NAME_FIELD,
  type FieldSpec,
  GIVEN_NAME_FIELD,
  NEW_PASSWORD_FIELD,
} from './fields';
import { AuthForm, FavouriteRadioField, Fields, useAuthForm, useFormValues } from './form';

/** §5 "Registration requires username (the e-mail), password, family name, given name". */
const SIGN_UP_FIELDS: FieldSpec<SignUpFields>[] = [
  { ...EMAIL_FIELD, key: 'username' },
  { ...NEW_PASSWORD_FIELD, key: 'password', label: 'Mot de passe', name: 'password' },
  { ...FAMILY_NAME_FIELD, key: 'familyName' },
  { ...GIVEN_NAME_FIELD, key: 'givenName' },
];

/**
 * /mon-compte/inscription. §5 "Registration requires username (the e-mail), password, family name,
 * given name; favourite radio optional".
 */
export function SignUpForm({ radioGroups }: { radioGroups: RadioChoiceGroup[] }) {
  const router = useRouter();
  const { v, field } = useFormValues({
    username: '',
    password: '',
    givenName: '',
    familyName: '',
    favoriteRadio: '',
  });
  const form = useAuthForm<SignUpFields>('signUp');

  return (
    <AuthForm
      form={form}
      label="Inscription"
      onSubmit={() =>
        void form.run(validateSignUp(v), async () => {
          const outcome = await signUp(v);
          const email = encodeURIComponent(v.username.trim());
          if (outcome === 'confirm') router.push(`/mon-compte/confirmer-mon-adresse-mail?email=${email}`);
          else if (outcome === 'autoSignIn') router.push('/');
          else router.push(`/mon-compte/signIn?email=${email}`);
        })
      }
      submit="Créer mon compte"
      footer={
        <p className="auth-links">
          Déjà un compte ? <Link href="/mon-compte/signIn">Se connecter</Link>
        </p>
      }
    >
      <Fields fields={SIGN_UP_FIELDS} values={v} errors={form.errors} onChange={field} />
      <FavouriteRadioField groups={radioGroups} value={v.favoriteRadio} onChange={field('favoriteRadio')} />
    </AuthForm>
  );
}
