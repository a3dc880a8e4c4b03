/** Typed client of the mailing proxy (spec §7 "Mailing proxy: GET /news (newsletter lists), GET /marketing, GET /legs"). */
import type { FormAnswer, LabelMap, NewsletterSubscribe, Option } from '../types';
import { sortedOptions } from './contact';
import { type ClientOptions, createHttp } from './http';

/** §3 "Newsletter lists: id to label with the prefix 'Newsletter ' removed, sorted." */
export function newsletterOptions(map: LabelMap | null | undefined): Option[] {
  return sortedOptions(map, (l) => l.replace(/^Newsletter /, ''));
}

/** §3 "A marketing list id and a legs list id (first key of each result)." */
export function firstKey(map: Record<string, unknown> | null | undefined): string | undefined {
  return Object.keys(map ?? {})[0];
}

export function createMailingApi(options: ClientOptions) {
  const http = createHttp(options);
  return {
    newsletterLists: async (): Promise<Option[]> =>
      newsletterOptions(await http.call<LabelMap>('getNewsletterLists', { path: '/news' })),
    marketingListId: async (): Promise<string | undefined> =>
      firstKey(await http.call<LabelMap>('getMarketingList', { path: '/marketing' })),
    legsListId: async (): Promise<string | undefined> =>
      firstKey(await http.call<LabelMap>('getLegsList', { path: '/legs' })),
    /** The newsletter form: a confirmation link is e-mailed; nothing is subscribed before it is opened. */
    subscribe: (body: NewsletterSubscribe) =>
      http.call<FormAnswer>('subscribeNewsletter', { method: 'POST', path: '/subscribe', body }),
    /** The confirmation e-mail's link. */
    confirm: (token: string) =>
      http.call<FormAnswer & { lists: string[] }>('confirmNewsletter', {
        method: 'POST',
        path: '/confirm',
        body: { token },
      }),
    /** The unsubscribe link of every newsletter. */
    unsubscribe: (email: string, token: string) =>
      http.call<FormAnswer>('unsubscribeNewsletter', {
        method: 'POST',
        path: '/unsubscribe',
        body: { email, token },
      }),
  };
}

export type MailingApi = ReturnType<typeof createMailingApi>;
