'use client';

import type { AuthErrorContext } from '@radio/core';
import { useRouter } from 'next/navigation';
import type { FieldErrors } from '@/lib/auth/validation';
import { useAuthForm } from './form';

/** Goes to an auth page; with an address, it rides along as `?email=` (trimmed, as the store sends it). */
export type AuthGo = (path: string, email?: string) => void;

/**
 * The submit of the sign-up and password-reset forms (sign up, confirm the address, forgot and reset
 * the password): check the fields (the first wrong one takes the focus), call the identity service,
 * then go on to the next auth page with the address prefilled there.
 */
export function useAuthSubmit<F extends string>(
  context: AuthErrorContext,
  validate: () => FieldErrors<F>,
  action: (go: AuthGo) => Promise<void>,
) {
  const router = useRouter();
  const form = useAuthForm<F>(context);
  const go: AuthGo = (path, email) =>
    router.push(email === undefined ? path : `${path}?email=${encodeURIComponent(email.trim())}`);
  return { ...form, submit: () => void form.run(validate(), () => action(go)) };
}
