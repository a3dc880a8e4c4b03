import { describe, expect, it } from 'vitest';
import { COUNTER_THRESHOLD_S } from './constants';

describe('constants', () => {
  it('§9 "Counter increments after 30 s of play"', () => {
    expect(COUNTER_THRESHOLD_S).toBe(30);
  });
});
