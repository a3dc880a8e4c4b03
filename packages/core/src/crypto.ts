/**
 * E-mail encryption for the contact proxy (spec §7 "The e-mail in the path is encrypted on the client
 * with AES-GCM, random 12-byte IV, 128-bit tag, keyed by a configured token; output is hex IV followed
 * by ciphertext").
 *
 * Key derivation (ours; the spec only says "keyed by a configured token"): the AES-256 key is the
 * SHA-256 digest of the token's UTF-8 bytes. Output: 24 hex chars of IV, then the hex of
 * ciphertext‖tag (WebCrypto appends the 16-byte tag to the ciphertext). Lower-case hex.
 * Only WebCrypto (`globalThis.crypto.subtle`) is used, so browsers and Node 20 produce and read
 * the same bytes.
 */

export const IV_BYTES = 12;
export const TAG_BITS = 128;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s)
    throw new Error(
      'WebCrypto (crypto.subtle) is not available: browsers expose it only on https or localhost pages',
    );
  return s;
}

const keyCache = new Map<string, Promise<CryptoKey>>();

/** Imports the AES-GCM key derived from `token` (SHA-256 of its UTF-8 bytes); cached per token. */
export function deriveKey(token: string): Promise<CryptoKey> {
  let key = keyCache.get(token);
  if (!key) {
    key = subtle()
      .digest('SHA-256', encoder.encode(token))
      .then((raw) => subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']));
    keyCache.set(token, key);
  }
  return key;
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** §5 "Hex strings must be of even length". Throws on odd length or non-hex characters. */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0) throw new Error('Hex string must be of even length');
  if (!/^[0-9a-fA-F]*$/.test(hex)) throw new Error('Invalid hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Encrypts `email` for a contact-proxy path: hex IV followed by hex ciphertext+tag. */
export async function encryptEmail(email: string, token: string): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await deriveKey(token);
  const sealed = await subtle().encrypt(
    { name: 'AES-GCM', iv, tagLength: TAG_BITS },
    key,
    encoder.encode(email),
  );
  return toHex(iv) + toHex(new Uint8Array(sealed));
}

/** Decrypts what `encryptEmail` produced. Throws when the value is malformed or was not sealed with `token`. */
export async function decryptEmail(encrypted: string, token: string): Promise<string> {
  const bytes = fromHex(encrypted);
  // IV + at least the tag.
  if (bytes.length < IV_BYTES + TAG_BITS / 8) throw new Error('Encrypted value too short');
  const key = await deriveKey(token);
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), tagLength: TAG_BITS },
    key,
    bytes.subarray(IV_BYTES),
  );
  return decoder.decode(plain);
}
