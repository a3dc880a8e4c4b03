'use client';

import { useActionState } from 'react';
import { EmailField, Field, FieldError, invalidBy } from '../ui/Field';
import { type FormState, sendContactMessage } from './actions';
import { Honeypot } from './Honeypot';

export function ContactForm() {
  const [state, action, pending] = useActionState<FormState, FormData>(sendContactMessage, null);
  const err = state?.errors ?? {};
  const typed = state?.values ?? {};
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
      <Field name="name" label="Nom" autoComplete="name" error={err.name} defaultValue={typed.name} />
      <EmailField error={err.email} defaultValue={typed.email} />
      <Field name="subject" label="Objet" error={err.subject} defaultValue={typed.subject} />
      <label>
        Message
        <textarea
          name="message"
          rows={6}
          required
          defaultValue={typed.message}
          {...invalidBy(err.message, 'message-error')}
        />
        <FieldError id="message-error" error={err.message} />
      </label>
      <Honeypot />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Envoi en cours…' : 'Envoyer le message'}
      </button>
    </form>
  );
}
