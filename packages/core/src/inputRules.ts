/**
 * The limits of what a listener may type into the forms (contact details, contact form,
 * newsletter), shared by the API, which refuses the rest with 400, and the site, which says so
 * beside the field before sending. Names are at most 100 characters; every text has a maximum.
 */
export const INPUT_MAX = {
  email: 254,
  civility: 10,
  birthdate: 10,
  firstname: 100,
  lastname: 100,
  /** The contact form's "Nom". */
  name: 100,
  address: 300,
  zipcode: 12,
  city: 100,
  country: 2,
  phone: 30,
  subject: 200,
  message: 5000,
} as const;

export type LimitedField = keyof typeof INPUT_MAX;

/**
 * What a reader sees of a text: without the invisible characters (zero-width spaces and joiners,
 * the byte-order mark, soft hyphens, fillers: Unicode's Default_Ignorable_Code_Point, and the
 * braille blank), runs of spaces of any kind made one, trimmed.
 */
export function visibleText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\p{Default_Ignorable_Code_Point}\u2800]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

const graphemes = new Intl.Segmenter('fr', { granularity: 'grapheme' });

/**
 * The length a minimum is checked against: the characters a reader sees (`visibleText`), each
 * letter with its accents one character. Ten zero-width spaces are 0 characters, not 10.
 */
export function visibleLength(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(visibleText(text))) n++;
  return n;
}

/** The contact form's minimum length of a message, in characters a reader sees. */
export const MESSAGE_MIN = 10;

/**
 * The fields of a contact-form message a reader would find empty or too short, each with its
 * French refusal: the same beside the site's fields and in the API's 400.
 */
export function contactFormProblems(m: { name: string; subject: string; message: string }) {
  const problems: Partial<Record<'name' | 'subject' | 'message', string>> = {};
  if (visibleLength(m.name) < 1) problems.name = 'Indiquez votre nom.';
  if (visibleLength(m.subject) < 1) problems.subject = "Indiquez l'objet de votre message.";
  if (visibleLength(m.message) < MESSAGE_MIN)
    problems.message = `Votre message doit contenir au moins ${MESSAGE_MIN} caractères.`;
  return problems;
}

/** Beside a field: "Ce champ ne peut dépasser 100 caractères." */
export const tooLongMessage = (max: number) => `Ce champ ne peut dépasser ${max} caractères.`;

export const BIRTHDATE_MESSAGE =
  'Date de naissance invalide : une vraie date passée, après 1900, au format AAAA-MM-JJ est attendue.';

/**
 * A birth date the contact proxy stores: a real calendar date (no 30 February, no month 13, no
 * year 0), after 1900 (from 1901-01-01), in the past (before `today`, UTC). `YYYY-MM-DD` only.
 */
export function isBirthdate(value: string, today: Date = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y <= 1900 || mo < 1 || mo > 12 || d < 1) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  // Date.UTC rolls 2023-02-30 over to 2 March: a real date reads back unchanged.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  return value < today.toISOString().slice(0, 10);
}

/** The contact details as the proxy receives them (all optional strings). */
export type ContactInput = Partial<
  Record<
    | 'civility'
    | 'firstname'
    | 'lastname'
    | 'birthdate'
    | 'address'
    | 'zipcode'
    | 'city'
    | 'country'
    | 'phone',
    string
  >
>;

/** The reference lists the proxy serves (`GET /contact/civilities`, `GET /contact/countries`). */
export interface ContactReferences {
  civilities: ReadonlySet<string>;
  countries: ReadonlySet<string>;
}

/**
 * What is wrong with contact details, field by field, in French (empty: nothing). Empty values
 * are allowed (a field left blank); lengths, the birth date and the reference lists are checked.
 */
export function contactInputProblems(
  input: ContactInput,
  refs: ContactReferences,
  today: Date = new Date(),
): Partial<Record<keyof ContactInput, string>> {
  const out: Partial<Record<keyof ContactInput, string>> = {};
  for (const [field, value] of Object.entries(input) as [keyof ContactInput, string | undefined][]) {
    // Fields the rules do not name (the proxy's e-mail and radio) have their own schema.
    const max = (INPUT_MAX as Record<string, number | undefined>)[field];
    if (max !== undefined && value && value.length > max) out[field] = tooLongMessage(max);
  }
  if (input.birthdate && !out.birthdate && !isBirthdate(input.birthdate, today))
    out.birthdate = BIRTHDATE_MESSAGE;
  if (input.civility && !out.civility && !refs.civilities.has(input.civility))
    out.civility = 'Civilité inconnue : choisissez-en une dans la liste.';
  if (input.country && !out.country && !refs.countries.has(input.country))
    out.country = 'Pays inconnu : choisissez-en un dans la liste.';
  return out;
}
