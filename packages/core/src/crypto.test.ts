import { createDecipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptEmail, encryptEmail, fromHex, toHex } from './crypto';

const TOKEN = 'dev-contact-token-change-me-in-production';

describe('e-mail encryption (§7 contact proxy)', () => {
  it('§7 "encrypted on the client with AES-GCM, random 12-byte IV, 128-bit tag … output is hex IV followed by ciphertext"', async () => {
    const email = 'marie.dupont@example.fr';
    const hex = await encryptEmail(email, TOKEN);
    // 12-byte IV + ciphertext (same length as the UTF-8 plaintext) + 16-byte tag, all hex.
    expect(hex).toMatch(/^[0-9a-f]+$/);
    expect(hex.length).toBe((12 + email.length + 16) * 2);
    // Independent check with Node's own AES-GCM, key = SHA-256(token).
    const bytes = Buffer.from(hex, 'hex');
    const iv = bytes.subarray(0, 12);
    const tag = bytes.subarray(bytes.length - 16);
    const body = bytes.subarray(12, bytes.length - 16);
    const key = createHash('sha256').update(TOKEN, 'utf8').digest();
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    expect(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')).toBe(email);
  });

  it('§7 "random 12-byte IV": two encryptions of the same e-mail differ, both decrypt', async () => {
    const a = await encryptEmail('jean@example.fr', TOKEN);
    const b = await encryptEmail('jean@example.fr', TOKEN);
    expect(a.slice(0, 24)).not.toBe(b.slice(0, 24));
    expect(await decryptEmail(a, TOKEN)).toBe('jean@example.fr');
    expect(await decryptEmail(b, TOKEN)).toBe('jean@example.fr');
  });

  it('§7 "keyed by a configured token": another token cannot decrypt (tag check fails)', async () => {
    const hex = await encryptEmail('élodie@example.fr', TOKEN);
    await expect(decryptEmail(hex, 'another-token')).rejects.toThrow();
    expect(await decryptEmail(hex, TOKEN)).toBe('élodie@example.fr');
  });

  it('a tampered ciphertext is refused', async () => {
    const hex = await encryptEmail('jean@example.fr', TOKEN);
    const last = hex.at(-1) === '0' ? '1' : '0';
    await expect(decryptEmail(hex.slice(0, -1) + last, TOKEN)).rejects.toThrow();
  });

  it('§5 "Hex strings must be of even length"', async () => {
    expect(() => fromHex('abc')).toThrow('even length');
    expect(() => fromHex('zz')).toThrow('Invalid hex');
    expect(toHex(fromHex('00ff10'))).toBe('00ff10');
    await expect(decryptEmail('abc', TOKEN)).rejects.toThrow('even length');
    await expect(decryptEmail('00'.repeat(20), TOKEN)).rejects.toThrow('too short');
  });
});
