/**
 * The auth actions that drive aws-amplify v6 (sign-in, challenges, sign-up, codes, passwords,
 * attributes, sign-out) and the session restore. Loaded on demand by ./store.ts; the state they
 * change is in ./state.ts. Import the entry points from '@/lib/auth/store', not from this module.
 */
import {
  AUTO_SIGN_IN_WAIT_MS,
  createContentApi,
  type Favorite,
  LOGIN_SUCCESS_MESSAGE,
  LOGOUT_SUCCESS_MESSAGE,
  normalizeEmail,
  RESEND_CODE_MESSAGE,
} from '@radio/core';
import type * as AmplifyAuth from 'aws-amplify/auth';
import { publicAuthConfig } from './config';
import { AuthFlowError, UNCONFIRMED_ACCOUNT_MESSAGE, USER_ALREADY_SIGNED_IN } from './errors';
import {
  type AttributeUpdate,
  type AuthUser,
  attributeUpdates,
  favoriteRadio,
  favoriteRadioAttribute,
  type SignInScreen,
  type SignUpOutcome,
  screenForSignInStep,
  signUpOutcome,
  toAuthUser,
} from './flow';
import { revokeApiSession } from './revoke';
import { handUserToSdk } from './sdk';
import { internal, sessionAccessToken, showNotice } from './state';

type AuthModule = typeof AmplifyAuth;
const { set, amplifyAuth } = internal;
const state = () => internal.get();

/** Reloads the signed-in user's favourites (§4 "list reloaded after adding"). */
export async function reloadFavorites(): Promise<Favorite[]> {
  const user = state().user;
  const contentApiUrl = internal.contentApiUrl();
  if (!user || !contentApiUrl) return state().favorites;
  let favorites: Favorite[] = [];
  try {
    favorites = await createContentApi({
      baseUrl: contentApiUrl,
      getAccessToken: sessionAccessToken,
    }).favorites(user.id);
  } catch {
    favorites = [];
  }
  if (state().user?.id === user.id) set({ favorites });
  return favorites;
}

// --- Session ---------------------------------------------------------------------------------------

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/** Hands the fresh token to the SDK and plans the next refresh a minute before it expires. */
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

async function loadUser(): Promise<AuthUser> {
  const amplify = await amplifyAuth();
  const [current, attributes] = await Promise.all([amplify.getCurrentUser(), amplify.fetchUserAttributes()]);
  return toAuthUser(current, attributes);
}

/** Reads the session kept by Amplify (after a reload) without any notice. */
export async function restoreStoredSession(): Promise<void> {
  try {
    const user = await loadUser();
    set({ status: 'signedIn', user });
    await syncSession(user);
    await reloadFavorites();
  } catch {
    set({ status: 'signedOut', user: null, favorites: [] });
    handUserToSdk(null);
  }
}

