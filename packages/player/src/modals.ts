import { type ModalEntry as CoreModalEntry, closeModal, type ModalQueueState, openModal } from '@radio/core';
import type { ModalEntry, ModalsState } from './types';

/**
 * The store's `modals` slice run by core's modal queue (spec §2 "a new modal waits when one is
 * visible, and closing one shows the next"). The player names entries `kind`/`data` (what the UI
 * renders); core names them `name`/`props`. Opening an id already queued does nothing, so a rule that
 * fires twice never stacks the same modal.
 */
const toCore = (m: ModalEntry): CoreModalEntry => ({
  id: m.id,
  name: m.kind,
  props: m.data,
  closeOnOutsideClick: m.closeOnOutsideClick ?? true,
});

const fromCore = (c: CoreModalEntry, known: ModalEntry[]): ModalEntry =>
  known.find((m) => m.id === c.id) ?? {
    id: c.id,
    kind: c.name,
    data: c.props,
    closeOnOutsideClick: c.closeOnOutsideClick,
  };

/** The one crossing between the two namings: the player's slice as core's queue, and back. */
const toCoreState = (s: ModalsState): ModalQueueState => ({
  visible: s.visible && toCore(s.visible),
  waiting: s.waiting.map(toCore),
});

function fromCoreState(state: ModalQueueState, known: ModalEntry[]): ModalsState {
  return {
    visible: state.visible ? fromCore(state.visible, known) : null,
    waiting: state.waiting.map((c) => fromCore(c, known)),
  };
}

const queued = (s: ModalsState): ModalEntry[] => (s.visible ? [s.visible, ...s.waiting] : [...s.waiting]);

export function openModalIn(state: ModalsState, modal: ModalEntry): ModalsState {
  const known = queued(state);
  if (known.some((m) => m.id === modal.id)) return state;
  const entry = toCore(modal);
  const next = openModal(toCoreState(state), entry);
  return fromCoreState(next, [...known, { ...modal, closeOnOutsideClick: entry.closeOnOutsideClick }]);
}

export function closeModalIn(state: ModalsState, id?: string): ModalsState {
  const core = toCoreState(state);
  const next = closeModal(core, id);
  return next === core ? state : fromCoreState(next, queued(state));
}
