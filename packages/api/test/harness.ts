import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../src/config.js';
import { type Db, openDb } from '../src/db/index.js';
import { buildServer, type Server } from '../src/server.js';

/** The databases every integration test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const BACKENDS: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export const CONTACT_TOKEN = 'test-contact-token';

/**
 * A real identity pool in miniature: an RSA key pair, its JWKS served over HTTP on loopback, and
 * tokens signed with it. The API verifies them exactly as it verifies the identity service's.
 */
export class TestIssuer {
  private server?: HttpServer;
  private key?: CryptoKey;
  private jwk?: JWK;
  url = '';
  readonly kid = 'test-key-1';

  async start(): Promise<this> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    this.key = privateKey;
    this.jwk = { ...(await exportJWK(publicKey)), kid: this.kid, alg: 'RS256', use: 'sig' };
    this.server = createServer((req, res) => {
      if (req.url?.endsWith('/.well-known/jwks.json')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ keys: [this.jwk] }));
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((r) => this.server?.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/local_test`;
    return this;
  }

  get jwksUrl() {
    return `${this.url}/.well-known/jwks.json`;
  }

  /** The key set the issuer publishes. */
  get jwks() {
    return { keys: [this.jwk as JWK & { kid: string }] };
  }

  /** An access token as the identity service issues it: `username` is the e-mail used to sign up. */
  async token(
    sub: string,
    email: string,
    opts: {
      issuer?: string;
      expiresIn?: string;
      key?: CryptoKey;
      kid?: string;
      /** Claims set over (or, when undefined, removed from) the access token's. */
      claims?: Record<string, unknown>;
    } = {},
  ) {
    const claims: Record<string, unknown> = {
      username: email,
      token_use: 'access',
      client_id: 'test-client',
      ...opts.claims,
    };
    for (const [k, v] of Object.entries(claims)) if (v === undefined) delete claims[k];
    // An explicit `iat` claim (a token issued earlier) is kept; otherwise it is now.
    const iat = typeof claims.iat === 'number' ? claims.iat : undefined;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? this.kid })
      .setSubject(sub)
      .setIssuer(opts.issuer ?? this.url)
      .setIssuedAt(iat)
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(opts.key ?? (this.key as CryptoKey));
  }

  async close() {
    await new Promise<void>((r) => this.server?.close(() => r()));
  }
}

export interface Harness extends Server {
  issuer: TestIssuer;
  bearer(sub: string, email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/** A signed-in listener of the tests: the token's `sub` and the e-mail the identity knows. */
export type Caller = { sub: string; email: string };

/**
 * A function that calls the API as `who` (their bearer token) or anonymously (null) and answers the
 * status and the JSON body; `api` is read at each call (the harness starts in beforeAll).
 */
export function caller(api: () => Harness) {
  return async (who: Caller | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const headers = who ? await api().bearer(who.sub, who.email) : {};
    const r = await api().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: r.statusCode, body: r.json() };
  };
}

/** A new, empty database on the test PostgreSQL server (TEST_DATABASE_URL), and how to drop it. */
export async function freshPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A fresh database (in-memory PGlite, or a new PostgreSQL database), migrated, seeded, served. */
export async function startApi(
  backend: 'pglite' | 'postgres',
  env: Record<string, string> = {},
): Promise<Harness> {
  const issuer = await new TestIssuer().start();
  const dataDir = mkdtempSync(join(tmpdir(), 'radio-api-test-'));
  let db: Db;
  let dropDb: (() => Promise<void>) | undefined;
  if (backend === 'postgres') {
    const fresh = await freshPostgresDatabase('radio_api');
    db = await openDb({ databaseUrl: fresh.url });
    dropDb = fresh.drop;
  } else {
    db = await openDb({ pgliteDir: 'memory://' });
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    API_ORIGIN: 'http://127.0.0.1:4100',
    SITE_URL: 'http://127.0.0.1:3100',
    JWKS_URL: issuer.jwksUrl,
    JWT_ISSUER: issuer.url,
    COGNITO_CLIENT_ID: 'test-client',
    CONTACT_TOKEN,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const server = await buildServer(config, { db });
  await server.app.ready();
  return {
    ...server,
    issuer,
    bearer: async (sub, email) => ({ authorization: `Bearer ${await issuer.token(sub, email)}` }),
    close: async () => {
      await server.app.close();
      await db.close();
      await dropDb?.();
      await issuer.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The API of one describe block on `backend`: started before its tests (a PostgreSQL database is
 * slow to make, hence the long hook timeout), closed after them. The getter returns it.
 */
export function apiForSuite(backend: 'pglite' | 'postgres'): () => Harness {
  let api: Harness | undefined;
  beforeAll(async () => {
    api = await startApi(backend);
  }, 180_000);
  afterAll(async () => api?.close());
  return () => {
    if (!api) throw new Error('API not started');
    return api;
  };
}
