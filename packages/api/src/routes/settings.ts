import {
  type DonationPopin,
  LISTENING_ORDINALS,
  ROLL_TARGET_USERS,
  ROLL_TYPES,
  ROLL_USES,
  type Roll,
  type Settings,
  type SiteSettings,
} from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';
import type { RouteDeps } from './queries.js';
import { doc, Format, oneOf, CONTENT_TAG as TAG } from './schemas.js';

/** Site settings, the donation pop-in and the rolls (audio messages before or after an episode). */
export async function settingRoutes(app: FastifyInstance, { db, siteUrl }: RouteDeps): Promise<void> {
  const setting = async <T>(key: string): Promise<T> => {
    const rows = await db.query<{ value: T }>('SELECT value FROM settings WHERE key = $1', [key]);
    if (!rows[0]) throw notFound(`Paramètre ${key}`);
    return rows[0].value;
  };
  app.get(
    '/rcf_admin/settings',
    { schema: doc(TAG, 'Paramètres du site (dont listenerMax et siteUrl, le site principal)') },
    // siteUrl from configuration, not the database: the SDK resolves its prompts' links against it.
    async (): Promise<SiteSettings> => ({
      ...(await setting<Settings>('rcf_admin')),
      ...(siteUrl ? { siteUrl } : {}),
    }),
  );
  app.get(
    '/donnation_popin',
    { schema: doc(TAG, 'Contenu de la pop-in de dons') },
    async (): Promise<DonationPopin> => {
      const v = await setting<{
        title: string;
        body: string;
        button_label: string;
        button_url: string;
        visual: DonationPopin['visual'];
        amounts?: number[];
      }>('donnation_popin');
      return {
        title: v.title,
        body: v.body,
        link: { title: v.button_label, url: v.button_url },
        visual: v.visual,
        amounts: v.amounts ?? [],
      };
    },
  );

  const RollQuerySchema = Type.Object({
    _format: Format,
    roll_type: Type.Optional(oneOf(ROLL_TYPES)),
    roll_use: Type.Optional(oneOf(ROLL_USES)),
    roll_target_users: Type.Optional(oneOf(ROLL_TARGET_USERS)),
    roll_number_of_plays: Type.Optional(oneOf(LISTENING_ORDINALS)),
    roll_level: Type.Optional(Type.String({ pattern: '^\\d{1,3}$' })),
  });
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/rolls/',
    {
      schema: doc(TAG, 'Rolls (messages audio) correspondant aux attributs demandés', {
        querystring: RollQuerySchema,
      }),
    },
    async (req): Promise<Roll[]> => {
      const q = req.query;
      const where: string[] = [];
      const params: unknown[] = [];
      for (const key of ['roll_type', 'roll_use', 'roll_target_users'] as const) {
        if (q[key]) {
          params.push(q[key]);
          where.push(`${key} = $${params.length}`);
        }
      }
      // A roll without a play number or level applies to every listening.
      if (q.roll_number_of_plays) {
        params.push(q.roll_number_of_plays);
        where.push(`(roll_number_of_plays IS NULL OR roll_number_of_plays = $${params.length})`);
      }
      if (q.roll_level) {
        params.push(Number(q.roll_level));
        where.push(`(roll_level IS NULL OR roll_level = $${params.length})`);
      }
      const rows = await db.query<{
        id: number;
        title: string;
        roll_type: Roll['roll_type'];
        roll_use: Roll['roll_use'];
        roll_target_users: Roll['roll_target_users'];
        roll_number_of_plays: Roll['roll_number_of_plays'];
        roll_level: number | null;
        audio_url: string;
        duration: number;
        popin_desktop: string | null;
        popin_mobile: string | null;
      }>(
        `SELECT * FROM rolls ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY roll_number_of_plays NULLS LAST, id`,
        params,
      );
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        field_media_audio_file: [{ url: r.audio_url }],
        field_roll_pop_in_donation_deskt: r.popin_desktop,
        field_roll_pop_in_donation_mobil: r.popin_mobile,
        roll_type: r.roll_type,
        roll_use: r.roll_use,
        roll_target_users: r.roll_target_users,
        roll_number_of_plays: r.roll_number_of_plays,
        roll_level: r.roll_level === null ? null : String(r.roll_level),
        code: null,
        duration: r.duration,
      }));
    },
  );
}
