import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authConfig, poolFile } from './server-config';

const dir = mkdtempSync(join(tmpdir(), 'site-auth-'));
mkdirSync(join(dir, 'identity'));
writeFileSync(
  join(dir, 'identity', 'pool.json'),
  JSON.stringify({
    region: 'local',
    userPoolId: 'local_pool',
    clientId: 'client1',
    endpoint: 'http://127.0.0.1:9329',
    issuer: 'http://127.0.0.1:9329/local_pool',
    jwksUrl: 'http://127.0.0.1:9329/local_pool/.well-known/jwks.json',
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('site auth configuration (§7 identity service)', () => {
  it('reads the pool and client ids from DATA_DIR/identity/pool.json; IDENTITY_ENDPOINT is the userPoolEndpoint', () => {
    expect(authConfig({ DATA_DIR: dir, IDENTITY_ENDPOINT: 'http://127.0.0.1:9329/' })).toEqual({
      userPoolId: 'local_pool',
      userPoolClientId: 'client1',
      userPoolEndpoint: 'http://127.0.0.1:9329',
      appName: 'RCF',
    });
  });

  it('a relative DATA_DIR is taken from the repository root, whatever the working directory', () => {
    expect(poolFile({ DATA_DIR: '.data/test' })).toMatch(/\/\.data\/test\/identity\/pool\.json$/);
    expect(poolFile({ DATA_DIR: '.data/test' })).not.toMatch(/\/site\/\.data/);
  });

  it('COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID win; an empty IDENTITY_ENDPOINT means Amazon Cognito itself', () => {
    expect(
      authConfig({
        DATA_DIR: dir,
        COGNITO_USER_POOL_ID: 'eu-west-3_ABC',
        COGNITO_CLIENT_ID: 'prodclient',
        IDENTITY_ENDPOINT: '',
        BRAND: 'RCF',
      }),
    ).toEqual({ userPoolId: 'eu-west-3_ABC', userPoolClientId: 'prodclient', appName: 'RCF' });
  });

  it('no pool yet: no configuration (the forms then say the service is unavailable)', () => {
    expect(authConfig({ DATA_DIR: join(dir, 'missing') })).toBeNull();
  });
});
