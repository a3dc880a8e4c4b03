/**
 * The sign-in, sign-up and attribute flows as pure functions over aws-amplify's results (spec §4
 * "Sign-in steps", "Sign-up", "Other account transitions"). The screens render what these return.
 */
import { sameOriginPath } from '@radio/core';
import type { SignInOutput, SignUpOutput, UpdateUserAttributesOutput } from 'aws-amplify/auth';

type AuthNextSignInStep = SignInOutput['nextStep'];

export type MfaType = 'SMS' | 'TOTP' | 'EMAIL';
export type SetupMfaType = 'TOTP' | 'EMAIL';

/** What the sign-in screen shows next. */
export type SignInScreen =
  | { kind: 'done' }
  | { kind: 'confirmSignUp' }
  | { kind: 'resetPassword' }
  | { kind: 'newPasswordRequired'; missingAttributes: string[] }
  | { kind: 'code'; method: MfaType; destination?: string }
  | { kind: 'mfaSelection'; options: MfaType[] }
  | { kind: 'mfaSetupSelection'; options: SetupMfaType[] }
  | { kind: 'mfaSetupAuto'; choice: SetupMfaType }
  | { kind: 'totpSetup'; secret: string; uri: string }
  | { kind: 'emailSetup' }
  | { kind: 'customChallenge'; hint: string }
  | { kind: 'password' }
  | { kind: 'firstFactor'; options: string[] }
  | { kind: 'error'; message: string };

export const NO_MFA_SETUP_MESSAGE =
  'Aucune méthode de double authentification ne peut être configurée pour ce compte. Contactez le service auditeurs.';

export const MFA_LABELS: Record<MfaType, string> = {
  SMS: 'Recevoir un code par SMS',
  TOTP: "Utiliser une application d'authentification",
  EMAIL: 'Recevoir un code par e-mail',
};

export const FIRST_FACTOR_LABELS: Record<string, string> = {
  PASSWORD: 'Mon mot de passe',
  PASSWORD_SRP: 'Mon mot de passe',
  EMAIL_OTP: 'Un code reçu par e-mail',
  SMS_OTP: 'Un code reçu par SMS',
  WEB_AUTHN: "Ma clé d'accès (passkey)",
};

/**
 * §4 "MFA set-up (if both authenticator app and e-mail allowed, user chooses; if only one, that
 * one is set up; otherwise error)".
 */
export function mfaSetupScreen(allowed: readonly string[] | undefined): SignInScreen {
  const options = (['TOTP', 'EMAIL'] as const).filter((t) => allowed?.includes(t));
  if (options.length === 2) return { kind: 'mfaSetupSelection', options: [...options] };
  const [only] = options;
  if (only) return { kind: 'mfaSetupAuto', choice: only };
  return { kind: 'error', message: NO_MFA_SETUP_MESSAGE };
}

/** Maps Amplify's next sign-in step to the screen (§2 "Sign-in flow screens"). */
export function screenForSignInStep(
  step: AuthNextSignInStep,
  ctx: { appName: string; accountName: string },
): SignInScreen {
  switch (step.signInStep) {
    case 'DONE':
      return { kind: 'done' };
    case 'CONFIRM_SIGN_UP':
      return { kind: 'confirmSignUp' };
    case 'RESET_PASSWORD':
      return { kind: 'resetPassword' };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return {
        kind: 'newPasswordRequired',
        missingAttributes: [...(step.missingAttributes ?? [])].map(String),
      };
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return { kind: 'code', method: 'SMS', destination: step.codeDeliveryDetails?.destination };
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return { kind: 'code', method: 'EMAIL', destination: step.codeDeliveryDetails?.destination };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { kind: 'code', method: 'TOTP' };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return { kind: 'mfaSelection', options: [...(step.allowedMFATypes ?? [])] };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return mfaSetupScreen(step.allowedMFATypes);
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return {
        kind: 'totpSetup',
        secret: step.totpSetupDetails.sharedSecret,
        uri: step.totpSetupDetails.getSetupUri(ctx.appName, ctx.accountName).toString(),
      };
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
      return { kind: 'emailSetup' };
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE':
      return { kind: 'customChallenge', hint: String(step.additionalInfo?.hint ?? '') };
    case 'CONFIRM_SIGN_IN_WITH_PASSWORD':
      return { kind: 'password' };
    case 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION': {
      // Cognito may offer PASSWORD and PASSWORD_SRP: one "my password" choice is enough.
      const options = [...(step.availableChallenges ?? [])].map(String);
      return {
        kind: 'firstFactor',
        options: options.filter((o) => !(o === 'PASSWORD_SRP' && options.includes('PASSWORD'))),
      };
    }
    default:
      return { kind: 'error', message: 'Étape de connexion non prise en charge.' };
  }
}

