#!/usr/bin/env node
// `node src/launcher.mjs`: the local identity service on IDENTITY_PORT, data under DATA_DIR/identity.
// CODE=123456 makes every confirmation and reset code that value (the browser tests use it).
import { resolve } from 'node:path';
import { startIdentity } from './server.mjs';

const port = Number(process.env.IDENTITY_PORT ?? 9229);
const host = process.env.HOST ?? '127.0.0.1';
// The issuer stays on 127.0.0.1 even when the service listens on every interface.
const endpoint = process.env.IDENTITY_ENDPOINT ?? `http://127.0.0.1:${port}`;

try {
  const { pool, close } = await startIdentity({
    port,
    host,
    endpoint,
    dataDir: resolve(process.env.DATA_DIR ?? '.data'),
    fixedCode: process.env.CODE,
    logLevel: process.env.DEBUG ? 'debug' : 'error',
    // OPTIONAL by default (production's setting); ON makes every listener set up MFA at sign-in.
    mfaConfiguration: process.env.IDENTITY_MFA || undefined,
    controlRoutes: process.env.IDENTITY_CONTROL_ROUTES === '1',
  });
  console.log(`[identity] prêt sur ${endpoint} (pool ${pool.userPoolId}, client ${pool.clientId})`);
  const stop = () => close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  console.error('[identity] démarrage impossible :', error);
  process.exit(1);
}
