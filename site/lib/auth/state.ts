/**
 * The auth state (read with `useAuth()`), its notice, the hooks of the rest of the site and the
 * loader of aws-amplify: what the store's entry points (./store.ts) and the actions they load on
 * demand (./actions.ts) share. Here rather than in ./store.ts so that the actions, which the
 * store imports lazily, do not import the store back (no import circle).
 */
import { ERROR_NOTICE_MS, type Favorite } from '@radio/core';
import type * as AmplifyAuth from 'aws-amplify/auth';
import { publicAuthConfig } from './config';
import type { AuthUser, SignInScreen } from './flow';

type AuthModule = typeof AmplifyAuth;
let loadingAmplify: Promise<[typeof import('./amplify'), AuthModule]> | null = null;

/** Amplify's auth API, configured with the pool the page received; loaded once, on first use. */
export async function amplifyAuth(): Promise<AuthModule> {
  loadingAmplify ??= Promise.all([import('./amplify'), import('aws-amplify/auth')]);
  let modules: [typeof import('./amplify'), AuthModule];
  try {
    modules = await loadingAmplify;
  } catch (error) {
    loadingAmplify = null; // a chunk that failed to load is fetched again next time
    throw error;
  }
  const [setup, auth] = modules;
  const config = publicAuthConfig();
  if (config) setup.configureAmplify(config);
  return auth;
}

/** Amplify's access token for the session (refreshed when it has expired), or null without one. */
export async function sessionAccessToken(): Promise<string | null> {
  try {
    const amplify = await amplifyAuth();
    const session = await amplify.fetchAuthSession();
    return session.tokens?.accessToken.toString() ?? null;
  } catch {
    return null;
  }
}

export type Notice = {
  type: 'success' | 'error' | 'info';
  message: string;
  link?: { href: string; label: string };
};

export type AuthState = {
  status: 'unknown' | 'signedOut' | 'signedIn';
  user: AuthUser | null;
  notice: Notice | null;
  /** §3 "A temporary user is held during registration" (and between sign-in and confirmation). */
  pending: { username: string } | null;
  /** §4 "Login success: … load favourites"; empty when the call fails (§8 "Favourites failures are swallowed"). */
  favorites: Favorite[];
  /**
   * A sign-in another page began (after a password change or reset) and the sign-in page goes on
   * with: the second factor's screen.
   */
  resume?: SignInScreen | null;
};

/** §9 "toast timeout 10000 ms"; errors stay 15 s (§3 "Error notice … auto-clears after 15 s"). */
export const NOTICE_MS = 10_000;

const initial: AuthState = { status: 'unknown', user: null, notice: null, pending: null, favorites: [] };
let state: AuthState = initial;
const listeners = new Set<() => void>();

function set(patch: Partial<AuthState>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export const authStore = {
  get: (): AuthState => state,
  /** Server render and first client render agree on this value (no user known yet). */
  getInitial: (): AuthState => initial,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests only. */
  reset() {
    state = initial;
    for (const l of listeners) l();
  },
};

let noticeTimer: ReturnType<typeof setTimeout> | undefined;
export function showNotice(notice: Notice | null) {
  if (noticeTimer) clearTimeout(noticeTimer);
  set({ notice });
  if (notice) {
    noticeTimer = setTimeout(
      () => {
        if (state.notice === notice) set({ notice: null });
      },
      notice.type === 'error' ? ERROR_NOTICE_MS : NOTICE_MS,
    );
  }
}

// --- Hooks for the rest of the site (favourites, contact, radio) -----------------------------------

type SignedInHook = (user: AuthUser, accessToken: string) => void | Promise<void>;
const signedInHooks = new Set<SignedInHook>();
const signedOutHooks = new Set<() => void>();

/** Runs after every successful sign-in (e.g. "load favourites"). Failures are swallowed (§8). */
export function onSignedIn(hook: SignedInHook) {
  signedInHooks.add(hook);
  return () => signedInHooks.delete(hook);
}
/** Runs after sign-out (e.g. "clears session and contact"). */
export function onSignedOut(hook: () => void) {
  signedOutHooks.add(hook);
  return () => signedOutHooks.delete(hook);
}

/** The switch to the favourite radio is done by whoever owns the radio choice (see RadioSwitch). */
type RadioSwitcher = (favouriteCode: string) => void | Promise<void>;
let radioSwitcher: RadioSwitcher | undefined;
export function setRadioSwitcher(fn: RadioSwitcher | undefined) {
  radioSwitcher = fn;
}

let contentApiUrl: string | null = null;
/** Where the favourites are loaded from (the content API of the configuration). */
export function configureContentApi(url: string | null) {
  contentApiUrl = url;
}
/** The content API configured above (account deletion ends the API session there). */
export const configuredContentApi = () => contentApiUrl;

/** What ./actions.ts needs of this store (not for the rest of the site). */
export const internal = {
  get: () => state,
  set,
  amplifyAuth,
  signedInHooks: (): SignedInHook[] => [...signedInHooks],
  signedOutHooks: (): (() => void)[] => [...signedOutHooks],
  radioSwitcher: () => radioSwitcher,
  contentApiUrl: () => contentApiUrl,
};
