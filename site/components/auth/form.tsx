'use client';

import type { AuthErrorContext, CatalogueMessage } from '@radio/core';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { type RadioChoiceGroup, RadioSelect } from '@/components/radio/RadioSelect';
import Link from '@/components/ui/SiteLink';
import { describeAuthError } from '@/lib/auth/errors';
import { type FieldErrors, hasErrors } from '@/lib/auth/validation';
import { useHydrated } from '@/lib/use-hydrated';
import { CODE_FIELD, EMAIL_FIELD, type FieldProps, type FieldSpec } from './fields';

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

/** A form's values and a setter per field, for `onChange={field('email')}`. */
export function useFormValues<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const field = (k: keyof V) => (value: string) => setValues((s) => ({ ...s, [k]: value }));
  return { v: values, setV: setValues, field };
}

/** What a control needs from its frame: its id and the ids of the messages that describe it. */
type ControlIds = { id: string; describedBy: string | undefined; invalid: true | undefined };

/**
 * The frame every field of the auth and account forms shares: the label (« (facultatif) » when the
 * field is optional), the hint and the French message beside the control (aria-describedby).
 */
export function FieldFrame({
  label,
  required = true,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  children: (ids: ControlIds) => ReactNode;
}) {
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
      {children({ id, describedBy, invalid: error ? true : undefined })}
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

/**
 * What the visitor typed into the server's field before React hydrated it (on a slow link the form
 * is on screen long before the scripts), handed to `onChange` once hydrated: React puts a controlled
 * field's own value back when it hydrates. Read in the hydrating render only (the server snapshot
 * of `useHydrated`), before React touches the field; a client-side render has nothing to keep.
 */
function useTypedBeforeHydration(id: string, value: string, onChange: (value: string) => void) {
  const hydrated = useHydrated();
  const [typed] = useState(() => {
    if (hydrated || typeof document === 'undefined') return '';
    const field = document.getElementById(id);
    return field instanceof HTMLInputElement ? field.value : '';
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useLayoutEffect(() => {
    if (typed && typed !== value) onChange(typed);
  }, []);
}

/** Runs `useTypedBeforeHydration` for the field `id` of a frame (it draws nothing). */
function KeepTyped({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  useTypedBeforeHydration(id, value, onChange);
  return null;
}

/** A labelled input with its French message beside it (aria-invalid, aria-describedby). */
export function TextField({ label, hint, error, required = true, inputRef, onChange, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <>
          <KeepTyped id={id} value={input.value} onChange={onChange} />
          <input
            id={id}
            type="text"
            {...input}
            aria-required={required || undefined}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.value)}
            ref={inputRef}
          />
        </>
      )}
    </FieldFrame>
  );
}

type PresetProps = Omit<FieldProps, 'label' | 'name' | 'type' | 'inputMode'>;

/** 'Adresse e-mail' as every form asks for it (e-mail keyboard; autofill `email` unless told). */
export function EmailField(props: PresetProps) {
  return <TextField {...EMAIL_FIELD} {...props} autoComplete={props.autoComplete ?? 'email'} />;
}

/** The code sent by e-mail (numeric keyboard, the browser's one-time-code autofill). */
export function CodeField(props: Omit<PresetProps, 'autoComplete'>) {
  return <TextField {...CODE_FIELD} {...props} />;
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  hint,
  error,
  required = true,
  inputRef,
  onChange,
  ...input
}: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="auth-password">
          <KeepTyped id={id} value={input.value} onChange={onChange} />
          <input
            id={id}
            name={input.name}
            type={visible ? 'text' : 'password'}
            value={input.value}
            autoComplete={input.autoComplete}
            aria-required={required || undefined}
            aria-invalid={invalid}
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
      )}
    </FieldFrame>
  );
}

/** An optional choice among `options` (« — » for none), e.g. civility or country. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  error?: string | undefined;
}) {
  return (
    <FieldFrame label={label} error={error} required={false}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        >
          <option value="">—</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** The fields a form lists, in order, bound to its values and errors. */
export function Fields<K extends string>({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: readonly FieldSpec<K>[];
  values: Partial<Record<K, string>>;
  errors: FieldErrors<K>;
  onChange: (key: K) => (value: string) => void;
}) {
  return fields.map(({ key, kind, ...spec }) => {
    const Control = kind === 'password' ? PasswordField : TextField;
    return (
      <Control key={key} {...spec} value={values[key] ?? ''} onChange={onChange(key)} error={errors[key]} />
    );
  });
}

/**
 * The form of an auth or account screen: no browser validation (our French messages instead), the
 * form's error first, the submit button last (disabled while the request runs).
 */
export function AuthForm({
  form,
  label,
  title,
  className = 'auth-form',
  onSubmit,
  head,
  submit,
  footer,
  children,
}: {
  form: Pick<ReturnType<typeof useAuthForm>, 'formRef' | 'formError' | 'busy'>;
  /** The form's accessible name, unless `title` names it. */
  label?: string;
  /** A heading that names the form (the sign-in challenge screens). */
  title?: string;
  className?: string;
  onSubmit: () => void;
  /** What comes before the form's error (an introduction, a notice). */
  head?: ReactNode;
  submit: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      noValidate
      className={className}
      aria-label={title ? undefined : label}
      aria-labelledby={title ? 'challenge-title' : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {title ? <h2 id="challenge-title">{title}</h2> : null}
      {head}
      <FormError error={form.formError} />
      {children}
      <SubmitButton busy={form.busy}>{submit}</SubmitButton>
      {footer}
    </form>
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
  return (
    <FieldFrame label="Ma radio préférée" required={false}>
      {({ id }) => (
        <RadioSelect
          id={id}
          name="favorite_radio"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          groups={groups}
          first={{ value: '', label: 'Aucune' }}
        />
      )}
    </FieldFrame>
  );
}
