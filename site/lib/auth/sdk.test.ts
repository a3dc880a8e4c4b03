import { afterEach, describe, expect, it, vi } from 'vitest';
import { handUserToSdk } from './sdk';

const g = globalThis as { RadioSDK?: { setUser: (u: unknown) => void } };

afterEach(() => {
  delete g.RadioSDK;
  vi.useRealTimers();
});

describe('the signed-in user handed to the SDK (RadioSDK.setUser)', () => {
  it('is set at once when the SDK is there', () => {
    const setUser = vi.fn();
    g.RadioSDK = { setUser };
    handUserToSdk({ id: 'sub-1', accessToken: 't', email: 'a@b.fr' });
    expect(setUser).toHaveBeenCalledWith({ id: 'sub-1', accessToken: 't', email: 'a@b.fr' });
  });

  it('waits for an SDK script that loads later, and the last value wins', () => {
    vi.useFakeTimers();
    handUserToSdk({ id: 'sub-1', accessToken: 't', email: 'a@b.fr' });
    handUserToSdk(null);
    const setUser = vi.fn();
    g.RadioSDK = { setUser };
    vi.advanceTimersByTime(300);
    expect(setUser).toHaveBeenCalledTimes(1);
    expect(setUser).toHaveBeenCalledWith(null);
  });
});
