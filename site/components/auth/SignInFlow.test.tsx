// @vitest-environment happy-dom
// The sign-in screens in a DOM, with aws-amplify mocked at its boundary: what each of Amplify's next
// steps shows. The same screens run against the real identity service in e2e/mfa.spec.ts.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as amplify from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureAmplify } from '@/lib/auth/amplify';
import { authStore } from '@/lib/auth/store';
import { SignInFlow } from './SignInFlow';
import { SignUpForm } from './SignUpForm';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push, refresh: vi.fn(), replace: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/mon-compte/signIn',
}));
vi.mock('next/link', () => ({
  useLinkStatus: () => ({ pending: false }),
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));
vi.mock('aws-amplify/auth', () => ({
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  signUp: vi.fn(),
  resendSignUpCode: vi.fn(),
  resetPassword: vi.fn(),
  getCurrentUser: vi.fn(),
  fetchUserAttributes: vi.fn(),
  fetchAuthSession: vi.fn(),
}));
const m = vi.mocked(amplify);

type Step = Awaited<ReturnType<typeof amplify.signIn>>;
const step = (nextStep: Step['nextStep']): Step => ({ isSignedIn: nextStep.signInStep === 'DONE', nextStep });
const err = (name: string, message: string) => Object.assign(new Error(message), { name });

const email = () => screen.getByRole('textbox', { name: 'Adresse e-mail' });
const password = () => screen.getByLabelText('Mot de passe', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Se connecter' });

async function signInWith(nextStep: Step['nextStep']) {
  m.signIn.mockResolvedValue(step(nextStep));
  render(<SignInFlow />);
  fireEvent.change(email(), { target: { value: 'claire@example.fr' } });
  fireEvent.change(password(), { target: { value: 'Radio2026ok' } });
  await act(async () => {
    fireEvent.click(submit());
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  authStore.reset();
  configureAmplify({ userPoolId: 'local_abc', userPoolClientId: 'client', appName: 'RCF' });
});
afterEach(cleanup);

describe('sign-in form (§5 forms)', () => {
  it('§5 empty sign-in username and password: French messages beside the fields, focus on the first', async () => {
    render(<SignInFlow />);
    await act(async () => {
      fireEvent.click(submit());
    });
    const message = screen.getByText('Veuillez saisir votre adresse e-mail.');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByText('Veuillez saisir votre mot de passe.')).toBeTruthy();
    expect(document.activeElement).toBe(email());
    expect(m.signIn).not.toHaveBeenCalled();
  });

  it('the password visibility toggle shows and hides the password', () => {
    render(<SignInFlow />);
    const toggle = screen.getByRole('button', { name: /Afficher le mot de passe/ });
    expect(password().getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    expect(password().getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('the submit button is disabled while the request runs', async () => {
    let answer: (v: Step) => void = () => undefined;
    m.signIn.mockReturnValue(
      new Promise<Step>((resolve) => {
        answer = resolve;
      }),
    );
    render(<SignInFlow />);
    fireEvent.change(email(), { target: { value: 'claire@example.fr' } });
    fireEvent.change(password(), { target: { value: 'x' } });
    await act(async () => {
      fireEvent.click(submit());
    });
    // The auth code loads on first use (first-load budget), so the request starts a little later.
    await waitFor(() => expect(m.signIn).toHaveBeenCalled());
    const busy = screen.getByRole('button', { name: 'Veuillez patienter…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    m.signIn.mockClear();
    await act(async () => {
      answer(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Veuillez patienter…' })).toBeNull());
  });

  it('§8 NotAuthorizedException: incorrect credentials, announced and focused', async () => {
    m.signIn.mockRejectedValue(err('NotAuthorizedException', 'Incorrect username or password.'));
    render(<SignInFlow />);
    fireEvent.change(email(), { target: { value: 'claire@example.fr' } });
    fireEvent.change(password(), { target: { value: 'mauvais' } });
    await act(async () => {
      fireEvent.click(submit());
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Adresse e-mail ou mot de passe incorrect.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('§4 CONFIRM_SIGN_UP after sign-in goes to the e-mail confirmation page', async () => {
    m.resendSignUpCode.mockResolvedValue({
      destination: 'c***',
      deliveryMedium: 'EMAIL',
      attributeName: 'email',
    });
    await signInWith({ signInStep: 'CONFIRM_SIGN_UP' });
    expect(push).toHaveBeenCalledWith('/mon-compte/confirmer-mon-adresse-mail?email=claire%40example.fr');
  });
});

describe('§2 "Sign-in flow screens"', () => {
  it('code by authenticator app: one code field, sent with confirmSignIn', async () => {
    await signInWith({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' });
    const code = screen.getByLabelText("Code affiché par votre application d'authentification");
    fireEvent.change(code, { target: { value: ' 123456 ' } });
    m.confirmSignIn.mockResolvedValue(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    });
    expect(m.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    expect(screen.getByLabelText('Code reçu par SMS')).toBeTruthy();
  });

  it('code by e-mail names where it was sent; an empty code is refused beside the field', async () => {
    await signInWith({
      signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'c***@e***' },
    });
    expect(screen.getByText("Un code vient d'être envoyé à c***@e***.")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    });
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(m.confirmSignIn).not.toHaveBeenCalled();
  });

  it('MFA selection offers the allowed types in French', async () => {
    await signInWith({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['SMS', 'TOTP'] });
    expect(screen.getByRole('radio', { name: 'Recevoir un code par SMS' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: "Utiliser une application d'authentification" }));
    m.confirmSignIn.mockResolvedValue(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    });
    expect(m.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'TOTP' });
  });

  it('MFA set-up with the authenticator app shows a QR code and the key', async () => {
    await signInWith({
      signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
      totpSetupDetails: {
        sharedSecret: 'JBSWY3DPEHPK3PXP',
        getSetupUri: (app, account) => new URL(`otpauth://totp/${app}:${account}?secret=JBSWY3DPEHPK3PXP`),
      },
    });
    expect(document.querySelector('.auth-qr svg')).not.toBeNull();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
  });

  it('MFA set-up choice between authenticator app and e-mail; e-mail set-up asks for the address', async () => {
    await signInWith({
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
      allowedMFATypes: ['TOTP', 'EMAIL'],
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Recevoir un code par e-mail' }));
    m.confirmSignIn.mockResolvedValue(step({ signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    });
    expect(m.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'EMAIL' });
    expect(screen.getByRole('heading', { name: 'Double authentification par e-mail' })).toBeTruthy();
  });

  it('MFA set-up with no allowed method is an error', async () => {
    await signInWith({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMFATypes: ['SMS'] });
    expect(screen.getByRole('alert').textContent).toContain('Aucune méthode de double authentification');
  });

  it('first-factor selection offers the password and the passkey', async () => {
    await signInWith({
      signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      availableChallenges: ['PASSWORD', 'WEB_AUTHN', 'EMAIL_OTP'],
    });
    expect(screen.getByRole('radio', { name: "Ma clé d'accès (passkey)" })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Un code reçu par e-mail' })).toBeTruthy();
  });

  it('confirm with password', async () => {
    await signInWith({ signInStep: 'CONFIRM_SIGN_IN_WITH_PASSWORD' });
    expect(screen.getByRole('heading', { name: 'Confirmez avec votre mot de passe' })).toBeTruthy();
  });

  it('new password required lists the missing attributes', async () => {
    await signInWith({
      signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
      missingAttributes: ['given_name', 'family_name'],
    });
    expect(screen.getByLabelText('Prénom')).toBeTruthy();
    expect(screen.getByLabelText('Nom')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe', { selector: 'input' }), {
      target: { value: 'Nouveau2026ok' },
    });
    fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Claire' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    });
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nom'));
  });
});

describe('sign-up form', () => {
  const groups = [{ region: 'France', radios: [{ code: 'RCFLyon', name: 'RCF Lyon' }] }];

  it('§5 registration: the four required fields are named, the favourite radio is optional', async () => {
    render(<SignUpForm radioGroups={groups} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    });
    expect(screen.getByText('Veuillez saisir votre adresse e-mail.')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir un mot de passe.')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir votre nom.')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir votre prénom.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Ma radio préférée/ })).toBeTruthy();
    expect(document.activeElement).toBe(email());
  });

  it('§8 UsernameExistsException shows the link to /mon-compte/forgotPassword; CONFIRM_SIGN_UP goes to the code page', async () => {
    render(<SignUpForm radioGroups={groups} />);
    fireEvent.change(email(), { target: { value: 'claire@example.fr' } });
    fireEvent.change(screen.getByLabelText('Mot de passe', { selector: 'input' }), {
      target: { value: 'Radio2026ok' },
    });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Martin' } });
    fireEvent.change(screen.getByLabelText('Prénom'), { target: { value: 'Claire' } });
    m.signUp.mockRejectedValueOnce(err('UsernameExistsException', 'User already exists'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'Un compte existe déjà avec cette adresse e-mail.',
    );
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe(
      '/mon-compte/forgotPassword',
    );

    m.signUp.mockResolvedValueOnce({
      isSignUpComplete: false,
      nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: {} },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    });
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/mon-compte/confirmer-mon-adresse-mail?email=claire%40example.fr'),
    );
  });
});

describe('« Autres moyens de connexion » (USER_AUTH, §4 "select first-factor challenge")', () => {
  it('§5 asks for the e-mail only, by name, when it is empty', async () => {
    render(<SignInFlow />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Autres moyens de connexion/ }));
    });
    expect(screen.getByText('Veuillez saisir votre adresse e-mail.')).toBeTruthy();
    expect(m.signIn).not.toHaveBeenCalled();
  });

  it('signs in with USER_AUTH and no password, then offers the first factors once each', async () => {
    m.signIn.mockResolvedValue(
      step({
        signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
        availableChallenges: ['PASSWORD', 'PASSWORD_SRP', 'EMAIL_OTP'],
      }),
    );
    render(<SignInFlow />);
    fireEvent.change(email(), { target: { value: 'claire@example.fr' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Autres moyens de connexion/ }));
    });
    expect(m.signIn).toHaveBeenCalledWith({
      username: 'claire@example.fr',
      options: { authFlowType: 'USER_AUTH' },
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Comment voulez-vous vous connecter ?' })).toBeTruthy(),
    );
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'PASSWORD',
      'EMAIL_OTP',
    ]);
  });
});
