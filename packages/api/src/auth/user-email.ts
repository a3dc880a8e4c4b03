import { unauthorized } from '../errors.js';
import type { AuthUser } from './jwt.js';

/**
 * The e-mail of the signed-in user when the token does not carry it. Cognito access tokens (and
 * cognito-local's) name the user by `sub` only, so the contact proxy asks the identity service
 * itself (GetUser, which takes the access token) — at the origin of the token's verified issuer,
 * `https://cognito-idp.<region>.amazonaws.com` or the local service. Answers are cached per token;
 * `fresh` asks again (an e-mail change just confirmed). Only a verified address counts: the contact
 * proxy keys a listener's contact and donations by it.
 */
export class UserEmails {
  private cache = new Map<string, { email: string | null; until: number }>();

  constructor(private readonly ttlMs = 5 * 60_000) {}

  async of(
    user: AuthUser,
    authorization: string | undefined,
    opts: { fresh?: boolean } = {},
  ): Promise<string | null> {
    if (user.email) return user.email;
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    const iss = typeof user.token.iss === 'string' ? user.token.iss : '';
    if (!token || !iss) return null;
    const key = typeof user.token.jti === 'string' ? user.token.jti : token;
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now() && !opts.fresh) return hit.email;
    let res: Response;
    try {
      res = await fetch(new URL(iss).origin, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
        },
        body: JSON.stringify({ AccessToken: token }),
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      throw unauthorized("Service d'identité indisponible : e-mail de l'utilisateur inconnu.");
    }
    if (!res.ok) throw unauthorized();
    const body = (await res.json()) as { UserAttributes?: { Name: string; Value: string }[] };
    const attr = (name: string) => body.UserAttributes?.find((a) => a.Name === name)?.Value;
    const email = attr('email_verified') === 'true' ? (attr('email')?.trim().toLowerCase() ?? null) : null;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { email, until: Date.now() + this.ttlMs });
    return email;
  }
}
