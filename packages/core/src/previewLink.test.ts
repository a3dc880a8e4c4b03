import { beforeAll, describe, expect, it } from 'vitest';
import { isValidPreview, PREVIEW_DEV_SECRET, previewSecret, signedPreviewPath } from './previewLink';

const SECRET = 'a-preview-secret-of-at-least-32-characters';
const NOW = 1_800_000_000;

type Link = ReturnType<typeof parts>;

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
  let link: ReturnType<typeof parts>;
  beforeAll(async () => {
    link = parts(await signedPreviewPath(20004, NOW + 3600, SECRET));
  });

  it('a link minted with the secret opens its content until it expires', async () => {
    expect(link.id).toBe('20004');
    expect(await isValidPreview(link, SECRET, NOW)).toBe(true);
    expect(await isValidPreview(link, SECRET, NOW + 3599)).toBe(true);
    expect(await isValidPreview(link, SECRET, NOW + 3600)).toBe(false);
  });

  it('is the HMAC-SHA256 of `preview:{id}:{expires}`, base64url (the API checks the same link)', async () => {
    const { createHmac } = await import('node:crypto');
    const expected = createHmac('sha256', SECRET)
      .update(`preview:20004:${NOW + 3600}`)
      .digest('base64url');
    expect(link.signature).toBe(expected);
  });

  it.each([
    ['no signature', (l: Link) => ({ ...l, signature: undefined })],
    ['no expiry', (l: Link) => ({ ...l, expires: undefined })],
    ['another content', (l: Link) => ({ ...l, id: '20005' })],
    ['a later expiry', (l: Link) => ({ ...l, expires: String(NOW + 7200) })],
    ['a changed signature', (l: Link) => ({ ...l, signature: `x${(l.signature ?? '').slice(1)}` })],
    ['a shorter signature', (l: Link) => ({ ...l, signature: (l.signature ?? '').slice(2) })],
    ['a repeated parameter', (l: Link) => ({ ...l, signature: [l.signature ?? '', l.signature ?? ''] })],
    ['an expiry that is not a number', (l: Link) => ({ ...l, expires: '1e12' })],
    ['an id that is not one', (l: Link) => ({ ...l, id: '0' })],
  ])('refuses %s', async (_label, forge) => {
    expect(await isValidPreview(forge(link), SECRET, NOW)).toBe(false);
  });

  it('refuses a link signed with another secret, and every link when previews are closed', async () => {
    expect(await isValidPreview(link, 'another-secret-of-at-least-32-characters!', NOW)).toBe(false);
    expect(await isValidPreview(link, null, NOW)).toBe(false);
  });

  it('refuses a link that would stay valid more than 30 days', async () => {
    const far = parts(await signedPreviewPath(20004, NOW + 31 * 24 * 3600, SECRET));
    expect(await isValidPreview(far, SECRET, NOW)).toBe(false);
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
