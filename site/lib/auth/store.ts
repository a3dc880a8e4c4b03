/**
 * The one auth store of the site (a tiny external store read with `useAuth()`), and the entry
 * points of the actions that drive aws-amplify v6. Only this folder talks to the identity service.
 *
 * First-load budget (scripts every page downloads): this module is on every page, so it stays small. The actions
 * (./actions.ts, with the sign-in rules, the error catalogue and the favourites client) and
 * aws-amplify itself are loaded on demand: on a page load without a stored session, or until a
 * form is used, none of that code is downloaded.
 */
import { ERROR_NOTICE_MS, type Favorite } from '@radio/core';
import type * as AmplifyAuth from 'aws-amplify/auth';
import type * as Actions from './actions';
import { hasStoredSession, type PublicAuthConfig, publicAuthConfig, setAuthConfig } from './config';
import type { AuthUser } from './flow';

type AuthModule = typeof AmplifyAuth;
let loadingAmplify: Promise<[typeof import('./amplify'), AuthModule]> | null = null;

/** Amplify's auth API, configured with the pool the page received; loaded once, on first use. */
async function amplifyAuth(): Promise<AuthModule> {
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

let loadingActions: Promise<typeof Actions> | null = null;
async function actions(): Promise<typeof Actions> {
  loadingActions ??= import('./actions');
  try {
    return await loadingActions;
  } catch (error) {
    loadingActions = null;
    throw error;
  }
}

/** Starts loading the auth code ahead of use (sign-in and account pages), so a submit does not wait. */
export function preloadAuth(): void {
  void Promise.all([amplifyAuth(), actions()]).catch(() => undefined);
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

// --- Session ---------------------------------------------------------------------------------------

/** The current access token (refreshed by Amplify when it has expired), or null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  // No stored session and nobody signed in on this page: no token, and no need to load Amplify.
  if (state.status !== 'signedIn' && !hasStoredSession(publicAuthConfig()?.userPoolClientId)) return null;
  try {
    const amplify = await amplifyAuth();
    const session = await amplify.fetchAuthSession();
    return session.tokens?.accessToken.toString() ?? null;
  } catch {
    return null;
  }
}

/**
 * Reads the session kept by Amplify (after a reload) without any notice. Without any stored token
 * the visitor is signed out, known at once and without loading any auth code.
 */
export async function restoreSession(config: PublicAuthConfig): Promise<void> {
  setAuthConfig(config);
  if (!hasStoredSession(config.userPoolClientId)) {
    set({ status: 'signedOut', user: null, favorites: [] });
    return;
  }
  try {
    await (await actions()).restoreStoredSession();
  } catch {
    // The code could not be loaded (offline): the visitor counts as signed out on this page.
    set({ status: 'signedOut', user: null, favorites: [] });
  }
}

// --- Actions (loaded on first use) -------------------------------------------------------------------

export type SignUpInput = Actions.SignUpInput;

/** Reloads the signed-in user's favourites (§4 "list reloaded after adding"). */
export const reloadFavorites = (...a: Parameters<typeof Actions.reloadFavorites>) =>
  actions().then((m) => m.reloadFavorites(...a));
export const signIn = (...a: Parameters<typeof Actions.signIn>) => actions().then((m) => m.signIn(...a));
/** Sign-in by e-mail alone: the identity service offers the first factors (password, code by e-mail). */
export const signInWithChoice = (...a: Parameters<typeof Actions.signInWithChoice>) =>
  actions().then((m) => m.signInWithChoice(...a));
export type MfaSettings = Actions.MfaSettings;
/** Account security (two-step verification): read, set up the authenticator app, switch methods. */
export const fetchMfa = () => actions().then((m) => m.fetchMfa());
export const startTotpSetup = () => actions().then((m) => m.startTotpSetup());
export const confirmTotpSetup = (...a: Parameters<typeof Actions.confirmTotpSetup>) =>
  actions().then((m) => m.confirmTotpSetup(...a));
export const setMfa = (...a: Parameters<typeof Actions.setMfa>) => actions().then((m) => m.setMfa(...a));
/** Answers the current challenge (code, MFA choice, new password, first factor…). */
export const confirmSignIn = (...a: Parameters<typeof Actions.confirmSignIn>) =>
  actions().then((m) => m.confirmSignIn(...a));
export const signUp = (...a: Parameters<typeof Actions.signUp>) => actions().then((m) => m.signUp(...a));
/** Confirms the account; signs in automatically when the sign-up asked for it. */
export const confirmSignUp = (...a: Parameters<typeof Actions.confirmSignUp>) =>
  actions().then((m) => m.confirmSignUp(...a));
/** §8 "Resend code failure: success false with a translated message". */
export const resendSignUpCode = (...a: Parameters<typeof Actions.resendSignUpCode>) =>
  actions().then((m) => m.resendSignUpCode(...a));
/** §4 "Reset password: request, then a step to confirm with a code, then the new password is set". */
export const requestPasswordReset = (...a: Parameters<typeof Actions.requestPasswordReset>) =>
  actions().then((m) => m.requestPasswordReset(...a));
export const confirmPasswordReset = (...a: Parameters<typeof Actions.confirmPasswordReset>) =>
  actions().then((m) => m.confirmPasswordReset(...a));
export const changePassword = (...a: Parameters<typeof Actions.changePassword>) =>
  actions().then((m) => m.changePassword(...a));
/** Updates attributes; the e-mail needs a code sent to the new address before it changes. */
export const updateAttributes = (...a: Parameters<typeof Actions.updateAttributes>) =>
  actions().then((m) => m.updateAttributes(...a));
export const confirmAttribute = (...a: Parameters<typeof Actions.confirmAttribute>) =>
  actions().then((m) => m.confirmAttribute(...a));
/** §4 "Logout clears session and contact, shows '…' and goes to /"; Amplify revokes the refresh token. */
export const signOut = (...a: Parameters<typeof Actions.signOut>) => actions().then((m) => m.signOut(...a));

export function setPending(username: string | null) {
  set({ pending: username ? { username } : null });
}
