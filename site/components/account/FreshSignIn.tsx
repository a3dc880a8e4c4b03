'use client';

import { useState } from 'react';
import { CODE_FIELD } from '@/components/auth/fields';
import { PasswordField, TextField } from '@/components/auth/form';
import { describeAuthError } from '@/lib/auth/errors';
import { checkCode, checkPassword, type Reauth } from '@/lib/auth/reauth';

const EMPTY_PASSWORD = 'Veuillez saisir votre mot de passe.';
const EMPTY_CODE = 'Veuillez saisir le code de vérification.';

type CodeStep = Extract<Reauth, { kind: 'code' }>;

/**
 * The fresh sign-in a dangerous action asks first (lib/auth/reauth.ts): the password, then the
 * second factor's code when it is on. Its state lives here; `prove` says whether the identity
 * service accepted them, and leaves the French reason in `error` when it did not.
 */
export function useFreshSignIn(email: string) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<CodeStep | null>(null);
  const [error, setError] = useState('');

  function fail(message: string): false {
    setError(message);
    return false;
  }

  async function prove(): Promise<boolean> {
    if (!step && !password) return fail(EMPTY_PASSWORD);
    if (step && !code.trim()) return fail(EMPTY_CODE);
    try {
      const out = step ? await checkCode(step, code) : await checkPassword(email, password);
      if (out.kind === 'ok') return true;
      setStep(out);
      return false;
    } catch (e) {
      return fail(describeAuthError(e).message);
    }
  }

  function reset() {
    setPassword('');
    setCode('');
    setStep(null);
    setError('');
  }

  return { password, setPassword, code, setCode, step, error, setError, prove, reset };
}

export type FreshSignIn = ReturnType<typeof useFreshSignIn>;

/** The field the fresh sign-in asks now: the password, or the code once the password passed. */
export function FreshSignInField({ proof }: { proof: FreshSignIn }) {
  return proof.step ? (
    <TextField
      {...CODE_FIELD}
      label={
        proof.step.method === 'EMAIL'
          ? 'Code reçu par e-mail'
          : "Code affiché par votre application d'authentification"
      }
      value={proof.code}
      onChange={proof.setCode}
    />
  ) : (
    <PasswordField
      label="Mot de passe"
      hint="Pour confirmer que c'est bien vous."
      name="password"
      autoComplete="current-password"
      value={proof.password}
      onChange={proof.setPassword}
    />
  );
}
