'use client';

import { useState } from 'react';
import { Icon } from '@/components/layout/Icon';

/** 'Partager': the system share sheet when there is one, otherwise the link is copied. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn"
      onClick={async () => {
        const url = new URL(path, location.origin).toString();
        try {
          if (navigator.share) await navigator.share({ title, url });
          else {
            await navigator.clipboard.writeText(url);
            setCopied(true);
            setTimeout(() => setCopied(false), 3000);
          }
        } catch {
          // The visitor closed the share sheet.
        }
      }}
    >
      <Icon name="share" />
      <span>Partager</span>
      <span role="status" className={copied ? 'share-copied' : 'visually-hidden'}>
        {copied ? 'Lien copié' : ''}
      </span>
    </button>
  );
}
