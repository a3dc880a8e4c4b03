/**
 * Server side only: the key of the contact proxy's e-mail encryption (CONTACT_TOKEN) and the
 * signed-in listener's verified e-mail. The key never leaves the site's server: the browser asks
 * the server (./contact-path.ts) to seal its own address, which the server reads from the identity
 * service with the caller's access token — never from what the browser claims.
 */
import { normalizeEmail } from '@radio/core';
import { authConfig } from '@/lib/auth/server-config';

/** Same default as scripts/config.mjs and the API, so a plain `npm start` pairs them. */
export const DEV_CONTACT_TOKEN = 'dev-contact-token-change-me-in-production';

type Env = Record<string, string | undefined>;

/** CONTACT_TOKEN, or null in production when it is missing or left at the development value. */
export function contactKey(env: Env = process.env): string | null {
  const key = env.CONTACT_TOKEN || '';
  if (env.APP_ENV === 'production') return key && key !== DEV_CONTACT_TOKEN ? key : null;
  return key || DEV_CONTACT_TOKEN;
}

/** The identity service's endpoint: the local one, or Amazon Cognito's regional endpoint. */
function identityEndpoint(): string | null {
  const cfg = authConfig();
  if (!cfg) return null;
  if (cfg.userPoolEndpoint) return cfg.userPoolEndpoint;
  return `https://cognito-idp.${cfg.userPoolId.split('_')[0]}.amazonaws.com/`;
}

/**
 * The caller's e-mail as the identity service knows it (GetUser checks the access token: signature,
 * expiry, revocation, pool), and only when it is verified; null otherwise.
 */
export async function verifiedEmail(
  accessToken: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  const endpoint = identityEndpoint();
  if (!endpoint || !accessToken) return null;
  try {
    const res = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: accessToken }),
      cache: 'no-store',
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { UserAttributes?: { Name: string; Value: string }[] };
    const attr = (name: string) => body.UserAttributes?.find((a) => a.Name === name)?.Value;
    const email = attr('email');
    return email && attr('email_verified') === 'true' ? normalizeEmail(email) : null;
  } catch {
    return null;
  }
}
