'use client';

import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useState } from 'react';
import { FIRST_FACTOR_LABELS, MFA_LABELS, type MfaType, type SignInScreen } from '@/lib/auth/flow';
import { confirmSignIn } from '@/lib/auth/store';
import {
  EMPTY_FIELD_MESSAGES,
  emptyChecks,
  type FieldErrors,
  meetsPasswordPolicy,
  PASSWORD_HINT,
  PASSWORD_POLICY_MESSAGE,
  validateChallengeResponse,
} from '@/lib/auth/validation';
import { EmailField, FormError, PasswordField, SubmitButton, TextField, useAuthForm } from './form';

/** Screens whose answer is one `confirmSignIn` call (spec §2 "Sign-in flow screens"). */
export type ChallengeKind = Exclude<
  SignInScreen['kind'],
  'done' | 'confirmSignUp' | 'resetPassword' | 'mfaSetupAuto'
>;

type Props = { screen: SignInScreen; onNext: (next: SignInScreen) => void };

const CODE_LABELS: Record<MfaType, string> = {
  SMS: 'Code reçu par SMS',
  EMAIL: 'Code reçu par e-mail',
  TOTP: "Code affiché par votre application d'authentification",
};

const ATTRIBUTE_LABELS: Record<string, string> = {
  given_name: 'Prénom',
  family_name: 'Nom',
  email: 'Adresse e-mail',
  phone_number: 'Numéro de téléphone',
  name: 'Nom complet',
  birthdate: 'Date de naissance',
};

