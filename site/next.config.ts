import type { NextConfig } from 'next';

// Browser-reachable API origin: the SDK falls back to it when public/sdk was not copied.
const apiOrigin =
  process.env.API_ORIGIN ?? `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.API_PORT ?? 4000}`;

const nextConfig: NextConfig = {
  // Several dev servers share this folder (NEXT_DIST_DIR=.next-<name>), each with its own output.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  transpilePackages: ['@radio/core'],
  poweredByHeader: false,
  // Types are checked once by `pnpm -r typecheck` (tsc -p site); `next build` does not repeat it
  // (minutes on 2 cores).
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // LCP budget (1.5 s): the site's CSS is small (≈ 6 KB gzip); inlined in the <head>, it no longer
  // blocks the first paint behind separate requests.
  // authInterrupts: `forbidden()` renders app/forbidden.tsx (spec §2's 403 screen) with status 403.
  experimental: { inlineCss: true, authInterrupts: true },
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [],
      // Only when public/sdk holds no copy of the SDK (dev before the SDK is built).
      fallback: [{ source: '/sdk/:path*', destination: `${apiOrigin}/sdk/:path*` }],
    };
  },
};

export default nextConfig;
