/**
 * The newsletters a signed-in listener receives (mes-coordonnees), kept by the contact proxy under
 * the encrypted e-mail like the contact itself (`GET|POST /newsletters/{encrypted e-mail}`).
 */
import { type ClientOptions, createHttp, normalizeEmail, seg } from '@radio/core';

/** `encrypt` seals the e-mail for the path, where the key is (see ./clients.ts). */
export function createNewsletterSubscriptionsApi(
  options: ClientOptions & { encrypt: (email: string) => Promise<string> },
) {
  const http = createHttp(options);
  const enc = async (email: string) => seg(await options.encrypt(normalizeEmail(email)));
  return {
    async get(email: string): Promise<string[]> {
      return (
        (await http.call<string[]>('getNewsletterSubscriptions', {
          path: `/newsletters/${await enc(email)}`,
          auth: true,
        })) ?? []
      );
    },
    /** POST replaces the set, like the contact's own POST (§7). */
    async save(email: string, lists: string[]): Promise<void> {
      await http.call('saveNewsletterSubscriptions', {
        method: 'POST',
        path: `/newsletters/${await enc(email)}`,
        body: { lists: [...new Set(lists)] },
        auth: true,
      });
    },
  };
}

/** The checked lists after toggling one (order of the lists as shown). */
export function toggleList(
  checked: readonly string[],
  id: string,
  on: boolean,
  order: readonly string[],
): string[] {
  const set = new Set(checked);
  if (on) set.add(id);
  else set.delete(id);
  return order.filter((o) => set.has(o));
}
