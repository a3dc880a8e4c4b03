/** Index of the cue spoken at `seconds` (the last one started), -1 before the first. Cues sorted by start. */
export function cueIndexAt(cues: readonly { start: number }[], seconds: number): number {
  let lo = 0;
  let hi = cues.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((cues[mid] as { start: number }).start <= seconds) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
