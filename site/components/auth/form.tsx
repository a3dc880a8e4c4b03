'use client';

import type { AuthErrorContext, CatalogueMessage } from '@radio/core';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import Link from '@/components/layout/SiteLink';
import { type RadioChoiceGroup, RadioSelect } from '@/components/radio/RadioSelect';
import { describeAuthError } from '@/lib/auth/errors';
import { type FieldErrors, hasErrors } from '@/lib/auth/validation';

/**
 * Form state shared by the auth screens: field errors, the form's error, busy flag (the submit
 * button is disabled while a request runs) and the focus moved to the first error.
 */
export function useAuthForm<F extends string>(context: AuthErrorContext) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<CatalogueMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!attempt) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-form-error]');
    target?.focus();
  }, [attempt]);

  async function run(validation: FieldErrors<F>, action: () => Promise<void>) {
    setErrors(validation);
    setFormError(null);
    if (hasErrors(validation)) {
      setAttempt((a) => a + 1);
      return;
    }
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFormError(describeAuthError(error, context));
      setAttempt((a) => a + 1);
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, formError, setFormError, busy, run, formRef };
}

type FieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  required?: boolean;
  /** The longest value accepted (core's INPUT_MAX: the API and identity refuse longer ones). */
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled input with its French message beside it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  required = true,
  maxLength,
  inputRef,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`auth-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="auth-optional"> (facultatif)</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        ref={inputRef}
      />
      {hint ? (
        <p id={hintId} className="auth-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="auth-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type PresetProps = Omit<FieldProps, 'label' | 'name' | 'type' | 'inputMode'>;

/** 'Adresse e-mail' as every form asks for it (e-mail keyboard; autofill `email` unless told). */
export function EmailField(props: PresetProps) {
  return (
    <TextField
      label="Adresse e-mail"
      name="email"
      type="email"
      inputMode="email"
      {...props}
      autoComplete={props.autoComplete ?? 'email'}
    />
  );
}

/** The code sent by e-mail (numeric keyboard, the browser's one-time-code autofill). */
export function CodeField(props: Omit<PresetProps, 'autoComplete'>) {
  return (
    <TextField
      label="Code de vérification"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      {...props}
    />
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { label, name, value, onChange, error, hint, autoComplete, required = true, inputRef } = props;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`auth-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="auth-password">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          ref={inputRef}
        />
        <button
          type="button"
          className="auth-password-toggle"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Masquer' : 'Afficher'}
          <span className="visually-hidden"> le mot de passe</span>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="auth-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="auth-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="btn btn-primary auth-submit"
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? 'Veuillez patienter…' : children}
    </button>
  );
}

/** The form-level message (an error of §8, with its link when it has one); focusable for the focus move. */
export function FormError({ error }: { error: CatalogueMessage | null }) {
  if (!error) return null;
  return (
    <div className="auth-form-error" role="alert" tabIndex={-1} data-form-error>
      <p>{error.message}</p>
      {error.link ? <Link href={error.link.href}>{error.link.label}</Link> : null}
    </div>
  );
}

export function FormInfo({ children }: { children: ReactNode }) {
  return (
    <div className="auth-form-info" role="status">
      {children}
    </div>
  );
}

/** The optional favourite-radio choice, radios grouped by region (sign-up, details, profile). */
export function FavouriteRadioField({
  groups,
  value,
  onChange,
}: {
  groups: RadioChoiceGroup[];
  value: string;
  onChange: (code: string) => void;
}) {
  const id = useId();
  return (
    <div className="auth-field">
      <label htmlFor={id}>
        Ma radio préférée <span className="auth-optional">(facultatif)</span>
      </label>
      <RadioSelect
        id={id}
        name="favorite_radio"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        groups={groups}
        first={{ value: '', label: 'Aucune' }}
      />
    </div>
  );
}
