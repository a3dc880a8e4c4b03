/** The contact form of mes-coordonnees ↔ the contact proxy's body (spec §3 Contact infos). */
import { type ContactInfos, formatBirthdate, INPUT_MAX, isBirthdate, tooLongMessage } from '@radio/core';

export const CONTACT_FIELDS = [
  'civility',
  'firstname',
  'lastname',
  'birthdate',
  'phone',
  'address',
  'zipcode',
  'city',
  'country',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactFormValues = Record<ContactField, string>;

export function contactFormValues(c: Partial<ContactInfos> | null | undefined): ContactFormValues {
  const out = {} as ContactFormValues;
  for (const f of CONTACT_FIELDS) out[f] = String(c?.[f] ?? '');
  out.birthdate = formatBirthdate(c?.birthdate);
  return out;
}

export type ContactFormErrors = Partial<Record<ContactField, string>>;

/** French messages for what the proxy would refuse, shown beside the fields. */
export function validateContact(v: ContactFormValues, today: Date = new Date()): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (v.birthdate) {
    const ymd = formatBirthdate(v.birthdate);
    // The proxy's rule (core): a real calendar date, after 1900, in the past.
    if (/^\d{4}-\d{2}-\d{2}$/.test(ymd) && ymd >= today.toISOString().slice(0, 10))
      errors.birthdate = 'La date de naissance ne peut pas être dans le futur.';
    else if (!isBirthdate(ymd, today)) errors.birthdate = 'Veuillez saisir une date de naissance valide.';
  }
  if (v.phone && !/^[0-9 +().-]{6,30}$/.test(v.phone))
    errors.phone = 'Veuillez saisir un numéro de téléphone valide.';
  if (v.zipcode && !/^[A-Za-z0-9 -]{2,12}$/.test(v.zipcode))
    errors.zipcode = 'Veuillez saisir un code postal valide.';
  for (const f of ['firstname', 'lastname', 'city', 'address'] as const)
    if (v[f].length > INPUT_MAX[f]) errors[f] = tooLongMessage(INPUT_MAX[f]);
  return errors;
}

/** The POST body: trimmed values, birthdate as YYYY-MM-DD (empty when missing). */
export function contactBody(v: ContactFormValues): Partial<ContactInfos> {
  const body: Record<string, string> = {};
  for (const f of CONTACT_FIELDS) body[f] = v[f].trim();
  body.birthdate = formatBirthdate(body.birthdate);
  return body as Partial<ContactInfos>;
}
