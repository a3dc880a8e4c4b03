import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_CONTACT_TOKEN, productionProblems } from '../src/production.mjs';

const root = join(import.meta.dirname, '..', '..', '..');

/** The environment of this process without any of the settings production needs. */
function bareEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env))
    if (
      /^(COGNITO_|CONTACT_TOKEN|DATABASE_URL|JWKS_URL|JWT_ISSUER|IDENTITY_ENDPOINT|PGLITE_IN_PRODUCTION)/.test(
        k,
      )
    )
      delete env[k];
  return { ...env, ...extra };
}

/** Runs a command; kills it after `limitMs` (then `code` is null). */
function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, limitMs: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const timer = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), limitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const variables = (env: Record<string, string>) => productionProblems(env).map((p) => p.variable);

describe('production start-up refusals', () => {
  it('development needs no setting', () => {
    expect(productionProblems({})).toEqual([]);
    expect(productionProblems({ APP_ENV: 'development' })).toEqual([]);
  });

  it('names every missing setting, in French and English', () => {
    const problems = productionProblems({ APP_ENV: 'production' });
    expect(problems.map((p) => p.variable)).toEqual([
      'COGNITO_USER_POOL_ID',
      'COGNITO_CLIENT_ID',
      'COGNITO_REGION',
      'CONTACT_TOKEN',
      'DATABASE_URL',
    ]);
    expect(problems[0]).toEqual({
      variable: 'COGNITO_USER_POOL_ID',
      fr: "absent : l'identifiant du groupe d'utilisateurs Amazon Cognito est obligatoire",
      en: 'missing: the Amazon Cognito user pool id is required',
    });
  });

  const good = {
    APP_ENV: 'production',
    COGNITO_REGION: 'eu-west-3',
    COGNITO_USER_POOL_ID: 'eu-west-3_AbCdEf123',
    COGNITO_CLIENT_ID: '4tq0abcdefghijklmnopqrstuv',
    CONTACT_TOKEN: 'a3f9c0e1b2d4a5f6c7e8d9b0a1c2e3f4a5b6c7d8',
    DATABASE_URL: 'postgres://radio@db/radio',
  };

  it('accepts a complete production configuration', () => {
    expect(productionProblems(good)).toEqual([]);
    expect(productionProblems({ ...good, DATABASE_URL: '', PGLITE_IN_PRODUCTION: '1' })).toEqual([]);
  });

  it('refuses development values left in place', () => {
    expect(variables({ ...good, CONTACT_TOKEN: DEV_CONTACT_TOKEN })).toEqual(['CONTACT_TOKEN']);
    expect(variables({ ...good, CONTACT_TOKEN: 'court' })).toEqual(['CONTACT_TOKEN']);
    // The local identity service's pool (cognito-local ids) and endpoint.
    expect(variables({ ...good, COGNITO_USER_POOL_ID: 'local_5Xq1a2b3' })).toEqual(['COGNITO_USER_POOL_ID']);
    expect(variables({ ...good, IDENTITY_ENDPOINT: 'http://127.0.0.1:9229' })).toEqual(['IDENTITY_ENDPOINT']);
    expect(variables({ ...good, JWKS_URL: 'http://127.0.0.1:9229/local/.well-known/jwks.json' })).toEqual([
      'JWKS_URL',
    ]);
    expect(variables({ ...good, COGNITO_REGION: 'us-east-1' })).toEqual(['COGNITO_REGION']);
    // PGlite is one process: only with the explicit opt-in.
    expect(variables({ ...good, DATABASE_URL: '' })).toEqual(['DATABASE_URL']);
  });

  it('APP_ENV: any value but development, test, staging or production is refused, naming it', () => {
    for (const value of ['Production', 'prod', 'production ', ' production', 'PRODUCTION', 'dev', ''])
      expect(variables({ ...good, APP_ENV: value }), JSON.stringify(value)).toEqual(['APP_ENV']);
    for (const value of ['development', 'test', 'staging'])
      expect(productionProblems({ APP_ENV: value })).toEqual([]);
    expect(productionProblems({ APP_ENV: 'production ' })[0]).toEqual({
      variable: 'APP_ENV',
      fr: 'valeur "production " inconnue : development, test, staging, production (en minuscules, sans espace) ; laisser vide vaut development',
      en: 'unknown value "production ": development, test, staging, production (lower case, no space); unset means development',
    });
  });

  it('the API and `npm start` refuse to start with APP_ENV=Production, prod or "production ", naming it', async () => {
    for (const value of ['Production', 'prod', 'production ']) {
      const api = await run(
        process.execPath,
        ['--import', 'tsx', 'src/main.ts'],
        join(root, 'packages', 'api'),
        bareEnv({ APP_ENV: value, DATA_DIR: '.data/production-refusal' }),
        20_000,
      );
      expect(api.code, value).toBe(1);
      expect(api.output).toContain(`APP_ENV : valeur ${JSON.stringify(value)} inconnue`);
      expect(api.output).not.toMatch(/\n\s+at /);
    }
    const start = await run(
      'npm',
      ['start'],
      root,
      bareEnv({ APP_ENV: 'prod', DATA_DIR: '.data/production-refusal' }),
      20_000,
    );
    expect(start.code).toBe(1);
    expect(start.output).toContain('Démarrage refusé / Start-up refused:');
    expect(start.output).toContain('APP_ENV: unknown value "prod"');
    expect(start.output).not.toContain('compilation');
  }, 90_000);

  it('`APP_ENV=production npm start` with no production settings exits non-zero in under 20 s, naming what is missing', async () => {
    const { code, output } = await run(
      'npm',
      ['start'],
      root,
      bareEnv({ APP_ENV: 'production', DATA_DIR: '.data/production-refusal' }),
      20_000,
    );
    expect(code).toBe(1);
    expect(output).toContain(
      'Démarrage refusé en production (APP_ENV=production) / Start-up refused in production',
    );
    for (const v of [
      'COGNITO_USER_POOL_ID',
      'COGNITO_CLIENT_ID',
      'COGNITO_REGION',
      'CONTACT_TOKEN',
      'DATABASE_URL',
    ])
      expect(output).toContain(`${v} :`);
    expect(output).not.toContain('compilation');
  }, 30_000);

  it('the API started on its own refuses too, before opening any database', async () => {
    const { code, output } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts'],
      join(root, 'packages', 'api'),
      bareEnv({
        APP_ENV: 'production',
        CONTACT_TOKEN: DEV_CONTACT_TOKEN,
        DATA_DIR: '.data/production-refusal',
      }),
      20_000,
    );
    expect(code).toBe(1);
    expect(output).toContain('CONTACT_TOKEN : laissé à la valeur de développement, publique');
    expect(output).toContain('CONTACT_TOKEN: left at the public development value');
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  }, 30_000);
});
