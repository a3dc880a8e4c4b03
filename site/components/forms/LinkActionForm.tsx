'use client';

import { useActionState } from 'react';
import type { FormState } from './actions';

/**
 * The page a link of an e-mail opens (newsletter confirmation, unsubscribe): one button that
 * does what the link promises. A button rather than on opening, so that a mail scanner fetching
 * the link changes nothing.
 */
export function LinkActionForm({
  action,
  fields,
  button,
  pendingLabel,
}: {
  action: (prev: FormState, form: FormData) => Promise<FormState>;
  fields: Record<string, string>;
  button: string;
  pendingLabel: string;
}) {
  const [state, run, pending] = useActionState<FormState, FormData>(action, null);
  return (
    <form action={run} className="form">
      {state ? (
        <p role={state.ok ? 'status' : 'alert'} className={`form-status ${state.ok ? 'ok' : 'err'}`}>
          {state.message}
        </p>
      ) : null}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {state?.ok ? null : (
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? pendingLabel : button}
        </button>
      )}
    </form>
  );
}
