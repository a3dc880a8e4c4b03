/**
 * The modal queue of spec §2 "Modals": "a new modal waits when one is visible, and closing one shows
 * the next. Closing on outside click is on by default." Pure functions over an immutable state, plus a
 * tiny observable store built on them (no DOM).
 */

export interface ModalEntry<P = unknown> {
  /** Unique id of this opening. */
  id: string;
  /** Which modal (e.g. 'donation', 'max-listening', 'roll'). */
  name: string;
  props?: P;
  /** §2 "Closing on outside click is on by default." */
  closeOnOutsideClick: boolean;
}

export interface ModalQueueState<P = unknown> {
  visible: ModalEntry<P> | null;
  waiting: readonly ModalEntry<P>[];
}

export type ModalOpenOptions<P> = Omit<ModalEntry<P>, 'closeOnOutsideClick' | 'id'> & {
  id?: string;
  closeOnOutsideClick?: boolean;
};

export const emptyModalQueue = <P = unknown>(): ModalQueueState<P> => ({ visible: null, waiting: [] });

let seq = 0;
const nextId = () => `modal-${++seq}`;

/** Opens a modal: shown at once when none is visible, otherwise queued behind the others. */
export function openModal<P>(state: ModalQueueState<P>, opts: ModalOpenOptions<P>): ModalQueueState<P> {
  const entry: ModalEntry<P> = {
    ...opts,
    id: opts.id ?? nextId(),
    closeOnOutsideClick: opts.closeOnOutsideClick ?? true,
  };
  if (!state.visible) return { visible: entry, waiting: state.waiting };
  return { visible: state.visible, waiting: [...state.waiting, entry] };
}

/** Closes the visible modal (or the one with `id`, visible or waiting); the next waiting one shows. */
export function closeModal<P>(state: ModalQueueState<P>, id?: string): ModalQueueState<P> {
  if (!state.visible) return state;
  if (id !== undefined && state.visible.id !== id) {
    const waiting = state.waiting.filter((m) => m.id !== id);
    return waiting.length === state.waiting.length ? state : { visible: state.visible, waiting };
  }
  const [next, ...rest] = state.waiting;
  return { visible: next ?? null, waiting: rest };
}

/** A click outside the visible modal closes it unless it opted out. */
export function outsideClick<P>(state: ModalQueueState<P>): ModalQueueState<P> {
  return state.visible?.closeOnOutsideClick ? closeModal(state) : state;
}

export function isModalQueued<P>(state: ModalQueueState<P>, name: string): boolean {
  return state.visible?.name === name || state.waiting.some((m) => m.name === name);
}

/** An observable queue (the SDK shares one per page). */
export function createModalQueue<P = unknown>() {
  let state = emptyModalQueue<P>();
  const listeners = new Set<(s: ModalQueueState<P>) => void>();
  const set = (s: ModalQueueState<P>) => {
    if (s === state) return;
    state = s;
    for (const l of listeners) l(state);
  };
  return {
    getState: () => state,
    open(opts: ModalOpenOptions<P>): string {
      const s = openModal(state, opts);
      set(s);
      // The new entry is either visible or last in the queue.
      return (s.waiting.at(-1) ?? s.visible)!.id;
    },
    close: (id?: string) => set(closeModal(state, id)),
    outsideClick: () => set(outsideClick(state)),
    isQueued: (name: string) => isModalQueued(state, name),
    subscribe(l: (s: ModalQueueState<P>) => void): () => void {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
  };
}

export type ModalQueue<P = unknown> = ReturnType<typeof createModalQueue<P>>;
