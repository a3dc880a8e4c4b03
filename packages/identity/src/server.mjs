// The local identity service: cognito-local used as a library (its targets, data files and key
// pair), with the additions of ./extensions.mjs, the pool set-up, and a code book for the codes
// it "sends".
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { join } from 'node:path';
import { adminCredentials, createAdminAuth } from './admin-auth.mjs';
import { createAliasChecks } from './aliases.mjs';
import { createChallenges } from './challenges.mjs';
import { createCodeChecks } from './code-checks.mjs';
import { codeLedger, PURPOSE_BY_SOURCE } from './codes.mjs';
import {
  CognitoServiceFactoryImpl,
  createServer,
  DateClock,
  JwtTokenGenerator,
  pino,
  Router,
  StormDBDataStoreFactory,
  UserPoolServiceFactoryImpl,
} from './cognito-local.mjs';
import {
  aroundEach,
  checkPasswordPolicy,
  extendRouter,
  readJson,
  revocations,
  withOriginJti,
  writeJson,
} from './extensions.mjs';
import { frontDoor } from './front-door.mjs';
import { limits as createLimits } from './limits.mjs';
import { createSignOut } from './sign-out.mjs';
import { caseInsensitiveUsernames, verifyConfirmedEmails } from './usernames.mjs';

export const POOL_NAME = 'radio';
export const CLIENT_NAME = 'site';

/** The pool as the product needs it; applied on every start so a changed setting reaches old data. */
export const POOL_SETTINGS = {
  UsernameAttributes: ['email'],
  // One account per address whatever its case (./usernames.mjs does it; Cognito reads this setting).
  UsernameConfiguration: { CaseSensitive: false },
  AutoVerifiedAttributes: ['email'],
  // Changing the e-mail sends a code to the new address; the old one stays until it is confirmed.
  UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
  // MFA optional: each listener chooses (authenticator app or e-mail code) in « Sécurité du compte ».
  MfaConfiguration: 'OPTIONAL',
  Policies: {
    PasswordPolicy: {
      MinimumLength: 8,
      RequireLowercase: true,
      RequireUppercase: true,
      RequireNumbers: true,
      RequireSymbols: false,
      TemporaryPasswordValidityDays: 7,
    },
  },
};
const SCHEMA = [
  // Required (§5 "Registration requires … family name, given name"): an account an operator creates
  // without them is asked for them with its new password (NEW_PASSWORD_REQUIRED).
  { Name: 'given_name', AttributeDataType: 'String', Mutable: true, Required: true },
  { Name: 'family_name', AttributeDataType: 'String', Mutable: true, Required: true },
  { Name: 'favorite_radio', AttributeDataType: 'String', Mutable: true, Required: false },
];
export const CLIENT_SETTINGS = {
  // USER_AUTH: the choice of first factor (password or a code by e-mail).
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  EnableTokenRevocation: true,
  PreventUserExistenceErrors: 'ENABLED',
  // Ten minutes: a session ended at the identity alone (RevokeToken, DeleteUser, an operator's
  // sign-out) reaches the API, which verifies tokens offline, no longer than that; the site
  // refreshes them silently (docs/security.md, "Sessions that end").
  AccessTokenValidity: 10,
  IdTokenValidity: 10,
  RefreshTokenValidity: 30,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
};

/**
 * Prints each code and keeps the last one per address in codes.json (the browser tests read it);
 * the ledger keeps what each code is for, to check it later.
 */
function codeBook(file, print, ledger) {
  return {
    async deliver(_ctx, source, _clientId, _poolId, user, code, _meta, delivery) {
      const to = String(delivery?.Destination ?? user.Username).toLowerCase();
      print(`[identity] code pour ${to} : ${code} (${source})`);
      const book = readJson(file, {});
      book[to] = { code, source, at: new Date().toISOString() };
      writeJson(file, book);
      const purpose = PURPOSE_BY_SOURCE[source];
      if (purpose) ledger.issued(user.Username, purpose, code, to);
    },
  };
}

/** Creates the pool and its app client once, and re-applies their settings on later starts. */
async function ensurePool(ctx, services, route, mfaConfiguration) {
  const { cognito } = services;
  const settings = { ...POOL_SETTINGS, ...(mfaConfiguration ? { MfaConfiguration: mfaConfiguration } : {}) };
  let pool = (await cognito.listUserPools(ctx)).find((p) => p.Name === POOL_NAME);
  if (!pool) {
    const out = await route('CreateUserPool')(ctx, { PoolName: POOL_NAME, Schema: SCHEMA, ...settings });
    pool = out.UserPool;
  } else {
    const service = await cognito.getUserPool(ctx, pool.Id);
    const schema = service.options.SchemaAttributes ?? [];
    const missing = SCHEMA.filter(
      (a) => !schema.some((s) => s.Name === a.Name || s.Name === `custom:${a.Name}`),
    ).map((a) => ({ ...a, Name: `custom:${a.Name}`, DeveloperOnlyAttribute: false }));
    // A standard attribute's Required follows SCHEMA on every start (Cognito fixes it at creation).
    const current = schema.map((s) => {
      const wanted = SCHEMA.find((a) => a.Name === s.Name);
      return wanted ? { ...s, Required: wanted.Required } : s;
    });
    await service.updateOptions(ctx, {
      ...service.options,
      ...settings,
      SchemaAttributes: [...current, ...missing],
    });
  }
  let client = (await cognito.listAppClients(ctx, pool.Id)).find((c) => c.ClientName === CLIENT_NAME);
  if (!client) {
    const out = await route('CreateUserPoolClient')(ctx, {
      UserPoolId: pool.Id,
      ClientName: CLIENT_NAME,
      GenerateSecret: false,
      ...CLIENT_SETTINGS,
    });
    client = out.UserPoolClient;
  } else {
    const service = await cognito.getUserPool(ctx, pool.Id);
    await service.saveAppClient(ctx, { ...client, ...CLIENT_SETTINGS });
  }
  return { userPoolId: pool.Id, clientId: client.ClientId };
}

