import type { PodcastApp, PodcastLink, Show, ShowSlot } from '@radio/core';
import type { Queryable } from '../db/index.js';
import type { Refs } from './shape.js';

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The order listeners expect the apps in (the show page keeps it). */
const APP_ORDER: readonly PodcastApp[] = [
  'apple',
  'spotify',
  'deezer',
  'amazon',
  'youtube',
  'podcast-addict',
];

/**
 * What only a show's own page shows: its weekly slots in every radio's programme grid and the
 * podcast apps configured for it (none when none is configured).
 */
export async function showPageExtras(
  db: Queryable,
  refs: Refs,
  showId: number,
): Promise<Pick<Show, 'schedule' | 'podcast_links'>> {
  const [slots, links] = await Promise.all([
    db.query<{ radio_tid: number; weekday: number; start_minute: number; end_minute: number }>(
      'SELECT radio_tid, weekday, start_minute, end_minute FROM programme_slots WHERE show_id = $1 ORDER BY radio_tid, weekday, start_minute',
      [showId],
    ),
    db.query<{ app: PodcastApp; url: string }>('SELECT app, url FROM show_podcast_links WHERE show_id = $1', [
      showId,
    ]),
  ]);
  const schedule: ShowSlot[] = [];
  for (const s of slots) {
    const r = refs.radios.get(s.radio_tid);
    if (!r) continue;
    schedule.push({
      radio: { code: r.code, name: r.name, is_national: r.is_national },
      weekday: s.weekday,
      start: hhmm(s.start_minute),
      end: hhmm(s.end_minute),
    });
  }
  const podcast_links: PodcastLink[] = links
    .map((l) => ({ app: l.app, url: l.url }))
    .sort((a, b) => APP_ORDER.indexOf(a.app) - APP_ORDER.indexOf(b.app));
  return { schedule, podcast_links };
}
