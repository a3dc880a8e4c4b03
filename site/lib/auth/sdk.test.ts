import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handUserToSdk } from './sdk';

type Win = EventTarget & { RadioSDK?: { setUser: (u: unknown) => void } };
const g = globalThis as unknown as { window?: Win };

beforeEach(() => {
  g.window = new EventTarget();
});
afterEach(() => {
  delete g.window;
});

describe('the signed-in user handed to the SDK (RadioSDK.setUser)', () => {
  it('is set at once when the SDK is there', () => {
    const setUser = vi.fn();
    (g.window as Win).RadioSDK = { setUser };
    handUserToSdk({ id: 'sub-1', accessToken: 't', email: 'a@b.fr' });
    expect(setUser).toHaveBeenCalledWith({ id: 'sub-1', accessToken: 't', email: 'a@b.fr' });
  });

  it('waits for the SDK to be ready (radio-sdk:ready), and the last value wins', async () => {
    handUserToSdk({ id: 'sub-1', accessToken: 't', email: 'a@b.fr' });
    handUserToSdk(null);
    const setUser = vi.fn();
    const sdk = { setUser };
    const w = g.window as Win;
    w.RadioSDK = sdk;
    w.dispatchEvent(Object.assign(new Event('radio-sdk:ready'), { detail: sdk }));
    await vi.waitFor(() => expect(setUser).toHaveBeenCalled());
    expect(setUser).toHaveBeenCalledTimes(1);
    expect(setUser).toHaveBeenCalledWith(null);
  });
});
