// Ships the hand-written declarations beside the bundles (the bundles have no imports to type).
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
mkdirSync(join(root, 'dist'), { recursive: true });
copyFileSync(join(root, 'types/radio-sdk.d.ts'), join(root, 'dist/radio-sdk.d.ts'));
console.log('dist/radio-sdk.d.ts');
