'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { type PublicAuthConfig, setAuthConfig } from '@/lib/auth/config';
import { configureContentApi, preloadAuth, restoreSession, setRadioSwitcher } from '@/lib/auth/store';

let booted = false;

/**
 * Hands the pool configuration to the auth store. No aws-amplify code is loaded here: the store
 * loads it when a session is stored in this browser or when a form needs it; `eager` (sign-in and
 * account pages) starts that download at once.
 */
export function AuthBootClient({
  config,
  contentApiUrl,
  nationalCode,
  eager = false,
}: {
  config: PublicAuthConfig | null;
  contentApiUrl: string;
  nationalCode: string;
  eager?: boolean;
}) {
  const router = useRouter();
  // Recorded during the first client render, so a form submitted right after hydration finds the pool.
  if (typeof window !== 'undefined') {
    if (config) setAuthConfig(config);
    configureContentApi(contentApiUrl);
  }
  useEffect(() => {
    setRadioSwitcher(async (favourite) => {
      // js-cookie and the switch rule are needed after a sign-in only.
      const { switchToFavouriteRadio } = await import('@/components/auth/state/radio-switch');
      if (await switchToFavouriteRadio(favourite, { contentApiUrl, nationalCode })) router.refresh();
    });
    if (eager && config) preloadAuth();
    if (booted || !config) return;
    booted = true;
    void restoreSession(config);
  }, [config, contentApiUrl, nationalCode, router, eager]);
  return null;
}
