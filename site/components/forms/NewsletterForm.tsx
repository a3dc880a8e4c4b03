'use client';

import { useActionState } from 'react';
import { EmailField, FieldError } from '../ui/Field';
import { type FormState, subscribeNewsletter } from './actions';
import { Honeypot } from './Honeypot';

/** Subscription to the mailing proxy's lists (spec §3 "Newsletter lists: id to label … sorted"). */
export function NewsletterForm({ lists }: { lists: { id: string; label: string }[] }) {
  const [state, action, pending] = useActionState<FormState, FormData>(subscribeNewsletter, null);
  const err = state?.errors ?? {};
  const typed = state?.values ?? {};
  const chosen = new Set((typed.lists ?? '').split(','));
  return (
    <form action={action} className="form" noValidate>
      {state ? (
        <p role={state.ok ? 'status' : 'alert'} className={`form-status ${state.ok ? 'ok' : 'err'}`}>
          {state.message}
        </p>
      ) : null}
      <fieldset aria-describedby={err.lists ? 'lists-error' : undefined}>
        <legend>Mes lettres d'information</legend>
        {lists.map((l) => (
          <label key={l.id} className="check">
            <input type="checkbox" name="lists" value={l.id} defaultChecked={chosen.has(l.id)} />
            {l.label}
          </label>
        ))}
        <FieldError id="lists-error" error={err.lists} />
      </fieldset>
      <EmailField error={err.email} errorId="nl-email-error" defaultValue={typed.email} />
      <Honeypot />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Inscription…' : "Je m'inscris"}
      </button>
    </form>
  );
}
