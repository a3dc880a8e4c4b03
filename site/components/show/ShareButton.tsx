'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';

/**
 * 'Partager': the system share sheet when there is one, otherwise the link is copied. The outcome is
 * on screen, not only for a screen reader: « Lien copié », or the link itself to copy by hand when
 * the clipboard is refused.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const [note, setNote] = useState('');
  return (
    <span className="share">
      <button
        type="button"
        className="btn"
        onClick={async () => {
          const url = new URL(path, location.origin).toString();
          if (navigator.share) {
            // Closed by the visitor: nothing to say.
            await navigator.share({ title, url }).catch(() => {});
            return;
          }
          try {
            await navigator.clipboard.writeText(url);
            setNote('Lien copié');
            setTimeout(() => setNote((n) => (n === 'Lien copié' ? '' : n)), 3000);
          } catch {
            setNote(`Lien à copier : ${url}`);
          }
        }}
      >
        <Icon name="share" />
        <span>Partager</span>
      </button>
      <span role="status" className="share-copied">
        {note}
      </span>
    </span>
  );
}
