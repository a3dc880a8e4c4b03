import { isApiError } from '@radio/core';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';

/** Loading, error and empty states of the account pages (never a blank area). */
export function Loading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <p className="account-loading" role="status" aria-busy="true">
      {label}
    </p>
  );
}

/**
 * A list that could not be loaded, in its place. `error`: when the API said why in French (a 503
 * while its database is out of reach: « Service momentanément indisponible… »), its sentence is
 * shown under the page's own.
 */
export function LoadError({
  children,
  onRetry,
  error,
}: {
  children: ReactNode;
  onRetry?: () => void;
  error?: unknown;
}) {
  const why = isApiError(error) && error.status === 503 ? error.serverMessage : undefined;
  return (
    <div className="account-error" role="alert">
      <p>{children}</p>
      {why ? <p className="account-error-why">{why}</p> : null}
      {onRetry ? (
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Réessayer
        </button>
      ) : null}
    </div>
  );
}

/** What the listener's last action on a list did: a removal done, or why it failed. */
export type ActionNote = { text: string; failed?: boolean } | null;

/**
 * The note of an action, on screen (kept in view while the list scrolls) and read out: the same
 * `role="status"` element stays in the page so that every change of it is announced.
 */
export function ActionStatus({ note }: { note: ActionNote }) {
  return (
    <p role="status" className={`account-note${note?.failed ? ' account-note-failed' : ''}`}>
      {note?.text}
    </p>
  );
}

/** An account list's empty state: the site's, spaced for the account pages. */
export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState title={title} className="account-empty">
      {children}
    </EmptyState>
  );
}

export function PageTitle({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <header className="account-page-head">
      <h1>{children}</h1>
      {intro ? <p className="account-intro">{intro}</p> : null}
    </header>
  );
}
