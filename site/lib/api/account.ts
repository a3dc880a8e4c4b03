/**
 * The site's door to the API in the browser, for the account pages: core's typed clients, each call
 * carrying the user's access token (Bearer). The other browser calls are in ./browser.ts, the
 * server's in ./server.ts; nothing else in site/ calls the API (scripts/house-rules.mjs).
 */
import {
  type AccessTokenGetter,
  ApiError,
  createContactApi,
  createContentApi,
  createListenLaterApi,
  createMailingApi,
  createNewsletterSubscriptionsApi,
} from '@radio/core';
import type { AccountConfig } from '@/lib/account/config';
import { contactPath } from '@/lib/account/contact-path';

/**
 * Seals the listener's own e-mail for a contact-proxy path by asking the site's server, which holds
 * CONTACT_TOKEN and checks the address against the access token. One request per token and address.
 */
export function serverSealedEmail(
  getAccessToken: AccessTokenGetter,
  seal: (token: string, email: string) => Promise<string | null> = contactPath,
): (email: string) => Promise<string> {
  const sealed = new Map<string, Promise<string>>();
  return async (email) => {
    const token = await getAccessToken();
    if (!token) throw new ApiError('contactPath', 401, 'Votre session a expiré : reconnectez-vous.');
    const key = `${token}\n${email}`;
    let segment = sealed.get(key);
    if (!segment) {
      segment = seal(token, email).then((s) => {
        if (!s)
          throw new ApiError('contactPath', 403, "Cet e-mail n'est pas celui de l'utilisateur connecté.");
        return s;
      });
      if (sealed.size > 20) sealed.clear();
      sealed.set(key, segment);
      segment.catch(() => sealed.delete(key));
    }
    return segment;
  };
}

export function accountClients(
  cfg: AccountConfig,
  getAccessToken: AccessTokenGetter,
  fetchImpl?: typeof fetch,
) {
  const common = { getAccessToken, ...(fetchImpl ? { fetch: fetchImpl } : {}) };
  const encrypt = serverSealedEmail(getAccessToken);
  return {
    content: createContentApi({ baseUrl: cfg.contentApiUrl, ...common }),
    contact: createContactApi({ baseUrl: cfg.contactApiUrl, encrypt, ...common }),
    mailing: createMailingApi({ baseUrl: cfg.mailingApiUrl, ...common }),
    listenLater: createListenLaterApi({ baseUrl: cfg.contentApiUrl, ...common }),
    newsletters: createNewsletterSubscriptionsApi({ baseUrl: cfg.contactApiUrl, encrypt, ...common }),
  };
}

export type AccountClients = ReturnType<typeof accountClients>;
