// The auth store signing a listener in and registering one (§4: sign-in, sign-up, code, auto
// sign-in, resend), with aws-amplify mocked at its boundary.
import {
  AUTO_SIGN_IN_WAIT_MS,
  LOGIN_SUCCESS_MESSAGE,
  RESEND_CODE_MESSAGE,
  UNCONFIRMED_ACCOUNT_MESSAGE,
} from '@radio/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { describeAuthError } from './errors';
import * as store from './store';
import { done, m, resetAuth, setUser, signedInUserAt } from './store-fixture';

vi.mock('aws-amplify');
vi.mock('aws-amplify/auth');
beforeEach(resetAuth);

describe('§4 sign-in', () => {
  it('always uses authFlowType USER_PASSWORD_AUTH', async () => {
    signedInUserAt();
    m.signIn.mockResolvedValue(done);
    await store.signIn(' claire@example.fr ', 'Radio2026ok');
    expect(m.signIn).toHaveBeenCalledWith({
      username: 'claire@example.fr',
      password: 'Radio2026ok',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it('"Login success: refresh user, load favourites, notice \'Vous vous êtes connecté avec succès !\'", and the SDK gets the user', async () => {
    signedInUserAt();
    m.signIn.mockResolvedValue(done);
    const loadFavourites = vi.fn();
    const off = store.onSignedIn(loadFavourites);
    const screen = await store.signIn('claire@example.fr', 'Radio2026ok');
    off();
    expect(screen).toEqual({ kind: 'done' });
    const s = store.authStore.get();
    expect(s.status).toBe('signedIn');
    expect(s.user?.attributes.given_name).toBe('Claire');
    expect(loadFavourites).toHaveBeenCalledWith(s.user, 'token-sub-1');
    expect(s.notice).toEqual({ type: 'success', message: LOGIN_SUCCESS_MESSAGE });
    expect(setUser).toHaveBeenLastCalledWith({
      id: 'sub-1',
      accessToken: 'token-sub-1',
      email: 'claire@example.fr',
    });
  });

  it('"load favourites": GET favorites/{userId} with the access token, kept in the store', async () => {
    signedInUserAt();
    m.signIn.mockResolvedValue(done);
    const fetchMock = vi.fn(async () => Response.json([{ id: 7, show_id: 42 }]));
    vi.stubGlobal('fetch', fetchMock);
    store.configureContentApi('http://127.0.0.1:4100/content');
    await store.signIn('claire@example.fr', 'Radio2026ok');
    store.configureContentApi(null);
    vi.unstubAllGlobals();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4100\/content\/favorites\/sub-1/);
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-sub-1');
    expect(store.authStore.get().favorites).toEqual([{ id: 7, show_id: 42 }]);
  });

  it('"Favourites failures are swallowed, leaving lists empty"', async () => {
    signedInUserAt();
    m.signIn.mockResolvedValue(done);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    store.configureContentApi('http://127.0.0.1:4100/content');
    await expect(store.signIn('claire@example.fr', 'Radio2026ok')).resolves.toEqual({ kind: 'done' });
    store.configureContentApi(null);
    vi.unstubAllGlobals();
    expect(store.authStore.get().favorites).toEqual([]);
  });

  it('"Favourites failures are swallowed": a failing favourites hook does not fail the sign-in', async () => {
    signedInUserAt();
    m.signIn.mockResolvedValue(done);
    const off = store.onSignedIn(() => Promise.reject(new Error('API call to {getFavorites} failed')));
    await expect(store.signIn('claire@example.fr', 'Radio2026ok')).resolves.toEqual({ kind: 'done' });
    off();
    expect(store.authStore.get().status).toBe('signedIn');
  });

  it('"if the user has a favourite radio … switch to it": the radio switcher receives the favourite', async () => {
    signedInUserAt('RCFLyon');
    m.signIn.mockResolvedValue(done);
    const switcher = vi.fn();
    store.setRadioSwitcher(switcher);
    await store.signIn('claire@example.fr', 'Radio2026ok');
    store.setRadioSwitcher(undefined);
    expect(switcher).toHaveBeenCalledWith('RCFLyon');
  });

  it('"Signing in while signed in is refused" with UserAlreadyAuthenticatedException in French', async () => {
    signedInUserAt();
    m.signIn.mockResolvedValue(done);
    await store.signIn('claire@example.fr', 'Radio2026ok');
    m.signIn.mockClear();
    const error = await store.signIn('claire@example.fr', 'Radio2026ok').catch((e: unknown) => e);
    expect((error as Error).name).toBe('UserAlreadyAuthenticatedException');
    expect(describeAuthError(error).message).toBe('Un utilisateur est déjà connecté.');
    expect(m.signIn).not.toHaveBeenCalled();
  });

  it('§8 "UserNotConfirmedException on login": the unconfirmed-account message and a code sent again', async () => {
    m.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    m.resendSignUpCode.mockResolvedValue({
      destination: 'c***@e***',
      deliveryMedium: 'EMAIL',
      attributeName: 'email',
    });
    const screen = await store.signIn('claire@example.fr', 'Radio2026ok');
    expect(screen).toEqual({ kind: 'confirmSignUp' });
    expect(m.resendSignUpCode).toHaveBeenCalledWith({ username: 'claire@example.fr' });
    expect(store.authStore.get().notice).toEqual({ type: 'error', message: UNCONFIRMED_ACCOUNT_MESSAGE });
    expect(store.authStore.get().pending).toEqual({ username: 'claire@example.fr' });
  });

  it('"A password-reset-required error leads to reset password": the reset is requested', async () => {
    m.signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'RESET_PASSWORD' } });
    m.resetPassword.mockResolvedValue({
      isPasswordReset: false,
      nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDeliveryDetails: {} },
    });
    expect(await store.signIn('claire@example.fr', 'x')).toEqual({ kind: 'resetPassword' });
    expect(m.resetPassword).toHaveBeenCalledWith({ username: 'claire@example.fr' });
  });

  it('MFA set-up with only one allowed type sets that one up without asking', async () => {
    m.signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMFATypes: ['EMAIL'] },
    });
    m.confirmSignIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' },
    });
    expect(await store.signIn('claire@example.fr', 'x')).toEqual({ kind: 'emailSetup' });
    expect(m.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'EMAIL' });
  });

  it('new password required: the missing attributes go with the new password', async () => {
    signedInUserAt();
    m.confirmSignIn.mockResolvedValue(done);
    await store.confirmSignIn('Nouveau2026ok', { given_name: 'Claire' });
    expect(m.confirmSignIn).toHaveBeenCalledWith({
      challengeResponse: 'Nouveau2026ok',
      options: { userAttributes: { given_name: 'Claire' } },
    });
    expect(store.authStore.get().status).toBe('signedIn');
  });

  it('refuses to call the identity service when no pool is configured', async () => {
    vi.resetModules();
    const fresh = await import('./store');
    await expect(fresh.signIn('claire@example.fr', 'x')).rejects.toMatchObject({ name: 'AuthUnavailable' });
  });
});

