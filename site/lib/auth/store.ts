/**
 * The one auth store of the site (a tiny external store read with `useAuth()`), and the entry
 * points of the actions that drive aws-amplify v6. Only this folder talks to the identity service.
 *
 * The first-load script budget (home ≤ 180 KB gzip, docs/benchmarks.md): this module is on every
 * page, so it stays small; its state lives in ./state.ts. The actions
 * (./actions.ts, with the sign-in rules, the error catalogue and the favourites client) and
 * aws-amplify itself are loaded on demand: on a page load without a stored session, or until a
 * form is used, none of that code is downloaded.
 */
import type * as Actions from './actions';
import { hasStoredSession, type PublicAuthConfig, publicAuthConfig, setAuthConfig } from './config';
import { amplifyAuth, internal, sessionAccessToken } from './state';

export {
  type AuthState,
  authStore,
  configureContentApi,
  configuredContentApi,
  NOTICE_MS,
  type Notice,
  onSignedIn,
  onSignedOut,
  setRadioSwitcher,
  showNotice,
} from './state';

const { set } = internal;

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

// --- Session ---------------------------------------------------------------------------------------

/** The current access token (refreshed by Amplify when it has expired), or null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  // No stored session and nobody signed in on this page: no token, and no need to load Amplify.
  if (internal.get().status !== 'signedIn' && !hasStoredSession(publicAuthConfig()?.userPoolClientId))
    return null;
  return sessionAccessToken();
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

/** The actions module's functions by name. */
type ActionName = {
  [K in keyof typeof Actions]: (typeof Actions)[K] extends (...a: never[]) => unknown ? K : never;
}[keyof typeof Actions];

/**
 * The action `name`, loaded with the actions module on its first call: the sign-in code stays out
 * of the scripts of a page nobody signs in from.
 */
function lazy<K extends ActionName>(name: K) {
  type Fn = (typeof Actions)[K] extends (...a: infer A) => infer R ? (...a: A) => R : never;
  return (...a: Parameters<Fn>): Promise<Awaited<ReturnType<Fn>>> =>
    actions().then((m) => (m[name] as unknown as Fn)(...a)) as Promise<Awaited<ReturnType<Fn>>>;
}

export type SignUpInput = Actions.SignUpInput;

/** Reloads the signed-in user's favourites (§4 "list reloaded after adding"). */
export const reloadFavorites = lazy('reloadFavorites');
export const signIn = lazy('signIn');
/** Sign-in by e-mail alone: the identity service offers the first factors (password, code by e-mail). */
export const signInWithChoice = lazy('signInWithChoice');
export type MfaSettings = Actions.MfaSettings;
/** Account security (two-step verification): read, set up the authenticator app, switch methods. */
export const fetchMfa = lazy('fetchMfa');
export const startTotpSetup = lazy('startTotpSetup');
export const confirmTotpSetup = lazy('confirmTotpSetup');
export const setMfa = lazy('setMfa');
/** Answers the current challenge (code, MFA choice, new password, first factor…). */
export const confirmSignIn = lazy('confirmSignIn');
export const signUp = lazy('signUp');
/** Confirms the account; signs in automatically when the sign-up asked for it. */
export const confirmSignUp = lazy('confirmSignUp');
/** §8 "Resend code failure: success false with a translated message". */
export const resendSignUpCode = lazy('resendSignUpCode');
/** §4 "Reset password: request, then a step to confirm with a code, then the new password is set". */
export const requestPasswordReset = lazy('requestPasswordReset');
export const confirmPasswordReset = lazy('confirmPasswordReset');
export const changePassword = lazy('changePassword');
/** Updates attributes; the e-mail needs a code sent to the new address before it changes. */
export const updateAttributes = lazy('updateAttributes');
export const confirmAttribute = lazy('confirmAttribute');
/** §4 "Logout clears session and contact, shows '…' and goes to /"; Amplify revokes the refresh token. */
export const signOut = lazy('signOut');
/** « Se déconnecter de tous les appareils »: every session of the listener ends (identity and API). */
export const signOutEverywhere = lazy('signOutEverywhere');

/** The screen a sign-in begun on another page goes on with (read once by the sign-in page). */
export function takeResumedScreen() {
  const screen = internal.get().resume ?? null;
  if (screen) set({ resume: null });
  return screen;
}

export function setPending(username: string | null) {
  set({ pending: username ? { username } : null });
}
