import { type AnyNode, isValidPreview } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../errors.js';
import { makeQueries, type RouteDeps } from './queries.js';
import { doc, Format, IdParams } from './schemas.js';
import { anyNode } from './shape.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no CORS header whatever the Origin, so no other site's page reads the answer. */
    crossOrigin?: boolean;
  }
}

export const PREVIEW_REFUSED = 'Aperçu réservé aux liens de prévisualisation signés.';

/**
 * `GET /content/preview/{id}`: any content, published or not (spec §6 "Preview content is flagged
 * separately"), for the site's `/preview/{id}` page. Only with that page's signed link (`expires`,
 * `signature`, core's previewLink.ts, keyed by PREVIEW_SECRET): not anonymously, not with any
 * listener's token. The answer is `private, no-store` (a `security` requirement makes it so, see
 * http-cache.ts, and keeps it out of the response cache) and carries no CORS header.
 */
export async function previewRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { previewSecret: string | null },
): Promise<void> {
  const { nodeById } = makeQueries(deps.db, deps.refs);
  const base = doc('Pages du site', 'Aperçu de tout contenu, même non publié (lien signé du site)', {
    params: IdParams,
    querystring: Type.Object({
      _format: Format,
      expires: Type.Optional(Type.String({ pattern: '^\\d{1,12}$', description: 'Expiration du lien (s)' })),
      signature: Type.Optional(
        Type.String({ maxLength: 64, description: 'HMAC-SHA256 du lien (base64url)' }),
      ),
    }),
    description:
      'Réservé à la page /preview/{id} du site : `expires` et `signature` du lien de prévisualisation signé. Réponse privée (`private, no-store`), sans en-tête CORS.',
  });
  app.get<{ Params: { id: number }; Querystring: { expires?: string; signature?: string } }>(
    '/preview/:id',
    {
      config: { crossOrigin: false },
      schema: {
        ...base,
        security: [{ previewLink: [] }],
        response: { ...base.response, 403: { $ref: 'ErrorBody#' } },
      },
    },
    async (req): Promise<AnyNode & { preview: true }> => {
      const { expires, signature } = req.query;
      const link = { id: String(req.params.id), expires, signature };
      if (!(await isValidPreview(link, deps.previewSecret))) throw forbidden(PREVIEW_REFUSED);
      const n = await nodeById(req.params.id, undefined, true);
      if (!n) throw notFound(`Contenu ${req.params.id}`);
      await deps.refs.load();
      return { ...anyNode(n, deps.refs), preview: true };
    },
  );
}