describe('§4 sign-up', () => {
  it("registration sends the names, 'null' as favourite radio when none, and asks for auto sign-in", async () => {
    m.signUp.mockResolvedValue({
      isSignUpComplete: false,
      nextStep: { signUpStep: 'CONFIRM_SIGN_UP', codeDeliveryDetails: {} },
    });
    const outcome = await store.signUp({
      username: 'claire@example.fr ',
      password: 'Radio2026ok',
      givenName: ' Claire',
      familyName: 'Martin',
    });
    expect(outcome).toBe('confirm');
    expect(m.signUp).toHaveBeenCalledWith({
      username: 'claire@example.fr',
      password: 'Radio2026ok',
      options: {
        userAttributes: {
          email: 'claire@example.fr',
          given_name: 'Claire',
          family_name: 'Martin',
          'custom:favorite_radio': 'null',
        },
        autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' },
      },
    });
    expect(store.authStore.get().pending).toEqual({ username: 'claire@example.fr' });
  });

  it('COMPLETE_AUTO_SIGN_IN signs the new listener in', async () => {
    signedInUserAt();
    m.signUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' } });
    m.autoSignIn.mockResolvedValue(done);
    expect(
      await store.signUp({
        username: 'a@b.fr',
        password: 'Radio2026ok',
        givenName: 'A',
        familyName: 'B',
        favoriteRadio: 'RCFLyon',
      }),
    ).toBe('autoSignIn');
    expect(m.autoSignIn).toHaveBeenCalled();
    expect(store.authStore.get().status).toBe('signedIn');
  });

  it('confirming the code completes the auto sign-in; without it the account is only confirmed', async () => {
    signedInUserAt();
    m.confirmSignUp.mockResolvedValueOnce({
      isSignUpComplete: true,
      nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' },
    });
    m.autoSignIn.mockResolvedValue(done);
    expect(await store.confirmSignUp('claire@example.fr', ' 123456 ')).toBe('signedIn');
    expect(m.confirmSignUp).toHaveBeenCalledWith({
      username: 'claire@example.fr',
      confirmationCode: '123456',
    });

    store.authStore.reset();
    m.confirmSignUp.mockResolvedValueOnce({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } });
    expect(await store.confirmSignUp('claire@example.fr', '123456')).toBe('confirmed');
  });

  it('§9 "Auto sign-in wait 180000 ms": an auto sign-in that never answers fails after that wait, not before', async () => {
    vi.useFakeTimers();
    m.confirmSignUp.mockResolvedValue({
      isSignUpComplete: true,
      nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' },
    });
    m.autoSignIn.mockReturnValue(new Promise(() => undefined));
    let settled: unknown = 'pending';
    const run = store.confirmSignUp('claire@example.fr', '123456').then(
      () => 'resolved',
      (e: Error) => e.name,
    );
    void run.then((v) => {
      settled = v;
    });
    await vi.advanceTimersByTimeAsync(AUTO_SIGN_IN_WAIT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await run).toBe('AutoSignInException');
  });

  it(`§7 "Resend-code fallback message: '${RESEND_CODE_MESSAGE}'"; §8 "Resend code failure: success false with a translated message"`, async () => {
    m.resendSignUpCode.mockResolvedValueOnce({
      destination: 'c***',
      deliveryMedium: 'EMAIL',
      attributeName: 'email',
    });
    expect(await store.resendSignUpCode('claire@example.fr')).toEqual({ success: true });
    expect(store.authStore.get().notice).toEqual({ type: 'info', message: RESEND_CODE_MESSAGE });

    const limit = Object.assign(new Error('Attempt limit exceeded, please try after some time.'), {
      name: 'LimitExceededException',
    });
    m.resendSignUpCode.mockRejectedValueOnce(limit);
    const result = await store.resendSignUpCode('claire@example.fr');
    expect(result.success).toBe(false);
    expect(describeAuthError(result.error).message).toBe(
      'Nombre de tentatives atteint, veuillez réessayer plus tard.',
    );
  });
});
