/**
 * HMAC-SHA256 signatures in base64url, by WebCrypto (`crypto.subtle`): the same bytes on the site
 * and the API. Used for the links and headers one of them signs and the other checks (preview
 * links, the visitor's address). Each use signs a message of its own prefix (`preview:`, `visitor:`).
 */

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = globalThis.crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  // An HMAC-SHA256 is 32 bytes: 43 characters without padding.
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const raw = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** The signature of `message` under `secret` (43 base64url characters). */
export async function hmacSign(secret: string, message: string): Promise<string> {
  const sig = await globalThis.crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(message));
  return toBase64Url(new Uint8Array(sig));
}

/** Whether `signature` is that of `message` under `secret` (WebCrypto's verify: constant time). */
export async function hmacVerify(secret: string, message: string, signature: string): Promise<boolean> {
  const given = fromBase64Url(signature);
  if (!given) return false;
  return globalThis.crypto.subtle.verify('HMAC', await hmacKey(secret), given, encoder.encode(message));
}
