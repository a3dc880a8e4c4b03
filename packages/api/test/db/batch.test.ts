import { describe, expect, it } from 'vitest';
import { BatchLoader } from '../../src/db/batch.js';

describe('BatchLoader (one query for the reads of one event-loop turn)', () => {
  it('coalesces the keys asked for together into one load, and answers each caller', async () => {
    const calls: number[][] = [];
    const loader = new BatchLoader<number, string>(async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 3).map((k) => [k, `n${k}`]));
    });
    const out = await Promise.all([loader.load(1), loader.load(2), loader.load(1), loader.load(3)]);
    expect(out).toEqual(['n1', 'n2', 'n1', undefined]);
    expect(calls).toEqual([[1, 2, 3]]);
    // A later turn reads again: nothing is kept between batches.
    expect(await loader.load(1)).toBe('n1');
    expect(calls).toHaveLength(2);
  });

  it('keys asked for while every slot is busy go together in the next load', async () => {
    const calls: number[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const loader = new BatchLoader<number, number>(async (keys) => {
      calls.push(keys);
      if (calls.length === 1) await gate;
      return new Map(keys.map((k) => [k, k * 10]));
    }, 1);
    const first = loader.load(1);
    await new Promise((r) => setImmediate(r));
    const later = [loader.load(2), loader.load(3)];
    await new Promise((r) => setImmediate(r));
    expect(calls).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30]);
    expect(calls).toEqual([[1], [2, 3]]);
  });

  it('a failed load rejects every caller of that batch, and the next batch still runs', async () => {
    let fail = true;
    const loader = new BatchLoader<number, number>(async (keys) => {
      if (fail) throw new Error('base indisponible');
      return new Map(keys.map((k) => [k, k]));
    });
    const results = await Promise.allSettled([loader.load(1), loader.load(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader.load(4)).toBe(4);
  });
});
