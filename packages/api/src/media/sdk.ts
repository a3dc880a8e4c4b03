import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The SDK's published versions (sdk/scripts/publish.mjs): each build is copied under
 * `<version>/` (`0.1.0-1a2b3c4d5e`, package version and content hash), a URL whose bytes never
 * change, and `sdk-manifest.json` names the current one with the files' SRI hashes.
 */
export const VERSION_DIR = /^\d+\.\d+\.\d+-[0-9a-f]{8,}$/;

export interface SdkManifest {
  version: string;
  script: string;
  /** The npm tarball of this version and its npm integrity (sha512). */
  package?: { url: string; integrity: string };
  integrity: Record<string, string>;
}

/** A year, never revalidated: a versioned path names one build's bytes for ever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The short URL's redirect follows the current version within 5 minutes of a deployment. */
export const SHORT_URL = 'public, max-age=300';

/**
 * The names with a short URL (`/sdk/<name>`, redirected to the current version): the script, the
 * ES module and the npm tarball (`npm install <API>/sdk/radio-sdk.tgz`; npm follows the redirect and
 * caches the versioned file, whose bytes never change).
 */
export const SHORT_NAMES = new Set(['radio-sdk.js', 'radio-sdk.mjs', 'radio-sdk.tgz']);

/** Whether `rel` (a path under /sdk/) lies in a published version's directory. */
export const isVersioned = (rel: string) => VERSION_DIR.test(rel.split('/')[0] ?? '');

/** Reads the manifest at most every 5 s (a new build replaces it under a running API). */
export function manifestReader(sdkDir: string): () => SdkManifest | null {
  let cached: { at: number; value: SdkManifest | null } | undefined;
  return () => {
    if (cached && Date.now() - cached.at < 5000) return cached.value;
    let value: SdkManifest | null = null;
    try {
      const m = JSON.parse(readFileSync(join(sdkDir, 'sdk-manifest.json'), 'utf8')) as SdkManifest;
      value = VERSION_DIR.test(m.version) ? m : null;
    } catch {
      // No published version (a build without publish.mjs): the short URL serves the file itself.
    }
    cached = { at: Date.now(), value };
    return value;
  };
}
