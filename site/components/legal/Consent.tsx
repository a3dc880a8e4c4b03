'use client';

import { useEffect } from 'react';

/**
 * Starts the consent manager when a tag manager is configured (GTM_ID); without one, the site sets
 * only functional cookies and asks nothing. Its code loads after hydration, on demand.
 */
export function Consent({ gtmId }: { gtmId: string }) {
  useEffect(() => {
    if (!gtmId) return;
    import('./consent-manager').then((m) => m.startConsent(gtmId));
  }, [gtmId]);
  return null;
}
