/** Wall-clock helpers for Europe/Paris, where the programme grid and the saint of the day live. */
const TZ = 'Europe/Paris';
const fmt = new Intl.DateTimeFormat('en-GB', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 1 Monday … 7 Sunday (the French week). */
  weekday: number;
}

export function parisClock(at: Date = new Date()): WallClock {
  const p: Record<string, number> = {};
  for (const part of fmt.formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const year = p.year ?? 1970;
  const month = p.month ?? 1;
  const day = p.day ?? 1;
  const jsDay = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return {
    year,
    month,
    day,
    hour: p.hour ?? 0,
    minute: p.minute ?? 0,
    second: p.second ?? 0,
    weekday: jsDay === 0 ? 7 : jsDay,
  };
}

function offsetMs(t: number): number {
  const c = parisClock(new Date(t));
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(t / 1000) * 1000;
}

/** The instant of a Paris wall-clock time (minutes after midnight of the given day). */
export function parisInstant(year: number, month: number, day: number, minute: number): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minute);
  let t = guess - offsetMs(guess);
  t = guess - offsetMs(t);
  return new Date(t);
}
