// The embedded defaults of every service, in one place. Each can be overridden by the
// environment variable of the same name (see the README's configuration table).
import { isAbsolute, join } from 'node:path';
import { DEV_CONTACT_TOKEN } from '@radio/api/production';
import { root } from './ensure.mjs';

const env = (name, fallback) => process.env[name] ?? fallback;

export function config(overrides = {}) {
  const e = (k, d) => overrides[k] ?? env(k, d);
  const host = e('HOST', '127.0.0.1');
  const apiPort = Number(e('API_PORT', 4000));
  const sitePort = Number(e('SITE_PORT', 3000));
  const identityPort = Number(e('IDENTITY_PORT', 9229));
  const examplesPort = Number(e('EXAMPLES_PORT', 5000));
  const apiOrigin = e('API_ORIGIN', `http://${host}:${apiPort}`);
  return {
    ...Object.fromEntries(Object.entries(overrides).map(([k, v]) => [k, String(v)])),
    HOST: host,
    API_PORT: String(apiPort),
    SITE_PORT: String(sitePort),
    IDENTITY_PORT: String(identityPort),
    EXAMPLES_PORT: String(examplesPort),
    APP_ENV: e('APP_ENV', 'development'),
    // Absolute, because each service runs from its own package directory.
    DATA_DIR: ((d) => (isAbsolute(d) ? d : join(root, d)))(e('DATA_DIR', '.data')),
    BRAND: e('BRAND', 'RCF'),
    PREFIX: e('PREFIX', 'RCF'),
    API_ORIGIN: apiOrigin,
    CONTENT_API_URL: e('CONTENT_API_URL', `${apiOrigin}/content`),
    SECOND_API_URL: e('SECOND_API_URL', `${apiOrigin}/second`),
    CONTACT_API_URL: e('CONTACT_API_URL', `${apiOrigin}/contact`),
    MAILING_API_URL: e('MAILING_API_URL', `${apiOrigin}/mailing`),
    CONTACT_TOKEN: e('CONTACT_TOKEN', DEV_CONTACT_TOKEN),
    // Key of the signed preview links (site/lib/preview-link.ts); the site refuses this value in production.
    PREVIEW_SECRET: e('PREVIEW_SECRET', 'dev-preview-secret-change-me-in-production'),
    SITE_URL: e('SITE_URL', `http://${host}:${sitePort}`),
    // Production: empty, Amplify then calls Amazon Cognito's regional endpoint.
    IDENTITY_ENDPOINT: e(
      'IDENTITY_ENDPOINT',
      e('APP_ENV', 'development') === 'production' ? '' : `http://${host}:${identityPort}`,
    ),
    ...(process.env.DATABASE_URL || overrides.DATABASE_URL
      ? { DATABASE_URL: e('DATABASE_URL', undefined) }
      : {}),
  };
}
