import { describe, expect, it } from 'vitest';

describe('@radio/core entry', () => {
  it('loads in Node without window or document and exposes rules and clients', async () => {
    expect('window' in globalThis).toBe(false);
    expect('document' in globalThis).toBe(false);
    const core = await import('./index');
    for (const name of [
      'nationalCode',
      'encryptEmail',
      'decryptEmail',
      'countListen',
      'donationRolls',
      'rollQueryString',
      'trackerOnTick',
      'liveRefreshDelay',
      'archivesDayGuard',
      'apiPageFromUrl',
      'defaultRadioCookie',
      'imageUrl',
      'authErrorMessage',
      'createModalQueue',
      'formatDuration',
      'createContentApi',
      'createSecondApi',
      'createContactApi',
      'createMailingApi',
      'ApiError',
    ]) {
      expect(typeof (core as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
