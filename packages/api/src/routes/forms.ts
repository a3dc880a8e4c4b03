import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type ContactMessage, contactFormProblems, INPUT_MAX, type NewsletterSubscribe } from '@radio/core';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import { badRequest } from '../errors.js';
import { limitAddress } from '../limits/index.js';
import type { Outbox } from '../mailing/outbox.js';
import { contract } from './contract.js';
import { doc } from './schemas.js';

/**
 * The public forms of the site: the contact form (`POST /contact/messages`) and the newsletter
 * (`POST /mailing/subscribe`, confirmed by `POST /mailing/confirm`, left by
 * `POST /mailing/unsubscribe`). Neither needs an account, so both are what robots find first:
 * a honeypot field, a limit per e-mail address (whatever the client address) on top of the
 * per-client write limit, and for the newsletter a double opt-in — nothing is subscribed until
 * the link sent to the address is opened.
 */
export interface FormDeps {
  db: Db;
  writeLimit: { max: number; timeWindow: number | string };
  /** The site's public URL: the links sent point at its pages. */
  siteUrl: string;
  /** Keys the unsubscribe links (HMAC of the address): the secret of production's CONTACT_TOKEN. */
  contactToken: string;
  outbox: Outbox;
}

/** Newsletter requests per address and hour; contact messages per address and hour. */
export const NEWSLETTER_PER_ADDRESS = 3;
export const MESSAGES_PER_ADDRESS = 5;
const HOUR = 3600_000;
/** A confirmation link is valid two days. */
const CONFIRMATION_TTL_MS = 48 * HOUR;

const Email = Type.String({ format: 'email', maxLength: INPUT_MAX.email, description: 'Adresse e-mail' });
/** Hidden from people by the site's forms; robots fill every field. Must stay empty. */
const Honeypot = Type.Optional(
  Type.String({ maxLength: 200, description: 'Champ piège (caché) : doit rester vide' }),
);
const Token = Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$' });
const Accepted = Type.Object({ status: Type.Integer(), message: Type.String() });

/** The bodies core's clients send (`createContactFormApi`, `createMailingApi`): one contract each. */
const MessageBody = contract<ContactMessage>()(
  Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: INPUT_MAX.name }),
      email: Email,
      subject: Type.String({ minLength: 1, maxLength: INPUT_MAX.subject }),
      message: Type.String({ minLength: 10, maxLength: INPUT_MAX.message }),
      website: Honeypot,
    },
    { additionalProperties: false },
  ),
);
const SubscribeBody = contract<NewsletterSubscribe>()(
  Type.Object(
    {
      email: Email,
      lists: Type.Array(Type.String({ pattern: '^[\\w-]{1,64}$' }), { minItems: 1, maxItems: 50 }),
      website: Honeypot,
    },
    { additionalProperties: false },
  ),
);
const ConfirmBody = Type.Object({ token: Token }, { additionalProperties: false });
const UnsubscribeBody = Type.Object({ email: Email, token: Token }, { additionalProperties: false });