/**
 * The browser tests' routes (IDENTITY_CONTROL_ROUTES=1): make every code sent to an address too old
 * (nobody waits an hour for it), and end every limit of an address's user (nor for a lock).
 */
function testControls({ ledger, limits, cognito, userPoolId, ctx }) {
  return {
    '/_control/expire-codes': async ({ address }) => ledger.expireAddress(address),
    '/_control/end-limits': async ({ address }) => {
      const to = String(address).trim().toLowerCase();
      const pool = await cognito.getUserPool(ctx, userPoolId);
      const user = await pool.getUserByUsername(ctx, to);
      limits.forget([to, user?.Username]);
    },
  };
}

/**
 * Starts the service. Resolves once the pool is set up, `pool.json` is written and the port
 * listens. Data: `${dataDir}/identity/{db/, codes.json, revoked.json, pool.json,
 * admin-credentials.json}`.
 */
export async function startIdentity({
  port = 9229,
  host = '127.0.0.1',
  dataDir = '.data',
  endpoint = `http://127.0.0.1:${port}`,
  fixedCode,
  print = console.log,
  logLevel = 'error',
  clock = new DateClock(),
  mfaConfiguration,
  controlRoutes = false,
} = {}) {
  const dir = join(dataDir, 'identity');
  const dbDir = join(dir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const logger = pino({ level: logLevel });
  const ctx = { logger };

  const now = () => clock.get().getTime();
  const ledger = codeLedger(join(dir, 'issued-codes.json'), now);
  const config = {
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: endpoint },
  };
  const dataStores = new StormDBDataStoreFactory(dbDir);
  const cognito = await new CognitoServiceFactoryImpl(
    dbDir,
    dataStores,
    new UserPoolServiceFactoryImpl(clock, dataStores),
  ).create(ctx, config.UserPoolDefaults);
  // No Lambda triggers locally: saying so up front keeps aws-sdk from ever loading.
  const triggers = { enabled: () => false };
  const services = {
    clock,
    cognito,
    config,
    triggers,
    messages: codeBook(join(dir, 'codes.json'), print, ledger),
    otp: () => fixedCode || String(randomInt(0, 1_000_000)).padStart(6, '0'),
    tokenGenerator: withOriginJti(new JwtTokenGenerator(clock, triggers, config.TokenConfig)),
  };
  const base = Router(services);
  const { userPoolId, clientId } = await ensurePool(ctx, services, base, mfaConfiguration);
  await verifyConfirmedEmails(ctx, services, userPoolId);

  const issuer = `${endpoint}/${userPoolId}`;
  const pool = {
    region: userPoolId.split('_')[0],
    userPoolId,
    clientId,
    endpoint,
    issuer,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
  };
  writeJson(join(dir, 'pool.json'), pool);

  const limits = createLimits(now);
  const challenges = createChallenges({
    services: { ...services, checkPasswordPolicy },
    codes: ledger,
    limits,
    now,
  });
  const revoked = revocations(join(dir, 'revoked.json'));
  const outer = aroundEach(
    createAliasChecks({ services }),
    challenges.handlers,
    createCodeChecks({ services, codes: ledger, limits }),
    createSignOut({ services, revoked }),
  );
  const router = extendRouter(base, services, revoked, outer);
  const app = createServer(caseInsensitiveUsernames(router, services), logger, {
    port,
    hostname: host,
    development: false,
    https: false,
  }).application;
  const credentials = adminCredentials(join(dir, 'admin-credentials.json'));
  const openId = JSON.stringify({
    issuer,
    jwks_uri: pool.jwksUrl,
    id_token_signing_alg_values_supported: ['RS256'],
  });
  // cognito-local's own discovery document names localhost:9229 whatever the port; ours names the real issuer.
  const server = createHttpServer(
    frontDoor({
      app,
      adminAuth: createAdminAuth(credentials),
      control: controlRoutes ? testControls({ ledger, limits, cognito, userPoolId, ctx }) : null,
      openId: { path: `/${userPoolId}/.well-known/openid-configuration`, body: openId },
    }),
  );
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    pool,
    server,
    adminCredentials: credentials,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
