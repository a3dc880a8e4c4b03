import { beforeEach, describe, expect, it } from 'vitest';
import { contentAvailable, noteContentFailure } from './availability';

const reset = () => {
  delete (globalThis as { __radioContentApi?: unknown }).__radioContentApi;
};

/** A probe answering `ok`, counting its calls. */
function probeOf(ok: boolean) {
  const p = Object.assign(
    async () => {
      p.calls++;
      return ok;
    },
    { calls: 0 },
  );
  return p;
}

describe('whether the content API answers, before a page renders (503 rule)', () => {
  beforeEach(reset);

  it('concurrent pages share one probe, and its answer is reused for the next few seconds', async () => {
    const down = probeOf(false);
    const now = Date.now();
    expect(await Promise.all([contentAvailable(down, now), contentAvailable(down, now)])).toEqual([
      false,
      false,
    ]);
    expect(down.calls).toBe(1);
    expect(await contentAvailable(down, Date.now() + 1)).toBe(false);
    expect(down.calls).toBe(1);
  });

  it('a content call failing after a good probe makes the next page probe again', async () => {
    const up = probeOf(true);
    expect(await contentAvailable(up)).toBe(true);
    expect(await contentAvailable(up)).toBe(true);
    expect(up.calls).toBe(1);
    noteContentFailure(Date.now() + 1);
    const down = probeOf(false);
    expect(await contentAvailable(down, Date.now() + 2)).toBe(false);
    expect(down.calls).toBe(1);
  });

  it('a probe that throws counts as down; once the API answers again, pages render', async () => {
    const threw = await contentAvailable(async () => {
      throw new Error('ECONNREFUSED');
    });
    expect(threw).toBe(false);
    expect(await contentAvailable(probeOf(true), Date.now() + 60_000)).toBe(true);
  });
});
