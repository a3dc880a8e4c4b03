'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { configureAmplify, type PublicAuthConfig } from '@/lib/auth/amplify';
import { switchToFavouriteRadio } from '@/lib/auth/radio-switch';
import { configureContentApi, restoreSession, setRadioSwitcher } from '@/lib/auth/store';

let booted = false;

export function AuthBootClient({
  config,
  contentApiUrl,
  nationalCode,
}: {
  config: PublicAuthConfig | null;
  contentApiUrl: string;
  nationalCode: string;
}) {
  const router = useRouter();
  // Configured during the first client render, so a form submitted right after hydration finds Amplify ready.
  if (typeof window !== 'undefined') {
    if (config) configureAmplify(config);
    configureContentApi(contentApiUrl);
  }
  useEffect(() => {
    setRadioSwitcher(async (favourite) => {
      if (await switchToFavouriteRadio(favourite, { contentApiUrl, nationalCode })) router.refresh();
    });
    if (booted || !config) return;
    booted = true;
    void restoreSession(config);
  }, [config, contentApiUrl, nationalCode, router]);
  return null;
}
