/**
 * Server side: where the site finds its user pool. Environment first (COGNITO_USER_POOL_ID,
 * COGNITO_CLIENT_ID, IDENTITY_ENDPOINT — empty for Amazon Cognito), otherwise the
 * `${DATA_DIR}/identity/pool.json` written by packages/identity. Read per request, so a site
 * started before the identity service picks the pool up once it exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { PublicAuthConfig } from './config';

// The paths below are runtime data, not sources: `turbopackIgnore` keeps the build from tracing them.

/** DATA_DIR is relative to the repository root (the folder holding pnpm-workspace.yaml). */
function repositoryRoot(from = process.cwd()): string {
  let dir = resolve(/*turbopackIgnore: true*/ from);
  for (;;) {
    if (existsSync(join(/*turbopackIgnore: true*/ dir, 'pnpm-workspace.yaml'))) return dir;
    const up = dirname(dir);
    if (up === dir) return resolve(/*turbopackIgnore: true*/ from);
    dir = up;
  }
}

type Env = Record<string, string | undefined>;

export function poolFile(env: Env = process.env): string {
  const dataDir = env.DATA_DIR || '.data';
  const base = isAbsolute(dataDir) ? dataDir : join(/*turbopackIgnore: true*/ repositoryRoot(), dataDir);
  return join(/*turbopackIgnore: true*/ base, 'identity', 'pool.json');
}

type PoolFile = { userPoolId?: string; clientId?: string; endpoint?: string };

export function authConfig(env: Env = process.env): PublicAuthConfig | null {
  let pool: PoolFile = {};
  if (!env.COGNITO_USER_POOL_ID || !env.COGNITO_CLIENT_ID) {
    try {
      pool = JSON.parse(readFileSync(poolFile(env), 'utf8')) as PoolFile;
    } catch {
      pool = {};
    }
  }
  const userPoolId = env.COGNITO_USER_POOL_ID || pool.userPoolId;
  const userPoolClientId = env.COGNITO_CLIENT_ID || pool.clientId;
  if (!userPoolId || !userPoolClientId) return null;
  // An empty IDENTITY_ENDPOINT means Amazon Cognito's own endpoint.
  const endpoint =
    env.IDENTITY_ENDPOINT !== undefined
      ? env.IDENTITY_ENDPOINT
      : (pool.endpoint ?? `http://127.0.0.1:${env.IDENTITY_PORT || '9229'}`);
  return {
    userPoolId,
    userPoolClientId,
    ...(endpoint ? { userPoolEndpoint: endpoint.replace(/\/$/, '') } : {}),
    appName: env.BRAND || 'RCF',
  };
}
