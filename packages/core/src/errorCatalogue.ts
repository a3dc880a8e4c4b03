/**
 * The error catalogue of spec §8 as French messages keyed by error name, the notices of §4 and the
 * error screens of §2. The spec paraphrases the messages; the wording below is ours, except where the
 * spec quotes it.
 */
import { ERROR_NOTICE_MS } from './constants';
import type { ErrorNotice } from './types';

export const FORGOT_PASSWORD_PATH = '/mon-compte/forgotPassword';

/** §4 "Votre compte n'est pas confirmé, un code de securité vient d'être envoyé." (spelling as quoted). */
export const UNCONFIRMED_ACCOUNT_MESSAGE =
  "Votre compte n'est pas confirmé, un code de securité vient d'être envoyé.";
/** §7 "Resend-code fallback message: 'Un nouveau code de confirmation vous a été envoyé.'" */
export const RESEND_CODE_MESSAGE = 'Un nouveau code de confirmation vous a été envoyé.';
/** §4 "notice 'Vous vous êtes connecté avec succès !'" */
export const LOGIN_SUCCESS_MESSAGE = 'Vous vous êtes connecté avec succès !';
/** §4 "shows 'Vous avez été déconnecté avec succès.'" */
export const LOGOUT_SUCCESS_MESSAGE = 'Vous avez été déconnecté avec succès.';

export const INCORRECT_CREDENTIALS_MESSAGE = 'Adresse e-mail ou mot de passe incorrect.';
export const ALREADY_CONFIRMED_MESSAGE = 'Votre compte est déjà confirmé, vous pouvez vous connecter.';
export const UNKNOWN_EMAIL_MESSAGE = 'Aucun compte ne correspond à cette adresse e-mail.';
/** An e-mail change to an address another account signs in with (Cognito: AliasExistsException). */
export const EMAIL_TAKEN_MESSAGE = 'Cette adresse e-mail est déjà utilisée par un autre compte.';
/**
 * Too many wrong sign-up codes (or new codes asked): the identity refuses every code, a new one too,
 * for a while — an hour for the local identity service (Amazon Cognito does not publish its own).
 */
export const CODE_WAIT_MESSAGE =
  'Trop de tentatives : par sécurité, attendez une heure avant de demander un nouveau code.';
export const TEMPORARY_PASSWORD_EXPIRED_MESSAGE =
  'Votre mot de passe provisoire a expiré : demandez-en un nouveau au service auditeurs.';

/** §8 messages by error name (the special cases are handled in `authErrorMessage`). */
export const ERROR_MESSAGES: Readonly<Record<string, string>> = {
  LimitExceededException: 'Nombre de tentatives atteint, veuillez réessayer plus tard.',
  TooManyRequestsException: 'Nombre de tentatives atteint, veuillez réessayer plus tard.',
  TooManyFailedAttemptsException: 'Nombre de tentatives atteint, veuillez réessayer plus tard.',
  NotAuthorizedException: INCORRECT_CREDENTIALS_MESSAGE,
  UserNotFoundException: INCORRECT_CREDENTIALS_MESSAGE,
  CodeMismatchException: "Le code saisi n'est pas le bon, veuillez réessayer.",
  // Cognito's answer to a wrong first code of an authenticator app (VerifySoftwareToken).
  EnableSoftwareTokenMFAException: "Le code saisi n'est pas le bon, veuillez réessayer.",
  ExpiredCodeException: 'Ce code est obsolète, veuillez recommencer la procédure.',
  UsernameExistsException: 'Un compte existe déjà avec cette adresse e-mail.',
  AliasExistsException: EMAIL_TAKEN_MESSAGE,
  UserAlreadyAuthenticatedException: 'Un utilisateur est déjà connecté.',
  UserNotConfirmedException: UNCONFIRMED_ACCOUNT_MESSAGE,
  // §5 empty checks (names as raised by the identity layer).
  EmptyConfirmSignUpCode: 'Veuillez saisir le code de vérification.',
  EmptyConfirmSignUpUsername: 'Veuillez saisir votre adresse e-mail.',
  EmptySignInUsername: 'Veuillez saisir votre adresse e-mail.',
  EmptySignInPassword: 'Veuillez saisir votre mot de passe.',
  CustomAuthSignInPassword: "Aucun mot de passe n'est attendu pour ce mode de connexion.",
  EmptySignUpUsername: 'Veuillez saisir votre adresse e-mail.',
  EmptySignUpPassword: 'Veuillez saisir un mot de passe.',
  EmptyResetPasswordUsername: 'Veuillez saisir votre adresse e-mail.',
  EmptyConfirmResetPasswordUsername: 'Veuillez saisir votre adresse e-mail.',
  EmptyConfirmResetPasswordNewPassword: 'Veuillez saisir un nouveau mot de passe.',
  EmptyConfirmResetPasswordConfirmationCode: 'Veuillez saisir le code de vérification.',
  EmptyUpdatePassword: "Veuillez saisir l'ancien et le nouveau mot de passe.",
  EmptyConfirmUserAttributeCode: 'Veuillez saisir le code de vérification.',
  EmptyVerifyTOTPSetupCode: 'Veuillez saisir le code de vérification.',
  PasswordResetRequiredException: 'Vous devez réinitialiser votre mot de passe.',
};

export interface CatalogueMessage {
  message: string;
  /** A link to show with the message (UsernameExistsException → forgot password). */
  link?: { href: string; label: string };
}

/**
 * Where the error happened: a wrong password at sign-in, a weak password when choosing one, the
 * sign-up code's confirmation (its attempt limit says how long to wait).
 */
