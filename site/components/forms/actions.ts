'use server';

import { normalizeEmail } from '@radio/core';
import { apiBases } from '@/lib/content/client';

export type FormState = { ok: boolean; message: string; errors?: Record<string, string> } | null;

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;
const str = (f: FormData, k: string, max: number) =>
  String(f.get(k) ?? '')
    .trim()
    .slice(0, max);

async function post(url: string, body: unknown): Promise<number> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(8000),
    });
    return res.status;
  } catch {
    return 0;
  }
}

/** The contact form: validated here, then sent to the contact proxy of the API (`POST /contact/messages`). */
export async function sendContactMessage(_prev: FormState, form: FormData): Promise<FormState> {
  const data = {
    name: str(form, 'name', 120),
    email: normalizeEmail(str(form, 'email', 254)),
    subject: str(form, 'subject', 200),
    message: str(form, 'message', 5000),
  };
  const errors: Record<string, string> = {};
  if (!data.name) errors.name = 'Indiquez votre nom.';
  if (!EMAIL.test(data.email)) errors.email = 'Indiquez une adresse e-mail valide.';
  if (!data.subject) errors.subject = "Indiquez l'objet de votre message.";
  if (data.message.length < 10) errors.message = 'Votre message doit contenir au moins 10 caractères.';
  if (Object.keys(errors).length)
    return { ok: false, message: 'Le formulaire contient des erreurs.', errors };
  const status = await post(`${apiBases().contact.replace(/\/$/, '')}/messages`, data);
  if (status >= 200 && status < 300) {
    return { ok: true, message: 'Merci, votre message a bien été envoyé. Nous vous répondrons rapidement.' };
  }
  return { ok: false, message: "Votre message n'a pas pu être envoyé. Réessayez dans quelques instants." };
}

/** Newsletter subscription to the lists of the mailing proxy (`POST /mailing/subscribe`). */
export async function subscribeNewsletter(_prev: FormState, form: FormData): Promise<FormState> {
  const email = normalizeEmail(str(form, 'email', 254));
  const lists = form
    .getAll('lists')
    .map((v) => String(v))
    .filter((v) => /^[\w-]{1,64}$/.test(v))
    .slice(0, 50);
  const errors: Record<string, string> = {};
  if (!EMAIL.test(email)) errors.email = 'Indiquez une adresse e-mail valide.';
  if (!lists.length) errors.lists = 'Choisissez au moins une lettre d’information.';
  if (Object.keys(errors).length)
    return { ok: false, message: 'Le formulaire contient des erreurs.', errors };
  const status = await post(`${apiBases().mailing.replace(/\/$/, '')}/subscribe`, { email, lists });
  if (status >= 200 && status < 300) {
    return { ok: true, message: 'Merci ! Votre inscription est enregistrée.' };
  }
  return {
    ok: false,
    message: "L'inscription n'a pas pu être enregistrée. Réessayez dans quelques instants.",
  };
}
