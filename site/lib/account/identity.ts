'use client';

/** The identity operation the auth store does not offer: DeleteUser (spec §7), then sign-out. */
import { deleteUser } from 'aws-amplify/auth';
import { signOut } from '@/lib/auth/store';

export async function deleteIdentityUser(): Promise<void> {
  await deleteUser();
}

/** Clears the site's session after the identity user is gone (Amplify already dropped the tokens). */
export async function signOutAfterDeletion(): Promise<boolean> {
  try {
    await signOut();
    return true;
  } catch {
    return false;
  }
}
