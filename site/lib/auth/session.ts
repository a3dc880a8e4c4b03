/**
 * The session of the signed-in listener: restoring it after a reload, opening it after a sign-in,
 * keeping its short-lived access token fresh for the player SDK, and ending it — here only, or on
 * every device (GlobalSignOut at the identity, then the API's cut-off). Part of the actions loaded on
 * demand (./actions.ts re-exports what the store calls).
 */
import { type Favorite, LOGIN_SUCCESS_MESSAGE, LOGOUT_SUCCESS_MESSAGE } from '@radio/core';
import { cutOffApiSessions, loadFavorites, revokeApiSession } from '@/lib/api/browser';
import { cognitoCall } from './cognito-call';
import { AuthFlowError } from './errors';
import { type AuthUser, favoriteRadio, toAuthUser } from './flow';
import { handUserToSdk } from './sdk';
import { internal, sessionAccessToken, showNotice } from './state';

const { set, amplifyAuth } = internal;
const state = () => internal.get();

/** Reloads the signed-in user's favourites (§4 "list reloaded after adding"). */
export async function reloadFavorites(): Promise<Favorite[]> {
  const user = state().user;
  const contentApiUrl = internal.contentApiUrl();
  if (!user || !contentApiUrl) return state().favorites;
  let favorites: Favorite[] = [];
  try {
    favorites = await loadFavorites(contentApiUrl, user.id, sessionAccessToken);
  } catch {
    favorites = [];
  }
  if (state().user?.id === user.id) set({ favorites });
  return favorites;
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Hands the fresh token to the SDK and plans the next refresh a minute before it expires: access
 * tokens live 10 minutes (so that a session ended at the identity alone stops reaching the API
 * soon), and the player, which holds its own copy, must never be left with an expired one.
 */
async function syncSession(user: AuthUser, forceRefresh = false) {
  const amplify = await amplifyAuth();
  const session = await amplify.fetchAuthSession(forceRefresh ? { forceRefresh: true } : undefined);
  const access = session.tokens?.accessToken;
  if (!access) throw new AuthFlowError('NoSession', "La session n'a pas pu être ouverte.");
  handUserToSdk({ id: user.id, accessToken: access.toString(), email: user.attributes.email });
  if (refreshTimer) clearTimeout(refreshTimer);
  const exp = Number(access.payload.exp ?? 0) * 1000;
  if (exp) {
    const inMs = Math.max(exp - Date.now() - 60_000, 5_000);
    refreshTimer = setTimeout(() => {
      if (state().user?.id === user.id) void syncSession(user, true).catch(() => undefined);
    }, inMs);
  }
  return access.toString();
}

/** A new access token now (after an attribute changed), handed to the SDK. */
export const refreshSession = (user: AuthUser) => syncSession(user, true);

export async function loadUser(): Promise<AuthUser> {
  const amplify = await amplifyAuth();
  const [current, attributes] = await Promise.all([amplify.getCurrentUser(), amplify.fetchUserAttributes()]);
  return toAuthUser(current, attributes);
}

/**
 * Reads the session kept by Amplify (after a reload) without any notice. A session ended on another
 * device is refused by the identity (GetUser): the listener is then signed out here too.
 */
export async function restoreStoredSession(): Promise<void> {
  try {
    const user = await loadUser();
    set({ status: 'signedIn', user });
    await syncSession(user);
    await reloadFavorites();
  } catch (error) {
    // Refused by the identity (revoked, user deleted): the stored tokens are dead, forget them. A
    // network failure keeps them for the next page.
    if ((error as Error)?.name === 'NotAuthorizedException') await dropLocalSession();
    else handUserToSdk(null);
    set({ status: 'signedOut', user: null, favorites: [] });
  }
}

/** §4 "Login success: refresh user, load favourites, notice …; switch to the favourite radio". */
export async function completeLogin(): Promise<AuthUser> {
  const user = await loadUser();
  set({ status: 'signedIn', user, pending: null });
  const token = await syncSession(user);
  await reloadFavorites();
  await Promise.all(
    internal.signedInHooks().map((h) => Promise.resolve(h(user, token)).catch(() => undefined)),
  );
  showNotice({ type: 'success', message: LOGIN_SUCCESS_MESSAGE });
  const favourite = favoriteRadio(user);
  const radioSwitcher = internal.radioSwitcher();
  if (favourite && radioSwitcher) await Promise.resolve(radioSwitcher(favourite)).catch(() => undefined);
  return user;
}

/** Forgets this browser's tokens (Amplify's own sign-out; the SDK loses its user). */
async function dropLocalSession(): Promise<void> {
  if (refreshTimer) clearTimeout(refreshTimer);
  handUserToSdk(null);
  try {
    await (await amplifyAuth()).signOut();
  } catch {
    // nothing stored, or Amplify unavailable: nothing to forget
  }
}

/** The store after a sign-out: signed out, the rest of the site told, the notice shown. */
function signedOutNow(message: string | null) {
  set({ status: 'signedOut', user: null, pending: null, favorites: [] });
  handUserToSdk(null);
  for (const h of internal.signedOutHooks()) {
    try {
      h();
    } catch {
      // a failing listener must not keep the user signed in
    }
  }
  if (message) showNotice({ type: 'success', message });
}

/** §4 "Logout clears session and contact, shows '…' and goes to /"; Amplify revokes the refresh token. */
export async function signOut(): Promise<void> {
  const amplify = await amplifyAuth();
  // The API first, while the token is still in hand: Amplify drops it when it signs out.
  await revokeApiSession(internal.contentApiUrl(), await sessionAccessToken());
  await amplify.signOut();
  if (refreshTimer) clearTimeout(refreshTimer);
  signedOutNow(LOGOUT_SUCCESS_MESSAGE);
}

export const GLOBAL_SIGN_OUT_FAILED =
  "Vos autres appareils n'ont pas pu être déconnectés. Vérifiez votre connexion à Internet et réessayez.";

/**
 * Ends every session of the signed-in listener, this one included: the identity first
 * (GlobalSignOut: no refresh token of before works any more, nor any access token at the identity),
 * then the API (its cut-off: the listener's tokens issued until now are refused by every
 * instance), then this browser's copy. Nothing is forgotten here when the identity refused.
 */
export async function endEverySession(): Promise<void> {
  const token = await sessionAccessToken();
  if (!token) throw new AuthFlowError('NoSession', GLOBAL_SIGN_OUT_FAILED);
  try {
    await cognitoCall('GlobalSignOut', { AccessToken: token });
  } catch (error) {
    // Already signed out everywhere (another tab did it): what was asked is done.
    if (!/revoked/i.test(String((error as Error).message))) {
      throw new AuthFlowError('GlobalSignOutFailed', GLOBAL_SIGN_OUT_FAILED);
    }
  }
  await cutOffApiSessions(internal.contentApiUrl(), token);
  await dropLocalSession();
}

export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'Vous avez été déconnecté de tous vos appareils.';

/** « Se déconnecter de tous les appareils » (« Sécurité du compte »). */
export async function signOutEverywhere(): Promise<void> {
  await endEverySession();
  signedOutNow(SIGNED_OUT_EVERYWHERE_MESSAGE);
}
