'use client';

import { useActionState } from 'react';
import { type FormState, sendContactMessage } from './actions';
import { Honeypot } from './Honeypot';

export function ContactForm() {
  const [state, action, pending] = useActionState<FormState, FormData>(sendContactMessage, null);
  const err = state?.errors ?? {};
  return (
    <form action={action} className="form" noValidate aria-describedby={state ? 'contact-status' : undefined}>
      {state ? (
        <p
          id="contact-status"
          role={state.ok ? 'status' : 'alert'}
          className={`form-status ${state.ok ? 'ok' : 'err'}`}
        >
          {state.message}
        </p>
      ) : null}
      <Field name="name" label="Nom" autoComplete="name" error={err.name} />
      <Field name="email" label="Adresse e-mail" type="email" autoComplete="email" error={err.email} />
      <Field name="subject" label="Objet" error={err.subject} />
      <label>
        Message
        <textarea
          name="message"
          rows={6}
          required
          aria-invalid={err.message ? true : undefined}
          aria-describedby={err.message ? 'message-error' : undefined}
        />
        {err.message ? (
          <span id="message-error" className="field-error">
            {err.message}
          </span>
        ) : null}
      </label>
      <Honeypot />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Envoi en cours…' : 'Envoyer le message'}
      </button>
    </form>
  );
}

function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  error,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string | undefined;
}) {
  return (
    <label>
      {label}
      <input
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      />
      {error ? (
        <span id={`${name}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </label>
  );
}
