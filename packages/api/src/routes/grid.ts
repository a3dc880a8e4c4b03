import { isValidDate, type LiveInfo, type ProgramGrid, type ProgramGridSlot, weekdayOf } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../errors.js';
import { parisClock, parisInstant } from '../time.js';
import { makeQueries, type RouteDeps } from './queries.js';
import { doc, Format, RadioCode, CONTENT_TAG as TAG } from './schemas.js';
import { published } from './shape.js';

interface SlotRow {
  start_minute: number;
  end_minute: number;
  title: string;
  show_id: number | null;
  artiste: string;
  visual: string | null;
  show_alias: string | null;
  show_title: string | null;
}

/** The programme grid of a radio for one day, and what is on air now (both from `programme_slots`). */
export async function gridRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  const { radioOr404 } = makeQueries(db, refs);
  const slotsOf = (tid: number, weekday: number) =>
    // A slot keeps its own title; the show it links to only while that show is published.
    db.query<SlotRow>(
      `SELECT p.start_minute, p.end_minute, p.title, s.id AS show_id, p.artiste, p.visual, s.alias AS show_alias, s.title AS show_title FROM programme_slots p LEFT JOIN nodes s ON s.id = p.show_id AND ${published('s')} WHERE p.radio_tid = $1 AND p.weekday = $2 ORDER BY p.start_minute`,
      [tid, weekday],
    );
  const GridParams = Type.Object({
    radio: Type.String({
      pattern: '^([A-Za-z][A-Za-z0-9]{1,40}|\\d{1,9})$',
      description: 'Code ou identifiant de la radio',
    }),
    date: Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'Jour, AAAA-MM-JJ (heure de Paris)',
    }),
  });
  app.get<{ Params: { radio: string; date: string } }>(
    '/programs-grid/:radio/:date',
    {
      schema: doc(TAG, "Grille des programmes d'une radio pour un jour", {
        params: GridParams,
        querystring: Type.Object({
          _format: Format,
          t: Type.Optional(Type.String({ maxLength: 32, description: 'Valeur anti-cache (ignorée)' })),
        }),
      }),
    },
    async (req): Promise<ProgramGrid> => {
      const r = await radioOr404(req.params.radio);
      const [y, m, d] = req.params.date.split('-').map(Number) as [number, number, number];
      if (!isValidDate(y, m, d)) throw badRequest('Date invalide.');
      const slots = await slotsOf(r.tid, weekdayOf(y, m, d));
      const ref = { code: r.code, name: r.name };
      const rows: ProgramGridSlot[] = slots.map((s) => ({
        start: parisInstant(y, m, d, s.start_minute).toISOString(),
        end: parisInstant(y, m, d, s.end_minute).toISOString(),
        title: s.title,
        show: s.show_id ? { id: s.show_id, title: s.show_title ?? '', alias: s.show_alias ?? '' } : null,
        radio: ref,
        artiste: s.artiste,
        visual: s.visual ? { url: s.visual, alt: s.title } : null,
      }));
      return { radio: ref, date: req.params.date, rows };
    },
  );

  app.get<{ Params: { radioCode: string } }>(
    '/api/dab/:radioCode',
    {
      schema: doc(
        TAG,
        "Ce qui passe à l'antenne (titre, animateur, début et fin) et ce qui suit, selon la grille",
        {
          params: Type.Object({ radioCode: RadioCode }),
        },
      ),
    },
    async (req): Promise<LiveInfo> => {
      const r = await radioOr404(req.params.radioCode);
      const now = parisClock();
      const minute = now.hour * 60 + now.minute;
      const slots = await slotsOf(r.tid, now.weekday);
      const at = slots.findIndex((x) => x.start_minute <= minute && minute < x.end_minute);
      const s = slots[at] ?? slots[slots.length - 1];
      if (!s) throw notFound(`Programme de ${r.name}`);
      // What comes next (« À suivre : 19:30 Le Débat du soir »): the day's next slot, else the
      // next day's first (the last slot of a day ends at midnight).
      const later = slots[at + 1];
      const tomorrow = later ? null : (await slotsOf(r.tid, (now.weekday % 7) + 1))[0];
      const next = later ?? tomorrow;
      return {
        title: s.title,
        title_url: s.show_alias,
        artiste: s.artiste || null,
        visual: s.visual ? { url: s.visual, alt: s.title } : null,
        date: parisInstant(now.year, now.month, now.day, s.start_minute).toISOString(),
        enddate: parisInstant(now.year, now.month, now.day, s.end_minute).toISOString(),
        next: next
          ? {
              title: next.title,
              date: parisInstant(
                now.year,
                now.month,
                now.day + (later ? 0 : 1),
                next.start_minute,
              ).toISOString(),
            }
          : null,
      };
    },
  );
}
