/**
 * The real message of a server error, outside production (the error-screen rule: the message, never
 * React's redacted or minified text). A production build sends the browser only the error's digest;
 * `instrumentation.ts` keeps digest → message here, and `/_erreurs/{digest}` gives it back to the screen.
 */

const KEEP = 200;

function store(): Map<string, string> {
  const g = globalThis as { __radioErrorDetails?: Map<string, string> };
  g.__radioErrorDetails ??= new Map();
  return g.__radioErrorDetails;
}

/** Remembers the message of a failed render (the oldest go first past KEEP). */
export function rememberError(digest: string | undefined, message: string): void {
  if (!digest) return;
  const m = store();
  m.delete(digest);
  m.set(digest, message);
  while (m.size > KEEP) m.delete(m.keys().next().value as string);
}

export const errorMessage = (digest: string): string | undefined => store().get(digest);