/** The route's documented answers plus 202 (accepted for processing). */
function withAccepted<T extends { response: Record<number, unknown> }>(schema: T): T {
  return { ...schema, response: { ...schema.response, 202: Accepted } };
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The unsubscribe token of an address: stateless, so every newsletter sent can carry it. */
export function unsubscribeToken(contactToken: string, email: string): string {
  return createHmac('sha256', contactToken).update(`desinscription:${email}`).digest('base64url');
}

export async function contactFormRoutes(app: FastifyInstance, deps: FormDeps): Promise<void> {
  app.post<{ Body: Static<typeof MessageBody> }>(
    '/messages',
    {
      config: { rateLimit: deps.writeLimit },
      schema: withAccepted({
        ...doc('Proxy contact', 'Message du formulaire de contact du site', {
          body: MessageBody,
        }),
      }),
    },
    async (req, reply) => {
      const { name, subject, message, website } = req.body;
      const email = req.body.email.trim().toLowerCase();
      // A robot gets the answer a person gets, and learns nothing; nothing is stored.
      if (website) return reply.code(202).send({ status: 202, message: 'Message reçu, merci.' });
      // The schema's lengths count code points; a reader sees none in zero-width characters.
      const problem = Object.values(contactFormProblems(req.body))[0];
      if (problem) throw badRequest(problem);
      await limitAddress(deps.db, 'message', email, MESSAGES_PER_ADDRESS, HOUR);
      await deps.db.query(
        'INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4)',
        [name, email, subject, message],
      );
      return reply.code(202).send({ status: 202, message: 'Message reçu, merci.' });
    },
  );
}

export const CONFIRM_SENT =
  'Inscription presque terminée : confirmez-la avec le lien envoyé à votre adresse e-mail.';

export async function newsletterRoutes(app: FastifyInstance, deps: FormDeps): Promise<void> {
  const { db, outbox } = deps;
  const site = deps.siteUrl.replace(/\/$/, '');
  const unsubscribeUrl = (email: string) =>
    `${site}/newsletter/desinscription?email=${encodeURIComponent(email)}&jeton=${unsubscribeToken(deps.contactToken, email)}`;

  app.post<{ Body: Static<typeof SubscribeBody> }>(
    '/subscribe',
    {
      config: { rateLimit: deps.writeLimit },
      schema: withAccepted({
        ...doc(
          'Proxy mailing',
          'Demande d’inscription aux newsletters : un lien de confirmation est envoyé',
          {
            body: SubscribeBody,
          },
        ),
      }),
    },
    async (req, reply) => {
      const email = req.body.email.trim().toLowerCase();
      const accepted = { status: 202, message: CONFIRM_SENT };
      if (req.body.website) return reply.code(202).send(accepted);
      const known = await db.query<{ id: string }>(
        'SELECT id FROM newsletter_lists WHERE id = ANY($1::text[])',
        [req.body.lists],
      );
      const ids = new Set(known.map((r) => r.id));
      const unknown = req.body.lists.filter((l) => !ids.has(l));
      if (unknown.length) throw badRequest(`Liste inconnue : ${unknown.join(', ')}.`);
      // One inbox receives at most this many links an hour, whoever asks.
      await limitAddress(db, 'newsletter', email, NEWSLETTER_PER_ADDRESS, HOUR);
      // A request not confirmed within its 48 hours is kept no longer (docs/security.md, retention).
      await db.query('DELETE FROM newsletter_pending WHERE expires_at <= now()');
      const token = randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO newsletter_pending (token_hash, email, lists, expires_at)
         VALUES ($1, $2, $3::text[], now() + make_interval(secs => $4::float8 / 1000))`,
        [sha256(token), email, [...ids].sort(), CONFIRMATION_TTL_MS],
      );
      outbox.send(email, 'confirmation', `${site}/newsletter/confirmation?jeton=${token}`);
      return reply.code(202).send(accepted);
    },
  );

  app.post<{ Body: Static<typeof ConfirmBody> }>(
    '/confirm',
    {
      config: { rateLimit: deps.writeLimit },
      schema: {
        ...doc('Proxy mailing', 'Confirme une inscription (jeton du lien envoyé)', {
          body: ConfirmBody,
        }),
        response: {
          200: Type.Object({
            status: Type.Integer(),
            message: Type.String(),
            lists: Type.Array(Type.String()),
          }),
          400: { $ref: 'ErrorBody#' },
        },
      },
    },
    async (req) => {
      const confirmed = await db.transaction(async (tx) => {
        const rows = await tx.query<{ email: string; lists: string[] }>(
          'DELETE FROM newsletter_pending WHERE token_hash = $1 AND expires_at > now() RETURNING email, lists',
          [sha256(req.body.token)],
        );
        const row = rows[0];
        if (!row) return null;
        await tx.query(
          `INSERT INTO newsletter_subscriptions (email, list_id)
           SELECT $1, l FROM unnest($2::text[]) AS l WHERE l IN (SELECT id FROM newsletter_lists) ON CONFLICT DO NOTHING`,
          [row.email, row.lists],
        );
        return row;
      });
      if (!confirmed)
        throw badRequest('Lien de confirmation invalide ou expiré : inscrivez-vous de nouveau.');
      outbox.send(confirmed.email, 'desinscription', unsubscribeUrl(confirmed.email));
      return { status: 200, message: 'Inscription confirmée.', lists: confirmed.lists };
    },
  );

  app.post<{ Body: Static<typeof UnsubscribeBody> }>(
    '/unsubscribe',
    {
      config: { rateLimit: deps.writeLimit },
      schema: {
        ...doc('Proxy mailing', 'Désinscription de toutes les newsletters (lien de chaque envoi)', {
          body: UnsubscribeBody,
        }),
        response: { 200: Accepted, 400: { $ref: 'ErrorBody#' } },
      },
    },
    async (req) => {
      const email = req.body.email.trim().toLowerCase();
      const expected = Buffer.from(unsubscribeToken(deps.contactToken, email));
      const given = Buffer.from(req.body.token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw badRequest('Lien de désinscription invalide.');
      await db.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [email]);
      return { status: 200, message: 'Vous êtes désinscrit de toutes nos lettres d’information.' };
    },
  );
}
