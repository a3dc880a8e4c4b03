/** The programme grid of every radio, and the saints of the calendar with their lives. */
import type { Row } from '../db/index.js';
import { GRID_TEMPLATE, WEEKEND_OVERRIDES } from './data.js';
import { SAINT_LIVES } from './saint-lives.js';
import { SAINTS_BY_MONTH } from './saints.js';
import type { ShowRef } from './shows.js';

const toMinute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** One week per radio: the daily template with its weekend changes; regional news named after the radio. */
export function buildSlots(radios: readonly Row[], shows: readonly ShowRef[]): Row[] {
  const byTitle = new Map(shows.map((s) => [s.title, s]));
  const slots: Row[] = [];
  for (const radio of radios) {
    for (let weekday = 1; weekday <= 7; weekday++) {
      const day = GRID_TEMPLATE.map(([start, title]) => {
        const override = WEEKEND_OVERRIDES.find(([d, s]) => d === weekday && s === start);
        return [start, override ? override[2] : title] as const;
      });
      day.forEach(([start, title], i) => {
        const show = byTitle.get(title ?? '');
        const next = day[i + 1];
        const local = title === 'Info Régions' && !radio.is_national ? `Info ${radio.shortname}` : title;
        slots.push({
          radio_tid: radio.tid,
          weekday,
          start_minute: toMinute(start),
          end_minute: next ? toMinute(next[0]) : 1440,
          title: local ?? 'Musique',
          show_id: show?.id ?? null,
          artiste: show ? show.host : '',
          visual: show?.visual ?? radio.visual,
        });
      });
    }
  }
  return slots;
}

/** Every day of the year, its life when written, linked to the latest « Le Saint du jour » episode of that day. */
export function buildSaints(nodes: readonly Row[], saintShowId: number | undefined): Row[] {
  const saintEpisodes = new Map<string, number>();
  for (const n of nodes) {
    if (n.type === 'episode' && n.show_id === saintShowId) {
      const d = n.published_at as Date;
      const key = `${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
      if (!saintEpisodes.has(key)) saintEpisodes.set(key, n.id as number);
    }
  }
  return SAINTS_BY_MONTH.flatMap((names, m) =>
    names.map((name, d) => ({
      month: m + 1,
      day: d + 1,
      name,
      node_id: saintEpisodes.get(`${m + 1}-${d + 1}`) ?? null,
      life: (SAINT_LIVES[`${m + 1}-${d + 1}`] ?? []).join('\n\n'),
    })),
  );
}
