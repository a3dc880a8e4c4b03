import { ApiError } from '@radio/core';
import { describe, expect, it, vi } from 'vitest';
import { AccountDeletionError, type DeleteAccountDeps, deleteAccount } from './delete-account';

function deps(over: { contactError?: unknown; trackersError?: unknown; identityError?: unknown } = {}) {
  const calls: string[] = [];
  const step = (name: string, error?: unknown) =>
    vi.fn(async () => {
      calls.push(name);
      if (error) throw error;
    });
  const d: DeleteAccountDeps = {
    userId: 'sub-1',
    email: 'a@example.fr',
    clients: {
      content: { deleteFavorites: step('favourites'), deleteTrackers: step('trackers', over.trackersError) },
      listenLater: { removeAll: step('listenLater') },
      contact: { deleteContact: step('contact', over.contactError) },
    } as unknown as DeleteAccountDeps['clients'],
    deleteIdentityUser: step('identity', over.identityError),
    signOut: step('signOut'),
  };
  return { d, calls };
}

describe('account deletion', () => {
  it('deletes favourites, trackers, listen-later and contact, then the identity user, then signs out', async () => {
    const { d, calls } = deps();
    await deleteAccount(d);
    expect(calls).toEqual(['favourites', 'trackers', 'listenLater', 'contact', 'identity', 'signOut']);
    expect(d.clients.content.deleteFavorites).toHaveBeenCalledWith('sub-1');
    expect(d.clients.contact.deleteContact).toHaveBeenCalledWith('a@example.fr');
  });

  it('a contact never created (404) counts as deleted', async () => {
    const { d, calls } = deps({ contactError: new ApiError('deleteContact', 404) });
    await deleteAccount(d);
    expect(calls).toContain('identity');
  });

  it('an API failure stops before the identity user is deleted, with a French message', async () => {
    const { d, calls } = deps({ trackersError: new ApiError('deleteTrackers', 500) });
    const error = await deleteAccount(d).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountDeletionError);
    expect((error as AccountDeletionError).step).toBe('trackers');
    expect((error as Error).message).toMatch(/^La suppression de votre compte n'a pas pu aboutir/);
    expect(calls).not.toContain('identity');
    expect(calls).not.toContain('signOut');
  });

  it('an identity failure is reported and the user stays signed in', async () => {
    const { d, calls } = deps({ identityError: new Error('NotAuthorizedException') });
    await expect(deleteAccount(d)).rejects.toMatchObject({ step: 'identity' });
    expect(calls).not.toContain('signOut');
  });

  it('§5 without a user id nothing is called', async () => {
    const { d, calls } = deps();
    await expect(deleteAccount({ ...d, userId: '' })).rejects.toBeInstanceOf(AccountDeletionError);
    expect(calls).toEqual([]);
  });
});
