// Copies the SDK build (../sdk/dist) into public/sdk so the site serves /sdk/radio-sdk.js from its
// own origin, as partners load it from the API. A missing build only warns: next.config.ts then
// proxies /sdk/* to the API.
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const from = join(here, '..', '..', 'sdk', 'dist');
const to = join(here, '..', 'public', 'sdk');

if (!existsSync(join(from, 'radio-sdk.js'))) {
  console.warn(`[site] ${from}/radio-sdk.js absent : le SDK sera servi par l'API (/sdk/*).`);
} else {
  mkdirSync(to, { recursive: true });
  cpSync(from, to, { recursive: true });
  console.log(`[site] SDK copié dans public/sdk`);
}
