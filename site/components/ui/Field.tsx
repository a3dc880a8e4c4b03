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
  defaultValue,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string | undefined;
  errorId?: string;
  /** What the visitor typed before a refusal (the form is emptied after each send). */
  defaultValue?: string | undefined;
}) {
  return (
    <label>
      {label}
      <input
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        {...invalidBy(error, errorId)}
      />
      <FieldError id={errorId} error={error} />
    </label>
  );
}

/** The « Adresse e-mail » field of the public forms. */
export function EmailField(props: {
  error?: string | undefined;
  errorId?: string;
  defaultValue?: string | undefined;
}) {
  return <Field name="email" label="Adresse e-mail" type="email" autoComplete="email" {...props} />;
}
