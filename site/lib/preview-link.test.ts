import { describe, expect, it } from 'vitest';
import { isValidPreview, PREVIEW_DEV_SECRET, previewSecret, signedPreviewPath } from './preview-link';

const SECRET = 'a-preview-secret-of-at-least-32-characters';
const NOW = 1_800_000_000;

/** The parts of a signed path, as the page receives them. */
function parts(path: string) {
  const url = new URL(path, 'http://site.test');
  return {
    id: url.pathname.split('/')[2] ?? '',
    expires: url.searchParams.get('expires') ?? undefined,
    signature: url.searchParams.get('signature') ?? undefined,
  };
}

describe('signed preview links (spec §6 "Preview content is flagged separately")', () => {
  const link = parts(signedPreviewPath(20004, NOW + 3600, SECRET));

  it('a link minted with the secret opens its content until it expires', () => {
    expect(link.id).toBe('20004');
    expect(isValidPreview(link, SECRET, NOW)).toBe(true);
    expect(isValidPreview(link, SECRET, NOW + 3599)).toBe(true);
    expect(isValidPreview(link, SECRET, NOW + 3600)).toBe(false);
  });

  it.each([
    ['no signature', { ...link, signature: undefined }],
    ['no expiry', { ...link, expires: undefined }],
    ['another content', { ...link, id: '20005' }],
    ['a later expiry', { ...link, expires: String(NOW + 7200) }],
    ['a changed signature', { ...link, signature: `x${(link.signature ?? '').slice(1)}` }],
    ['a shorter signature', { ...link, signature: (link.signature ?? '').slice(2) }],
    ['a repeated parameter', { ...link, signature: [link.signature ?? '', link.signature ?? ''] }],
    ['an expiry that is not a number', { ...link, expires: '1e12' }],
    ['an id that is not one', { ...link, id: '0' }],
  ])('refuses %s', (_label, forged) => {
    expect(isValidPreview(forged, SECRET, NOW)).toBe(false);
  });

  it('refuses a link signed with another secret, and every link when previews are closed', () => {
    expect(isValidPreview(link, 'another-secret-of-at-least-32-characters!', NOW)).toBe(false);
    expect(isValidPreview(link, null, NOW)).toBe(false);
  });

  it('refuses a link that would stay valid more than 30 days', () => {
    const far = parts(signedPreviewPath(20004, NOW + 31 * 24 * 3600, SECRET));
    expect(isValidPreview(far, SECRET, NOW)).toBe(false);
  });

  it('PREVIEW_SECRET: the development value by default outside production; none closes previews in production, where the development value is refused', () => {
    expect(previewSecret({})).toBe(PREVIEW_DEV_SECRET);
    expect(previewSecret({ APP_ENV: 'development' })).toBe(PREVIEW_DEV_SECRET);
    expect(previewSecret({ APP_ENV: 'production' })).toBeNull();
    expect(previewSecret({ PREVIEW_SECRET: PREVIEW_DEV_SECRET })).toBe(PREVIEW_DEV_SECRET);
    expect(previewSecret({ PREVIEW_SECRET: PREVIEW_DEV_SECRET, APP_ENV: 'production' })).toBeNull();
    expect(previewSecret({ PREVIEW_SECRET: 'short', APP_ENV: 'production' })).toBeNull();
    expect(previewSecret({ PREVIEW_SECRET: SECRET, APP_ENV: 'production' })).toBe(SECRET);
  });
});
