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
