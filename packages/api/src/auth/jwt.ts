import { existsSync, readFileSync } from 'node:fs';
import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';
import type { AuthConfig } from '../config.js';
import { ApiError, unauthorized } from '../errors.js';

export interface AuthUser {
  sub: string;
  /** The e-mail the user signed up with: `email` claim (ID token) or `username` (access token). */
  email: string | null;
  token: JWTPayload;
}

interface Resolved {
  jwksUrl: string;
  issuer?: string;
  clientId?: string;
}

/**
 * Verifies bearer tokens against the identity pool's JWKS. The key set is fetched here (not by
 * jose's remote set) because the local identity service serves it over plain http; it is cached
 * and fetched again when a token names a key it does not hold (key rotation).
 */
export class TokenVerifier {
  private keys?: ReturnType<typeof createLocalJWKSet>;
  private fetchedAt = 0;
  private keysUrl?: string;
  private pending?: Promise<void>;

  constructor(private readonly cfg: AuthConfig) {}

  private resolve(): Resolved | null {
    if (this.cfg.jwksUrl) {
      return {
        jwksUrl: this.cfg.jwksUrl,
        ...(this.cfg.issuer ? { issuer: this.cfg.issuer } : {}),
        ...(this.cfg.clientId ? { clientId: this.cfg.clientId } : {}),
      };
    }
    // The identity service writes this file when it is ready (and again when it restarts):
    // read it at most every 5 s.
    if (this.pool && Date.now() - this.pool.at < 5000) return this.pool.value;
    const value = this.readPool();
    this.pool = { at: Date.now(), value };
    return value;
  }

  private pool?: { at: number; value: Resolved | null };

  private readPool(): Resolved | null {
    if (!existsSync(this.cfg.poolFile)) return null;
    try {
      const pool = JSON.parse(readFileSync(this.cfg.poolFile, 'utf8')) as Partial<Resolved> & {
        issuer?: string;
      };
      if (!pool.jwksUrl) return null;
      return {
        jwksUrl: pool.jwksUrl,
        ...(this.cfg.issuer || pool.issuer ? { issuer: this.cfg.issuer ?? pool.issuer } : {}),
        ...(this.cfg.clientId ? { clientId: this.cfg.clientId } : {}),
      };
    } catch {
      return null;
    }
  }

  private async refresh(url: string): Promise<void> {
    this.pending ??= (async () => {
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
        if (!res.ok) throw new Error(`JWKS ${res.status}`);
        this.keys = createLocalJWKSet((await res.json()) as JSONWebKeySet);
        this.keysUrl = url;
        this.fetchedAt = Date.now();
      } finally {
        this.pending = undefined;
      }
    })();
    return this.pending;
  }

  async verify(authorization: string | undefined): Promise<AuthUser> {
    const match = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)\s*$/i.exec(authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    const resolved = this.resolve();
    if (!resolved) throw unauthorized("Service d'identité indisponible : jeton impossible à vérifier.");
    try {
      // A new pool (the identity service was recreated) has new keys at a new address.
      if (!this.keys || this.keysUrl !== resolved.jwksUrl) await this.refresh(resolved.jwksUrl);
      let payload: JWTPayload;
      try {
        payload = await this.check(match[1], resolved);
      } catch (err) {
        // Unknown key id: the pool may have rotated its keys; fetch again, at most every 10 s.
        if (!(err instanceof errors.JWKSNoMatchingKey) || Date.now() - this.fetchedAt < 10_000) throw err;
        await this.refresh(resolved.jwksUrl);
        payload = await this.check(match[1], resolved);
      }
      if (typeof payload.sub !== 'string' || !payload.sub) throw unauthorized();
      const email =
        typeof payload.email === 'string'
          ? payload.email
          : typeof payload.username === 'string' && payload.username.includes('@')
            ? payload.username
            : null;
      return { sub: payload.sub, email: email ? email.toLowerCase() : null, token: payload };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw unauthorized(err instanceof errors.JWTExpired ? 'Jeton expiré.' : undefined);
    }
  }

  private async check(token: string, r: Resolved): Promise<JWTPayload> {
    if (!this.keys) throw unauthorized();
    const { payload } = await jwtVerify(token, this.keys, r.issuer ? { issuer: r.issuer } : {});
    // An access token names its client in client_id, an ID token in aud.
    if (r.clientId && payload.client_id !== r.clientId && payload.aud !== r.clientId) throw unauthorized();
    return payload;
  }
}
