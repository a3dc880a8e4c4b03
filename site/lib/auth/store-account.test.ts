// The auth store's other transitions (§4: reset, change password, attributes, logout, notices)
// and the session restored on page load.
import { ERROR_NOTICE_MS, LOGOUT_SUCCESS_MESSAGE } from '@radio/core';
import type * as amplify from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as store from './store';
import { done, m, resetAuth, setUser, signedInUserAt, storageWith } from './store-fixture';

vi.mock('aws-amplify');
vi.mock('aws-amplify/auth');
beforeEach(resetAuth);
afterEach(() => vi.unstubAllGlobals());

/** The operations the site sends the identity service itself (fetch), answered with `status`. */
function identityCalls(status = 200) {
  const calls: { target: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const target = headers['x-amz-target']?.split('.').pop() ?? '';
      calls.push({ target, body: JSON.parse(String(init.body)) });
      return new Response(status === 200 ? '{}' : '{"__type":"InternalErrorException"}', { status });
    }),
  );
  return calls;
}

describe('§4 other account transitions', () => {
  it('"Reset password: request, then a step to confirm with a code, then the new password is set"', async () => {
    m.resetPassword.mockResolvedValue({
      isPasswordReset: false,
      nextStep: {
        resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
        codeDeliveryDetails: { destination: 'c***@e***', deliveryMedium: 'EMAIL' },
      },
    });
    expect(await store.requestPasswordReset('claire@example.fr')).toEqual({
      step: 'code',
      destination: 'c***@e***',
    });
    m.confirmResetPassword.mockResolvedValue(undefined);
    const calls = identityCalls();
    signedInUserAt();
    m.signIn.mockResolvedValue(done);
    m.signOut.mockResolvedValue(undefined);
    expect(await store.confirmPasswordReset('claire@example.fr', ' 123456', 'Nouveau2026ok')).toEqual({
      kind: 'done',
    });
    expect(m.confirmResetPassword).toHaveBeenCalledWith({
      username: 'claire@example.fr',
      confirmationCode: '123456',
      newPassword: 'Nouveau2026ok',
    });
    // Every session opened before ends (GlobalSignOut needs a token: the first sign-in's), then the
    // browser signs in once more with the new password.
    expect(calls).toEqual([{ target: 'GlobalSignOut', body: { AccessToken: 'token-sub-1' } }]);
    expect(m.signIn).toHaveBeenCalledTimes(2);
    expect(m.signIn).toHaveBeenLastCalledWith({
      username: 'claire@example.fr',
      password: 'Nouveau2026ok',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(store.authStore.get().status).toBe('signedIn');
  });

  it('change password: updatePassword, then every session ends (this one too) and the browser signs in again with the new password', async () => {
    signedInUserAt();
    m.signIn.mockResolvedValue(done);
    await store.signIn('claire@example.fr', 'Radio2026ok');
    const calls = identityCalls();
    m.updatePassword.mockResolvedValue(undefined);
    m.signOut.mockResolvedValue(undefined);
    expect(await store.changePassword('Radio2026ok', 'Nouveau2026ok')).toEqual({ kind: 'done' });
    expect(m.updatePassword).toHaveBeenCalledWith({
      oldPassword: 'Radio2026ok',
      newPassword: 'Nouveau2026ok',
    });
    expect(calls.map((c) => c.target)).toEqual(['GlobalSignOut']);
    expect(m.signIn).toHaveBeenLastCalledWith({
      username: 'claire@example.fr',
      password: 'Nouveau2026ok',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it('change password: when the identity cannot end the sessions, the listener is told and nothing is forgotten', async () => {
    signedInUserAt();
    m.signIn.mockResolvedValue(done);
    await store.signIn('claire@example.fr', 'Radio2026ok');
    identityCalls(503);
    m.updatePassword.mockResolvedValue(undefined);
    await expect(store.changePassword('Radio2026ok', 'Nouveau2026ok')).rejects.toThrow(
      "Vos autres appareils n'ont pas pu être déconnectés",
    );
    expect(m.signOut).not.toHaveBeenCalled();
  });

  it('"Attribute update: each attribute is either updated or needs a confirmation code"', async () => {
    signedInUserAt();
    m.updateUserAttributes.mockResolvedValue({
      // Amplify types the output as a record of every attribute key; a real answer names only the updated ones.
      family_name: { isUpdated: true, nextStep: { updateAttributeStep: 'DONE' } },
      email: {
        isUpdated: false,
        nextStep: { updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE', codeDeliveryDetails: {} },
      },
    } as amplify.UpdateUserAttributesOutput);
    const updates = await store.updateAttributes({ family_name: 'Durand', email: 'new@example.fr' });
    expect(updates.map((u) => [u.key, u.needsCode])).toEqual([
      ['family_name', false],
      ['email', true],
    ]);
    m.confirmUserAttribute.mockResolvedValue(undefined);
    await store.confirmAttribute('email', '123456');
    expect(m.confirmUserAttribute).toHaveBeenCalledWith({
      userAttributeKey: 'email',
      confirmationCode: '123456',
    });
  });

  it('"Logout clears session and contact, shows \'Vous avez été déconnecté avec succès.\'"; the SDK user becomes null', async () => {
    signedInUserAt();
    m.signIn.mockResolvedValue(done);
    await store.signIn('claire@example.fr', 'Radio2026ok');
    const clearContact = vi.fn();
    const off = store.onSignedOut(clearContact);
    m.signOut.mockResolvedValue(undefined);
    await store.signOut();
    off();
    expect(m.signOut).toHaveBeenCalled();
    expect(store.authStore.get()).toMatchObject({ status: 'signedOut', user: null });
    expect(clearContact).toHaveBeenCalled();
    expect(setUser).toHaveBeenLastCalledWith(null);
    expect(store.authStore.get().notice).toEqual({ type: 'success', message: LOGOUT_SUCCESS_MESSAGE });
  });

  it('§3 "Error notice … auto-clears after 15 s"; other notices after the 10 s toast time', () => {
    vi.useFakeTimers();
    store.showNotice({ type: 'error', message: 'x' });
    vi.advanceTimersByTime(ERROR_NOTICE_MS - 1);
    expect(store.authStore.get().notice).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.authStore.get().notice).toBeNull();
    store.showNotice({ type: 'success', message: 'y' });
    vi.advanceTimersByTime(store.NOTICE_MS);
    expect(store.authStore.get().notice).toBeNull();
  });
});

describe('session restore on page load (Amplify loaded only when needed)', () => {
  const config = { userPoolId: 'local_abc', userPoolClientId: 'client', appName: 'RCF' };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('without any token kept by Amplify, the visitor is signed out at once and Amplify is not asked', async () => {
    vi.stubGlobal(
      'localStorage',
      storageWith('radio-autre-cle', 'CognitoIdentityServiceProvider.other.LastAuthUser'),
    );
    await store.restoreSession(config);
    expect(store.authStore.get().status).toBe('signedOut');
    expect(m.getCurrentUser).not.toHaveBeenCalled();
    expect(m.fetchAuthSession).not.toHaveBeenCalled();
    await expect(store.getAccessToken()).resolves.toBeNull();
    expect(m.fetchAuthSession).not.toHaveBeenCalled();
  });

  it('a session kept by Amplify for this app client is restored: user loaded, token handed to the SDK', async () => {
    vi.stubGlobal('localStorage', storageWith('CognitoIdentityServiceProvider.client.LastAuthUser'));
    signedInUserAt();
    await store.restoreSession(config);
    expect(store.authStore.get().status).toBe('signedIn');
    expect(store.authStore.get().user?.id).toBe('sub-1');
    expect(setUser).toHaveBeenLastCalledWith({
      id: 'sub-1',
      accessToken: 'token-sub-1',
      email: 'claire@example.fr',
    });
    await expect(store.getAccessToken()).resolves.toBe('token-sub-1');
  });

  it('a stored session that Amplify no longer accepts leaves the visitor signed out', async () => {
    vi.stubGlobal('localStorage', storageWith('CognitoIdentityServiceProvider.client.LastAuthUser'));
    m.getCurrentUser.mockRejectedValue(new Error('UserUnAuthenticatedException'));
    m.fetchUserAttributes.mockRejectedValue(new Error('UserUnAuthenticatedException'));
    await store.restoreSession(config);
    expect(store.authStore.get().status).toBe('signedOut');
    expect(setUser).toHaveBeenLastCalledWith(null);
  });
});
