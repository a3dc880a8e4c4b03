import { describe, expect, it } from 'vitest';
import { comboboxKey } from './combobox-keys';

describe('comboboxKey (the ARIA combobox keys of the header search)', () => {
  it('↓ from a closed list picks the first option, ↑ the last', () => {
    expect(comboboxKey('ArrowDown', { count: 3, active: -1, open: false })).toEqual({
      kind: 'move',
      active: 0,
    });
    expect(comboboxKey('ArrowUp', { count: 3, active: -1, open: false })).toEqual({
      kind: 'move',
      active: 2,
    });
  });

  it('moves round an open list in both directions', () => {
    expect(comboboxKey('ArrowDown', { count: 3, active: 2, open: true })).toEqual({
      kind: 'move',
      active: 0,
    });
    expect(comboboxKey('ArrowUp', { count: 3, active: 0, open: true })).toEqual({ kind: 'move', active: 2 });
    expect(comboboxKey('ArrowDown', { count: 3, active: 0, open: true })).toEqual({
      kind: 'move',
      active: 1,
    });
  });

  it('leaves the arrows to the input when there is no option', () => {
    expect(comboboxKey('ArrowDown', { count: 0, active: -1, open: false })).toBeNull();
  });

  it('Enter chooses the active option of an open list, and only then', () => {
    expect(comboboxKey('Enter', { count: 3, active: 1, open: true })).toEqual({ kind: 'choose', index: 1 });
    expect(comboboxKey('Enter', { count: 3, active: -1, open: true })).toBeNull();
    expect(comboboxKey('Enter', { count: 3, active: 1, open: false })).toBeNull();
  });

  it('Escape closes an open list and is left alone otherwise', () => {
    expect(comboboxKey('Escape', { count: 3, active: 1, open: true })).toEqual({ kind: 'close' });
    expect(comboboxKey('Escape', { count: 3, active: -1, open: false })).toBeNull();
    expect(comboboxKey('a', { count: 3, active: 0, open: true })).toBeNull();
  });
});
