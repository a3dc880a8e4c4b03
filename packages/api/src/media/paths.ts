import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** packages/api, from the sources (src/media, src/live) or from a bundle in dist/. */
function packageRoot(): string {
  for (const candidate of [join(here, '..', '..'), join(here, '..')]) {
    if (existsSync(join(candidate, 'fixtures'))) return candidate;
  }
  return join(here, '..', '..');
}

/** The committed media fixtures (audio/, images/, manifest.json). */
export function defaultFixturesDir(): string {
  return join(packageRoot(), 'fixtures');
}

/** The SDK build output, `<repo>/sdk/dist`. */
export function defaultSdkDistDir(): string {
  return join(packageRoot(), '..', '..', 'sdk', 'dist');
}

/** Artwork of imported podcast feeds, kept under the data directory (feeds/artwork.ts)… */
export const IMPORTED_IMAGES = 'imported-images';
/** …and served through the image styles at `/media/images/<style>/imported/<file>`. */
export const IMPORTED_PREFIX = 'imported';
