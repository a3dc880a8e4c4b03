import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenVerifier } from '../src/auth/jwt.js';
import { loadConfig } from '../src/config.js';
import { type Db, openDb } from '../src/db/index.js';
import { buildServer } from '../src/server.js';
import { apiForSuite, BACKENDS, TestIssuer } from './harness.js';

const ALICE = { sub: '7d3f1c2a-0000-4000-8000-00000000a11c', email: 'alice@exemple.fr' };
const keys = join(import.meta.dirname, '../../identity/node_modules/cognito-local/lib/keys');
/** The local identity service's key pair: cognito-local ships its private half publicly. */
const localPrivate = JSON.parse(readFileSync(join(keys, 'cognitoLocal.private.json'), 'utf8')).jwk as JWK;
const localPublic = JSON.parse(readFileSync(join(keys, 'cognitoLocal.public.json'), 'utf8')).jwk as JWK;

/** A token anyone can make with cognito-local's published private key. */
async function forge(issuer: string, claims: Record<string, unknown> = {}) {
  return new SignJWT({ username: ALICE.email, token_use: 'access', client_id: 'site-client', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setSubject(ALICE.sub)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(localPrivate, 'RS256'));
}

describe('forged sign-ins: the local identity key in production', () => {
  let jwks: HttpServer;
  let jwksUrl = '';
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ pgliteDir: 'memory://' });
    // A local identity service's key set, as `npm start` would have served it from this folder.
    jwks = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [localPublic] }));
    });
    await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', r));
    jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/local_pool/.well-known/jwks.json`;
    dir = mkdtempSync(join(tmpdir(), 'radio-forge-'));
    mkdirSync(join(dir, 'identity'), { recursive: true });
    writeFileSync(
      join(dir, 'identity', 'pool.json'),
      JSON.stringify({
        userPoolId: 'local_pool',
        clientId: 'site-client',
        issuer: jwksUrl.replace('/.well-known/jwks.json', ''),
        jwksUrl,
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await new Promise<void>((r) => jwks.close(() => r()));
    rmSync(dir, { recursive: true, force: true });
  });

  const favourites = async (env: Record<string, string>, token: string) => {
    const server = await buildServer(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', ...env }), { db });
    try {
      const r = await server.app.inject({
        url: `/content/favorites/${ALICE.sub}`,
        headers: { authorization: `Bearer ${token}` },
      });
      return r.statusCode;
    } finally {
      await server.app.close();
    }
  };

  it('development trusts the local identity service (its pool file)', async () => {
    const token = await forge(jwksUrl.replace('/.well-known/jwks.json', ''));
    expect(await favourites({}, token)).toBe(200);
  }, 60_000);

  it("APP_ENV=production without COGNITO_*: a token signed with cognito-local's key reads nobody's favourites (401)", async () => {
    const token = await forge(jwksUrl.replace('/.well-known/jwks.json', ''));
    expect(await favourites({ APP_ENV: 'production' }, token)).toBe(401);
    expect(
      await favourites(
        { APP_ENV: 'production', JWKS_URL: jwksUrl, JWT_ISSUER: jwksUrl.slice(0, -22) },
        token,
      ),
    ).toBe(401);
  }, 60_000);

  it('APP_ENV=production with a Cognito pool: only tokens of that pool and client, never the local key', async () => {
    const env = {
      APP_ENV: 'production',
      COGNITO_REGION: 'eu-west-3',
      COGNITO_USER_POOL_ID: 'eu-west-3_AbCdEf123',
      COGNITO_CLIENT_ID: 'site-client',
    };
    const cognitoIssuer = 'https://cognito-idp.eu-west-3.amazonaws.com/eu-west-3_AbCdEf123';
    expect(await favourites(env, await forge(cognitoIssuer))).toBe(401);
  }, 60_000);

  it("the production verifier accepts the pool's own access tokens and refuses the same claims signed with cognito-local's key", async () => {
    const pool = await new TestIssuer().start();
    const issuer = 'https://cognito-idp.eu-west-3.amazonaws.com/eu-west-3_AbCdEf123';
    try {
      const verifier = new TokenVerifier({
        production: true,
        userPoolId: 'eu-west-3_AbCdEf123',
        clientId: 'test-client',
        poolFile: join(dir, 'identity', 'pool.json'),
      });
      // Amazon Cognito's key set, handed to aws-jwt-verify as it would have fetched it.
      verifier.cognito?.cacheJwks(pool.jwks as never);
      const genuine = await pool.token(ALICE.sub, ALICE.email, { issuer });
      expect(await verifier.verify(`Bearer ${genuine}`)).toMatchObject({
        sub: ALICE.sub,
        email: ALICE.email,
      });
      const forged = await forge(issuer, { client_id: 'test-client' });
      await expect(verifier.verify(`Bearer ${forged}`)).rejects.toMatchObject({ status: 401 });
    } finally {
      await pool.close();
    }
  });
});

describe.each(BACKENDS)('token checks and revocation on %s', (backend) => {
  const api = apiForSuite(backend);
  const favourites = async (token: string, app = api().app) =>
    (
      await app.inject({
        url: `/content/favorites/${ALICE.sub}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;

  it('an ID token used as an access token is refused (token_use must be "access")', async () => {
    const id = await api().issuer.token(ALICE.sub, ALICE.email, {
      claims: { token_use: 'id', aud: 'test-client', client_id: undefined, email: ALICE.email },
    });
    expect(await favourites(id)).toBe(401);
    expect(await favourites(await api().issuer.token(ALICE.sub, ALICE.email))).toBe(200);
  });

  it("another app client's access token is refused (client id pinned)", async () => {
    const other = await api().issuer.token(ALICE.sub, ALICE.email, { claims: { client_id: 'other-client' } });
    expect(await favourites(other)).toBe(401);
  });

  it('after sign-out (POST /content/session/revoke) the session is refused by every instance until it expires', async () => {
    const session = 'b1e5c0de-0000-4000-8000-000000000001';
    const token = await api().issuer.token(ALICE.sub, ALICE.email, {
      claims: { origin_jti: session, jti: 'j-1' },
    });
    const refreshed = await api().issuer.token(ALICE.sub, ALICE.email, {
      claims: { origin_jti: session, jti: 'j-2' },
    });
    const otherSession = await api().issuer.token(ALICE.sub, ALICE.email, {
      claims: { origin_jti: 'b1e5c0de-0000-4000-8000-000000000002', jti: 'j-3' },
    });
    // A second instance on the same database, started before the sign-out.
    const second = await buildServer(api().config, { db: api().db });
    await second.app.ready();
    try {
      expect(await favourites(token)).toBe(200);
      expect(await favourites(token, second.app)).toBe(200);
      const out = await api().app.inject({
        method: 'POST',
        url: '/content/session/revoke',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.json()).toEqual({ status: 200, message: 'Session terminée.' });
      for (const app of [api().app, second.app]) {
        const r = await app.inject({
          url: `/content/favorites/${ALICE.sub}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(r.json()).toEqual({
          status: 401,
          message: 'Jeton révoqué : session terminée, reconnectez-vous.',
        });
        // The session's other tokens (refreshed before the sign-out) end with it.
        expect(await favourites(refreshed, app)).toBe(401);
        expect(await favourites(otherSession, app)).toBe(200);
      }
      const rows = await api().db.query<{ jti: string; expires_at: Date }>(
        'SELECT jti, expires_at FROM revoked_tokens ORDER BY jti',
      );
      expect(rows.map((r) => r.jti)).toEqual([session, 'j-1']);
      // Kept until the tokens of the session have expired (1 h token + 1 h of a refreshed one), no longer.
      for (const r of rows)
        expect(new Date(r.expires_at).getTime() - Date.now()).toBeLessThan(2 * 3600_000 + 60_000);
    } finally {
      await second.app.close();
    }
  });

  it('revoking needs a valid token', async () => {
    const r = await api().app.inject({ method: 'POST', url: '/content/session/revoke' });
    expect(r.statusCode).toBe(401);
  });
});
