import { describe, expect, it, vi } from 'vitest';
import {
  type AuthErrorContext,
  apiCallFailedMessage,
  authErrorMessage,
  createNoticeStore,
  errorNotice,
  LOGIN_SUCCESS_MESSAGE,
  LOGOUT_SUCCESS_MESSAGE,
  loginNotice,
  logoutNotice,
  pageNotFoundMessage,
  RESEND_CODE_MESSAGE,
  UNCONFIRMED_ACCOUNT_MESSAGE,
} from './errorCatalogue';

const err = (name: string, message = '') => Object.assign(new Error(message), { name });

/** [the rule, [error name, error message, form, the French message]…] */
const MESSAGES: [string, [string, string, AuthErrorContext | undefined, string][]][] = [
  [
    '§8 "LimitExceededException": also Cognito\'s password lockout, NotAuthorizedException "Password attempts exceeded"',
    [
      [
        'NotAuthorizedException',
        'Password attempts exceeded',
        undefined,
        'Nombre de tentatives atteint, veuillez réessayer plus tard.',
      ],
    ],
  ],
  [
    '§8 "account already confirmed": asking a new code for a confirmed account (InvalidParameterException)',
    [
      [
        'InvalidParameterException',
        'User is already confirmed.',
        'other',
        'Votre compte est déjà confirmé, vous pouvez vous connecter.',
      ],
    ],
  ],
  [
    '§8 "ExpiredCodeException: code obsolete, restart the procedure": also an ended sign-in session',
    [
      [
        'NotAuthorizedException',
        'Invalid session for the user, session is expired.',
        undefined,
        'Ce code est obsolète, veuillez recommencer la procédure.',
      ],
      [
        'NotAuthorizedException',
        'Invalid session for the user.',
        undefined,
        'Ce code est obsolète, veuillez recommencer la procédure.',
      ],
    ],
  ],
  [
    '§8 "CodeMismatchException: wrong code": the first authenticator code refused (EnableSoftwareTokenMFAException)',
    [
      [
        'EnableSoftwareTokenMFAException',
        'Code mismatch',
        undefined,
        "Le code saisi n'est pas le bon, veuillez réessayer.",
      ],
    ],
  ],
  [
    '§8 an expired temporary password is named (an operator must send a new one)',
    [
      [
        'NotAuthorizedException',
        'Temporary password has expired and must be reset by an administrator.',
        undefined,
        'Votre mot de passe provisoire a expiré : demandez-en un nouveau au service auditeurs.',
      ],
    ],
  ],
  [
    '§8 "LimitExceededException: attempt limit reached, retry later."',
    [
      [
        'LimitExceededException',
        'Attempt limit exceeded',
        undefined,
        'Nombre de tentatives atteint, veuillez réessayer plus tard.',
      ],
    ],
  ],
  [
    '§8 "NotAuthorizedException: \'account already confirmed\' if the message says so, otherwise incorrect credentials."',
    [
      [
        'NotAuthorizedException',
        'User cannot be confirmed. Current status is CONFIRMED',
        undefined,
        'Votre compte est déjà confirmé, vous pouvez vous connecter.',
      ],
      [
        'NotAuthorizedException',
        'User is already confirmed.',
        undefined,
        'Votre compte est déjà confirmé, vous pouvez vous connecter.',
      ],
      [
        'NotAuthorizedException',
        'Incorrect username or password.',
        undefined,
        'Adresse e-mail ou mot de passe incorrect.',
      ],
    ],
  ],
  [
    '§8 "CodeMismatchException: wrong code, try again." / "ExpiredCodeException: code obsolete, restart the procedure."',
    [
      ['CodeMismatchException', '', undefined, "Le code saisi n'est pas le bon, veuillez réessayer."],
      ['ExpiredCodeException', '', undefined, 'Ce code est obsolète, veuillez recommencer la procédure.'],
    ],
  ],
  [
    '§8 "UserAlreadyAuthenticatedException: a user is already signed in." / "EmptyConfirmSignUpCode: enter the verification code."',
    [
      ['UserAlreadyAuthenticatedException', '', undefined, 'Un utilisateur est déjà connecté.'],
      ['EmptyConfirmSignUpCode', '', undefined, 'Veuillez saisir le code de vérification.'],
    ],
  ],
  [
    "an e-mail change to another account's address (Cognito: AliasExistsException) is named in French",
    [
      [
        'AliasExistsException',
        'An account with the given email already exists.',
        'other',
        'Cette adresse e-mail est déjà utilisée par un autre compte.',
      ],
    ],
  ],
  [
    'past the attempt limit of sign-up codes, the confirmation says how long to wait (elsewhere, the §8 message)',
    [
      [
        'LimitExceededException',
        'Attempt limit exceeded, please try after some time.',
        'confirmSignUp',
        'Trop de tentatives : par sécurité, attendez une heure avant de demander un nouveau code.',
      ],
      [
        'LimitExceededException',
        'Attempt limit exceeded, please try after some time.',
        'other',
        'Nombre de tentatives atteint, veuillez réessayer plus tard.',
      ],
    ],
  ],
  [
    '§5 "a server message about a null password maps to an empty-password error"',
    [
      [
        'InvalidParameterException',
        'password must not be null',
        'signUp',
        'Veuillez saisir un mot de passe.',
      ],
    ],
  ],
];

