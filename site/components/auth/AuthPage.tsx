import { type ReactNode, Suspense } from 'react';

/** The frame of the account pages without the moncompte layout (spec §2). */
export function AuthPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="page auth-page">
      <h1>{title}</h1>
      {intro ? <div className="auth-intro">{intro}</div> : null}
      {/* The forms read the query string (useSearchParams), which needs a Suspense boundary. */}
      <Suspense fallback={<p aria-busy="true">Chargement…</p>}>{children}</Suspense>
    </div>
  );
}
