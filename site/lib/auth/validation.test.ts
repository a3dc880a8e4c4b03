import { ERROR_MESSAGES } from '@radio/core';
import { describe, expect, it } from 'vitest';
import * as validation from './validation';

describe('§5 "Empty checks with named errors"', () => {
  it('sign-in username and password', () => {
    expect(validation.validateSignIn({ username: '', password: '' })).toEqual({
      username: ERROR_MESSAGES.EmptySignInUsername,
      password: ERROR_MESSAGES.EmptySignInPassword,
    });
    expect(validation.validateSignIn({ username: '  ', password: 'x' })).toEqual({
      username: 'Veuillez saisir votre adresse e-mail.',
    });
    expect(validation.validateSignIn({ username: 'a@b.fr', password: 'x' })).toEqual({});
  });

  it('sign-up username and password', () => {
    const errors = validation.validateSignUp({
      username: '',
      password: '',
      familyName: 'Martin',
      givenName: 'Claire',
    });
    expect(errors).toEqual({
      username: ERROR_MESSAGES.EmptySignUpUsername,
      password: ERROR_MESSAGES.EmptySignUpPassword,
    });
  });

  it('reset-password username; confirm-reset username, new password and code', () => {
    expect(validation.validateResetPassword({ username: '' })).toEqual({
      username: ERROR_MESSAGES.EmptyResetPasswordUsername,
    });
    expect(validation.validateConfirmResetPassword({ username: '', code: '', newPassword: '' })).toEqual({
      username: ERROR_MESSAGES.EmptyConfirmResetPasswordUsername,
      code: ERROR_MESSAGES.EmptyConfirmResetPasswordConfirmationCode,
      newPassword: ERROR_MESSAGES.EmptyConfirmResetPasswordNewPassword,
    });
  });

  it('confirm-sign-up username and code ("EmptyConfirmSignUpCode: enter the verification code")', () => {
    expect(validation.validateConfirmSignUp({ username: '', code: '' })).toEqual({
      username: ERROR_MESSAGES.EmptyConfirmSignUpUsername,
      code: 'Veuillez saisir le code de vérification.',
    });
  });

  it('old and new password on change; the code when confirming an attribute', () => {
    expect(validation.validateChangePassword({ oldPassword: '', newPassword: '' })).toEqual({
      oldPassword: validation.EMPTY_FIELD_MESSAGES.EmptyUpdatePasswordOld,
      newPassword: validation.EMPTY_FIELD_MESSAGES.EmptyUpdatePasswordNew,
    });
    expect(validation.validateAttributeCode({ code: ' ' })).toEqual({
      code: ERROR_MESSAGES.EmptyConfirmUserAttributeCode,
    });
  });
});

describe('§5 "Registration requires username (the e-mail), password, family name, given name; favourite radio optional"', () => {
  it('each of the four is required, the favourite radio is not', () => {
    expect(
      validation.validateSignUp({
        username: 'claire@example.fr',
        password: 'Radio2026ok',
        familyName: '',
        givenName: '',
      }),
    ).toEqual({
      familyName: 'Veuillez saisir votre nom.',
      givenName: 'Veuillez saisir votre prénom.',
    });
    expect(
      validation.validateSignUp({
        username: 'claire@example.fr',
        password: 'Radio2026ok',
        familyName: 'Martin',
        givenName: 'Claire',
      }),
    ).toEqual({});
  });

  it('the username is an e-mail and the password follows the pool policy', () => {
    expect(
      validation.validateSignUp({ username: 'claire', password: 'court', familyName: 'M', givenName: 'C' }),
    ).toEqual({
      username: validation.INVALID_EMAIL_MESSAGE,
      password: validation.PASSWORD_POLICY_MESSAGE,
    });
    expect(validation.validateChangePassword({ oldPassword: 'x', newPassword: 'sansmajuscule1' })).toEqual({
      newPassword: validation.PASSWORD_POLICY_MESSAGE,
    });
  });
});
