import { INPUT_MAX } from '@radio/core';
import type { Ref } from 'react';
import { PASSWORD_HINT } from '@/lib/auth/validation';

export type FieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string | undefined;
  inputMode?: 'numeric' | 'email' | 'text' | undefined;
  required?: boolean | undefined;
  /** The longest value accepted (core's INPUT_MAX: the API and identity refuse longer ones). */
  maxLength?: number | undefined;
  /** The latest date accepted (date fields). */
  max?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
};

/**
 * A field of a form described as data: its key in the form's values and errors, then what the
 * input shows (label, name, autocomplete, limits). `kind` picks the control.
 */
export type FieldSpec<K extends string> = Omit<FieldProps, 'value' | 'onChange' | 'error' | 'inputRef'> & {
  key: K;
  kind?: 'password';
};

/** A field as the auth and account forms ask for it; each form adds the key it keeps it under. */
type Shape = Omit<FieldSpec<string>, 'key'>;

/** 'Adresse e-mail' (e-mail keyboard, `email` autofill). */
export const EMAIL_FIELD = {
  label: 'Adresse e-mail',
  name: 'email',
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
} as const satisfies Shape;

/** The code sent by e-mail (numeric keyboard, the browser's one-time-code autofill). */
export const CODE_FIELD = {
  label: 'Code de vérification',
  name: 'code',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
} as const satisfies Shape;

/** The identity's names, at most core's INPUT_MAX characters (the API and identity refuse longer). */
export const FAMILY_NAME_FIELD = {
  label: 'Nom',
  name: 'family_name',
  maxLength: INPUT_MAX.lastname,
  autoComplete: 'family-name',
} as const satisfies Shape;

export const GIVEN_NAME_FIELD = {
  label: 'Prénom',
  name: 'given_name',
  maxLength: INPUT_MAX.firstname,
  autoComplete: 'given-name',
} as const satisfies Shape;

/** A new password: the §5 policy shown as a hint, the browser's password generator. */
export const NEW_PASSWORD_FIELD = {
  kind: 'password',
  label: 'Nouveau mot de passe',
  name: 'new_password',
  hint: PASSWORD_HINT,
  autoComplete: 'new-password',
} as const satisfies Shape;

export const CURRENT_PASSWORD_FIELD = {
  kind: 'password',
  label: 'Mot de passe',
  name: 'password',
  autoComplete: 'current-password',
} as const satisfies Shape;
