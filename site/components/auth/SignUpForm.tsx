'use client';

import type { RadioChoiceGroup } from '@/components/radio/RadioSelect';
import Link from '@/components/ui/SiteLink';
import { signUp } from '@/lib/auth/store';
import { type SignUpFields, validateSignUp } from '@/lib/auth/validation';
import {
  EMAIL_FIELD,
  FAMILY_NAME_FIELD,
  type FieldSpec,
  GIVEN_NAME_FIELD,
  NEW_PASSWORD_FIELD,
} from './fields';
import { AuthForm, FavouriteRadioField, Fields, useFormValues } from './form';
import { useAuthSubmit } from './submit';

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
  const { v, field } = useFormValues({
    username: '',
    password: '',
    givenName: '',
    familyName: '',
    favoriteRadio: '',
  });
  const form = useAuthSubmit<SignUpFields>(
    'signUp',
    () => validateSignUp(v),
    async (go) => {
      const outcome = await signUp(v);
      if (outcome === 'confirm') go('/mon-compte/confirmer-mon-adresse-mail', v.username);
      else if (outcome === 'autoSignIn') go('/');
      else go('/mon-compte/signIn', v.username);
    },
  );

  return (
    <AuthForm
      form={form}
      label="Inscription"
      onSubmit={form.submit}
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
