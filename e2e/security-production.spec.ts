// Production configuration is part of the product: the services started with APP_ENV=production
// (Amazon Cognito settings, a secret CONTACT_TOKEN, PGlite accepted) refuse what must be refused
// there, and an APP_ENV the product does not know is refused at start by every service.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with `npm run bench`
import { startStack } from '../scripts/stack.mjs';

const root = join(import.meta.dirname, '..');
const PREVIEW_DEV_SECRET = 'dev-preview-secret-change-me-in-production';
const sign = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('base64url');
/** A preview link's query, and a visitor header, as the site signs them (core's previewLink.ts, visitorAddress.ts). */
const signedPreviewQuery = (id: number, exp: number, secret: string) =>
  `expires=${exp}&signature=${sign(secret, `preview:${id}:${exp}`)}`;
const signVisitor = (address: string, secret: string) => {
  const t = Math.floor(Date.now() / 1000);
  return `${address} ${t} ${sign(secret, `visitor:${address}:${t}`)}`;
};
const offset = Number(process.env.E2E_PORT_OFFSET) || 0;
const ports = { api: 4950 + offset, site: 3950 + offset, identity: 9950 + offset, examples: 5950 + offset };
const CONTACT_TOKEN = 'a3f9c0e1b2d4a5f6c7e8d9b0a1c2e3f4a5b6c7d8';
const PRODUCTION = {
  APP_ENV: 'production',
  COGNITO_REGION: 'eu-west-3',
  COGNITO_USER_POOL_ID: 'eu-west-3_AbCdEf123',
  COGNITO_CLIENT_ID: '4tq0abcdefghijklmnopqrstuv',
  IDENTITY_ENDPOINT: '',
  CONTACT_TOKEN,
  PGLITE_IN_PRODUCTION: '1',
  // Left at the development value: previews are then closed, on the site and the API.
  PREVIEW_SECRET: PREVIEW_DEV_SECRET,
  WRITE_RATE_LIMIT: '3',
};

type Stack = { api: string; site: string; close(): Promise<void> };
let stack: Stack;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = (await startStack({
    ports,
    dataDir: `.data/production-${offset}`,
    fresh: true,
    only: ['api', 'site'],
    quiet: true,
    env: PRODUCTION,
  })) as Stack;
});
test.afterAll(async () => stack?.close());

/** Runs a service's entry point until it exits (or `limitMs`); its exit code and output. */
function run(args: string[], cwd: string, env: Record<string, string>, limitMs = 30_000) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test('APP_ENV=Production, prod or "production ": the site’s server refuses to start, naming it', async () => {
  for (const value of ['Production', 'prod', 'production ']) {
    const { code, output } = await run(
      ['.server/main.mjs', '-H', '127.0.0.1', '-p', String(6290)],
      join(root, 'site'),
      { APP_ENV: value },
    );
    expect(code, value).toBe(1);
    expect(output).toContain(`APP_ENV : valeur ${JSON.stringify(value)} inconnue`);
    expect(output).not.toMatch(/\n\s+at /);
  }
});

test('previews are closed with the development PREVIEW_SECRET: the editors’ tool, the site and the API refuse', async () => {
  const tool = await run(['site/.server/preview-link.mjs', '1'], root, PRODUCTION);
  expect(tool.code).toBe(1);
  expect(tool.output).toContain('PREVIEW_SECRET manquant ou trop faible en production');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const query = signedPreviewQuery(1, exp, PREVIEW_DEV_SECRET);
  const site = await fetch(`${stack.site}/preview/1?${query}`, { headers: { accept: 'text/html' } });
  expect(site.status).toBe(403);
  const api = await fetch(`${stack.api}/content/preview/1?${query}`);
  expect(api.status).toBe(403);
  expect(api.headers.get('cache-control')).toBe('private, no-store');
});

test('production refuses what it must: foreign server actions, open redirects, numbers as text, forged visitors', async () => {
  const action = await fetch(`${stack.site}/contact`, {
    method: 'POST',
    headers: { 'next-action': '0'.repeat(40), origin: 'https://evil.example', 'content-type': 'text/plain' },
    body: '[]',
  });
  expect(action.status).toBe(403);
  for (const p of ['//evil.example/?utm_source=x&x=1', '/%2F%2Fevil.example/?x=1']) {
    const r = await fetch(`${stack.site}${p}`, { redirect: 'manual', headers: { accept: 'text/html' } });
    const location = r.headers.get('location');
    if (location) expect(new URL(location, `${stack.site}${p}`).origin).toBe(new URL(stack.site).origin);
  }
  const tracker = await fetch(`${stack.api}/second/tracker`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 'x', media_id: 100000, offset: '5000' }),
  });
  expect(tracker.status).toBe(400);
  // A visitor header signed with the public development key is nobody's: one client, limited.
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const forged = signVisitor(`192.0.2.${i}`, 'dev-contact-token-change-me-in-production');
    const r = await fetch(`${stack.api}/mailing/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-radio-visitor': forged },
      body: JSON.stringify({ token: 'x'.repeat(43) }),
    });
    statuses.push(r.status);
  }
  expect(statuses).toEqual([400, 400, 400, 429]);
  // The site's own (production key) is believed: another visitor is not refused.
  const own = signVisitor('192.0.2.200', CONTACT_TOKEN);
  const r = await fetch(`${stack.api}/mailing/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-radio-visitor': own },
    body: JSON.stringify({ token: 'x'.repeat(43) }),
  });
  expect(r.status).toBe(400);
});
