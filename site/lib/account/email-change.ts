import { type ContactApi, isApiError } from '@radio/core';

/**
 * Tells the contact proxy about an e-mail change (spec §7 "PATCH /email with oldEmail, newEmail").
 * Called twice: before the code is sent, while the identity still owns the old address (the proxy
 * records the change, nothing moves), and once the new address is confirmed (the contact, its
 * donations and subscriptions move). A typo or a cancel therefore leaves the contact where it was.
 * 404: no contact saved, or already moved — nothing to do.
 */
export async function followEmailChange(
  contact: ContactApi | undefined,
  oldEmail: string,
  newEmail: string,
): Promise<void> {
  if (!contact) return;
  await contact.changeEmail(oldEmail, newEmail).catch((e: unknown) => {
    if (!(isApiError(e) && e.status === 404)) throw e;
  });
}

/**
 * After the code: the identity has changed already, so a failed call must not undo the success
 * shown; the proxy completes the move at the listener's next contact call anyway.
 */
export async function completeEmailChange(
  contact: ContactApi | undefined,
  oldEmail: string,
  newEmail: string,
): Promise<void> {
  await followEmailChange(contact, oldEmail, newEmail).catch(() => undefined);
}
