import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readySdk, whenSdk } from './sdk';

type Win = EventTarget & { RadioSDK?: unknown };
const g = globalThis as unknown as { window?: Win };

/** The SDK script running: it sets window.RadioSDK, then dispatches its readiness event. */
function sdkRuns(sdk: object) {
  const w = g.window as Win;
  w.RadioSDK = sdk;
  w.dispatchEvent(Object.assign(new Event('radio-sdk:ready'), { detail: sdk }));
}

beforeEach(() => {
  g.window = new EventTarget();
});
afterEach(() => {
  delete g.window;
  vi.useRealTimers();
});

describe('the one wait for the SDK (radio-sdk:ready)', () => {
  it('resolves at once when the SDK has already run', async () => {
    const sdk = { play: vi.fn() };
    sdkRuns(sdk);
    await expect(whenSdk()).resolves.toBe(sdk);
    expect(readySdk()).toBe(sdk);
  });

  it('resolves on the readiness event of an SDK that runs later, with no polling', async () => {
    vi.useFakeTimers();
    const waiting = whenSdk();
    expect(vi.getTimerCount()).toBe(1); // the give-up timer only
    const sdk = { play: vi.fn() };
    sdkRuns(sdk);
    await expect(waiting).resolves.toBe(sdk);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up with a French error when the script never runs', async () => {
    vi.useFakeTimers();
    const waiting = whenSdk(10_000);
    vi.advanceTimersByTime(10_000);
    await expect(waiting).rejects.toThrow('RadioSDK indisponible');
    expect(readySdk()).toBeNull();
  });
});
