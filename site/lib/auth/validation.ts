/**
 * Spec §5 "Empty checks with named errors", run before any call to the identity service so the
 * message appears next to its field. The names are those aws-amplify raises for the same checks.
 */
import { ERROR_MESSAGES } from '@radio/core';

function fromCatalogue(name: string): string {
  const message = ERROR_MESSAGES[name];
  if (!message) throw new Error(`${name} is missing from the error catalogue`);
  return message;
}

export type EmptyCheckName =
  | 'EmptySignInUsername'
  | 'EmptySignInPassword'
  | 'EmptySignUpUsername'
  | 'EmptySignUpPassword'
  | 'EmptySignUpFamilyName'
  | 'EmptySignUpGivenName'
  | 'EmptyResetPasswordUsername'
  | 'EmptyConfirmResetPasswordUsername'
  | 'EmptyConfirmResetPasswordNewPassword'
  | 'EmptyConfirmResetPasswordConfirmationCode'
  | 'EmptyConfirmSignUpUsername'
  | 'EmptyConfirmSignUpCode'
  | 'EmptyUpdatePasswordOld'
  | 'EmptyUpdatePasswordNew'
  | 'EmptyConfirmUserAttributeCode'
  | 'EmptyChallengeResponse';

/**
 * French message shown next to the field for each named empty check: the catalogue's message for
 * the names the identity layer raises, and ours for the per-field checks it has no name for.
 */
export const EMPTY_FIELD_MESSAGES: Record<EmptyCheckName, string> = {
  EmptySignInUsername: fromCatalogue('EmptySignInUsername'),
  EmptySignInPassword: fromCatalogue('EmptySignInPassword'),
  EmptySignUpUsername: fromCatalogue('EmptySignUpUsername'),
  EmptySignUpPassword: fromCatalogue('EmptySignUpPassword'),
  EmptySignUpFamilyName: 'Veuillez saisir votre nom.',
  EmptySignUpGivenName: 'Veuillez saisir votre prénom.',
  EmptyResetPasswordUsername: fromCatalogue('EmptyResetPasswordUsername'),
  EmptyConfirmResetPasswordUsername: fromCatalogue('EmptyConfirmResetPasswordUsername'),
  EmptyConfirmResetPasswordNewPassword: fromCatalogue('EmptyConfirmResetPasswordNewPassword'),
  EmptyConfirmResetPasswordConfirmationCode: fromCatalogue('EmptyConfirmResetPasswordConfirmationCode'),
  EmptyConfirmSignUpUsername: fromCatalogue('EmptyConfirmSignUpUsername'),
  EmptyConfirmSignUpCode: fromCatalogue('EmptyConfirmSignUpCode'),
  EmptyUpdatePasswordOld: 'Veuillez saisir votre mot de passe actuel.',
  EmptyUpdatePasswordNew: 'Veuillez saisir un nouveau mot de passe.',
  EmptyConfirmUserAttributeCode: fromCatalogue('EmptyConfirmUserAttributeCode'),
  EmptyChallengeResponse: 'Ce champ est obligatoire.',
};

export const INVALID_EMAIL_MESSAGE = 'Veuillez saisir une adresse e-mail valide (exemple : nom@domaine.fr).';
export const PASSWORD_POLICY_MESSAGE =
  'Le mot de passe doit contenir au moins 8 caractères, dont une majuscule, une minuscule et un chiffre.';
export const PASSWORD_HINT = '8 caractères minimum, dont une majuscule, une minuscule et un chiffre.';

/** One problem per field, in form order (the first one receives the focus). */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

type Rule<F extends string> = [field: F, value: string | undefined, name: EmptyCheckName];

/** Applies the empty checks in order; a value made only of spaces counts as empty. */
export function emptyChecks<F extends string>(rules: Rule<F>[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, value, name] of rules) {
    if (!value?.trim() && errors[field] === undefined) errors[field] = EMPTY_FIELD_MESSAGES[name];
  }
  return errors;
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** The pool's policy (packages/identity): at least 8 characters, a lower case, an upper case, a digit. */
export function meetsPasswordPolicy(value: string): boolean {
  return value.length >= 8 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value);
}

