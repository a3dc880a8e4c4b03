import { existsSync, readFileSync } from 'node:fs';
import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { AuthConfig } from '../config.js';
import { unauthorized } from '../errors.js';
import type { Revocations } from './revocations.js';

export interface AuthUser {
  sub: string;
  /** The e-mail the user signed up with: `username` of the access token when it is an e-mail. */
  email: string | null;
  token: JwtPayload;
}

/** One pool's verification: the access tokens of one client of one issuer. */
interface Check {
  key: string;
  verify(token: string): Promise<JwtPayload>;
}

/**
 * The local identity service publishes its keys over plain http; aws-jwt-verify's own fetcher
 * speaks https only (what Amazon Cognito uses). Development fetches the key set with fetch().
 */
const httpFetcher: Fetcher = {
  async fetch(uri) {
    const res = await fetch(uri, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`JWKS ${res.status}`);
    return res.arrayBuffer();
  },
};

const cognitoVerifier = (userPoolId: string, clientId: string) =>
  CognitoJwtVerifier.create({ userPoolId, tokenUse: 'access', clientId });

const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)\s*$/i;

/**
 * Verifies bearer tokens with aws-jwt-verify: signature by the pool's key set (fetched, cached,
 * fetched again for an unknown key id), issuer, expiry, `token_use: access` (an ID token is not
 * an access token) and the app client (`client_id`), then refuses a revoked session.
 *
 * Production (APP_ENV=production) knows Amazon Cognito only: the pool id gives the issuer and
 * the https key set. The local identity service signs with cognito-local's key pair, whose
 * private half is public, so its pool file, JWKS_URL and JWT_ISSUER are read in development only.
 */
export class TokenVerifier {
  private current?: Check;
  private pool?: { at: number; value: { jwksUrl: string; issuer: string; clientId?: string } | null };

  /** The production verifier, built once; tests hand it the pool's key set (cacheJwks). */
  readonly cognito?: ReturnType<typeof cognitoVerifier>;

  constructor(
    private readonly cfg: AuthConfig,
    private readonly revocations?: Revocations,
  ) {
    if (cfg.production && cfg.userPoolId && cfg.clientId)
      this.cognito = cognitoVerifier(cfg.userPoolId, cfg.clientId);
  }

  private check(): Check | null {
    if (this.cfg.production) {
      const cognito = this.cognito;
      return cognito ? { key: 'cognito', verify: (t) => cognito.verify(t) } : null;
    }
    const local = this.localPool();
    if (!local?.clientId) return null;
    const key = `${local.jwksUrl} ${local.issuer} ${local.clientId}`;
    // A new pool (the identity service was recreated) has new keys at a new address.
    if (this.current?.key !== key) {
      const clientId = local.clientId;
      const verifier = JwtVerifier.create(
        {
          issuer: local.issuer,
          jwksUri: local.jwksUrl,
          audience: null,
          customJwtCheck: ({ payload }) =>
            validateCognitoJwtFields(payload, { tokenUse: 'access', clientId }),
        },
        { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
      );
      this.current = { key, verify: (t) => verifier.verify(t) };
    }
    return this.current;
  }

  /** JWKS_URL/JWT_ISSUER, else the pool file the identity service writes (re-read at most every 5 s). */
  private localPool() {
    const { jwksUrl, issuer, clientId } = this.cfg;
    if (jwksUrl && issuer) return { jwksUrl, issuer, ...(clientId ? { clientId } : {}) };
    if (this.pool && Date.now() - this.pool.at < 5000) return this.pool.value;
    let value: { jwksUrl: string; issuer: string; clientId?: string } | null = null;
    try {
      if (existsSync(this.cfg.poolFile)) {
        const pool = JSON.parse(readFileSync(this.cfg.poolFile, 'utf8')) as Record<string, unknown>;
        const id = clientId ?? pool.clientId;
        if (typeof pool.jwksUrl === 'string' && typeof pool.issuer === 'string')
          value = {
            jwksUrl: jwksUrl ?? pool.jwksUrl,
            issuer: issuer ?? pool.issuer,
            ...(typeof id === 'string' ? { clientId: id } : {}),
          };
      }
    } catch {
      value = null;
    }
    this.pool = { at: Date.now(), value };
    return value;
  }

  async verify(authorization: string | undefined): Promise<AuthUser> {
    const token = BEARER.exec(authorization ?? '')?.[1];
    if (!token) throw unauthorized();
    const check = this.check();
    if (!check) throw unauthorized("Service d'identité indisponible : jeton impossible à vérifier.");
    let payload: JwtPayload;
    try {
      payload = await check.verify(token);
    } catch (err) {
      throw unauthorized(err instanceof JwtExpiredError ? 'Jeton expiré.' : undefined);
    }
    if (typeof payload.sub !== 'string' || !payload.sub) throw unauthorized();
    // A session ended (sign-out), or every session of the listener until a moment (sign-out
    // everywhere, password change or reset): its token is refused, whatever its expiry.
    const issued = { sub: payload.sub, iat: typeof payload.iat === 'number' ? payload.iat : 0 };
    if (this.revocations && (await this.revocations.isRevoked(sessionIds(payload), issued)))
      throw unauthorized('Jeton révoqué : session terminée, reconnectez-vous.');
    const username = typeof payload.username === 'string' ? payload.username : '';
    return {
      sub: payload.sub,
      email: username.includes('@') ? username.toLowerCase() : null,
      token: payload,
    };
  }
}

/** What names a session: `origin_jti` (shared by the tokens of one sign-in) and the token's `jti`. */
export function sessionIds(payload: JwtPayload): string[] {
  return [payload.origin_jti, payload.jti].filter((v): v is string => typeof v === 'string' && v !== '');
}
