/**
 * A show's page says when it is on air, from the programme grid (« Le samedi à 9 h 30 sur RCF
 * National »), and where else it can be followed (the podcast apps configured for it).
 */
import type { PodcastApp, ShowSlot } from './types/content';

const DAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

/** « 9 h 30 », « 6 h », « minuit » (French typography: a space each side of « h »). */
export function frenchHour(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  if (h === 0 && m === 0) return 'minuit';
  if (h === 12 && m === 0) return 'midi';
  return m ? `${h} h ${String(m).padStart(2, '0')}` : `${h} h`;
}

/** « Tous les jours », « Du lundi au vendredi », « Le week-end », « Le samedi », « Le lundi et le jeudi ». */
export function frenchDays(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const name = (d: number) => DAY_NAMES[d - 1] as string;
  if (days.length === 7) return 'Tous les jours';
  if (days.length === 2 && days[0] === 6 && days[1] === 7) return 'Le week-end';
  const first = days[0] ?? 1;
  const last = days[days.length - 1] ?? 1;
  if (days.length >= 3 && last - first === days.length - 1) return `Du ${name(first)} au ${name(last)}`;
  const each = days.map((d) => `le ${name(d)}`);
  const text =
    each.length > 1 ? `${each.slice(0, -1).join(', ')} et ${each[each.length - 1]}` : (each[0] ?? '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One radio's week as sentences without the radio: « Du lundi au vendredi à 12 h et à 18 h ». */
function weekOf(slots: readonly ShowSlot[]): string[] {
  const daysByStart = new Map<string, number[]>();
  for (const s of slots) daysByStart.set(s.start, [...(daysByStart.get(s.start) ?? []), s.weekday]);
  // Starts that share the same days make one sentence.
  const startsByDays = new Map<string, { days: number[]; starts: string[] }>();
  for (const [start, days] of [...daysByStart].sort(([a], [b]) => a.localeCompare(b))) {
    const key = [...new Set(days)].sort().join(',');
    const group = startsByDays.get(key) ?? { days, starts: [] };
    group.starts.push(start);
    startsByDays.set(key, group);
  }
  return [...startsByDays.values()]
    .sort((a, b) => Math.min(...a.days) - Math.min(...b.days) || a.starts[0]!.localeCompare(b.starts[0]!))
    .map(({ days, starts }) => `${frenchDays(days)} ${starts.map((s) => `à ${frenchHour(s)}`).join(' et ')}`);
}

/**
 * When the show is on air, one sentence per group of days: the national radio's week (or the first
 * radio's when the national one does not carry it), and how many other radios air it the same way.
 * « Le samedi à 9 h 30 sur RCF National », « Tous les jours à 17 h 30 sur RCF National et 11 autres
 * radios du réseau ». Empty when the show has no slot in any grid.
 */
export function scheduleLines(slots: readonly ShowSlot[]): string[] {
  if (!slots.length) return [];
  const byRadio = new Map<string, ShowSlot[]>();
  for (const s of slots) byRadio.set(s.radio.code, [...(byRadio.get(s.radio.code) ?? []), s]);
  const radios = [...byRadio.values()];
  const main = radios.find((r) => r[0]?.radio.is_national) ?? radios[0]!;
  const week = weekOf(main);
  const same = radios.filter((r) => r !== main && weekOf(r).join('|') === week.join('|')).length;
  const where = `sur ${main[0]!.radio.name}${same ? ` et ${same === 1 ? 'une autre radio' : `${same} autres radios`} du réseau` : ''}`;
  return week.map((line) => `${line} ${where}`);
}

/** The podcast apps' names as listeners know them, in the order the show page lists them. */
export const PODCAST_APPS: readonly { app: PodcastApp; label: string }[] = [
  { app: 'apple', label: 'Apple Podcasts' },
  { app: 'spotify', label: 'Spotify' },
  { app: 'deezer', label: 'Deezer' },
  { app: 'amazon', label: 'Amazon Music' },
  { app: 'youtube', label: 'YouTube Music' },
  { app: 'podcast-addict', label: 'Podcast Addict' },
];
