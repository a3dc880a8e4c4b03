'use client';

import './legal.css';

/** Reopens the consent manager's preferences; the root layout writes the container id on <html>. */
export function ConsentButton({ className = 'btn' }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        const id = document.documentElement.dataset.gtm ?? '';
        import('./consent-manager').then((m) => m.openPreferences(id));
      }}
    >
      Gérer les cookies
    </button>
  );
}
