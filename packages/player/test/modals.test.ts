import { describe, expect, it } from 'vitest';
import { closeModalIn, openModalIn } from '../src/modals';
import type { ModalsState } from '../src/types';

const empty: ModalsState = { visible: null, waiting: [] };
const roll = { id: 'roll', kind: 'roll', data: { desktop: 'd', mobile: 'm' } };
const donation = { id: 'donation', kind: 'donation', data: null, closeOnOutsideClick: false };

describe("the player's modals on core's queue", () => {
  it('§2 "a new modal waits when one is visible, and closing one shows the next"', () => {
    let s = openModalIn(empty, roll);
    s = openModalIn(s, donation);
    expect(s.visible?.id).toBe('roll');
    expect(s.waiting.map((m) => m.id)).toEqual(['donation']);
    s = closeModalIn(s, 'roll');
    expect(s.visible).toEqual(donation);
    expect(closeModalIn(s).visible).toBeNull();
  });

  it("keeps the player's kind and data through the queue; outside click closes by default (§2)", () => {
    const s = openModalIn(empty, roll);
    expect(s.visible).toEqual({ ...roll, closeOnOutsideClick: true });
  });

  it('opening an id already queued does nothing, so a rule that fires twice never stacks a modal', () => {
    const once = openModalIn(openModalIn(empty, roll), donation);
    expect(openModalIn(once, { ...donation, data: { other: true } })).toBe(once);
  });

  it('closing an id that is not queued leaves the state as it was', () => {
    const s = openModalIn(empty, roll);
    expect(closeModalIn(s, 'nothing')).toBe(s);
  });
});
