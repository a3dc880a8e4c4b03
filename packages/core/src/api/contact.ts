/**
 * Typed client of the contact proxy (spec §7 "Contact proxy (base from configuration)"). The e-mail in
 * a path is sealed by `encrypt` (AES-GCM `encryptEmail`, keyed by CONTACT_TOKEN): in a browser that is
 * a call to the site's server, which alone holds the key. Calls carry the user's bearer token.
 */
import { normalizeEmail } from '../email';
import type {
  ContactInfos,
  ContactMessage,
  Country,
  Donation,
  EmailChange,
  FormAnswer,
  LabelMap,
  Option,
  RadioChoice,
} from '../types';
import { type CallSpec, type ClientOptions, createHttp, seg } from './http';

export interface ContactApiOptions extends ClientOptions {
  /** The path segment of an e-mail (trimmed, lowercased): `encryptEmail(email, CONTACT_TOKEN)`, done where the key is. */
  encrypt: (email: string) => Promise<string>;
}

const collator = new Intl.Collator('fr-FR', { sensitivity: 'base' });

/** id → label map to options sorted by label (French collation). */
export function sortedOptions(
  map: LabelMap | null | undefined,
  label: (l: string) => string = (l) => l,
): Option[] {
  return Object.entries(map ?? {})
    .map(([id, l]) => ({ id, label: label(l) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** §3 "birthdate (reformatted YYYY-MM-DD, empty if missing)". Accepts ISO dates/datetimes and DD/MM/YYYY. */
export function formatBirthdate(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) return '';
  const v = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const fr = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  if (fr) return `${fr[3]}-${fr[2]!.padStart(2, '0')}-${fr[1]!.padStart(2, '0')}`;
  const t = Date.parse(v);
  return Number.isNaN(t) ? '' : new Date(t).toISOString().slice(0, 10);
}

/** The contact proxy's client: its calls, the sealed e-mail of a path, and a signed-in write. */
function sealedClient(options: ContactApiOptions) {
  const http = createHttp(options);
  const enc = async (email: string) => seg(await options.encrypt(normalizeEmail(email)));
  /** A signed-in write whose answer is not read. */
  const write = async (name: string, method: CallSpec['method'], path: string, body?: unknown) => {
    await http.call(name, { method, path, body, auth: true });
  };
  return { http, enc, write };
}

export function createContactApi(options: ContactApiOptions) {
  const { http, enc, write } = sealedClient(options);
  return {
    /** §7 "GET /civilities"; §3 "Civilities: id to label, sorted alphabetically." */
    civilities: async (): Promise<Option[]> =>
      sortedOptions(await http.call<LabelMap>('getCivilities', { path: '/civilities' })),
    /** §7 "GET /countries with expanded=true". */
    countries: async (): Promise<Country[]> =>
      (await http.call<Country[] | null>('getCountries', {
        path: '/countries',
        query: { expanded: true },
      })) ?? [],
    /** §7 "GET /{encrypted email} (contact infos)". */
    async contact(email: string): Promise<ContactInfos> {
      const data = await http.call<Partial<ContactInfos>>('getContact', {
        path: `/${await enc(email)}`,
        auth: true,
      });
      return {
        ...data,
        email: data?.email ?? email,
        birthdate: formatBirthdate(data?.birthdate),
        civility: data?.civility ?? '',
        country: data?.country ?? '',
      };
    },
    /** §7 "POST /{encrypted email} with contact body". */
    async saveContact(email: string, body: Partial<ContactInfos>): Promise<void> {
      const payload = { ...body };
      if (payload.birthdate !== undefined) payload.birthdate = formatBirthdate(payload.birthdate);
      await write('saveContact', 'POST', `/${await enc(email)}`, payload);
    },
    /** §7 "PATCH /email with oldEmail, newEmail". */
    changeEmail: async (oldEmail: string, newEmail: string): Promise<void> => {
      const body: EmailChange = { oldEmail, newEmail };
      await write('changeEmail', 'PATCH', '/email', body);
    },
    /** §7 "POST /updateRadio with email, radio". */
    updateRadio: async (email: string, radio: string): Promise<void> => {
      const body: RadioChoice = { email, radio };
      await write('updateRadio', 'POST', '/updateRadio', body);
    },
    /** §7 "DELETE /{encrypted email}". */
    async deleteContact(email: string): Promise<void> {
      await write('deleteContact', 'DELETE', `/${await enc(email)}`);
    },
    /** §7 "POST /dons/{encrypted email} (donation history)". */
    async donations(email: string): Promise<Donation[]> {
      const data = await http.call<Donation[] | { rows?: Donation[] } | null>('getDonations', {
        method: 'POST',
        path: `/dons/${await enc(email)}`,
        auth: true,
      });
      return Array.isArray(data) ? data : (data?.rows ?? []);
    },
  };
}

export type ContactApi = ReturnType<typeof createContactApi>;

/** The public contact form (`POST /contact/messages`): no account, so no sealed e-mail. */
export function createContactFormApi(options: ClientOptions) {
  const http = createHttp(options);
  return {
    sendMessage: (body: ContactMessage) =>
      http.call<FormAnswer>('sendContactMessage', { method: 'POST', path: '/messages', body }),
  };
}

/**
 * The newsletters a signed-in listener receives (mes-coordonnees), kept by the contact proxy under
 * the sealed e-mail like the contact itself (`GET|POST /newsletters/{encrypted e-mail}`).
 */
export function createNewsletterSubscriptionsApi(options: ContactApiOptions) {
  const { http, enc, write } = sealedClient(options);
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
      await write('saveNewsletterSubscriptions', 'POST', `/newsletters/${await enc(email)}`, {
        lists: [...new Set(lists)],
      });
    },
  };
}
