import { describe, expect, it } from 'vitest';
import { hasStoredSession, TOKEN_KEY_PREFIX } from './config';

const storage = (...keys: string[]) => ({ length: keys.length, key: (i: number) => keys[i] ?? null });

describe('hasStoredSession: is Amplify worth loading on this page?', () => {
  it('true when Amplify keeps a key for this app client', () => {
    expect(hasStoredSession('abc', storage('x', `${TOKEN_KEY_PREFIX}abc.sub-1.accessToken`))).toBe(true);
    expect(hasStoredSession('abc', storage(`${TOKEN_KEY_PREFIX}abc.LastAuthUser`))).toBe(true);
  });

  it("false without any of its keys, or with another client's only", () => {
    expect(hasStoredSession('abc', storage())).toBe(false);
    expect(hasStoredSession('abc', storage('radio', `${TOKEN_KEY_PREFIX}other.LastAuthUser`))).toBe(false);
  });

  it('any Amplify key counts when the client is not known yet', () => {
    expect(hasStoredSession(undefined, storage(`${TOKEN_KEY_PREFIX}other.LastAuthUser`))).toBe(true);
  });

  it('false when storage is unavailable or throws', () => {
    const throwing = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(hasStoredSession('abc', throwing)).toBe(false);
  });
});