/** §4 "Sign-up: confirmed immediately gives DONE (or COMPLETE_AUTO_SIGN_IN …); otherwise CONFIRM_SIGN_UP". */
export type SignUpOutcome = 'confirm' | 'autoSignIn' | 'done';
export function signUpOutcome(output: Pick<SignUpOutput, 'nextStep'>): SignUpOutcome {
  switch (output.nextStep.signUpStep) {
    case 'CONFIRM_SIGN_UP':
      return 'confirm';
    case 'COMPLETE_AUTO_SIGN_IN':
      return 'autoSignIn';
    default:
      return 'done';
  }
}

/** §4 "Attribute update: each attribute is either updated or needs a confirmation code". */
export type AttributeUpdate = { key: string; updated: boolean; needsCode: boolean; destination?: string };
export function attributeUpdates(output: UpdateUserAttributesOutput): AttributeUpdate[] {
  return Object.entries(output).map(([key, r]) => ({
    key,
    updated: r?.isUpdated ?? false,
    needsCode: r?.nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE',
    destination: r?.nextStep.codeDeliveryDetails?.destination,
  }));
}

/** §3 Auth user: the attributes the site reads; "unset reads as empty string". */
export type AuthUserAttributes = {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  'custom:favorite_radio': string;
};
export type AuthUser = { id: string; username: string; attributes: AuthUserAttributes };

export function toAuthUser(
  current: { userId: string; username: string },
  attributes: Partial<Record<string, string | undefined>>,
): AuthUser {
  const read = (k: string) => attributes[k] ?? '';
  return {
    id: read('sub') || current.userId,
    username: current.username,
    attributes: {
      sub: read('sub') || current.userId,
      email: read('email'),
      given_name: read('given_name'),
      family_name: read('family_name'),
      'custom:favorite_radio': read('custom:favorite_radio'),
    },
  };
}

/** §3 "'null' is stored at registration when none is chosen". */
export function favoriteRadioAttribute(choice: string | undefined): string {
  return choice?.trim() ? choice.trim() : 'null';
}

/** The user's favourite radio code, or null when none ('' or the stored 'null'). */
export function favoriteRadio(user: AuthUser | null): string | null {
  const v = user?.attributes['custom:favorite_radio'] ?? '';
  return v && v !== 'null' ? v : null;
}

/**
 * §4 "if the user has a favourite radio and the current radio is national or unset, switch to it".
 * Returns the radio code to switch to, or null.
 */
export function radioToSwitchTo(
  favourite: string | null,
  currentCode: string | null | undefined,
  nationalCode: string,
): string | null {
  if (!favourite) return null;
  if (currentCode && currentCode !== nationalCode) return null;
  return favourite === currentCode ? null : favourite;
}

/**
 * Where a successful sign-in goes: the `redirect` query when it is a path of this site (parsed as a
 * URL against the site's origin, `sameOriginPath`), never back to the sign-in page; else home.
 */
export function afterSignInPath(redirect: string | null | undefined, origin: string): string {
  const path = sameOriginPath(redirect, origin);
  return path.startsWith('/mon-compte/signIn') ? '/' : path;
}
