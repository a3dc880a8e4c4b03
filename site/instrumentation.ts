import type { Instrumentation } from 'next';

/** Outside production, a failed render's message is kept under its digest for the error screen. */
export const onRequestError: Instrumentation.onRequestError = async (error) => {
  if (process.env.APP_ENV === 'production') return;
  const { rememberError } = await import('./lib/error-details');
  const e = error as Error & { digest?: string };
  rememberError(e.digest, e.message);
};
