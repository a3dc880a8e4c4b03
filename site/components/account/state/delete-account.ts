/**
 * Account deletion (issue: "the identity user, favourites, trackers, listen-later entries and
 * contact are all deleted; the user is signed out"). The API rows go first, while the token is
 * still valid; the identity user is deleted only when they are all gone, so a failure leaves an
 * account the listener can delete again rather than orphaned rows.
 */
import { isApiError } from '@radio/core';
import type { AccountClients } from '@/lib/api/account';

export class AccountDeletionError extends Error {
  constructor(
    readonly step: string,
    options?: { cause?: unknown },
  ) {
    super(
      "La suppression de votre compte n'a pas pu aboutir. Aucune donnée d'identification n'a été effacée : veuillez réessayer.",
      options,
    );
    this.name = 'AccountDeletionError';
  }
}

export type DeleteAccountDeps = {
  userId: string;
  email: string;
  clients: Pick<AccountClients, 'content' | 'contact' | 'listenLater'>;
  deleteIdentityUser: () => Promise<void>;
  signOut: () => Promise<void>;
};

const notFoundIsDone = async (step: string, run: () => Promise<void>) => {
  try {
    await run();
  } catch (e) {
    // A contact that was never created is already "deleted".
    if (isApiError(e) && e.status === 404) return;
    throw new AccountDeletionError(step, { cause: e });
  }
};

export async function deleteAccount(d: DeleteAccountDeps): Promise<void> {
  if (!d.userId) throw new AccountDeletionError('user');
  await notFoundIsDone('favourites', () => d.clients.content.deleteFavorites(d.userId));
  await notFoundIsDone('trackers', () => d.clients.content.deleteTrackers(d.userId));
  await notFoundIsDone('listenLater', () => d.clients.listenLater.removeAll(d.userId));
  if (d.email) await notFoundIsDone('contact', () => d.clients.contact.deleteContact(d.email));
  try {
    await d.deleteIdentityUser();
  } catch (e) {
    throw new AccountDeletionError('identity', { cause: e });
  }
  // The identity user is gone: signing out only clears what the browser still holds.
  await d.signOut().catch(() => undefined);
}
