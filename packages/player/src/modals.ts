import type { ModalEntry, ModalsState } from './types';

/**
 * Adapter between the store's `modals` slice and the modal-queue rule (spec §2 "a new modal waits
 * when one is visible, and closing one shows the next"). Same id twice is one modal.
 */
export function openModalIn(state: ModalsState, modal: ModalEntry): ModalsState {
  const entry: ModalEntry = { closeOnOutsideClick: true, ...modal };
  if (state.visible?.id === entry.id || state.waiting.some((m) => m.id === entry.id)) return state;
  if (!state.visible) return { visible: entry, waiting: state.waiting };
  return { visible: state.visible, waiting: [...state.waiting, entry] };
}

export function closeModalIn(state: ModalsState, id?: string): ModalsState {
  if (id !== undefined && state.visible?.id !== id) {
    const waiting = state.waiting.filter((m) => m.id !== id);
    return waiting.length === state.waiting.length ? state : { visible: state.visible, waiting };
  }
  if (!state.visible) return state;
  const [nextModal = null, ...rest] = state.waiting;
  return { visible: nextModal, waiting: rest };
}
