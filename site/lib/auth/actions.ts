/**
 * The auth actions that drive aws-amplify v6 (sign-in, challenges, sign-up, codes, passwords,
 * attributes, sign-out) and the session restore. Loaded on demand by ./store.ts; the state they
 * change is in ./state.ts. Import the entry points from '@/lib/auth/store', not from this module.
 */
import { AUTO_SIGN_IN_WAIT_MS, normalizeEmail, RESEND_CODE_MESSAGE } from '@radio/core';
import type * as AmplifyAuth from 'aws-amplify/auth';
import { publicAuthConfig } from './config';
import {
  AUTH_UNAVAILABLE_MESSAGE,
  AuthFlowError,
  UNCONFIRMED_ACCOUNT_MESSAGE,
  USER_ALREADY_SIGNED_IN,
} from './errors';
import {
  type AttributeUpdate,
  attributeUpdates,
  favoriteRadioAttribute,
  type SignInScreen,
  type SignUpOutcome,
  screenForSignInStep,
  signUpOutcome,
} from './flow';
import { completeLogin, endEverySession, loadUser, refreshSession } from './session';
import { internal, showNotice } from './state';

export { AUTH_UNAVAILABLE_MESSAGE } from './errors';
export { reloadFavorites, restoreStoredSession, signOut, signOutEverywhere } from './session';

type AuthModule = typeof AmplifyAuth;
const { set, amplifyAuth } = internal;
const state = () => internal.get();

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

// --- Sessions opened with an old password --------------------------------------------------------

/**
 * After a password reset, every session opened with the old password must end, and Cognito's
 * GlobalSignOut needs a token of the listener: the first sign-in with the new password ends them
 * all (itself included), then the browser signs in once more with it (see `follow`).
 */
let endAllThenSignIn: { username: string; password: string } | null = null;

/** The API refuses the tokens issued in the second of its cut-off: the next sign-in waits it out. */
const CUT_OFF_SECOND_MS = 1100;

export const SIGN_IN_AGAIN_MESSAGE =
  'Vos sessions ouvertes avec votre ancien mot de passe sont fermées : saisissez un nouveau code pour vous connecter.';

/**
 * Signs this browser in again with `password` once every session has ended: done, or the second
 * factor's screen, which the sign-in page shows (`resume`).
 */
async function signInAgain(username: string, password: string): Promise<SignInScreen> {
  await new Promise((r) => setTimeout(r, CUT_OFF_SECOND_MS));
  set({ pending: { username } });
  const amplify = await amplifyAuth();
  try {
    const output = await amplify.signIn({
      username,
      password,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    const screen = await follow(output, username);
    if (screen.kind !== 'done') {
      set({ status: 'signedOut', user: null, favorites: [], resume: screen });
      showNotice({ type: 'info', message: SIGN_IN_AGAIN_MESSAGE });
    }
    return screen;
  } catch (error) {
    set({ status: 'signedOut', user: null, favorites: [], resume: null });
    throw error;
  }
}

/** Acts on the screens that need no input: done, unconfirmed account, reset required, single MFA set-up. */
async function follow(output: AmplifyAuth.SignInOutput, username: string): Promise<SignInScreen> {
  const amplify = await amplifyAuth();
  const screen = screenFor(output.nextStep, username);
  switch (screen.kind) {
    case 'done': {
      const again = endAllThenSignIn;
      if (again && again.username === username) {
        endAllThenSignIn = null;
        await endEverySession();
        return signInAgain(again.username, again.password);
      }
      await completeLogin();
      return screen;
    }
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

export const RESET_SIGN_IN_FAILED =
  "Votre mot de passe a été modifié, mais la connexion n'a pas abouti : connectez-vous, puis fermez vos autres sessions dans « Sécurité du compte » (« Se déconnecter de tous les appareils »).";

/**
 * Sets the new password, then ends every session opened with the old one and signs this browser in
 * with the new one (`endAllThenSignIn`): done, or the second factor's screen (`resume`, shown by
 * the sign-in page; once answered, the sessions end and a new code signs in).
 */
export async function confirmPasswordReset(
  username: string,
  code: string,
  newPassword: string,
): Promise<SignInScreen> {
  const amplify = await configured();
  const email = normalizeEmail(username);
  await amplify.confirmResetPassword({ username: email, confirmationCode: code.trim(), newPassword });
  set({ pending: { username: email } });
  endAllThenSignIn = { username: email, password: newPassword };
  try {
    const output = await amplify.signIn({
      username: email,
      password: newPassword,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    const screen = await follow(output, email);
    if (screen.kind !== 'done') set({ resume: screen });
    return screen;
  } catch {
    endAllThenSignIn = null;
    throw new AuthFlowError('ResetSignInFailed', RESET_SIGN_IN_FAILED);
  }
}

/**
 * Changes the password, ends every session opened with the old one — this one too: Cognito's
 * GlobalSignOut has no exception — and signs this browser in again with the new one.
 */
export async function changePassword(oldPassword: string, newPassword: string): Promise<SignInScreen> {
  const amplify = await configured();
  const username = normalizeEmail(state().user?.attributes.email || state().user?.username || '');
  await amplify.updatePassword({ oldPassword, newPassword });
  await endEverySession();
  return signInAgain(username, newPassword);
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
  await refreshSession(user);
}
