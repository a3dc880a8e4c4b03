/**
 * The player's clock, in a module of its own: the SDK's elements draw it, and a chunk that imports
 * it must not carry the date formatters that `format.ts` builds when it loads.
 */

/** Player clock: '3:07' or '1:02:03'; a negative or non-finite position reads '0:00'. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
