// The real launcher (cognito-local + the additions) on a free port, talked to the way aws-amplify
// does: POST / with an X-Amz-Target header and an application/x-amz-json-1.1 body. Each test file
// that calls `identityService` gets its own service, data folder and port.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  type ServiceInputTypes,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll } from 'vitest';

export type Json = Record<string, unknown>;
export type Pool = {
  region: string;
  userPoolId: string;
  clientId: string;
  endpoint: string;
  issuer: string;
  jwksUrl: string;
};

export const email = 'marie.curie@example.fr';
export const password = 'Radio2026ok';
const here = join(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export function claims(token: string): Json {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/**
 * Starts the service with `env` before the file's tests and stops it after them. `pool` is updated
 * in place at each start; `state` holds the endpoint and everything the service printed.
 */
export function identityService(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'identity-test-'));
  const state = { endpoint: '', output: '' };
  const pool = {} as Pool;
  let child: ChildProcess | undefined;

  async function start(env: Record<string, string>) {
    const port = await freePort();
    state.endpoint = `http://127.0.0.1:${port}`;
    state.output = '';
    const { CODE: _inherited, ...parentEnv } = process.env;
    child = spawn(process.execPath, ['src/launcher.mjs'], {
      cwd: here,
      env: {
        ...parentEnv,
        DATA_DIR: dataDir,
        IDENTITY_PORT: String(port),
        IDENTITY_ENDPOINT: state.endpoint,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => {
      state.output += String(d);
    });
    child.stderr?.on('data', (d) => {
      state.output += String(d);
    });
    const until = Date.now() + 45_000;
    while (Date.now() < until) {
      try {
        if ((await fetch(`${state.endpoint}/health`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    Object.assign(pool, JSON.parse(readFileSync(join(dataDir, 'identity', 'pool.json'), 'utf8')));
  }

  async function stop() {
    const c = child;
    if (!c || c.exitCode !== null) return;
    await new Promise((resolve) => {
      c.once('exit', resolve);
      c.kill('SIGTERM');
    });
  }

  async function call(target: string, body: Json): Promise<{ status: number; json: Json }> {
    const res = await fetch(`${state.endpoint}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Json };
  }

  /**
   * An operator's operation (DescribeUserPool…), signed like the AWS SDK signs it with the service's
   * own credentials; its JSON answer with the same shape as `call`'s.
   */
  async function adminCall(target: string, body: Json): Promise<{ status: number; json: Json }> {
    const credentials = JSON.parse(readFileSync(join(dataDir, 'identity', 'admin-credentials.json'), 'utf8'));
    const client = new CognitoIdentityProviderClient({
      region: pool.region,
      endpoint: state.endpoint,
      credentials,
      maxAttempts: 1,
    });
    try {
      const commands = (await import('@aws-sdk/client-cognito-identity-provider')) as unknown as Record<
        string,
        new (
          input: ServiceInputTypes,
        ) => Parameters<typeof client.send>[0]
      >;
      const Command = commands[`${target}Command`];
      if (!Command) throw new Error(`no command ${target}`);
      const out = (await client.send(new Command(body as ServiceInputTypes))) as unknown as Json;
      return { status: 200, json: out };
    } finally {
      client.destroy();
    }
  }

  function codes(): Record<string, { code: string; source: string }> {
    return JSON.parse(readFileSync(join(dataDir, 'identity', 'codes.json'), 'utf8'));
  }

  /** ConfirmSignUp of `username` (the listener's e-mail unless told) with `code`. */
  const confirmSignUp = (code: string, username = email) =>
    call('ConfirmSignUp', { ClientId: pool.clientId, Username: username, ConfirmationCode: code });

  beforeAll(async () => {
    await start(env);
  });
  afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { pool, state, dataDir, start, stop, call, adminCall, codes, confirmSignUp };
}
