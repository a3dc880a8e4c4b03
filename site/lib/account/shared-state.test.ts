import { describe, expect, it } from 'vitest';
import { sharedState } from './shared-state';

describe('state shared by the components of a page', () => {
  it('set tells every follower and get reads the new value; a follower that left is not told', () => {
    const s = sharedState({ ids: [1] });
    const seen: number[][] = [];
    const leave = s.subscribe(() => seen.push(s.get().ids));
    s.set({ ids: [2, 1] });
    leave();
    s.set({ ids: [] });
    expect(seen).toEqual([[2, 1]]);
    expect(s.get()).toEqual({ ids: [] });
  });
});
