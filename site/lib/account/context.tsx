'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type AccountClients, accountClients } from '@/lib/api/account';
import { getAccessToken } from '@/lib/auth';
import type { AccountConfig } from './config';

const AccountContext = createContext<AccountConfig | null>(null);

/** Given by the moncompte layout (server-read configuration). */
export function AccountProvider({ config, children }: { config: AccountConfig; children: ReactNode }) {
  return <AccountContext.Provider value={config}>{children}</AccountContext.Provider>;
}

/**
 * Outside the account area (show pages, episode cards) the API bases are those the SDK script
 * tag carries (root layout), exactly what the player itself uses.
 */
function configFromSdkTag(): AccountConfig | null {
  if (typeof document === 'undefined') return null;
  const tag = document.querySelector<HTMLScriptElement>('script[data-content-api]');
  const content = tag?.dataset.contentApi;
  if (!content) return null;
  const origin = content.replace(/\/content\/?$/, '');
  return {
    contentApiUrl: content,
    contactApiUrl: `${origin}/contact`,
    mailingApiUrl: `${origin}/mailing`,
    nationalCode: `${tag?.dataset.prefix ?? 'RCF'}National`,
  };
}

export function useAccountConfig(): AccountConfig | null {
  return useContext(AccountContext) ?? configFromSdkTag();
}

/** Clients whose calls carry the current access token (refreshed by Amplify when needed). */
export function useAccountClients(): AccountClients | null {
  const cfg = useAccountConfig();
  const key = cfg ? `${cfg.contentApiUrl}|${cfg.contactApiUrl}|${cfg.mailingApiUrl}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key covers every field of cfg.
  return useMemo(() => (cfg ? accountClients(cfg, getAccessToken) : null), [key]);
}
