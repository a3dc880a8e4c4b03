/** One event's page (`/evenements/{slug}`): the event by its address, its dates said in French. */
import { type Event, formatLongDate, formatTime, toIsoDay } from '@radio/core';
import { cache } from 'react';
import { nodeByAlias } from './nodes';

/** The event at `/evenements/{slug}`, with its text; null when there is none. */
export const getEvent = cache(
  async (slug: string): Promise<(Event & { metatag?: { meta_description?: string | null } }) | null> =>
    /^[a-z0-9-]{1,200}$/.test(slug) ? nodeByAlias(`/evenements/${slug}`, 'event') : null,
);

/**
 * When it takes place, as one says it: « Le samedi 12 décembre 2026, de 20h30 à 22h30 », or
 * « Du lundi 14 décembre 2026 à 9h30 au mercredi 16 décembre 2026 à 17h00 » (Paris time).
 */
export function eventWhen(e: Pick<Event, 'date' | 'enddate'>): string {
  const start = formatLongDate(e.date);
  if (!start) return '';
  if (!e.enddate || Date.parse(e.enddate) <= Date.parse(e.date))
    return `Le ${start}, à ${formatTime(e.date)}`;
  if (toIsoDay(e.enddate) === toIsoDay(e.date))
    return `Le ${start}, de ${formatTime(e.date)} à ${formatTime(e.enddate)}`;
  return `Du ${start} à ${formatTime(e.date)} au ${formatLongDate(e.enddate)} à ${formatTime(e.enddate)}`;
}
