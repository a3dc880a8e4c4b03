import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { FeedServer } from '../../packages/api/test/feed-server';

/** The show the browser journey finds on the site after the set-up's import. */
export const IMPORTED_SHOW = {
  path: '/vie-spirituelle/les-veilleurs-de-lumiere',
  title: 'Les Veilleurs de Lumière',
};

/**
 * Imports a podcast feed into the test stack's database the way a radio does
 * (`npm run feeds:import`), before the API opens it: a local podcast host serves the
 * Podcasting 2.0 fixture, whose enclosures point at the API's own audio files.
 */
export async function importTestFeed(root: string, env: Record<string, string>): Promise<void> {
  // A fixed port (the API's + 300): artwork is stored under a hash of its URL, and the site's page
  // cache, kept between runs, must find the same image address on the next run.
  const host = await new FeedServer(`${env.API_ORIGIN}/media/audio`).start(Number(env.API_PORT) + 300);
  try {
    await promisify(execFile)(
      'pnpm',
      [
        '--filter',
        '@radio/api',
        'exec',
        'tsx',
        'src/feeds/cli.ts',
        'import',
        host.url('/feeds/podcasting20.xml'),
        '--category',
        'vie-spirituelle',
      ],
      { cwd: root, env: { ...process.env, ...env, DATA_DIR: resolve(root, env.DATA_DIR as string) } },
    );
  } finally {
    await host.close();
  }
}
