import type { RadioDetail, RadiosByRegion, Region, SocialNetwork } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import { makeQueries, type RouteDeps } from './queries.js';
import { doc, Format, Id, IdParams, RadioCode, CONTENT_TAG as TAG } from './schemas.js';
import { radio } from './shape.js';

/** The radios: one by code, all, by region, and a radio's social networks. */
export async function radioRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  const { radioOr404 } = makeQueries(db, refs);
  const radioHandler = async (req: { params: { code: string } }): Promise<RadioDetail> =>
    radio(await radioOr404(req.params.code));
  const radioSchema = doc(TAG, 'Une radio par son code (liveURL, région, réseaux sociaux)', {
    params: Type.Object({ code: RadioCode }),
    querystring: Type.Object({ _format: Format }),
  });
  app.get<{ Params: { code: string } }>('/radio/:code', { schema: radioSchema }, radioHandler);
  app.get('/terms/radio', { schema: doc(TAG, 'Toutes les radios') }, async (): Promise<RadioDetail[]> => {
    await refs.load();
    return [...refs.radios.values()].map(radio);
  });
  app.get(
    '/regions',
    { schema: doc(TAG, 'Les radios régionales (name, field_radio_code)') },
    async (): Promise<Region[]> => {
      await refs.load();
      return [...refs.radios.values()]
        .filter((r) => !r.is_national)
        .map((r) => ({ tid: r.tid, name: r.name, field_radio_code: r.code }));
    },
  );
  app.get(
    '/regions2',
    { schema: doc(TAG, 'Les radios groupées par région (France, Belgique)') },
    async (): Promise<RadiosByRegion> => {
      await refs.load();
      const grouped: RadiosByRegion & Record<string, RadioDetail[]> = { France: [], Belgique: [] };
      for (const r of refs.radios.values()) {
        if (!r.region_name) continue;
        const list = grouped[r.region_name] ?? [];
        list.push(radio(r));
        grouped[r.region_name] = list;
      }
      return grouped;
    },
  );
  app.get<{ Params: { region: number } }>(
    '/radios/:region',
    {
      schema: doc(TAG, "Les radios d'une région (identifiant de région)", {
        params: Type.Object({ region: Id }),
      }),
    },
    async (req): Promise<RadioDetail[]> => {
      await refs.load();
      const list = [...refs.radios.values()].filter((r) => r.region_tid === req.params.region);
      if (!list.length) throw notFound(`Région ${req.params.region}`);
      return list.map(radio);
    },
  );
  app.get<{ Params: { id: number } }>(
    '/rest/social_network/:id',
    { schema: doc(TAG, "Réseaux sociaux d'une radio", { params: IdParams }) },
    async (req): Promise<SocialNetwork[]> => {
      await refs.load();
      const r = refs.radios.get(req.params.id);
      if (!r) throw notFound(`Radio ${req.params.id}`);
      return r.social;
    },
  );
}
