'use server';

import {
  contactFormProblems,
  type FormAnswer,
  INPUT_MAX,
  isApiError,
  normalizeEmail,
  signVisitor,
  VISITOR_HEADER,
} from '@radio/core';
import { headers } from 'next/headers';
import { contactKey } from '@/lib/account/contact-key';
import { formsApi } from '@/lib/api/server';
import { VISITOR_SEEN } from '@/lib/visitor';

export type FormState = {
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  /** What the visitor typed, given back on a refusal: React empties the form after each send. */
  values?: Record<string, string>;
} | null;

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;
const str = (f: FormData, k: string, max: number) =>
  String(f.get(k) ?? '')
    .trim()
    .slice(0, max);

/**
 * The visitor's address as the site's server found it (lib/visitor.ts), signed for the API: the API
 * counts its write limit per visitor, not per site (core's visitorAddress.ts). None under `next dev`.
 */
async function visitorHeader(): Promise<Record<string, string>> {
  const address = (await headers()).get(VISITOR_SEEN);
  const key = contactKey();
  const signed = address && key ? await signVisitor(address, key) : null;
  return signed ? { [VISITOR_HEADER]: signed } : {};
}

/** A POST of a form through core's clients: the API's status (0 when unreachable) and its French sentence. */
async function post(
  send: (api: ReturnType<typeof formsApi>) => Promise<FormAnswer>,
): Promise<{ status: number; body: { message?: string } }> {
  try {
    const answer = await send(formsApi(await visitorHeader()));
    return { status: answer?.status ?? 200, body: { message: answer?.message } };
  } catch (e) {
    if (isApiError(e)) return { status: e.status, body: { message: e.serverMessage } };
    return { status: 0, body: {} };
  }
}

/** A refusal for too many sends whose answer gave no reason (the API's always does). */
const TOO_MANY = 'Trop d’envois pour le moment : réessayez dans quelques minutes.';

/** The honeypot travels as typed: the API decides (and answers a robot as it answers a person). */
const trap = (form: FormData) => str(form, 'website', 200);

/** The contact form: validated here, then sent to the contact proxy of the API (`POST /contact/messages`). */
export async function sendContactMessage(_prev: FormState, form: FormData): Promise<FormState> {
  const data = {
    name: str(form, 'name', INPUT_MAX.name),
    email: normalizeEmail(str(form, 'email', INPUT_MAX.email)),
    subject: str(form, 'subject', INPUT_MAX.subject),
    message: str(form, 'message', INPUT_MAX.message),
  };
  // Lengths as a reader sees them: zero-width characters count for nothing (core's inputRules).
  const { name, subject, message } = contactFormProblems(data);
  const email = EMAIL.test(data.email) ? undefined : 'Indiquez une adresse e-mail valide.';
  // In the order of the form's fields.
  const errors = Object.fromEntries(
    Object.entries({ name, email, subject, message }).filter((e): e is [string, string] => !!e[1]),
  );
  if (Object.keys(errors).length)
    return { ok: false, message: 'Le formulaire contient des erreurs.', errors, values: data };
  const { status, body } = await post((api) => api.contact.sendMessage({ ...data, website: trap(form) }));
  if (status >= 200 && status < 300) {
    return { ok: true, message: 'Merci, votre message a bien été envoyé. Nous vous répondrons rapidement.' };
  }
  // The API says which limit it is (this connection's, or this e-mail address's) and for how long.
  if (status === 429) return { ok: false, message: body.message ?? TOO_MANY, values: data };
  return {
    ok: false,
    message: "Votre message n'a pas pu être envoyé. Réessayez dans quelques instants.",
    values: data,
  };
}

const NEWSLETTER_CHECK_INBOX =
  'Merci ! Pour terminer votre inscription, ouvrez le lien que nous venons de vous envoyer par e-mail.';

/** Newsletter subscription to the lists of the mailing proxy (`POST /mailing/subscribe`). */
export async function subscribeNewsletter(_prev: FormState, form: FormData): Promise<FormState> {
  const email = normalizeEmail(str(form, 'email', INPUT_MAX.email));
  const lists = form
    .getAll('lists')
    .map((v) => String(v))
    .filter((v) => /^[\w-]{1,64}$/.test(v))
    .slice(0, 50);
  const errors: Record<string, string> = {};
  if (!EMAIL.test(email)) errors.email = 'Indiquez une adresse e-mail valide.';
  if (!lists.length) errors.lists = 'Choisissez au moins une lettre d’information.';
  const values = { email, lists: lists.join(',') };
  if (Object.keys(errors).length)
    return { ok: false, message: 'Le formulaire contient des erreurs.', errors, values };
  const { status, body } = await post((api) => api.mailing.subscribe({ email, lists, website: trap(form) }));
  // Double opt-in: nothing is subscribed until the link e-mailed to the address is opened.
  if (status >= 200 && status < 300) return { ok: true, message: NEWSLETTER_CHECK_INBOX };
  if (status === 429) return { ok: false, message: body.message ?? TOO_MANY, values };
  return {
    ok: false,
    message: "L'inscription n'a pas pu être enregistrée. Réessayez dans quelques instants.",
    values,
  };
}

/** The link of the confirmation e-mail: the subscription becomes active here (`POST /mailing/confirm`). */
export async function confirmNewsletter(_prev: FormState, form: FormData): Promise<FormState> {
  const token = str(form, 'jeton', 100);
  const res = await post((api) => api.mailing.confirm(token));
  if (res.status === 200)
    return {
      ok: true,
      message: 'Votre inscription est confirmée : vous recevrez nos lettres d’information.',
    };
  if (res.status === 400)
    return {
      ok: false,
      message: 'Ce lien de confirmation est invalide ou a expiré : inscrivez-vous de nouveau.',
    };
  return {
    ok: false,
    message: "La confirmation n'a pas pu être enregistrée. Réessayez dans quelques instants.",
  };
}

/** The unsubscribe link of every newsletter (`POST /mailing/unsubscribe`). */
export async function unsubscribeNewsletter(_prev: FormState, form: FormData): Promise<FormState> {
  const res = await post((api) =>
    api.mailing.unsubscribe(str(form, 'email', INPUT_MAX.email), str(form, 'jeton', 100)),
  );
  if (res.status === 200)
    return { ok: true, message: 'Vous êtes désinscrit : vous ne recevrez plus nos lettres d’information.' };
  if (res.status === 400) return { ok: false, message: 'Ce lien de désinscription est invalide.' };
  return {
    ok: false,
    message: "La désinscription n'a pas pu être enregistrée. Réessayez dans quelques instants.",
  };
}
