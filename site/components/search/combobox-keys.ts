/** Where the combobox stands when a key is pressed in its input. */
export type ComboboxState = { count: number; active: number; open: boolean };

/** What the key does: move the active option, choose one, close the list, or nothing of ours. */
export type ComboboxMove =
  | { kind: 'move'; active: number }
  | { kind: 'choose'; index: number }
  | { kind: 'close' }
  | null;

/**
 * The keys of the ARIA combobox pattern (WAI-ARIA APG, « Combobox »): ↓/↑ open the list or move
 * round it (↓ from closed picks the first option, ↑ the last), Enter chooses the active option,
 * Escape closes an open list. Anything else is left to the input (null).
 */
export function comboboxKey(key: string, { count, active, open }: ComboboxState): ComboboxMove {
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (!count) return null;
    const step = key === 'ArrowDown' ? 1 : -1;
    return { kind: 'move', active: open ? (active + step + count) % count : step > 0 ? 0 : count - 1 };
  }
  if (key === 'Enter' && open && active >= 0 && active < count) return { kind: 'choose', index: active };
  if (key === 'Escape' && open) return { kind: 'close' };
  return null;
}
