/** Identity errors in French, through @radio/core's error catalogue (spec §8). */
import { type AuthErrorContext, authErrorMessage, type CatalogueMessage, ERROR_MESSAGES } from '@radio/core';

export { UNCONFIRMED_ACCOUNT_MESSAGE } from '@radio/core';

/** An error raised by the site's own auth flow, named like the identity layer's errors. */
export class AuthFlowError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

export const AUTH_UNAVAILABLE_MESSAGE =
  'Le service de connexion est momentanément indisponible. Veuillez réessayer plus tard.';

/** §4 "Signing in while signed in is refused". */
export const USER_ALREADY_SIGNED_IN =
  ERROR_MESSAGES.UserAlreadyAuthenticatedException ?? 'Un utilisateur est déjà connecté.';

/** Rule: "The identity service is down: sign-in shows a clear French message". */
export const IDENTITY_UNREACHABLE =
  'Le service de connexion est injoignable pour le moment. Vérifiez votre connexion à Internet et réessayez dans quelques instants.';

/** Amplify's NetworkError, or fetch's TypeError, when the identity endpoint cannot be reached. */
function unreachable(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown } | null;
  const name = typeof e?.name === 'string' ? e.name : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  return name === 'NetworkError' || (name === 'TypeError' && /fetch|network/i.test(message));
}

export function describeAuthError(error: unknown, context: AuthErrorContext = 'other'): CatalogueMessage {
  if (unreachable(error)) return { message: IDENTITY_UNREACHABLE };
  // The site's own errors are written in French already; the identity's go through the catalogue.
  if (error instanceof AuthFlowError && !ERROR_MESSAGES[error.name] && error.message)
    return { message: error.message };
  return authErrorMessage(error, context);
}
