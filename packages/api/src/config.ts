import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { previewSecret } from '@radio/core';
import { DEV_CONTACT_TOKEN, isProduction } from './production.mjs';

// src/config.ts and dist/main.js both sit one level under packages/api: the repository is two above.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Everything the API reads from its environment, with the embedded defaults of scripts/config.mjs. */
export interface ApiConfig {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL URL; when absent the API runs on PGlite under `${dataDir}/pglite`. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` keeps the database in memory (tests). */
  pgliteDir: string;
  /** PGlite's page cache inside the process (PGLITE_SHARED_BUFFERS, default 48MB). */
  pgliteSharedBuffers: string;
  brand: string;
  prefix: string;
  apiOrigin: string;
  siteUrl: string;
  contactToken: string;
  /**
   * Key of the site's signed preview links (PREVIEW_SECRET, the site's); null closes previews (none
   * set, or the development or a short one in production).
   */
  previewSecret: string | null;
  /** Origins allowed to call the user-scoped and write endpoints (public GETs are open to all). */
  corsOrigins: string[];
  auth: AuthConfig;
  /** Public GET responses kept in memory (0 disables the cache). */
  responseCacheSize: number;
  /** Megabytes of response bodies the cache may hold (RESPONSE_CACHE_MB, default 32). */
  responseCacheMb: number;
  /** Writes allowed per client and minute. */
  writeRateLimit: number;
  logLevel: string;
  /** APP_ENV=production: Cognito only, HSTS, error details hidden. */
  production: boolean;
  /**
   * Addresses (or CIDR ranges) of the reverse proxies whose X-Forwarded-For is believed
   * (TRUST_PROXY, comma-separated); empty: the client is the socket's peer, whatever it claims.
   */
  trustProxy: string[];
  /** Minutes between two reads of an imported podcast feed (FEEDS_REFRESH_MINUTES, default 15; 0: no refresh job). */
  feedsRefreshMinutes: number;
  /** Bearer token of /metrics (METRICS_TOKEN); without it, /metrics is open in development and absent in production. */
  metricsToken?: string;
}

export interface AuthConfig {
  /** Production trusts Amazon Cognito only (userPoolId, clientId), never the local identity's keys. */
  production: boolean;
  /** Amazon Cognito: the pool gives the issuer and its JWKS. */
  userPoolId?: string;
  /** Read when JWKS_URL/JWT_ISSUER are not set: `{ issuer, jwksUrl, clientId, … }` written by the identity service. */
  poolFile: string;
  jwksUrl?: string;
  issuer?: string;
  clientId?: string;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const host = env.HOST || '127.0.0.1';
  const port = Number(env.API_PORT || 4000);
  // A relative DATA_DIR is relative to the repository root, as for every service.
  const dataDir = resolve(repoRoot, env.DATA_DIR || '.data');
  const apiOrigin = (env.API_ORIGIN || `http://${host}:${port}`).replace(/\/$/, '');
  const siteUrl = (env.SITE_URL || `http://${host}:${Number(env.SITE_PORT || 3000)}`).replace(/\/$/, '');
  const region = env.COGNITO_REGION;
  const poolId = env.COGNITO_USER_POOL_ID;
  // A real Cognito pool publishes its keys at a fixed place under its issuer.
  const cognitoIssuer =
    region && poolId ? `https://cognito-idp.${region}.amazonaws.com/${poolId}` : undefined;
  const issuer = env.JWT_ISSUER || cognitoIssuer;
  const jwksUrl = env.JWKS_URL || (cognitoIssuer ? `${cognitoIssuer}/.well-known/jwks.json` : undefined);
  const production = isProduction(env);
  const partners = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const exampleOrigin = `http://${host}:${Number(env.EXAMPLES_PORT || 5000)}`;
  return {
    host,
    port,
    dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    pgliteDir: resolve(dataDir, 'pglite'),
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS || '48MB',
    brand: env.BRAND || 'RCF',
    prefix: env.PREFIX || 'RCF',
    apiOrigin,
    siteUrl,
    contactToken: env.CONTACT_TOKEN || DEV_CONTACT_TOKEN,
    previewSecret: previewSecret(env),
    corsOrigins: partners.length ? partners : [siteUrl, exampleOrigin],
    auth: {
      production,
      ...(poolId ? { userPoolId: poolId } : {}),
      poolFile: resolve(dataDir, 'identity', 'pool.json'),
      ...(jwksUrl ? { jwksUrl } : {}),
      ...(issuer ? { issuer } : {}),
      ...(env.COGNITO_CLIENT_ID ? { clientId: env.COGNITO_CLIENT_ID } : {}),
    },
    writeRateLimit: Number(env.WRITE_RATE_LIMIT || 120),
    responseCacheSize: Number(env.RESPONSE_CACHE_SIZE ?? 5000),
    responseCacheMb: Number(env.RESPONSE_CACHE_MB || 32),
    logLevel: env.LOG_LEVEL || 'warn',
    production,
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    feedsRefreshMinutes: Number(env.FEEDS_REFRESH_MINUTES ?? 15),
    ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
    ...overrides,
  };
}
