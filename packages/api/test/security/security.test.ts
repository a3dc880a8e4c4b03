import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_CSP, DOCS_CSP, frameworkErrors, HSTS, installSecurityHeaders } from '../../src/security/index';

async function app(production: boolean) {
  const a = Fastify({ logger: false });
  installSecurityHeaders(a, { production });
  a.get('/content/radio/:code', async () => ({ ok: true }));
  a.get('/docs', async (_req, reply) => reply.type('text/html').send('<!doctype html><title>docs</title>'));
  a.get('/sdk/radio-sdk.js', async (_req, reply) => reply.type('text/javascript').send(''));
  // A hijacked response writes its own head, as the live emulator does.
  a.get('/live/:file', async (_req, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'audio/mpeg' });
    reply.raw.end();
  });
  await a.ready();
  return a;
}

describe('security headers of the API', () => {
  it('robustness rule "X-Content-Type-Options, Referrer-Policy, Permissions-Policy" and a CSP on JSON responses, errors included', async () => {
    const a = await app(false);
    for (const url of ['/content/radio/RCFNational', '/nowhere']) {
      const r = await a.inject({ url });
      expect(r.headers['x-content-type-options'], url).toBe('nosniff');
      expect(r.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(String(r.headers['permissions-policy']), url).toContain('camera=()');
      expect(r.headers['content-security-policy'], url).toBe(API_CSP);
      expect(r.headers['x-frame-options'], url).toBe('DENY');
    }
    await a.close();
  });

  it('robustness rule "HSTS in production" only: plain http stays usable locally', async () => {
    const dev = await app(false);
    expect(
      (await dev.inject({ url: '/content/radio/RCFNational' })).headers['strict-transport-security'],
    ).toBeUndefined();
    await dev.close();
    const prod = await app(true);
    expect(
      (await prod.inject({ url: '/content/radio/RCFNational' })).headers['strict-transport-security'],
    ).toBe(HSTS);
    await prod.close();
  });

  it('the OpenAPI page gets a policy that lets its same-origin scripts run, and no one may frame it', async () => {
    const a = await app(false);
    const r = await a.inject({ url: '/docs' });
    expect(r.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(DOCS_CSP).toContain("script-src 'self'");
    expect(DOCS_CSP).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(DOCS_CSP).toContain("frame-ancestors 'none'");
    await a.close();
  });

  it('files partner pages load (SDK, live) may be used cross-origin, and hijacked streams keep the headers', async () => {
    const a = await app(true);
    const sdk = await a.inject({ url: '/sdk/radio-sdk.js' });
    expect(sdk.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const live = await a.inject({ url: '/live/RCFNational.mp3' });
    expect(live.headers['content-type']).toBe('audio/mpeg');
    expect(live.headers['x-content-type-options']).toBe('nosniff');
    expect(live.headers['strict-transport-security']).toBe(HSTS);
    expect(live.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const json = await a.inject({ url: '/content/radio/RCFNational' });
    expect(json.headers['cross-origin-resource-policy']).toBeUndefined();
    await a.close();
  });

  it('robustness rule "no 5xx, no stack trace": a malformed URL or an over-long parameter gets { status, message } and the headers', async () => {
    const a = Fastify({
      logger: false,
      frameworkErrors: frameworkErrors({ production: false }),
      routerOptions: { maxParamLength: 20 },
    });
    installSecurityHeaders(a, { production: false });
    a.get('/content/radio/:code', async () => ({ ok: true }));
    await a.ready();
    const long = await a.inject({ url: `/content/radio/${'a'.repeat(50)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ status: 414, message: expect.stringContaining('trop longue') });
    expect(long.headers['x-content-type-options']).toBe('nosniff');
    const bad = await a.inject({ url: '/content/radio/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 400, message: expect.stringContaining('Adresse invalide') });
    expect(bad.headers['content-security-policy']).toBe(API_CSP);
    await a.close();
  });
});
