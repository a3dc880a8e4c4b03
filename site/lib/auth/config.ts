/**
 * The pool configuration the browser received from the server, kept without any aws-amplify code:
 * pages read it (and look for a stored session) before deciding to load Amplify at all.
 */
export type PublicAuthConfig = {
  userPoolId: string;
  userPoolClientId: string;
  /** The local identity service; absent for Amazon Cognito's regional endpoint. */
  userPoolEndpoint?: string;
  /** Shown in authenticator apps (TOTP set-up). */
  appName: string;
};

let current: PublicAuthConfig | null = null;

export function setAuthConfig(config: PublicAuthConfig | null): void {
  current = config;
}

export function publicAuthConfig(): PublicAuthConfig | null {
  return current;
}

/** Where Amplify v6 keeps its tokens (localStorage, keys `CognitoIdentityServiceProvider.<client>.…`). */
export const TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * True when Amplify may hold a session in this browser: one of its keys is in localStorage (for the
 * given app client when known). Without one, nobody is signed in and Amplify need not be loaded.
 */
export function hasStoredSession(clientId?: string, storage?: Pick<Storage, 'length' | 'key'>): boolean {
  let store = storage;
  try {
    store ??= globalThis.localStorage;
  } catch {
    return false; // storage disabled: Amplify could not have kept a session either
  }
  if (!store) return false;
  const prefix = clientId ? `${TOKEN_KEY_PREFIX}${clientId}.` : TOKEN_KEY_PREFIX;
  try {
    for (let i = 0; i < store.length; i++) {
      if (store.key(i)?.startsWith(prefix)) return true;
    }
  } catch {
    return false;
  }
  return false;
}