export type SignInFields = 'username' | 'password';
export function validateSignIn(v: { username: string; password: string }): FieldErrors<SignInFields> {
  return emptyChecks<SignInFields>([
    ['username', v.username, 'EmptySignInUsername'],
    ['password', v.password, 'EmptySignInPassword'],
  ]);
}

export type SignUpFields = 'username' | 'password' | 'familyName' | 'givenName';
/** §5 "Registration requires username (the e-mail), password, family name, given name; favourite radio optional". */
export function validateSignUp(v: {
  username: string;
  password: string;
  familyName: string;
  givenName: string;
}): FieldErrors<SignUpFields> {
  const errors = emptyChecks<SignUpFields>([
    ['username', v.username, 'EmptySignUpUsername'],
    ['password', v.password, 'EmptySignUpPassword'],
    ['familyName', v.familyName, 'EmptySignUpFamilyName'],
    ['givenName', v.givenName, 'EmptySignUpGivenName'],
  ]);
  if (!errors.username && !isEmail(v.username)) errors.username = INVALID_EMAIL_MESSAGE;
  if (!errors.password && !meetsPasswordPolicy(v.password)) errors.password = PASSWORD_POLICY_MESSAGE;
  return errors;
}

export type ConfirmSignUpFields = 'username' | 'code';
export function validateConfirmSignUp(v: {
  username: string;
  code: string;
}): FieldErrors<ConfirmSignUpFields> {
  return emptyChecks<ConfirmSignUpFields>([
    ['username', v.username, 'EmptyConfirmSignUpUsername'],
    ['code', v.code, 'EmptyConfirmSignUpCode'],
  ]);
}

export type ResetPasswordFields = 'username';
export function validateResetPassword(v: { username: string }): FieldErrors<ResetPasswordFields> {
  return emptyChecks<ResetPasswordFields>([['username', v.username, 'EmptyResetPasswordUsername']]);
}

export type ConfirmResetPasswordFields = 'username' | 'code' | 'newPassword';
export function validateConfirmResetPassword(v: {
  username: string;
  code: string;
  newPassword: string;
}): FieldErrors<ConfirmResetPasswordFields> {
  const errors = emptyChecks<ConfirmResetPasswordFields>([
    ['username', v.username, 'EmptyConfirmResetPasswordUsername'],
    ['code', v.code, 'EmptyConfirmResetPasswordConfirmationCode'],
    ['newPassword', v.newPassword, 'EmptyConfirmResetPasswordNewPassword'],
  ]);
  if (!errors.newPassword && !meetsPasswordPolicy(v.newPassword))
    errors.newPassword = PASSWORD_POLICY_MESSAGE;
  return errors;
}

export type ChangePasswordFields = 'oldPassword' | 'newPassword';
export function validateChangePassword(v: {
  oldPassword: string;
  newPassword: string;
}): FieldErrors<ChangePasswordFields> {
  const errors = emptyChecks<ChangePasswordFields>([
    ['oldPassword', v.oldPassword, 'EmptyUpdatePasswordOld'],
    ['newPassword', v.newPassword, 'EmptyUpdatePasswordNew'],
  ]);
  if (!errors.newPassword && !meetsPasswordPolicy(v.newPassword))
    errors.newPassword = PASSWORD_POLICY_MESSAGE;
  return errors;
}

export type CodeFields = 'code';
export function validateAttributeCode(v: { code: string }): FieldErrors<CodeFields> {
  return emptyChecks<CodeFields>([['code', v.code, 'EmptyConfirmUserAttributeCode']]);
}

export function validateChallengeResponse(v: { code: string }): FieldErrors<CodeFields> {
  return emptyChecks<CodeFields>([['code', v.code, 'EmptyChallengeResponse']]);
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