/** §4 "Login success: refresh user, load favourites, notice …; switch to the favourite radio". */
async function completeLogin(): Promise<AuthUser> {
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

export const AUTH_UNAVAILABLE_MESSAGE =
  'Le service de connexion est momentanément indisponible. Veuillez réessayer plus tard.';

/** Amplify, once the pool is known; the French 'unavailable' message otherwise. */
async function configured(): Promise<AuthModule> {
  if (!publicAuthConfig()) throw new AuthFlowError('AuthUnavailable', AUTH_UNAVAILABLE_MESSAGE);
  return amplifyAuth();
}

async function signedOutAmplify(): Promise<AuthModule> {
  if (!publicAuthConfig()) throw new AuthFlowError('AuthUnavailable', AUTH_UNAVAILABLE_MESSAGE);
  if (state().status === 'signedIn')
    throw new AuthFlowError('UserAlreadyAuthenticatedException', USER_ALREADY_SIGNED_IN);
  return amplifyAuth();
}

function screenFor(step: AmplifyAuth.SignInOutput['nextStep'], username: string): SignInScreen {
  return screenForSignInStep(step, {
    appName: publicAuthConfig()?.appName ?? 'Radio',
    accountName: username,
  });
}

/** Acts on the screens that need no input: done, unconfirmed account, reset required, single MFA set-up. */
async function follow(output: AmplifyAuth.SignInOutput, username: string): Promise<SignInScreen> {
  const amplify = await amplifyAuth();
  const screen = screenFor(output.nextStep, username);
  switch (screen.kind) {
    case 'done':
      await completeLogin();
      return screen;
    case 'confirmSignUp':
      // §8 "UserNotConfirmedException on login: the unconfirmed-account message", and a new code.
      set({ pending: { username } });
      await amplify.resendSignUpCode({ username }).catch(() => undefined);
      showNotice({ type: 'error', message: UNCONFIRMED_ACCOUNT_MESSAGE });
      return screen;
    case 'resetPassword':
      set({ pending: { username } });
      await amplify.resetPassword({ username });
      return screen;
    case 'mfaSetupAuto':
      return follow(await amplify.confirmSignIn({ challengeResponse: screen.choice }), username);
    default:
      return screen;
  }
}

// --- Actions ---------------------------------------------------------------------------------------

export async function signIn(username: string, password: string): Promise<SignInScreen> {
  const amplify = await signedOutAmplify();
  const email = normalizeEmail(username);
  set({ pending: { username: email } });
  const output = await amplify.signIn({
    username: email,
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  return follow(output, email);
}

/** §4 "select first-factor challenge": the e-mail alone, then the password or a code by e-mail (USER_AUTH). */
export async function signInWithChoice(username: string): Promise<SignInScreen> {
  const amplify = await signedOutAmplify();
  const email = normalizeEmail(username);
  set({ pending: { username: email } });
  const output = await amplify.signIn({ username: email, options: { authFlowType: 'USER_AUTH' } });
  return follow(output, email);
}

// --- Account security: MFA (spec §7 AssociateSoftwareToken; MFA types TOTP and EMAIL) ---------------

export type MfaSettings = { enabled: ('TOTP' | 'EMAIL' | 'SMS')[]; preferred?: 'TOTP' | 'EMAIL' | 'SMS' };

export async function fetchMfa(): Promise<MfaSettings> {
  const amplify = await configured();
  const out = await amplify.fetchMFAPreference();
  return { enabled: out.enabled ?? [], ...(out.preferred ? { preferred: out.preferred } : {}) };
}

/** A new authenticator secret and its otpauth:// address (for the QR code). */
export async function startTotpSetup(): Promise<{ secret: string; uri: string }> {
  const amplify = await configured();
  const details = await amplify.setUpTOTP();
  const account = state().user?.attributes.email ?? '';
  const uri = details.getSetupUri(publicAuthConfig()?.appName ?? 'Radio', account).toString();
  return { secret: details.sharedSecret, uri };
}

/** Checks the app's first code, then turns authenticator-app MFA on. */
export async function confirmTotpSetup(code: string): Promise<void> {
  const amplify = await configured();
  await amplify.verifyTOTPSetup({ code: code.trim() });
  await amplify.updateMFAPreference({ totp: 'ENABLED' });
}

/** Turns one MFA method on or off. */
export async function setMfa(method: 'TOTP' | 'EMAIL', on: boolean): Promise<void> {
  const amplify = await configured();
  const value = on ? 'ENABLED' : 'DISABLED';
  await amplify.updateMFAPreference(method === 'TOTP' ? { totp: value } : { email: value });
}

/** Answers the current challenge (code, MFA choice, new password, first factor…). */
export async function confirmSignIn(
  challengeResponse: string,
  userAttributes?: Record<string, string>,
): Promise<SignInScreen> {
  const amplify = await configured();
  const output = await amplify.confirmSignIn({
    challengeResponse,
    ...(userAttributes ? { options: { userAttributes } } : {}),
  });
  return follow(output, state().pending?.username ?? '');
}

export type SignUpInput = {
  username: string;
  password: string;
  givenName: string;
  familyName: string;
  favoriteRadio?: string;
};

export async function signUp(input: SignUpInput): Promise<SignUpOutcome> {
  const amplify = await signedOutAmplify();
  const username = normalizeEmail(input.username);
  const output = await amplify.signUp({
    username,
    password: input.password,
    options: {
      userAttributes: {
        email: username,
        given_name: input.givenName.trim(),
        family_name: input.familyName.trim(),
        'custom:favorite_radio': favoriteRadioAttribute(input.favoriteRadio),
      },
      autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' },
    },
  });
  set({ pending: { username } });
  const outcome = signUpOutcome(output);
  if (outcome === 'autoSignIn') await runAutoSignIn();
  return outcome;
}

/** §9 "Auto sign-in wait 180000 ms". */
async function runAutoSignIn(): Promise<void> {
  const amplify = await amplifyAuth();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AuthFlowError('AutoSignInException', "La connexion automatique n'a pas abouti.")),
      AUTO_SIGN_IN_WAIT_MS,
    );
  });
  try {
    const output = await Promise.race([amplify.autoSignIn(), timeout]);
    await follow(output, state().pending?.username ?? '');
  } finally {
    clearTimeout(timer);
  }
}

