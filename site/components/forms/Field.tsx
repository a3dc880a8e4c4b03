/** A control's error state for assistive technology: invalid, and described by its message `id`. */
export function invalidBy(error: string | undefined, id: string) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? id : undefined } as const;
}

/** The French message beside a control of the public forms (contact, newsletter), when it has one. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <span id={id} className="field-error">
      {error}
    </span>
  ) : null;
}

/** A labelled input of the public forms, required, with its message (`errorId`: `{name}-error`). */
export function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  error,
  errorId = `${name}-error`,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string | undefined;
  errorId?: string;
}) {
  return (
    <label>
      {label}
      <input name={name} type={type} required autoComplete={autoComplete} {...invalidBy(error, errorId)} />
      <FieldError id={errorId} error={error} />
    </label>
  );
}
