'use client';

import './auth.css';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import Link from '@/components/ui/SiteLink';
import { useAuth } from '@/lib/auth';
import { afterSignInPath, type SignInScreen } from '@/lib/auth/flow';
import { signIn, signInWithChoice, takeResumedScreen } from '@/lib/auth/store';
import { emptyChecks, type SignInFields, validateSignIn } from '@/lib/auth/validation';
import { ChallengeScreen } from './ChallengeScreen';
import { AuthForm, EmailField, FormInfo, PasswordField, useAuthForm } from './form';

/**
 * /mon-compte/signIn: e-mail and password, then whatever screen Amplify's next step asks for.
 * `onSignedIn` replaces the redirect that follows a sign-in (the 403 screen reloads instead).
 */
export function SignInFlow({ onSignedIn }: { onSignedIn?: () => void } = {}) {
  const router = useRouter();
  const params = useSearchParams();
  const auth = useAuth();
  const [username, setUsername] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [screen, setScreen] = useState<SignInScreen | null>(null);
  const form = useAuthForm<SignInFields>('signIn');
  // A sign-in another page began (after a password change or reset) goes on here: its code screen.
  useEffect(() => {
    const resumed = takeResumedScreen();
    if (resumed) setScreen(resumed);
  }, []);

  function next(s: SignInScreen) {
    const email = encodeURIComponent(username.trim());
    if (s.kind === 'done') {
      if (onSignedIn) onSignedIn();
      else router.push(afterSignInPath(params.get('redirect'), window.location.origin));
    } else if (s.kind === 'confirmSignUp')
      router.push(`/mon-compte/confirmer-mon-adresse-mail?email=${email}`);
    else if (s.kind === 'resetPassword')
      router.push(`/mon-compte/forgotPassword/resetPassword?email=${email}`);
    else setScreen(s);
  }

  if (screen) {
    return (
      <div className="auth-challenge">
        <ChallengeScreen screen={screen} onNext={next} />
        <p className="auth-links">
          <button type="button" className="link-button" onClick={() => setScreen(null)}>
            Recommencer la connexion
          </button>
        </p>
      </div>
    );
  }

  return (
    <AuthForm
      form={form}
      label="Connexion"
      onSubmit={() =>
        void form.run(validateSignIn({ username, password }), async () =>
          next(await signIn(username, password)),
        )
      }
      head={
        auth.status === 'signedIn' && auth.user ? (
          <FormInfo>
            <p>
              Vous êtes connecté avec l'adresse {auth.user.attributes.email}.{' '}
              <Link href="/mon-compte/tableau-de-bord">Aller à mon compte</Link>
            </p>
          </FormInfo>
        ) : null
      }
      submit="Se connecter"
      footer={
        <>
          <p className="auth-links">
            <button
              type="button"
              className="link-button"
              disabled={form.busy}
              onClick={() => {
                // Only the e-mail is needed: the identity service offers the password or a code by e-mail.
                const errors = emptyChecks<SignInFields>([['username', username, 'EmptySignInUsername']]);
                void form.run(errors, async () => next(await signInWithChoice(username)));
              }}
            >
              Autres moyens de connexion (code par e-mail)
            </button>
          </p>
          <p className="auth-links">
            Pas encore de compte ? <Link href="/mon-compte/inscription">Créer un compte</Link>
          </p>
        </>
      }
    >
      <EmailField
        value={username}
        onChange={setUsername}
        error={form.errors.username}
        autoComplete="username"
      />
      <PasswordField
        label="Mot de passe"
        name="password"
        value={password}
        onChange={setPassword}
        error={form.errors.password}
        autoComplete="current-password"
      />
      <p className="auth-links">
        <Link href="/mon-compte/forgotPassword">Mot de passe oublié ?</Link>
      </p>
    </AuthForm>
  );
}