export type AuthErrorContext =
  | 'signIn'
  | 'signUp'
  | 'confirmSignUp'
  | 'changePassword'
  | 'resetPassword'
  | 'other';

function nameAndMessage(error: unknown): { name: string; message: string } {
  if (error && typeof error === 'object') {
    const e = error as { name?: unknown; code?: unknown; message?: unknown };
    const name =
      typeof e.name === 'string' && e.name !== 'Error'
        ? e.name
        : typeof e.code === 'string'
          ? e.code
          : 'Error';
    return { name, message: typeof e.message === 'string' ? e.message : '' };
  }
  return { name: 'Error', message: typeof error === 'string' ? error : '' };
}

/**
 * §8: the French message for an identity error.
 * - NotAuthorizedException: 'account already confirmed' if the message says so (Cognito says "Current
 *   status is CONFIRMED"), otherwise incorrect credentials.
 * - UsernameExistsException: with a link to /mon-compte/forgotPassword.
 * - InvalidPasswordException: what the local identity service returns for a wrong password, so at
 *   sign-in it reads as incorrect credentials; when choosing a password it is the password policy.
 * - Anything else: the raw message with the error name.
 */
export function authErrorMessage(error: unknown, context: AuthErrorContext = 'signIn'): CatalogueMessage {
  const { name, message } = nameAndMessage(error);
  // "already confirmed": confirming twice (NotAuthorized) or asking a new code (InvalidParameter).
  if (
    (name === 'NotAuthorizedException' || name === 'InvalidParameterException') &&
    /already\s+confirmed|current status is confirmed|déjà confirmé/i.test(message)
  ) {
    return { message: ALREADY_CONFIRMED_MESSAGE };
  }
  if (name === 'NotAuthorizedException') {
    // Cognito's lockout after repeated wrong passwords is the attempt limit of §8.
    if (/password attempts exceeded/i.test(message))
      return { message: ERROR_MESSAGES.LimitExceededException! };
    // A sign-in session (and its code) that ran out or was closed after wrong codes: restart, as
    // for an expired code.
    if (/invalid session/i.test(message)) return { message: ERROR_MESSAGES.ExpiredCodeException! };
    if (/temporary password has expired/i.test(message))
      return { message: TEMPORARY_PASSWORD_EXPIRED_MESSAGE };
  }
  if (name === 'LimitExceededException' && context === 'confirmSignUp') return { message: CODE_WAIT_MESSAGE };
  if (name === 'UserNotFoundException' && context === 'resetPassword')
    return { message: UNKNOWN_EMAIL_MESSAGE };
  if (name === 'UsernameExistsException') {
    return {
      message: ERROR_MESSAGES.UsernameExistsException!,
      link: { href: FORGOT_PASSWORD_PATH, label: 'Mot de passe oublié ?' },
    };
  }
  if (name === 'InvalidPasswordException') {
    return {
      message:
        context === 'signIn' || context === 'other'
          ? INCORRECT_CREDENTIALS_MESSAGE
          : 'Ce mot de passe ne respecte pas les règles de sécurité (8 caractères minimum).',
    };
  }
  // §5 "a server message about a null password maps to an empty-password error"
  if (context === 'signUp' && /password.*null|null.*password/i.test(message)) {
    return { message: ERROR_MESSAGES.EmptySignUpPassword! };
  }
  const known = ERROR_MESSAGES[name];
  if (known) return { message: known };
  return { message: message ? `${message} (${name})` : `Erreur inattendue (${name})` };
}

// --- Notices -------------------------------------------------------------------------------------

export function errorNotice(error: unknown, context?: AuthErrorContext): ErrorNotice {
  return { type: 'error', message: authErrorMessage(error, context).message };
}

export const loginNotice = (): ErrorNotice => ({ type: 'success', message: LOGIN_SUCCESS_MESSAGE });
export const logoutNotice = (): ErrorNotice => ({ type: 'success', message: LOGOUT_SUCCESS_MESSAGE });

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void };
const defaultTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * A notice holder that clears itself: §3 "Error notice: type, message; auto-clears after 15 s".
 * A new notice replaces the previous one and restarts the delay.
 */
export function createNoticeStore(timers: Timers = defaultTimers, delayMs: number = ERROR_NOTICE_MS) {
  let current: ErrorNotice | null = null;
  let timer: unknown;
  const listeners = new Set<(n: ErrorNotice | null) => void>();
  const emit = () => {
    for (const l of listeners) l(current);
  };
  const clear = () => {
    if (timer !== undefined) timers.clear(timer);
    timer = undefined;
    current = null;
    emit();
  };
  return {
    get: () => current,
    show(notice: ErrorNotice) {
      if (timer !== undefined) timers.clear(timer);
      current = notice;
      timer = timers.set(clear, delayMs);
      emit();
    },
    clear,
    subscribe(l: (n: ErrorNotice | null) => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

// --- Error screens (§2) and named failures (§8) -------------------------------------------------

export const FORBIDDEN_TITLE = 'Accès refusé';
export const FORBIDDEN_TEXT = 'Accès non autorisé';
export const ERROR_PAGE_TITLE = "La page que vous recherchez n'est plus disponible à cette adresse";
export const HOME_BUTTON_LABEL = "Retour à la page d'accueil";

/** §2 "Unknown routes give a 404 'Page not found: {path}'". */
export function pageNotFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}

/** §8 "errors are named after the failed call": 'API call to {name} failed'. */
export function apiCallFailedMessage(name: string): string {
  return `API call to ${name} failed`;
}
