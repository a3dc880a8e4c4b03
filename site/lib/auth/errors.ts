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

/** §4 "Signing in while signed in is refused". */
export const USER_ALREADY_SIGNED_IN =
  ERROR_MESSAGES.UserAlreadyAuthenticatedException ?? 'Un utilisateur est déjà connecté.';

export function describeAuthError(error: unknown, context: AuthErrorContext = 'other'): CatalogueMessage {
  return authErrorMessage(error, context);
}
