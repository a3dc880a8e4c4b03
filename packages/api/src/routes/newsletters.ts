import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.js';
import { badRequest } from '../errors.js';
import { userRoute } from './schemas.js';

const TAG = 'Proxy contact';
const Encrypted = Type.String({
  pattern: '^(?:[0-9a-fA-F]{2}){29,400}$',
  description: 'E-mail chiffré (AES-GCM, hex IV + chiffré)',
});
const ListId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' });

export interface NewsletterDeps {
  db: Db;
  write: { rateLimit: { max: number; timeWindow: string } };
  /** Decrypts the path's e-mail and checks it is the caller's (400 / 401 / 403 otherwise). */
  owner: (req: FastifyRequest, encrypted: string) => Promise<string>;
}

/**
 * The newsletter subscriptions of a signed-in listener (mes-coordonnees): which lists of the mailing
 * proxy (`GET /mailing/news`) the contact receives. Keyed by the encrypted e-mail like the contact.
 */
export async function newsletterSubscriptionRoutes(
  app: FastifyInstance,
  deps: NewsletterDeps,
): Promise<void> {
  const { db, write, owner } = deps;
  const Params = Type.Object({ encrypted: Encrypted });
  const Lists = Type.Object(
    { lists: Type.Array(ListId, { maxItems: 50, uniqueItems: true }) },
    { additionalProperties: false },
  );

  const listOf = async (email: string) =>
    (
      await db.query<{ list_id: string }>(
        'SELECT list_id FROM newsletter_subscriptions WHERE email = $1 ORDER BY list_id',
        [email],
      )
    ).map((r) => r.list_id);

  app.get<{ Params: Static<typeof Params> }>(
    '/newsletters/:encrypted',
    userRoute(TAG, 'Newsletters reçues par le contact (identifiants de listes)', { params: Params }),
    async (req) => listOf(await owner(req, req.params.encrypted)),
  );

  app.post<{ Params: Static<typeof Params>; Body: Static<typeof Lists> }>(
    '/newsletters/:encrypted',
    userRoute(TAG, 'Remplace les newsletters reçues par le contact', { params: Params, body: Lists }, write),
    async (req) => {
      const email = await owner(req, req.params.encrypted);
      const lists = req.body.lists;
      return db.transaction(async (tx) => {
        if (lists.length) {
          const known = await tx.query<{ id: string }>(
            "SELECT id FROM newsletter_lists WHERE kind = 'news' AND id = ANY($1::text[])",
            [lists],
          );
          if (known.length !== lists.length) throw badRequest('Liste de newsletter inconnue.');
        }
        await tx.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [email]);
        for (const id of lists)
          await tx.query('INSERT INTO newsletter_subscriptions (email, list_id) VALUES ($1, $2)', [
            email,
            id,
          ]);
        return { status: 200, message: 'Abonnements enregistrés.', lists: [...lists].sort() };
      });
    },
  );
}
