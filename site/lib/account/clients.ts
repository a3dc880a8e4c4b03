/** The typed clients of the account pages, each call carrying the user's access token (Bearer). */
import { type AccessTokenGetter, createContactApi, createContentApi, createMailingApi } from '@radio/core';
import type { AccountConfig } from './config';
import { createListenLaterApi } from './listen-later';
import { createNewsletterSubscriptionsApi } from './newsletters';

export function accountClients(
  cfg: AccountConfig,
  getAccessToken: AccessTokenGetter,
  fetchImpl?: typeof fetch,
) {
  const common = { getAccessToken, ...(fetchImpl ? { fetch: fetchImpl } : {}) };
  return {
    content: createContentApi({ baseUrl: cfg.contentApiUrl, ...common }),
    contact: createContactApi({ baseUrl: cfg.contactApiUrl, token: cfg.contactToken, ...common }),
    mailing: createMailingApi({ baseUrl: cfg.mailingApiUrl, ...common }),
    listenLater: createListenLaterApi({ baseUrl: cfg.contentApiUrl, ...common }),
    newsletters: createNewsletterSubscriptionsApi({
      baseUrl: cfg.contactApiUrl,
      token: cfg.contactToken,
      ...common,
    }),
  };
}

export type AccountClients = ReturnType<typeof accountClients>;
