// Writes through the drill's nginx (scripts/drill/stack.mjs, its own configuration generator) are
// limited per person: nginx sets X-Forwarded-For to the client it sees, the site and the API trust
// it from nginx's address only (TRUST_PROXY), and the site passes each visitor on to the API. Two
// visitors are two loopback addresses (127.0.0.5 and 127.0.0.6), as nginx sees them.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error plain ESM helpers of the drill
import { nginxConf } from '../scripts/drill/stack.mjs';
// @ts-expect-error plain ESM helper shared with `npm run bench`
import { startStack } from '../scripts/stack.mjs';

const offset = Number(process.env.E2E_PORT_OFFSET) || 0;
const ports = { api: 4970 + offset, site: 3970 + offset, identity: 9970 + offset, examples: 5970 + offset };
const CDN = 8070 + offset;
const CDN_API = 8071 + offset;
const LIMIT = 3;
const dir = join('/tmp', `radio-drill-proxy-${offset}`);

let stack: { close(): Promise<void> };
let nginx: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startStack({
    ports,
    dataDir: `.data/drill-proxy-${offset}`,
    fresh: true,
    only: ['api', 'site'],
    quiet: true,
    // As the drill starts them: behind nginx, which they trust; the site's forms go through nginx too.
    env: {
      TRUST_PROXY: '127.0.0.1',
      WRITE_RATE_LIMIT: String(LIMIT),
      CONTACT_API_URL: `http://127.0.0.1:${CDN_API}/contact`,
      MAILING_API_URL: `http://127.0.0.1:${CDN_API}/mailing`,
    },
  });
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const conf = nginxConf({ site: [ports.site], api: [ports.api], cdn: CDN, cdnApi: CDN_API }, dir);
  writeFileSync(join(dir, 'nginx.conf'), conf);
  execFileSync('nginx', ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')]);
  nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  await new Promise((r) => setTimeout(r, 500));
});
test.afterAll(async () => {
  nginx?.kill('SIGTERM');
  await stack?.close();
});

/** One HTTP request from a given loopback address, as a visitor nginx sees as that address. */
function from(
  address: string,
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        localAddress: address,
        headers: init.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

test('the nginx configuration forwards the client nginx sees, and the drill trusts it there', () => {
  const conf = nginxConf() as string;
  const locations = conf.split('location ').slice(1);
  expect(locations.length).toBeGreaterThanOrEqual(3);
  for (const l of locations) expect(l).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
});

test('API writes through nginx: one client using up the limit does not refuse another', async () => {
  const confirm = (address: string) =>
    from(address, CDN_API, '/mailing/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
      body: JSON.stringify({ token: 'x'.repeat(43) }),
    });
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i++) statuses.push((await confirm('127.0.0.5')).status);
  expect(statuses).toEqual([...Array(LIMIT).fill(400), 429]);
  expect((await confirm('127.0.0.6')).status).toBe(400);
});

/** The contact form sent without script (progressive enhancement): its hidden action fields and ours. */
async function sendContact(address: string, n: number): Promise<string> {
  const page = await from(address, CDN, '/contact', { headers: { accept: 'text/html' } });
  const form = /<form class="form"[^>]*>([\s\S]*?)<\/form>/.exec(page.text)?.[1] ?? '';
  const fields: [string, string][] = [
    ...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g),
  ].map((m) => [m[1] as string, (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')]);
  fields.push(
    ['name', `Visiteur ${n}`],
    ['email', `visiteur.${n}.${Date.now()}@example.fr`],
    ['subject', 'Une question'],
    ['message', 'Bonjour, une question sur une émission.'],
  );
  const boundary = `----drill${n}`;
  const body = Buffer.from(
    `${fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('')}--${boundary}--\r\n`,
  );
  const r = await from(address, CDN, '/contact', {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      origin: `http://127.0.0.1:${CDN}`,
      accept: 'text/html',
    },
    body,
  });
  return /<p id="contact-status"[^>]*>([^<]*)<\/p>/.exec(r.text)?.[1] ?? `(${r.status})`;
}

test('the contact form through nginx, the site and nginx again: per visitor', async () => {
  const sent = 'Merci, votre message a bien été envoyé. Nous vous répondrons rapidement.';
  for (let i = 0; i < LIMIT; i++) expect(await sendContact('127.0.0.5', i)).toBe(sent);
  expect(await sendContact('127.0.0.5', LIMIT)).toMatch(
    /^Trop d&#x27;envois depuis votre connexion : 3 par minute/,
  );
  expect(await sendContact('127.0.0.6', 100)).toBe(sent);
});
