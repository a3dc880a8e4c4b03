import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { FeedServer } from './feed-server.js';
import { CONTACT_TOKEN, TestIssuer } from './harness.js';

export const apiDir = join(import.meta.dirname, '..');

export interface ApiProcess {
  child: ChildProcess;
  /** Where it listens (from DATA_DIR/operator.json, as the operator commands find it). */
  url: string;
  secret: string;
  log: () => string;
  stop(): Promise<void>;
}

/** The environment of a real API process on PGlite in `dataDir`, trusting `issuer`'s tokens. */
export function apiEnv(dataDir: string, issuer: TestIssuer, extra: Record<string, string> = {}) {
  return {
    ...process.env,
    APP_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    API_PORT: '0',
    HOST: '127.0.0.1',
    JWKS_URL: issuer.jwksUrl,
    JWT_ISSUER: issuer.url,
    COGNITO_CLIENT_ID: 'test-client',
    CONTACT_TOKEN,
    FEEDS_REFRESH_MINUTES: '0',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** The real API entry point (src/main.ts) in a process of its own; `output` is all it printed. */
export function spawnApi(env: NodeJS.ProcessEnv): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  return { child, output: () => out, exit: new Promise((r) => child.on('exit', (code) => r(code))) };
}

/** Starts the real API entry point and waits for its operator channel. */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const file = join(env.DATA_DIR as string, 'operator.json');
  const { child, output, exit } = spawnApi(env);
  const exited = exit.then(() => {});
  const until = Date.now() + 180_000;
  let channel: { url: string; secret: string; pid: number } | null = null;
  while (Date.now() < until && child.exitCode === null) {
    if (existsSync(file)) {
      const c = JSON.parse(readFileSync(file, 'utf8'));
      if (c.pid === child.pid) {
        channel = c;
        break;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (!channel) {
    child.kill('SIGKILL');
    throw new Error(`l'API n'a pas ouvert son canal d'exploitation :\n${output().slice(-2000)}`);
  }
  return {
    child,
    url: channel.url,
    secret: channel.secret,
    log: output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** An operator command as `npm run` runs it (tsx on the command's source), in the API's environment. */
export async function command(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: apiDir, env: { ...env, INIT_CWD: apiDir } },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** What a describe block on a real API process shares; `api` is replaced when a test restarts it. */
export interface ApiSuite {
  dataDir: string;
  issuer: TestIssuer;
  feeds: FeedServer;
  env: NodeJS.ProcessEnv;
  api: ApiProcess;
}

/**
 * A real API process on PGlite in a fresh DATA_DIR for one describe block, with a token issuer
 * and a podcast host (the feed fixtures): started before its tests, stopped and removed after.
 */
export function apiProcessSuite(prefix: string, extra: Record<string, string> = {}): ApiSuite {
  const s = { dataDir: mkdtempSync(join(tmpdir(), prefix)) } as ApiSuite;
  beforeAll(async () => {
    s.issuer = await new TestIssuer().start();
    s.feeds = await new FeedServer().start();
    s.env = apiEnv(s.dataDir, s.issuer, extra);
    s.api = await startApiProcess(s.env);
  }, 240_000);
  afterAll(async () => {
    await s.api?.stop();
    await s.feeds?.close();
    await s.issuer?.close();
    rmSync(s.dataDir, { recursive: true, force: true });
  });
  return s;
}
