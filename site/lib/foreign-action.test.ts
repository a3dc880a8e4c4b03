import { describe, expect, it } from 'vitest';
import { isForeignAction } from './foreign-action';

const headers = (h: Record<string, string>) => (name: string) => h[name] ?? null;

describe('a form or server action posted from another site', () => {
  it('is one when its Origin names another host than the one it was sent to', () => {
    const action = { 'next-action': 'abc', host: 'www.radio.example' };
    expect(isForeignAction('POST', headers({ ...action, origin: 'https://evil.example' }))).toBe(true);
    expect(isForeignAction('POST', headers({ ...action, origin: 'null' }))).toBe(true);
    expect(isForeignAction('POST', headers({ ...action, origin: 'not a url' }))).toBe(true);
    const form = { 'content-type': 'multipart/form-data; boundary=x', host: 'www.radio.example' };
    expect(isForeignAction('POST', headers({ ...form, origin: 'https://evil.example' }))).toBe(true);
  });

  it('is not one from the site itself, without Origin (as Next), or when it is no action', () => {
    const action = { 'next-action': 'abc', host: 'www.radio.example' };
    expect(isForeignAction('POST', headers({ ...action, origin: 'https://www.radio.example' }))).toBe(false);
    expect(
      isForeignAction(
        'POST',
        headers({
          ...action,
          'x-forwarded-host': 'www.radio.example',
          host: 'site:3000',
          origin: 'https://www.radio.example',
        }),
      ),
    ).toBe(false);
    expect(isForeignAction('POST', headers(action))).toBe(false);
    expect(isForeignAction('GET', headers({ ...action, origin: 'https://evil.example' }))).toBe(false);
    expect(
      isForeignAction(
        'POST',
        headers({ 'content-type': 'application/json', origin: 'https://evil.example' }),
      ),
    ).toBe(false);
  });
});
