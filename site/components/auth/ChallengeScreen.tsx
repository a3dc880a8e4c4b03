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
  PASSWORD_POLICY_MESSAGE,
  validateChallengeResponse,
} from '@/lib/auth/validation';
import { CODE_FIELD, CURRENT_PASSWORD_FIELD, type FieldSpec, NEW_PASSWORD_FIELD } from './fields';
import { AuthForm, EmailField, Fields, FormError, PasswordField, TextField, useAuthForm } from './form';

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

/**
 * Why « Un code reçu par e-mail » is not offered: the identity offers no passwordless first factor to
 * an account with two-step verification on (Cognito's rule), whose every sign-in asks the password
 * and then a code.
 */
export const NO_EMAIL_CODE_NOTE =
  'La connexion par un code reçu par e-mail n’est pas proposée : votre compte est protégé par la double authentification (votre mot de passe, puis un code).';

/** The screens that offer a choice: their heading, the question and the labels of the answers. */
const CHOICES = {
  mfaSelection: {
    title: 'Vérification en deux étapes',
    legend: 'Comment voulez-vous recevoir votre code ?',
    labels: MFA_LABELS,
  },
  mfaSetupSelection: {
    title: 'Configurer la double authentification',
    legend: 'Choisissez votre méthode de vérification',
    labels: MFA_LABELS,
  },
  firstFactor: {
    title: 'Comment voulez-vous vous connecter ?',
    legend: 'Méthode de connexion',
    labels: FIRST_FACTOR_LABELS,
  },
} satisfies Record<string, { title: string; legend: string; labels: Record<string, string> }>;

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
    <AuthForm
      form={form}
      title={title}
      onSubmit={() =>
        void form.run(validateChallengeResponse({ code }), async () =>
          onNext(await confirmSignIn(code.trim())),
        )
      }
      head={
        <>
          {intro ? <p>{intro}</p> : null}
          {children}
        </>
      }
      submit="Valider"
    >
      <TextField {...CODE_FIELD} label={label} value={code} onChange={setCode} error={form.errors.code} />
    </AuthForm>
  );
}

function ChoiceForm({
  title,
  legend,
  options,
  labels,
  note,
  onNext,
}: {
  title: string;
  legend: string;
  options: string[];
  labels: Record<string, string>;
  note?: string;
  onNext: Props['onNext'];
}) {
  const [choice, setChoice] = useState(options[0] ?? '');
  const form = useAuthForm<'choice'>('signIn');
  return (
    <AuthForm
      form={form}
      title={title}
      onSubmit={() => {
        const errors: FieldErrors<'choice'> = choice
          ? {}
          : { choice: EMPTY_FIELD_MESSAGES.EmptyChallengeResponse };
        void form.run(errors, async () => onNext(await confirmSignIn(choice)));
      }}
      head={note ? <p>{note}</p> : undefined}
      submit="Continuer"
    >
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
    </AuthForm>
  );
}

function NewPasswordForm({ missing, onNext }: { missing: string[]; onNext: Props['onNext'] }) {
  const [values, setValues] = useState<Record<string, string>>({ password: '' });
  const form = useAuthForm<string>('changePassword');
  const password = values.password ?? '';
  // The temporary password's replacement, then each required attribute the profile lacks.
  const fields: FieldSpec<string>[] = [
    { ...NEW_PASSWORD_FIELD, key: 'password', name: 'password' },
    ...missing.map((m) => ({ key: m, label: ATTRIBUTE_LABELS[m] ?? m, name: m })),
  ];
  return (
    <AuthForm
      form={form}
      title="Choisissez un nouveau mot de passe"
      onSubmit={() => {
        const errors: FieldErrors<string> = emptyChecks<string>([
          ['password', password, 'EmptyConfirmResetPasswordNewPassword'],
          ...missing.map(
            (m) =>
              [m, values[m], 'EmptyChallengeResponse'] as [
                string,
                string | undefined,
                'EmptyChallengeResponse',
              ],
          ),
        ]);
        if (!errors.password && !meetsPasswordPolicy(password)) errors.password = PASSWORD_POLICY_MESSAGE;
        const userAttributes = Object.fromEntries(missing.map((m) => [m, (values[m] ?? '').trim()]));
        void form.run(errors, async () =>
          onNext(await confirmSignIn(password, missing.length ? userAttributes : undefined)),
        );
      }}
      head={
        <>
          <p>Votre mot de passe provisoire doit être remplacé avant de continuer.</p>
          {missing.length ? (
            <p>Complétez aussi votre profil : {missing.map((m) => ATTRIBUTE_LABELS[m] ?? m).join(', ')}.</p>
          ) : null}
        </>
      }
      submit="Enregistrer"
    >
      <Fields
        fields={fields}
        values={values}
        errors={form.errors}
        onChange={(k) => (v) => setValues((s) => ({ ...s, [k]: v }))}
      />
    </AuthForm>
  );
}

function PasswordChallenge({ onNext }: { onNext: Props['onNext'] }) {
  const [password, setPassword] = useState('');
  const form = useAuthForm<'password'>('signIn');
  return (
    <AuthForm
      form={form}
      title="Confirmez avec votre mot de passe"
      onSubmit={() => {
        const errors = emptyChecks<'password'>([['password', password, 'EmptySignInPassword']]);
        void form.run(errors, async () => onNext(await confirmSignIn(password)));
      }}
      submit="Se connecter"
    >
      <PasswordField
        {...CURRENT_PASSWORD_FIELD}
        value={password}
        onChange={setPassword}
        error={form.errors.password}
      />
    </AuthForm>
  );
}

function EmailSetup({ onNext }: { onNext: Props['onNext'] }) {
  const [email, setEmail] = useState('');
  const form = useAuthForm<'code'>('signIn');
  return (
    <AuthForm
      form={form}
      title="Double authentification par e-mail"
      onSubmit={() =>
        void form.run(validateChallengeResponse({ code: email }), async () =>
          onNext(await confirmSignIn(email.trim())),
        )
      }
      head={<p>Indiquez l'adresse e-mail qui recevra vos codes de connexion.</p>}
      submit="Recevoir un code"
    >
      <EmailField value={email} onChange={setEmail} error={form.errors.code} />
    </AuthForm>
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
    case 'mfaSetupSelection':
      return <ChoiceForm {...CHOICES[screen.kind]} options={screen.options} onNext={onNext} />;
    case 'firstFactor':
      return (
        <ChoiceForm
          {...CHOICES.firstFactor}
          options={screen.options}
          note={screen.options.includes('EMAIL_OTP') ? undefined : NO_EMAIL_CODE_NOTE}
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
