// One local identity service for the protocol tests, driven with the client a backend uses against
// Amazon Cognito (@aws-sdk/client-cognito-identity-provider). It runs in this process on a free
// port with a clock the test moves (lockouts and code lifetimes are not waited for).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AssociateSoftwareTokenCommand,
  type AuthFlowType,
  type ChallengeNameType,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll } from 'vitest';
import { startIdentity } from '../src/server.mjs';
import { totpCode } from '../src/totp.mjs';
import { signUpRequest } from './listener';

type Credentials = { accessKeyId: string; secretAccessKey: string };
type Started = {
  pool: { clientId: string; userPoolId: string; endpoint: string };
  /** The IAM-style key pair the service signs its administrative operations with. */
  adminCredentials?: Credentials;
  close(): Promise<void>;
};

/** A clock the test moves forward; it starts at the real time so tokens verify normally. */
function testClock() {
  let t = Date.now();
  return { get: () => new Date(t), advance: (seconds: number) => (t += seconds * 1000), now: () => t };
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** One service instance: its client, its printed codes, its clock. */
export async function instance(options: Record<string, unknown> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'identity-protocol-'));
  const clock = testClock();
  const printed: string[] = [];
  const port = await freePort();
  const started: Started = await startIdentity({
    port,
    dataDir,
    clock,
    print: (line: string) => printed.push(line),
    ...options,
  });
  // The site's calls need no AWS credentials (Cognito ignores them): a key nobody holds.
  const client = new CognitoIdentityProviderClient({
    region: 'eu-west-3',
    endpoint: started.pool.endpoint,
    credentials: { accessKeyId: 'AKIDNOBODY', secretAccessKey: 'nobody-holds-this' },
    maxAttempts: 1,
  });
  // An operator's calls (AdminCreateUser, ListUsers…): signed with the service's own key pair.
  const adminClient = new CognitoIdentityProviderClient({
    region: 'eu-west-3',
    endpoint: started.pool.endpoint,
    credentials: started.adminCredentials ?? { accessKeyId: 'AKIDNOBODY', secretAccessKey: 'nobody' },
    maxAttempts: 1,
  });
  const ClientId = started.pool.clientId;
  /** The last code printed for `email` (random codes: CODE is not set here). */
  /** How many codes were sent to `email` so far. */
  const sent = (email: string) => printed.filter((l) => l.includes(`pour ${email} :`)).length;
  const lastCode = (email: string) => {
    const line = [...printed].reverse().find((l) => l.includes(`pour ${email} :`));
    return line?.match(/: (\S+) \(/)?.[1] ?? '';
  };
  async function signUp(email: string, password = 'Radio2026ok') {
    await client.send(new SignUpCommand({ ClientId, ...signUpRequest(email, password) }));
    await client.send(
      new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: lastCode(email) }),
    );
  }
  const initiate = (AuthFlow: AuthFlowType, AuthParameters: Record<string, string>) =>
    client.send(new InitiateAuthCommand({ ClientId, AuthFlow, AuthParameters }));
  const passwordAuth = (email: string, password = 'Radio2026ok') =>
    initiate('USER_PASSWORD_AUTH', { USERNAME: email, PASSWORD: password });
  const respond = (
    out: { Session?: string; ChallengeParameters?: Record<string, string> },
    ChallengeName: ChallengeNameType,
    answers: Record<string, string>,
  ) =>
    client.send(
      new RespondToAuthChallengeCommand({
        ClientId,
        ChallengeName,
        Session: out.Session,
        ChallengeResponses: { USERNAME: out.ChallengeParameters?.USERNAME ?? '', ...answers },
      }),
    );
  return {
    client,
    adminClient,
    dataDir,
    sent,
    clock,
    ClientId,
    pool: started.pool,
    lastCode,
    signUp,
    initiate,
    passwordAuth,
    respond,
    async close() {
      client.destroy();
      adminClient.destroy();
      await started.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The test file's one service: started when the file is collected, closed after its tests. */
export async function fileInstance() {
  const id = await instance();
  afterAll(() => id.close());
  return id;
}

export type Instance = Awaited<ReturnType<typeof instance>>;
export const errorName = (p: Promise<unknown>) =>
  p.then(
    () => 'no error',
    (e: { name: string; message: string }) => `${e.name}: ${e.message}`,
  );

/** Signs up and in, then turns e-mail codes on as the second factor. */
export async function withEmailMfa(id: Instance, email: string) {
  await id.signUp(email);
  const AccessToken = (await id.passwordAuth(email)).AuthenticationResult?.AccessToken ?? '';
  await id.client.send(new SetUserMFAPreferenceCommand({ AccessToken, EmailMfaSettings: { Enabled: true } }));
}

/** Signs in, then associates, verifies and enables TOTP; returns the secret. */
export async function withTotp(id: Instance, email: string) {
  const signedIn = await id.passwordAuth(email);
  const AccessToken = signedIn.AuthenticationResult?.AccessToken ?? '';
  const { SecretCode = '' } = await id.client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  await id.client.send(
    new VerifySoftwareTokenCommand({ AccessToken, UserCode: totpCode(SecretCode, id.clock.now() / 1000) }),
  );
  await id.client.send(
    new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true } }),
  );
  return { secret: SecretCode, AccessToken };
}
