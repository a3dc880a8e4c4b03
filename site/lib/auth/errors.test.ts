// §8 error catalogue as the site shows it, for the errors the identity service really returns
// (names and messages of packages/identity, i.e. cognito-local with Cognito's wording).
import { describe, expect, it } from 'vitest';
import {
  AuthFlowError,
  describeAuthError,
  IDENTITY_UNREACHABLE,
  UNCONFIRMED_ACCOUNT_MESSAGE,
  USER_ALREADY_SIGNED_IN,
} from './errors';

const err = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('§8 Error catalogue, in French', () => {
  it("the site's own errors keep their French message, with no error name after it", () => {
    const own = new AuthFlowError(
      'WrongPassword',
      'Mot de passe incorrect : votre compte n’a pas été supprimé.',
    );
    expect(describeAuthError(own).message).toBe(
      'Mot de passe incorrect : votre compte n’a pas été supprimé.',
    );
    // An identity error is still read through the catalogue.
    expect(
      describeAuthError(err('AliasExistsException', 'An account with the given email already exists.'))
        .message,
    ).toBe('Cette adresse e-mail est déjà utilisée par un autre compte.');
  });

  it('LimitExceededException: attempt limit reached, retry later', () => {
    expect(describeAuthError(err('LimitExceededException', 'Attempt limit exceeded')).message).toBe(
      'Nombre de tentatives atteint, veuillez réessayer plus tard.',
    );
  });

  it("NotAuthorizedException: 'account already confirmed' if the message says so, otherwise incorrect credentials", () => {
    expect(
      describeAuthError(
        err('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'),
      ).message,
    ).toBe('Votre compte est déjà confirmé, vous pouvez vous connecter.');
    expect(
      describeAuthError(err('NotAuthorizedException', 'Incorrect username or password.'), 'signIn').message,
    ).toBe('Adresse e-mail ou mot de passe incorrect.');
  });

  it('CodeMismatchException: wrong code, try again; ExpiredCodeException: code obsolete, restart', () => {
    expect(describeAuthError(err('CodeMismatchException', 'Incorrect confirmation code')).message).toBe(
      "Le code saisi n'est pas le bon, veuillez réessayer.",
    );
    expect(describeAuthError(err('ExpiredCodeException', 'Invalid code provided')).message).toBe(
      'Ce code est obsolète, veuillez recommencer la procédure.',
    );
  });

  it('UsernameExistsException: an account already exists, with a link to /mon-compte/forgotPassword', () => {
    expect(describeAuthError(err('UsernameExistsException', 'User already exists'), 'signUp')).toEqual({
      message: 'Un compte existe déjà avec cette adresse e-mail.',
      link: { href: '/mon-compte/forgotPassword', label: 'Mot de passe oublié ?' },
    });
  });

  it('UserAlreadyAuthenticatedException: a user is already signed in', () => {
    expect(
      describeAuthError(new AuthFlowError('UserAlreadyAuthenticatedException', USER_ALREADY_SIGNED_IN))
        .message,
    ).toBe('Un utilisateur est déjà connecté.');
  });

  it('EmptyConfirmSignUpCode: enter the verification code', () => {
    expect(
      describeAuthError(err('EmptyConfirmSignUpCode', 'code is required to confirmSignUp')).message,
    ).toBe('Veuillez saisir le code de vérification.');
  });

  it('UserNotConfirmedException on login: the unconfirmed-account message', () => {
    expect(
      describeAuthError(err('UserNotConfirmedException', 'User is not confirmed.'), 'signIn').message,
    ).toBe(UNCONFIRMED_ACCOUNT_MESSAGE);
  });

  it('a weak password when choosing one reads as the password policy, not as wrong credentials', () => {
    const weak = err(
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
    );
    expect(describeAuthError(weak, 'signUp').message).toMatch(/règles de sécurité/);
  });

  it('Anything else: the raw message with the error name', () => {
    expect(describeAuthError(err('InvalidParameterException', 'Invalid phone number format.')).message).toBe(
      'Invalid phone number format. (InvalidParameterException)',
    );
  });
});

describe('identity service unreachable', () => {
  it('"The identity service is down: sign-in shows a clear French message"', () => {
    const network = Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' });
    expect(describeAuthError(network, 'signIn')).toEqual({ message: IDENTITY_UNREACHABLE });
    expect(describeAuthError(new TypeError('Failed to fetch'), 'signIn')).toEqual({
      message: IDENTITY_UNREACHABLE,
    });
    // Other errors keep the §8 catalogue.
    const wrong = Object.assign(new Error('Incorrect username or password.'), {
      name: 'NotAuthorizedException',
    });
    expect(describeAuthError(wrong, 'signIn').message).not.toBe(IDENTITY_UNREACHABLE);
  });
});
