import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenVerifier } from '../src/auth/jwt.js';
import { TestIssuer } from './harness.js';

describe('token verification from the identity pool file', () => {
  let issuer: TestIssuer;
  let dir: string;
  beforeAll(async () => {
    issuer = await new TestIssuer().start();
    dir = mkdtempSync(join(tmpdir(), 'radio-pool-'));
  });
  afterAll(async () => {
    await issuer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads DATA_DIR/identity/pool.json (jwksUrl, issuer) when JWKS_URL is not set; the e-mail is the `username` claim', async () => {
    const poolFile = join(dir, 'pool.json');
    const verifier = new TokenVerifier({ poolFile, production: false });
    const token = await issuer.token('sub-42', 'Marie@Exemple.fr');
    // Before the identity service has written its pool: nothing can be verified.
    await expect(verifier.verify(`Bearer ${token}`)).rejects.toMatchObject({ status: 401 });
    writeFileSync(
      poolFile,
      JSON.stringify({
        region: 'local',
        userPoolId: 'local_test',
        clientId: 'test-client',
        endpoint: 'x',
        issuer: issuer.url,
        jwksUrl: issuer.jwksUrl,
      }),
    );
    await new Promise((r) => setTimeout(r, 5100)); // the pool file is re-read at most every 5 s
    const user = await verifier.verify(`Bearer ${token}`);
    expect(user).toMatchObject({ sub: 'sub-42', email: 'marie@exemple.fr' });
    const other = await issuer.token('sub-42', 'marie@exemple.fr', { issuer: 'http://127.0.0.1:1/other' });
    await expect(verifier.verify(`Bearer ${other}`)).rejects.toMatchObject({ status: 401 });
  }, 20_000);
});
