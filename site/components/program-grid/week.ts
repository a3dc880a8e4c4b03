/** The programme grid's week: French day names, Monday first (spec §9 "French locale, week starts Monday"). */

export const DAYS_FR = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

const TZ = 'Europe/Paris';

/** YYYY-MM-DD of an instant in Paris time. */
export function parisDate(d: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

/** The seven dates (YYYY-MM-DD) of the Monday-first week holding `today`. */
export function weekOf(today: string): string[] {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const base = new Date(Date.UTC(y, m - 1, d));
  const offset = (base.getUTCDay() + 6) % 7;
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(base);
    day.setUTCDate(base.getUTCDate() - offset + i);
    return day.toISOString().slice(0, 10);
  });
}

/** `?jour=` is kept only when it is a day of this week; anything else is today. */
export function chosenDay(raw: string | undefined, week: string[], today: string): string {
  return raw && week.includes(raw) ? raw : today;
}

export function dayLabel(date: string): { name: string; short: string } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const idx = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const name = DAYS_FR[idx] ?? '';
  return { name, short: `${d}/${String(m).padStart(2, '0')}` };
}

/** 'HHhMM' in Paris time. */
export function timeFr(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat('fr-FR', { timeZone: TZ, hour: '2-digit', minute: '2-digit' })
    .format(d)
    .replace(':', 'h');
}

/** What is on air at `now`: start ≤ now < end. */
export function isOnAir(slot: { start: string; end: string }, now: Date): boolean {
  const s = Date.parse(slot.start);
  const e = Date.parse(slot.end);
  return Number.isFinite(s) && Number.isFinite(e) && s <= now.getTime() && now.getTime() < e;
}
