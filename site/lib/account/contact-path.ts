'use server';

import { encryptEmail, normalizeEmail } from '@radio/core';
import { contactKey, verifiedEmail } from './contact-key';

/**
 * The contact proxy's path segment (spec §7 "{encrypted email}") for the caller's own e-mail,
 * sealed here so that CONTACT_TOKEN stays on the server. The address sealed is the one the identity
 * service gives for the caller's access token, and only when it is verified and is the one asked
 * for; null otherwise (the account pages then show the proxy's refusal).
 */
export async function contactPath(accessToken: string, email: string): Promise<string | null> {
  if (typeof accessToken !== 'string' || typeof email !== 'string') return null;
  const key = contactKey();
  if (!key) return null;
  const own = await verifiedEmail(accessToken);
  if (!own || own !== normalizeEmail(email)) return null;
  return encryptEmail(own, key);
}
