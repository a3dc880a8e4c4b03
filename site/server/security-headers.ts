/**
 * The site's security headers (nosniff, referrer and permissions policies, CSP, HSTS in
 * production), as pure functions of the path, the nonce and the
 * environment, so that they are testable without Next; site/proxy.ts applies them to responses.
 *
 * The CSP allows inline scripts by a per-response nonce, except on the pages the site's server
 * renders for its shared cache: those get no nonce here, and the server adds the hashes of their
 * inline scripts (server/script-hashes.ts), so that the page is the same bytes for every visitor.
 */
// Relative (not '@/'), so that the e2e checks can import this file too.
import { isEmbedPath } from '../lib/embed-path';

const HSTS = 'max-age=63072000; includeSubDomains';
/** Autoplay and media keys for the player (and embedded videos); nothing else is asked for. */
const PERMISSIONS =
  'autoplay=(self), encrypted-media=(self "https://www.youtube-nocookie.com" "https://www.youtube.com"), fullscreen=(self), picture-in-picture=(self), camera=(), microphone=(), geolocation=(), payment=(), usb=()';
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
const GTM = ['https://www.googletagmanager.com'];
const GA = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://www.googletagmanager.com',
];

function origin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => origin(s.trim()))
    .filter((s): s is string => !!s);
}

interface Sources {
  production: boolean;
  dev: boolean;
  api: string[];
  identity: string[];
  media: string[];
  partners: string[];
  gtm: boolean;
}

let cached: Sources | undefined;

/** The origins come from the environment of this `next start`: read once per process. */
function sources(env: NodeJS.ProcessEnv = process.env): Sources {
  if (env === process.env && cached) return cached;
  const host = env.HOST || '127.0.0.1';
  const apiOrigin = env.API_ORIGIN || `http://${host}:${env.API_PORT || '4000'}`;
  const api = [apiOrigin, env.CONTENT_API_URL, env.SECOND_API_URL, env.CONTACT_API_URL, env.MAILING_API_URL]
    .map(origin)
    .filter((s): s is string => !!s);
  const production = env.APP_ENV === 'production';
  // An empty IDENTITY_ENDPOINT means Amazon Cognito's own endpoints.
  const identityEndpoint =
    env.IDENTITY_ENDPOINT !== undefined
      ? env.IDENTITY_ENDPOINT
      : `http://${host}:${env.IDENTITY_PORT || '9229'}`;
  const identity = identityEndpoint
    ? [origin(identityEndpoint)].filter((s): s is string => !!s)
    : [
        env.COGNITO_REGION
          ? `https://cognito-idp.${env.COGNITO_REGION}.amazonaws.com`
          : 'https://*.amazonaws.com',
      ];
  // Partner sites that may frame the embed routes; locally, the examples server does.
  const partners = env.PARTNER_ORIGINS
    ? list(env.PARTNER_ORIGINS)
    : production
      ? []
      : [`http://${host}:${env.EXAMPLES_PORT || '5000'}`];
  const result: Sources = {
    production,
    dev: env.NODE_ENV === 'development',
    api: [...new Set(api)],
    identity,
    // Live streams served from elsewhere than the API (Icecast, CDN) in production.
    media: list(env.MEDIA_ORIGINS),
    partners: [...new Set(partners)],
    gtm: /^GTM-[A-Z0-9]+$/.test(env.GTM_ID ?? ''),
  };
  if (env === process.env) cached = result;
  return result;
}

/** `nonce` null: no inline script is allowed until the server adds their hashes (server/script-hashes.ts). */
export function contentSecurityPolicy(nonce: string | null, embed: boolean, s: Sources = sources()): string {
  const join = (...parts: (string | string[] | false)[]) => parts.flat().filter(Boolean).join(' ');
  const directives = [
    "default-src 'self'",
    // 'unsafe-eval' only for `next dev` (React's dev tooling); never in a build.
    `script-src ${join("'self'", nonce !== null && `'nonce-${nonce}'`, s.dev && "'unsafe-eval'", s.gtm && GTM)}`,
    // React style attributes and the SDK's constructed stylesheets; scripts are the XSS vector.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${join("'self'", 'data:', 'blob:', s.api, s.gtm && GA)}`,
    `media-src ${join("'self'", 'blob:', s.api, s.media)}`,
    `connect-src ${join("'self'", s.api, s.identity, s.media, s.gtm && GA, s.dev && 'ws:')}`,
    "font-src 'self' data:",
    `frame-src ${join(VIDEO_FRAMES, s.gtm && GTM)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the embed routes may be framed, and only by the configured partners.
    `frame-ancestors ${embed ? join("'self'", s.partners) : "'none'"}`,
  ];
  if (s.production) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function nonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Every security header of one response; `env` is the site's environment (tests pass their own). */
export function securityHeaders(
  pathname: string,
  nonceValue: string | null,
  env: NodeJS.ProcessEnv = process.env,
) {
  const s = sources(env);
  const embed = isEmbedPath(pathname);
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(nonceValue, embed, s),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS,
  };
  // Older browsers ignore frame-ancestors; partners' origins cannot be listed here, so embeds omit it.
  if (!embed) headers['x-frame-options'] = 'DENY';
  if (s.production) headers['strict-transport-security'] = HSTS;
  return headers;
}
