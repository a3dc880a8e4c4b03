import { INPUT_MAX } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import { badRequest } from '../errors.js';
import { doc } from './schemas.js';

/**
 * The public forms of the site (issue 7): the contact form (`POST /contact/messages`) and the
 * newsletter subscription (`POST /mailing/subscribe`). Neither needs an account. A message is one
 * row of `contact_messages`; a subscription adds its lists to `newsletter_subscriptions`, the table
 * the signed-in listener's newsletter page reads (one INSERT: all the lists or none).
 */
export interface FormDeps {
  db: Db;
  writeLimit: { max: number; timeWindow: number | string };
}

const Email = Type.String({ format: 'email', maxLength: INPUT_MAX.email, description: 'Adresse e-mail' });
const Accepted = Type.Object({ status: Type.Integer(), message: Type.String() });

/** The route's documented answers plus 202 (accepted for processing). */
function withAccepted<T extends { response: Record<number, unknown> }>(schema: T): T {
  return { ...schema, response: { ...schema.response, 202: Accepted } };
}

export async function contactFormRoutes(app: FastifyInstance, deps: FormDeps): Promise<void> {
  app.post<{ Body: { name: string; email: string; subject: string; message: string } }>(
    '/messages',
    {
      config: { rateLimit: deps.writeLimit },
      schema: withAccepted({
        ...doc('Proxy contact', 'Message du formulaire de contact du site', {
          body: Type.Object(
            {
              name: Type.String({ minLength: 1, maxLength: INPUT_MAX.name }),
              email: Email,
              subject: Type.String({ minLength: 1, maxLength: INPUT_MAX.subject }),
              message: Type.String({ minLength: 10, maxLength: INPUT_MAX.message }),
            },
            { additionalProperties: false },
          ),
        }),
      }),
    },
    async (req, reply) => {
      const { name, email, subject, message } = req.body;
      await deps.db.query(
        'INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4)',
        [name, email.toLowerCase(), subject, message],
      );
      return reply.code(202).send({ status: 202, message: 'Message reçu, merci.' });
    },
  );
}

export async function newsletterRoutes(app: FastifyInstance, deps: FormDeps): Promise<void> {
  app.post<{ Body: { email: string; lists: string[] } }>(
    '/subscribe',
    {
      config: { rateLimit: deps.writeLimit },
      schema: withAccepted({
        ...doc('Proxy mailing', 'Inscription aux newsletters (identifiants des listes de /news)', {
          body: Type.Object(
            {
              email: Email,
              lists: Type.Array(Type.String({ pattern: '^[\\w-]{1,64}$' }), { minItems: 1, maxItems: 50 }),
            },
            { additionalProperties: false },
          ),
        }),
      }),
    },
    async (req, reply) => {
      const known = await deps.db.query<{ id: string }>(
        'SELECT id FROM newsletter_lists WHERE id = ANY($1::text[])',
        [req.body.lists],
      );
      const ids = new Set(known.map((r) => r.id));
      const unknown = req.body.lists.filter((l) => !ids.has(l));
      if (unknown.length) throw badRequest(`Liste inconnue : ${unknown.join(', ')}.`);
      await deps.db.query(
        `INSERT INTO newsletter_subscriptions (email, list_id)
         SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
        [req.body.email.toLowerCase(), [...ids]],
      );
      return reply.code(202).send({ status: 202, message: 'Inscription enregistrée.' });
    },
  );
}
