/**
 * Signed preview links (spec §6 "Preview content is flagged separately"): `/preview/{id}` shows
 * content that is not published, so only a link an editor was given opens it. The link carries its
 * expiry and an HMAC-SHA256 of the id and that expiry, keyed by PREVIEW_SECRET; without a secret
 * (or with the development one, or a short one, in production) no link is valid. The site checks
 * the link before it renders the page, and the API checks the same link again before it answers
 * `GET /content/preview/{id}`: the link is the only credential that reads unpublished content.
 * WebCrypto only (`crypto.subtle`, ./hmac.ts), as the e-mail encryption: the same on the site and the API.
 */
import { hmacSign, hmacVerify } from './hmac';

/** Same default as scripts/config.mjs, so a plain `npm start` can mint and open previews. */
export const PREVIEW_DEV_SECRET = 'dev-preview-secret-change-me-in-production';
/** Default lifetime of a minted link, and the longest one accepted. */
export const PREVIEW_DEFAULT_MINUTES = 24 * 60;
export const PREVIEW_MAX_MINUTES = 30 * 24 * 60;

type Env = Record<string, string | undefined>;

/**
 * The key of the signatures: PREVIEW_SECRET, or outside production the development key (the
 * README's default, so the editors' command works as written on a plain `npm start`); null when
 * previews are closed (production without a key of its own: none, too short, or the dev key).
 */
export function previewSecret(env: Env): string | null {
  const production = env.APP_ENV === 'production';
  const secret = env.PREVIEW_SECRET || (production ? '' : PREVIEW_DEV_SECRET);
  if (!secret) return null;
  if (production && (secret === PREVIEW_DEV_SECRET || secret.length < 32)) return null;
  return secret;
}

const message = (id: string, expires: string) => `preview:${id}:${expires}`;

/** The query of a preview link valid until `expires` (seconds since the epoch): `expires=…&signature=…`. */
export async function signedPreviewQuery(id: number, expires: number, secret: string): Promise<string> {
  const exp = String(Math.floor(expires));
  return `expires=${exp}&signature=${await hmacSign(secret, message(String(id), exp))}`;
}

/** `/preview/{id}?expires=…&signature=…`, the site's page of the link. */
export async function signedPreviewPath(id: number, expires: number, secret: string): Promise<string> {
  return `/preview/${id}?${await signedPreviewQuery(id, expires, secret)}`;
}

/**
 * True only for an untouched, unexpired link of this id, signed with `secret`, expiring within
 * PREVIEW_MAX_MINUTES. The signature is checked by WebCrypto's `verify` (a constant-time compare).
 */
export async function isValidPreview(
  link: { id: string; expires?: unknown; signature?: unknown },
  secret: string | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  const { id, expires, signature } = link;
  if (!secret || typeof expires !== 'string' || typeof signature !== 'string') return false;
  if (!/^[1-9]\d{0,9}$/.test(id) || !/^\d{1,12}$/.test(expires)) return false;
  const exp = Number(expires);
  if (exp <= nowSeconds || exp > nowSeconds + PREVIEW_MAX_MINUTES * 60) return false;
  return hmacVerify(secret, message(id, expires), signature);
}