/** Confirms the account; signs in automatically when the sign-up asked for it. */
export async function confirmSignUp(username: string, code: string): Promise<'signedIn' | 'confirmed'> {
  const amplify = await configured();
  const output = await amplify.confirmSignUp({
    username: normalizeEmail(username),
    confirmationCode: code.trim(),
  });
  if (output.nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
    await runAutoSignIn();
    return 'signedIn';
  }
  set({ pending: null });
  return 'confirmed';
}

/** §8 "Resend code failure: success false with a translated message". */
export async function resendSignUpCode(username: string): Promise<{ success: boolean; error?: unknown }> {
  try {
    const amplify = await configured();
    await amplify.resendSignUpCode({ username: normalizeEmail(username) });
    showNotice({ type: 'info', message: RESEND_CODE_MESSAGE });
    return { success: true };
  } catch (error) {
    return { success: false, error };
  }
}

/** §4 "Reset password: request, then a step to confirm with a code, then the new password is set". */
export async function requestPasswordReset(
  username: string,
): Promise<{ step: 'code' | 'done'; destination?: string }> {
  const amplify = await configured();
  const email = normalizeEmail(username);
  const output = await amplify.resetPassword({ username: email });
  set({ pending: { username: email } });
  return output.nextStep.resetPasswordStep === 'CONFIRM_RESET_PASSWORD_WITH_CODE'
    ? { step: 'code', destination: output.nextStep.codeDeliveryDetails?.destination }
    : { step: 'done' };
}

export async function confirmPasswordReset(
  username: string,
  code: string,
  newPassword: string,
): Promise<void> {
  const amplify = await configured();
  await amplify.confirmResetPassword({
    username: normalizeEmail(username),
    confirmationCode: code.trim(),
    newPassword,
  });
  set({ pending: null });
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  const amplify = await configured();
  await amplify.updatePassword({ oldPassword, newPassword });
}

/** Updates attributes; the e-mail needs a code sent to the new address before it changes. */
export async function updateAttributes(attributes: Record<string, string>): Promise<AttributeUpdate[]> {
  const amplify = await configured();
  const output = await amplify.updateUserAttributes({ userAttributes: attributes });
  const updates = attributeUpdates(output);
  const user = await loadUser();
  set({ user });
  return updates;
}

export async function confirmAttribute(
  key: AmplifyAuth.VerifiableUserAttributeKey,
  code: string,
): Promise<void> {
  const amplify = await configured();
  await amplify.confirmUserAttribute({ userAttributeKey: key, confirmationCode: code.trim() });
  const user = await loadUser();
  set({ user });
  await syncSession(user, true);
}

/** §4 "Logout clears session and contact, shows '…' and goes to /"; Amplify revokes the refresh token. */
export async function signOut(): Promise<void> {
  const amplify = await amplifyAuth();
  // The API first, while the token is still in hand: Amplify drops it when it signs out.
  await revokeApiSession(internal.contentApiUrl(), await sessionAccessToken());
  await amplify.signOut();
  if (refreshTimer) clearTimeout(refreshTimer);
  set({ status: 'signedOut', user: null, pending: null, favorites: [] });
  handUserToSdk(null);
  for (const h of internal.signedOutHooks()) {
    try {
      h();
    } catch {
      // a failing listener must not keep the user signed in
    }
  }
  showNotice({ type: 'success', message: LOGOUT_SUCCESS_MESSAGE });
}
