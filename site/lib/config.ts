/**
 * Server-side configuration, from the environment with the same names and defaults as
 * scripts/config.mjs. Read per call so a `next start` picks up its own environment.
 */
export function siteConfig() {
  const env = (k: string, d: string) => process.env[k] || d;
  const host = env('HOST', '127.0.0.1');
  const apiPort = env('API_PORT', '4000');
  const sitePort = env('SITE_PORT', '3000');
  const apiOrigin = env('API_ORIGIN', `http://${host}:${apiPort}`);
  const prefix = env('PREFIX', 'RCF');
  return {
    host,
    brand: env('BRAND', 'RCF'),
    prefix,
    /** §3 "national code <prefix>National". */
    nationalCode: `${prefix}National`,
    apiOrigin,
    contentApiUrl: env('CONTENT_API_URL', `${apiOrigin}/content`),
    secondApiUrl: env('SECOND_API_URL', `${apiOrigin}/second`),
    contactApiUrl: env('CONTACT_API_URL', `${apiOrigin}/contact`),
    mailingApiUrl: env('MAILING_API_URL', `${apiOrigin}/mailing`),
    siteUrl: env('SITE_URL', `http://${host}:${sitePort}`).replace(/\/$/, ''),
    identityEndpoint: env('IDENTITY_ENDPOINT', `http://${host}:${env('IDENTITY_PORT', '9229')}`),
    dataDir: env('DATA_DIR', '.data'),
    /** Production host: no error details, indexable pages. */
    production: process.env.APP_ENV === 'production',
    /** Tag-manager container id; the analytics frame is only rendered when set. */
    gtmId: process.env.GTM_ID ?? '',
  };
}

export type SiteConfig = ReturnType<typeof siteConfig>;
