import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CONTACT_TOKEN, type TestIssuer } from './harness.js';

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

/** Starts the real API entry point (src/main.ts) and waits for its operator channel. */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const dataDir = env.DATA_DIR as string;
  const file = join(dataDir, 'operator.json');
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
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
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
    throw new Error(`l'API n'a pas ouvert son canal d'exploitation :\n${out.slice(-2000)}`);
  }
  return {
    child,
    url: channel.url,
    secret: channel.secret,
    log: () => out,
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
