/**
 * « À suivre » (continuous listening; `queue.ts` plays it before the playlist's next): the episodes that play after the current one, in the listener's order (continuous
 * listening, spec §4 "then auto-play the next playlist item if any"). A list page hands its order
 * when one of its episodes is played; the listener reorders, removes and clears; the queue is kept
 * in the browser's storage so it survives pages and reloads. Pure functions over arrays, and one
 * reader/writer of the stored copy.
 */

export interface QueueItem {
  /** Episode id (`/api/episode/{id}`). */
  id: string;
  title: string;
  /** Show title, shown under the episode's. */
  show?: string | null;
}

/** localStorage key of the stored queue. */
export const QUEUE_STORAGE_KEY = 'radio-queue';
/** A queue longer than this keeps its first items (a list page hands at most a few pages). */
export const QUEUE_MAX = 200;

const clean = (items: readonly QueueItem[]): QueueItem[] => {
  const seen = new Set<string>();
  const out: QueueItem[] = [];
  for (const i of items) {
    const id = String(i.id);
    if (!id || seen.has(id)) continue;
    seen.add(id);
    out.push({ id, title: String(i.title ?? ''), ...(i.show ? { show: String(i.show) } : {}) });
    if (out.length === QUEUE_MAX) break;
  }
  return out;
};

/** A list page's order, played from `currentId`: what follows it in the list (its own entry left out). */
export function queueFrom(list: readonly QueueItem[], currentId: string): QueueItem[] {
  const at = list.findIndex((i) => String(i.id) === String(currentId));
  return clean((at >= 0 ? list.slice(at + 1) : list).filter((i) => String(i.id) !== String(currentId)));
}

/** Adds at the end; an episode already waiting keeps its place. */
export function enqueue(queue: readonly QueueItem[], item: QueueItem): QueueItem[] {
  return clean([...queue, item]);
}

export function removeFromQueue(queue: readonly QueueItem[], id: string): QueueItem[] {
  return queue.filter((i) => i.id !== String(id));
}

/** Moves the item at `from` to `to` (indices clamped to the list). */
export function moveInQueue(queue: readonly QueueItem[], from: number, to: number): QueueItem[] {
  if (from < 0 || from >= queue.length) return [...queue];
  const target = Math.max(0, Math.min(queue.length - 1, to));
  const out = [...queue];
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item as QueueItem);
  return out;
}

/** The next episode and the queue without it; null at the end of the list. */
export function takeNext(queue: readonly QueueItem[]): { next: QueueItem; rest: QueueItem[] } | null {
  const [next, ...rest] = queue;
  return next ? { next, rest } : null;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage refused (privacy settings): the queue lives as long as the page.
    return null;
  }
}

/** The stored queue, or an empty one when there is none or it cannot be read. */
export function readQueue(store: Storage | null = storage()): QueueItem[] {
  try {
    const raw = store?.getItem(QUEUE_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return clean(
      parsed.filter(
        (i): i is QueueItem =>
          !!i &&
          typeof i === 'object' &&
          typeof (i as QueueItem).id === 'string' &&
          typeof (i as QueueItem).title === 'string',
      ),
    );
  } catch {
    return [];
  }
}

export function writeQueue(queue: readonly QueueItem[], store: Storage | null = storage()): void {
  try {
    if (queue.length === 0) store?.removeItem(QUEUE_STORAGE_KEY);
    else store?.setItem(QUEUE_STORAGE_KEY, JSON.stringify(queue));
  } catch {
    // Full or refused storage: the queue still works for this page.
  }
}
