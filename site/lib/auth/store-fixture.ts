// What the auth store's tests share: aws-amplify's calls as mocks (each test file mocks the modules
// with `vi.mock('aws-amplify/auth')`), a signed-in user, a fresh store before each test. The real
// service is exercised by site/e2e/auth.spec.ts.
import * as amplify from 'aws-amplify/auth';
import { vi } from 'vitest';
import { configureAmplify } from './amplify';
import * as store from './store';

export const m = vi.mocked(amplify);
export const setUser = vi.fn();

export function jwt(payload: Record<string, unknown>) {
  return { payload, toString: () => `token-${String(payload.sub)}` };
}

export function signedInUserAt(favourite = 'null') {
  m.getCurrentUser.mockResolvedValue({ userId: 'sub-1', username: 'sub-1' });
  m.fetchUserAttributes.mockResolvedValue({
    sub: 'sub-1',
    email: 'claire@example.fr',
    given_name: 'Claire',
    family_name: 'Martin',
    'custom:favorite_radio': favourite,
  });
  m.fetchAuthSession.mockResolvedValue({
    tokens: { accessToken: jwt({ sub: 'sub-1', exp: Math.floor(Date.now() / 1000) + 3600 }) },
  } as unknown as Awaited<ReturnType<typeof amplify.fetchAuthSession>>);
}

export const done = { isSignedIn: true, nextStep: { signInStep: 'DONE' } } as const;

/** A fresh store, the SDK stand-in and the local pool before each test; real timers after it. */
export function resetAuth() {
  vi.clearAllMocks();
  store.authStore.reset();
  (globalThis as { RadioSDK?: unknown }).RadioSDK = { setUser };
  configureAmplify({
    userPoolId: 'local_abc',
    userPoolClientId: 'client',
    userPoolEndpoint: 'http://127.0.0.1:9329',
    appName: 'RCF',
  });
  return () => {
    vi.useRealTimers();
  };
}

/** A localStorage holding the given keys (the site's node test environment has none). */
export function storageWith(...keys: string[]): Storage {
  const data = new Map(keys.map((k) => [k, 'x']));
  return {
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
}