function CodeForm({
  title,
  label,
  intro,
  onNext,
  children,
}: {
  title: string;
  label: string;
  intro?: string;
  onNext: Props['onNext'];
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const form = useAuthForm<'code'>('signIn');
  return (
    <form
      ref={form.formRef}
      noValidate
      className="auth-form"
      aria-labelledby="challenge-title"
      onSubmit={(e) => {
        e.preventDefault();
        void form.run(validateChallengeResponse({ code }), async () =>
          onNext(await confirmSignIn(code.trim())),
        );
      }}
    >
      <h2 id="challenge-title">{title}</h2>
      {intro ? <p>{intro}</p> : null}
      {children}
      <FormError error={form.formError} />
      <TextField
        label={label}
        name="code"
        value={code}
        onChange={setCode}
        error={form.errors.code}
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <SubmitButton busy={form.busy}>Valider</SubmitButton>
    </form>
  );
}

function ChoiceForm({
  title,
  legend,
  options,
  labels,
  onNext,
}: {
  title: string;
  legend: string;
  options: string[];
  labels: Record<string, string>;
  onNext: Props['onNext'];
}) {
  const [choice, setChoice] = useState(options[0] ?? '');
  const form = useAuthForm<'choice'>('signIn');
  return (
    <form
      ref={form.formRef}
      noValidate
      className="auth-form"
      aria-labelledby="challenge-title"
      onSubmit={(e) => {
        e.preventDefault();
        const errors: FieldErrors<'choice'> = choice
          ? {}
          : { choice: EMPTY_FIELD_MESSAGES.EmptyChallengeResponse };
        void form.run(errors, async () => onNext(await confirmSignIn(choice)));
      }}
    >
      <h2 id="challenge-title">{title}</h2>
      <FormError error={form.formError} />
      <fieldset className="auth-choices">
        <legend>{legend}</legend>
        {options.map((o) => (
          <label key={o} className="auth-choice">
            <input
              type="radio"
              name="choice"
              value={o}
              checked={choice === o}
              onChange={() => setChoice(o)}
            />
            {labels[o] ?? o}
          </label>
        ))}
      </fieldset>
      <SubmitButton busy={form.busy}>Continuer</SubmitButton>
    </form>
  );
}

function NewPasswordForm({ missing, onNext }: { missing: string[]; onNext: Props['onNext'] }) {
  const [password, setPassword] = useState('');
  const [attrs, setAttrs] = useState<Record<string, string>>({});
  const form = useAuthForm<string>('changePassword');
  return (
    <form
      ref={form.formRef}
      noValidate
      className="auth-form"
      aria-labelledby="challenge-title"
      onSubmit={(e) => {
        e.preventDefault();
        const errors: FieldErrors<string> = emptyChecks<string>([
          ['password', password, 'EmptyConfirmResetPasswordNewPassword'],
          ...missing.map(
            (m) =>
              [m, attrs[m], 'EmptyChallengeResponse'] as [
                string,
                string | undefined,
                'EmptyChallengeResponse',
              ],
          ),
        ]);
        if (!errors.password && !meetsPasswordPolicy(password)) errors.password = PASSWORD_POLICY_MESSAGE;
        const userAttributes = Object.fromEntries(missing.map((m) => [m, (attrs[m] ?? '').trim()]));
        void form.run(errors, async () =>
          onNext(await confirmSignIn(password, missing.length ? userAttributes : undefined)),
        );
      }}
    >
      <h2 id="challenge-title">Choisissez un nouveau mot de passe</h2>
      <p>Votre mot de passe provisoire doit être remplacé avant de continuer.</p>
      {missing.length ? (
        <p>Complétez aussi votre profil : {missing.map((m) => ATTRIBUTE_LABELS[m] ?? m).join(', ')}.</p>
      ) : null}
      <FormError error={form.formError} />
      <PasswordField
        label="Nouveau mot de passe"
        name="password"
        value={password}
        onChange={setPassword}
        error={form.errors.password}
        hint={PASSWORD_HINT}
        autoComplete="new-password"
      />
      {missing.map((m) => (
        <TextField
          key={m}
          label={ATTRIBUTE_LABELS[m] ?? m}
          name={m}
          value={attrs[m] ?? ''}
          onChange={(v) => setAttrs((a) => ({ ...a, [m]: v }))}
          error={form.errors[m]}
        />
      ))}
      <SubmitButton busy={form.busy}>Enregistrer</SubmitButton>
    </form>
  );
}

function PasswordChallenge({ onNext }: { onNext: Props['onNext'] }) {
  const [password, setPassword] = useState('');
  const form = useAuthForm<'password'>('signIn');
  return (
    <form
      ref={form.formRef}
      noValidate
      className="auth-form"
      aria-labelledby="challenge-title"
      onSubmit={(e) => {
        e.preventDefault();
        const errors = emptyChecks<'password'>([['password', password, 'EmptySignInPassword']]);
        void form.run(errors, async () => onNext(await confirmSignIn(password)));
      }}
    >
      <h2 id="challenge-title">Confirmez avec votre mot de passe</h2>
      <FormError error={form.formError} />
      <PasswordField
        label="Mot de passe"
        name="password"
        value={password}
        onChange={setPassword}
        error={form.errors.password}
        autoComplete="current-password"
      />
      <SubmitButton busy={form.busy}>Se connecter</SubmitButton>
    </form>
  );
}

function EmailSetup({ onNext }: { onNext: Props['onNext'] }) {
  const [email, setEmail] = useState('');
  const form = useAuthForm<'code'>('signIn');
  return (
    <form
      ref={form.formRef}
      noValidate
      className="auth-form"
      aria-labelledby="challenge-title"
      onSubmit={(e) => {
        e.preventDefault();
        void form.run(validateChallengeResponse({ code: email }), async () =>
          onNext(await confirmSignIn(email.trim())),
        );
      }}
    >
      <h2 id="challenge-title">Double authentification par e-mail</h2>
      <p>Indiquez l'adresse e-mail qui recevra vos codes de connexion.</p>
      <FormError error={form.formError} />
      <EmailField value={email} onChange={setEmail} error={form.errors.code} />
      <SubmitButton busy={form.busy}>Recevoir un code</SubmitButton>
    </form>
  );
}

/** Renders the challenge screen for `screen` and passes Amplify's next step up. */
export function ChallengeScreen({ screen, onNext }: Props) {
  switch (screen.kind) {
    case 'code':
      return (
        <CodeForm
          title="Vérification en deux étapes"
          label={CODE_LABELS[screen.method]}
          intro={
            screen.method === 'TOTP'
              ? "Ouvrez votre application d'authentification et saisissez le code à 6 chiffres."
              : `Un code vient d'être envoyé${screen.destination ? ` à ${screen.destination}` : ''}.`
          }
          onNext={onNext}
        />
      );
    case 'totpSetup':
      return (
        <CodeForm
          title="Configurer une application d'authentification"
          label="Code affiché par l'application"
          intro="Scannez ce QR code avec votre application d'authentification, puis saisissez le code qu'elle affiche."
          onNext={onNext}
        >
          <figure className="auth-qr">
            <QRCodeSVG value={screen.uri} size={192} title="QR code à scanner avec votre application" />
            <figcaption>
              Clé à saisir si vous ne pouvez pas scanner : <code>{screen.secret}</code>
            </figcaption>
          </figure>
        </CodeForm>
      );
    case 'customChallenge':
      return <CodeForm title="Vérification" label={screen.hint || 'Réponse'} onNext={onNext} />;
    case 'mfaSelection':
      return (
        <ChoiceForm
          title="Vérification en deux étapes"
          legend="Comment voulez-vous recevoir votre code ?"
          options={screen.options}
          labels={MFA_LABELS}
          onNext={onNext}
        />
      );
    case 'mfaSetupSelection':
      return (
        <ChoiceForm
          title="Configurer la double authentification"
          legend="Choisissez votre méthode de vérification"
          options={screen.options}
          labels={MFA_LABELS}
          onNext={onNext}
        />
      );
    case 'firstFactor':
      return (
        <ChoiceForm
          title="Comment voulez-vous vous connecter ?"
          legend="Méthode de connexion"
          options={screen.options}
          labels={FIRST_FACTOR_LABELS}
          onNext={onNext}
        />
      );
    case 'emailSetup':
      return <EmailSetup onNext={onNext} />;
    case 'newPasswordRequired':
      return <NewPasswordForm missing={screen.missingAttributes} onNext={onNext} />;
    case 'password':
      return <PasswordChallenge onNext={onNext} />;
    case 'error':
      return <FormError error={{ message: screen.message }} />;
    default:
      return null;
  }
}
