/** The listening history (spec §3 Tracker: offset in ms, status 0 Listened / 1 InProgress). */
import { formatClock, type ListeningHistoryItem, TRACKER_STATUS } from '@radio/core';

/** The second to resume from: the saved offset, or the start once the episode was listened. */
export function resumeSeconds(item: Pick<ListeningHistoryItem, 'tracker'>): number {
  if (item.tracker.status === TRACKER_STATUS.Listened) return 0;
  return Math.max(0, Math.floor(item.tracker.offset / 1000));
}

/** Share of the episode heard, 0–100 (100 once listened). */
export function progressPercent(item: ListeningHistoryItem): number {
  if (item.tracker.status === TRACKER_STATUS.Listened) return 100;
  const duration = item.episode.duration;
  if (!duration || duration <= 0) return 0;
  return Math.min(100, Math.round((item.tracker.offset / 1000 / duration) * 100));
}

/** French label of where the listener stopped. */
export function positionLabel(item: ListeningHistoryItem): string {
  if (item.tracker.status === TRACKER_STATUS.Listened) return 'Écouté';
  const at = resumeSeconds(item);
  const total = item.episode.duration ? ` sur ${formatClock(item.episode.duration)}` : '';
  return at > 0 ? `Arrêté à ${formatClock(at)}${total}` : 'Pas encore commencé';
}

/** Episodes to resume on the dashboard: in progress and past the first second. */
export function inProgress(items: ListeningHistoryItem[]): ListeningHistoryItem[] {
  return items.filter((i) => i.tracker.status === TRACKER_STATUS.InProgress && i.tracker.offset >= 1000);
}
