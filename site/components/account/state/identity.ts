'use client';

/** The identity operation the auth store does not offer: DeleteUser (spec §7), then sign-out. */
import { deleteUser, fetchAuthSession } from 'aws-amplify/auth';
import { revokeApiSession } from '@/lib/api/browser';
import { configuredContentApi, signOut } from '@/lib/auth/store';

/** Deletes the identity user, then ends the session at the API with the token Amplify then drops. */
export async function deleteIdentityUser(): Promise<void> {
  const token = (await fetchAuthSession()).tokens?.accessToken.toString() ?? null;
  await deleteUser();
  await revokeApiSession(configuredContentApi(), token);
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
