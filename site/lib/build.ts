import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let cached: string | undefined;

/**
 * The id of the running build (`<distDir>/BUILD_ID`, written by `next build`); 'development'
 * under `next dev`. Pages carry it so the client can tell when a new deployment is live.
 */
export function buildId(): string {
  if (cached !== undefined) return cached;
  try {
    cached = readFileSync(
      join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'),
      'utf8',
    ).trim();
  } catch {
    cached = 'development';
  }
  return cached;
}
