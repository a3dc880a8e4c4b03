/**
 * « Reprendre l'émission au début »: a radio may serve its live from a past second (a timeshift).
 * Its record carries a URL template whose `{start}` is the Unix second to start from; a radio
 * without one has no start-over (the control is absent).
 */
export interface RadioTimeshift {
  /** Template with `{start}` (Unix seconds), or null when the radio has no timeshift. */
  timeshiftURL: string | null;
}

/** The placeholder of the first second heard in a timeshift URL template. */
export const TIMESHIFT_START = '{start}';

/** How far back a timeshift reaches: the day before now (what the local emulator serves). */
export const TIMESHIFT_WINDOW_S = 24 * 60 * 60;

/** The stream from `startMs` (epoch ms, floored to the second), or null without a usable template. */
export function timeshiftUrl(template: string | null | undefined, startMs: number): string | null {
  if (!template?.includes(TIMESHIFT_START) || !Number.isFinite(startMs) || startMs < 0) return null;
  return template.split(TIMESHIFT_START).join(String(Math.floor(startMs / 1000)));
}

/** Seconds of a programme heard when the stream started at `fromMs` has played `position` s. */
export function programmeElapsed(programmeStart: string, fromMs: number, position: number): number {
  const start = Date.parse(programmeStart);
  if (!Number.isFinite(start)) return 0;
  return Math.max(0, (fromMs - start) / 1000 + position);
}
