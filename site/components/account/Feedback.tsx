import type { ReactNode } from 'react';
import { EmptyState } from '@/components/cards/EmptyState';

/** Loading, error and empty states of the account pages (never a blank area). */
export function Loading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <p className="account-loading" role="status" aria-busy="true">
      {label}
    </p>
  );
}

export function LoadError({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <div className="account-error" role="alert">
      <p>{children}</p>
      {onRetry ? (
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Réessayer
        </button>
      ) : null}
    </div>
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
