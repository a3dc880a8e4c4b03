import type { Metadata } from 'next';
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

/**
 * A route of the account pages outside the moncompte layout: its title is both the document's
 * (metadata) and the page's heading, and `form` renders what the page asks for.
 */
export function authRoute(title: string, form: () => ReactNode | Promise<ReactNode>) {
  const metadata: Metadata = { title };
  // Called once per route module, so the page function is made once (not a component per render).
  const page = async () => <AuthPage title={title}>{await form()}</AuthPage>;
  return { metadata, page };
}
