import { expect, test } from '@playwright/test';
import { securityHeaders } from '../site/server/security-headers';

/**
 * The site's header rules for environments the test stack does not run (production, partners,
 * Amazon Cognito, tag manager), straight from the proxy's own function.
 */

const base = {
  HOST: '127.0.0.1',
  API_ORIGIN: 'https://api.radio.example',
  CONTENT_API_URL: 'https://api.radio.example/content',
  SECOND_API_URL: 'https://second.radio.example/second',
  IDENTITY_ENDPOINT: 'http://127.0.0.1:9229',
} as NodeJS.ProcessEnv;

const directive = (csp: string | undefined, name: string) =>
  (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ');

test('"HSTS in production": production adds Strict-Transport-Security and upgrades insecure requests', () => {
  const prod = securityHeaders('/', 'n0nce', { ...base, APP_ENV: 'production' });
  expect(prod['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(prod['content-security-policy']).toContain('upgrade-insecure-requests');
  const dev = securityHeaders('/', 'n0nce', base);
  expect(dev['strict-transport-security']).toBeUndefined();
  expect(dev['content-security-policy']).not.toContain('upgrade-insecure-requests');
});

test('"embed routes may be framed by configured partner origins": PARTNER_ORIGINS, comma-separated', () => {
  const env = {
    ...base,
    APP_ENV: 'production',
    PARTNER_ORIGINS: 'https://paroisse.example, https://diocese.example/page/',
  };
  for (const path of ['/direct/RCFLyon', '/culture/art-et-foi/embed']) {
    const h = securityHeaders(path, 'n', env);
    expect(directive(h['content-security-policy'], 'frame-ancestors'), path).toEqual([
      "'self'",
      'https://paroisse.example',
      'https://diocese.example',
    ]);
    expect(h['x-frame-options'], path).toBeUndefined();
  }
  for (const path of ['/', '/culture/art-et-foi', '/culture/embed', '/mon-compte/signIn', '/directs']) {
    const h = securityHeaders(path, 'n', env);
    expect(directive(h['content-security-policy'], 'frame-ancestors'), path).toEqual(["'none'"]);
    expect(h['x-frame-options'], path).toBe('DENY');
  }
  // Production without partners: embeds only framed by the site itself.
  const none = securityHeaders('/direct/RCFNational', 'n', { ...base, APP_ENV: 'production' });
  expect(directive(none['content-security-policy'], 'frame-ancestors')).toEqual(["'self'"]);
});

test("a shared page's policy (no nonce) allows no inline script until the server adds their hashes", () => {
  const csp = securityHeaders('/', null, base)['content-security-policy'];
  expect(directive(csp, 'script-src')).toEqual(["'self'"]);
});

test('the policy lists every API origin, the identity endpoint (or Cognito) and the nonce, nothing inline', () => {
  const h = securityHeaders('/', 'abc123', base);
  const csp = h['content-security-policy'];
  expect(directive(csp, 'script-src')).toEqual(["'self'", "'nonce-abc123'"]);
  expect(directive(csp, 'connect-src')).toEqual(
    expect.arrayContaining([
      'https://api.radio.example',
      'https://second.radio.example',
      'http://127.0.0.1:9229',
    ]),
  );
  expect(directive(csp, 'media-src')).toContain('https://api.radio.example');
  const cognito = securityHeaders('/', 'n', { ...base, IDENTITY_ENDPOINT: '', COGNITO_REGION: 'eu-west-3' });
  expect(directive(cognito['content-security-policy'], 'connect-src')).toContain(
    'https://cognito-idp.eu-west-3.amazonaws.com',
  );
  const live = securityHeaders('/', 'n', { ...base, MEDIA_ORIGINS: 'https://icecast.radio.example' });
  expect(directive(live['content-security-policy'], 'media-src')).toContain('https://icecast.radio.example');
  const gtm = securityHeaders('/', 'n', { ...base, GTM_ID: 'GTM-ABC123' });
  expect(directive(gtm['content-security-policy'], 'script-src')).toContain(
    'https://www.googletagmanager.com',
  );
  expect(directive(csp, 'script-src')).not.toContain('https://www.googletagmanager.com');
  // `next dev` only: React's dev tooling evaluates code and hot reload uses a WebSocket.
  const dev = securityHeaders('/', 'n', { ...base, NODE_ENV: 'development' });
  expect(directive(dev['content-security-policy'], 'script-src')).toContain("'unsafe-eval'");
});

test('"Permissions-Policy (allow autoplay/media where needed)"', () => {
  const p = securityHeaders('/direct/RCFNational', 'n', base)['permissions-policy'] ?? '';
  expect(p).toContain('autoplay=(self)');
  expect(p).toContain('encrypted-media=(self');
  for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(p).toContain(off);
});
