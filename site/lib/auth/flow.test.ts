import type { UpdateUserAttributesOutput } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import {
  afterSignInPath,
  attributeUpdates,
  favoriteRadio,
  favoriteRadioAttribute,
  mfaSetupScreen,
  NO_MFA_SETUP_MESSAGE,
  radioToSwitchTo,
  screenForSignInStep,
  signUpOutcome,
  toAuthUser,
} from './flow';

/** Amplify types the output as a record of every attribute key; a real answer names only the updated ones. */
const output = (o: object) => o as UpdateUserAttributesOutput;

const ctx = { appName: 'RCF', accountName: 'marie@example.fr' };

/** Each sign-in step Amplify answers and the screen it leads to. */
const SCREENS: [Parameters<typeof screenForSignInStep>[0], ReturnType<typeof screenForSignInStep>][] = [
  [{ signInStep: 'DONE' }, { kind: 'done' }],
  [
    { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: { hint: 'Couleur ?' } },
    { kind: 'customChallenge', hint: 'Couleur ?' },
  ],
  [
    {
      signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
      missingAttributes: ['given_name', 'family_name'],
    },
    { kind: 'newPasswordRequired', missingAttributes: ['given_name', 'family_name'] },
  ],
  [
    { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['SMS', 'TOTP'] },
    { kind: 'mfaSelection', options: ['SMS', 'TOTP'] },
  ],
  [
    {
      signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+33*****89' },
    },
    { kind: 'code', method: 'SMS', destination: '+33*****89' },
  ],
  [{ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }, { kind: 'code', method: 'TOTP' }],
  [{ signInStep: 'CONFIRM_SIGN_IN_WITH_PASSWORD' }, { kind: 'password' }],
  [
    {
      signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      availableChallenges: ['PASSWORD', 'WEB_AUTHN'],
    },
    { kind: 'firstFactor', options: ['PASSWORD', 'WEB_AUTHN'] },
  ],
  // Both password variants read « Mon mot de passe »: offered once.
  [
    {
      signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      availableChallenges: ['PASSWORD', 'PASSWORD_SRP', 'EMAIL_OTP'],
    },
    { kind: 'firstFactor', options: ['PASSWORD', 'EMAIL_OTP'] },
  ],
  [{ signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' }, { kind: 'emailSetup' }],
];

describe('§4 Sign-in steps', () => {
  it('"Result is DONE or a challenge step": each challenge maps to its screen', () => {
    for (const [step, screen] of SCREENS) expect(screenForSignInStep(step, ctx)).toEqual(screen);
    // The e-mail code screen also says where the code went: its method is what matters here.
    expect(screenForSignInStep({ signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' }, ctx)).toMatchObject({
      kind: 'code',
      method: 'EMAIL',
    });
  });

  it('"A password-reset-required error leads to reset password. A user-not-confirmed error leads to confirm sign-up"', () => {
    expect(screenForSignInStep({ signInStep: 'RESET_PASSWORD' }, ctx)).toEqual({ kind: 'resetPassword' });
    expect(screenForSignInStep({ signInStep: 'CONFIRM_SIGN_UP' }, ctx)).toEqual({ kind: 'confirmSignUp' });
  });

  it('TOTP set-up: the QR code carries the otpauth URI for the brand and the account', () => {
    const screen = screenForSignInStep(
      {
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: {
          sharedSecret: 'JBSWY3DPEHPK3PXP',
          getSetupUri: (app, account) =>
            new URL(`otpauth://totp/${app}:${account}?secret=JBSWY3DPEHPK3PXP&issuer=${app}`),
        },
      },
      ctx,
    );
    expect(screen).toEqual({
      kind: 'totpSetup',
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/RCF:marie@example.fr?secret=JBSWY3DPEHPK3PXP&issuer=RCF',
    });
  });

  it('"MFA set-up (if both authenticator app and e-mail allowed, user chooses; if only one, that one is set up; otherwise error)"', () => {
    expect(mfaSetupScreen(['TOTP', 'EMAIL'])).toEqual({
      kind: 'mfaSetupSelection',
      options: ['TOTP', 'EMAIL'],
    });
    expect(mfaSetupScreen(['EMAIL', 'SMS'])).toEqual({ kind: 'mfaSetupAuto', choice: 'EMAIL' });
    expect(mfaSetupScreen(['TOTP'])).toEqual({ kind: 'mfaSetupAuto', choice: 'TOTP' });
    expect(mfaSetupScreen(['SMS'])).toEqual({ kind: 'error', message: NO_MFA_SETUP_MESSAGE });
    expect(mfaSetupScreen(undefined)).toEqual({ kind: 'error', message: NO_MFA_SETUP_MESSAGE });
    expect(
      screenForSignInStep(
        { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMFATypes: ['TOTP', 'EMAIL'] },
        ctx,
      ),
    ).toEqual({
      kind: 'mfaSetupSelection',
      options: ['TOTP', 'EMAIL'],
    });
  });
});

describe('§4 Sign-up', () => {
  it('"Confirmed immediately gives DONE (or COMPLETE_AUTO_SIGN_IN when auto sign-in is active); otherwise CONFIRM_SIGN_UP"', () => {
    expect(signUpOutcome({ nextStep: { signUpStep: 'DONE' } })).toBe('done');
    expect(signUpOutcome({ nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' } })).toBe('autoSignIn');
    expect(
      signUpOutcome({
        nextStep: {
          signUpStep: 'CONFIRM_SIGN_UP',
          codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'm***@e***' },
        },
      }),
    ).toBe('confirm');
  });

  it('§3 "\'null\' is stored at registration when none is chosen"', () => {
    expect(favoriteRadioAttribute(undefined)).toBe('null');
    expect(favoriteRadioAttribute('  ')).toBe('null');
    expect(favoriteRadioAttribute('RCFLyon')).toBe('RCFLyon');
  });
});

describe('§4 Other account transitions', () => {
  it('"Attribute update: each attribute is either updated or needs a confirmation code"', () => {
    expect(
      attributeUpdates(
        output({
          given_name: { isUpdated: true, nextStep: { updateAttributeStep: 'DONE' } },
          email: {
            isUpdated: false,
            nextStep: {
              updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE',
              codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'n***@e***' },
            },
          },
        }),
      ),
    ).toEqual([
      { key: 'given_name', updated: true, needsCode: false, destination: undefined },
      { key: 'email', updated: false, needsCode: true, destination: 'n***@e***' },
    ]);
  });

  it('"if the user has a favourite radio and the current radio is national or unset, switch to it"', () => {
    expect(radioToSwitchTo('RCFLyon', null, 'RCFNational')).toBe('RCFLyon');
    expect(radioToSwitchTo('RCFLyon', 'RCFNational', 'RCFNational')).toBe('RCFLyon');
    expect(radioToSwitchTo('RCFLyon', 'RCFLille', 'RCFNational')).toBeNull();
    expect(radioToSwitchTo(null, null, 'RCFNational')).toBeNull();
  });

  it('after sign-in: back to a local redirect, never to another site nor to the sign-in page', () => {
    const origin = 'http://127.0.0.1:3000';
    expect(afterSignInPath('/mon-compte/mes-favoris', origin)).toBe('/mon-compte/mes-favoris');
    expect(afterSignInPath('//evil.example', origin)).toBe('/');
    expect(afterSignInPath('/\\evil.example/x', origin)).toBe('/');
    expect(afterSignInPath('/\t/evil.example/x', origin)).toBe('/');
    expect(afterSignInPath('https://evil.example', origin)).toBe('/');
    expect(afterSignInPath('/mon-compte/signIn', origin)).toBe('/');
    expect(afterSignInPath('/mon-compte/signIn?redirect=/x', origin)).toBe('/');
    expect(afterSignInPath(null, origin)).toBe('/');
  });
});

describe('§3 Auth user', () => {
  it('"unset reads as empty string"; the favourite radio \'null\' means none', () => {
    const user = toAuthUser(
      { userId: 'abc', username: 'abc' },
      { sub: 'abc', email: 'marie@example.fr', 'custom:favorite_radio': 'null' },
    );
    expect(user).toEqual({
      id: 'abc',
      username: 'abc',
      attributes: {
        sub: 'abc',
        email: 'marie@example.fr',
        given_name: '',
        family_name: '',
        'custom:favorite_radio': 'null',
      },
    });
    expect(favoriteRadio(user)).toBeNull();
    expect(
      favoriteRadio({ ...user, attributes: { ...user.attributes, 'custom:favorite_radio': 'RCFLyon' } }),
    ).toBe('RCFLyon');
  });
});
