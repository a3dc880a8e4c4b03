import { decryptEmail, encryptEmail } from '@radio/core';
import { describe, expect, it, vi } from 'vitest';
import { createNewsletterSubscriptionsApi, toggleList } from './newsletters';

describe('newsletter subscriptions', () => {
  it('§7 the e-mail in the path is sealed by `encrypt` (on the site’s server, which holds the key); the call carries the Bearer token', async () => {
    const fetch = vi.fn(
      async (_u: string | URL | Request, _i?: RequestInit) => new Response('["12"]', { status: 200 }),
    );
    const api = createNewsletterSubscriptionsApi({
      baseUrl: 'http://api/contact',
      encrypt: (email) => encryptEmail(email, 'k'),
      fetch,
      getAccessToken: () => 't',
    });
    expect(await api.get(' Anne@Example.fr ')).toEqual(['12']);
    await api.save('anne@example.fr', ['12', '14', '12']);
    const [getUrl, getInit] = fetch.mock.calls[0] ?? [];
    const encrypted = String(getUrl).split('/newsletters/')[1] ?? '';
    expect(await decryptEmail(encrypted, 'k')).toBe('anne@example.fr');
    expect(new Headers(getInit?.headers).get('authorization')).toBe('Bearer t');
    const [, putInit] = fetch.mock.calls[1] ?? [];
    expect(putInit?.method).toBe('POST');
    expect(JSON.parse(String(putInit?.body))).toEqual({ lists: ['12', '14'] });
  });

  it('toggling keeps the order of the lists as shown', () => {
    expect(toggleList(['14'], '12', true, ['12', '13', '14'])).toEqual(['12', '14']);
    expect(toggleList(['12', '14'], '12', false, ['12', '13', '14'])).toEqual(['14']);
  });
});