describe('error catalogue (§8)', () => {
  it.each(MESSAGES)('%s', (_rule, cases) => {
    for (const [name, message, flow, french] of cases)
      expect(authErrorMessage(err(name, message), flow).message).toBe(french);
  });
  it('§8 no "incorrect password" on the reset form, which has no password: an unknown address is named as such', () => {
    const m = authErrorMessage(
      err('UserNotFoundException', 'Username/client id combination not found.'),
      'resetPassword',
    );
    expect(m.message).toBe('Aucun compte ne correspond à cette adresse e-mail.');
    expect(m.message).not.toMatch(/mot de passe/);
  });

  it('§8 "UsernameExistsException: an account already exists with this e-mail, with a link to /mon-compte/forgotPassword."', () => {
    expect(authErrorMessage(err('UsernameExistsException'))).toEqual({
      message: 'Un compte existe déjà avec cette adresse e-mail.',
      link: { href: '/mon-compte/forgotPassword', label: 'Mot de passe oublié ?' },
    });
  });

  it('§8 "UserNotConfirmedException on login: the unconfirmed-account message from section 4."', () => {
    expect(authErrorMessage(err('UserNotConfirmedException')).message).toBe(
      "Votre compte n'est pas confirmé, un code de securité vient d'être envoyé.",
    );
    expect(UNCONFIRMED_ACCOUNT_MESSAGE).toBe(authErrorMessage(err('UserNotConfirmedException')).message);
  });

  it("InvalidPasswordException (the local identity service's wrong password) reads as incorrect credentials at sign-in", () => {
    expect(authErrorMessage(err('InvalidPasswordException', 'Invalid password'))).toEqual({
      message: 'Adresse e-mail ou mot de passe incorrect.',
    });
    expect(authErrorMessage(err('InvalidPasswordException'), 'signUp').message).toMatch(/règles de sécurité/);
  });

  it('§8 "Anything else: the raw message with the error name."', () => {
    expect(authErrorMessage(err('InternalErrorException', 'Boom')).message).toBe(
      'Boom (InternalErrorException)',
    );
    expect(authErrorMessage({ code: 'WeirdCode', message: 'odd' }).message).toBe('odd (WeirdCode)');
    expect(authErrorMessage(new Error('plain')).message).toBe('plain (Error)');
    expect(authErrorMessage('text').message).toBe('text (Error)');
    expect(authErrorMessage(null).message).toBe('Erreur inattendue (Error)');
  });

  it('§7 "Resend-code fallback message: \'Un nouveau code de confirmation vous a été envoyé.\'"', () => {
    expect(RESEND_CODE_MESSAGE).toBe('Un nouveau code de confirmation vous a été envoyé.');
  });

  it('§4 "Login success: … notice \'Vous vous êtes connecté avec succès !\'" / "Logout … shows \'Vous avez été déconnecté avec succès.\'"', () => {
    expect(loginNotice()).toEqual({ type: 'success', message: LOGIN_SUCCESS_MESSAGE });
    expect(LOGIN_SUCCESS_MESSAGE).toBe('Vous vous êtes connecté avec succès !');
    expect(logoutNotice()).toEqual({ type: 'success', message: 'Vous avez été déconnecté avec succès.' });
    expect(LOGOUT_SUCCESS_MESSAGE).toBe('Vous avez été déconnecté avec succès.');
    expect(errorNotice(err('CodeMismatchException'))).toEqual({
      type: 'error',
      message: "Le code saisi n'est pas le bon, veuillez réessayer.",
    });
  });

  it('§3 "Error notice: type, message; auto-clears after 15 s."', () => {
    vi.useFakeTimers();
    try {
      const store = createNoticeStore();
      const seen: (string | null)[] = [];
      const off = store.subscribe((n) => seen.push(n?.message ?? null));
      store.show({ type: 'error', message: 'a' });
      vi.advanceTimersByTime(10000);
      store.show({ type: 'error', message: 'b' }); // restarts the 15 s
      vi.advanceTimersByTime(14999);
      expect(store.get()?.message).toBe('b');
      vi.advanceTimersByTime(1);
      expect(store.get()).toBeNull();
      expect(seen).toEqual(['a', 'b', null]);
      off();
      store.show({ type: 'info', message: 'c' });
      store.clear();
      expect(store.get()).toBeNull();
      expect(seen).toEqual(['a', 'b', null]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('§2 "Unknown routes give a 404 \'Page not found: {path}\'" / §8 "errors are named after the failed call"', () => {
    expect(pageNotFoundMessage('/nope')).toBe('Page not found: /nope');
    expect(apiCallFailedMessage('getRadiosByRegions')).toBe('API call to getRadiosByRegions failed');
  });
});
