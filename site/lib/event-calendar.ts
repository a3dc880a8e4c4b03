/**
 * « Ajouter à mon agenda »: an event as an iCalendar file (RFC 5545) that every calendar opens,
 * written by the `ics` library. Times in UTC (a calendar shows them in its own zone).
 */
import type { Event } from '@radio/core';
import { createEvent } from 'ics';
import { plainText } from './content/items';

/** The file's name: the event's own address, as the visitor saw it. */
export const icsFileName = (slug: string) => `${slug.replace(/[^a-z0-9-]/gi, '') || 'evenement'}.ics`;

/** An event without an end lasts two hours in the calendar (a concert, a conference). */
const DEFAULT_LENGTH_MS = 2 * 3_600_000;

/** The iCalendar text of an event, or null when its dates cannot be read. */
export function eventIcs(e: Event, o: { url: string; brand: string; host: string }): string | null {
  const start = Date.parse(e.date);
  if (Number.isNaN(start)) return null;
  const parsedEnd = e.enddate ? Date.parse(e.enddate) : Number.NaN;
  const end = Number.isNaN(parsedEnd) || parsedEnd <= start ? start + DEFAULT_LENGTH_MS : parsedEnd;
  const { error, value } = createEvent({
    uid: `evenement-${e.id}@${o.host}`,
    productId: `-//${o.brand}//Evenements//FR`,
    title: e.title,
    description: [plainText(e.body || e.description, 2000), o.url].filter(Boolean).join('\n\n'),
    ...(e.location ? { location: e.location } : {}),
    url: o.url,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    ...(e.radio ? { organizer: { name: e.radio.name } } : {}),
  });
  return error || !value ? null : value;
}

/** A map of the place: OpenStreetMap's search for the town (no key, no tracker). */
export const mapHref = (place: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;
