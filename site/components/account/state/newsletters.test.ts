import { describe, expect, it } from 'vitest';
import { toggleList } from './newsletters';

describe('newsletter subscriptions', () => {
  it('toggling keeps the order of the lists as shown', () => {
    expect(toggleList(['14'], '12', true, ['12', '13', '14'])).toEqual(['12', '14']);
    expect(toggleList(['12', '14'], '12', false, ['12', '13', '14'])).toEqual(['14']);
  });
});
