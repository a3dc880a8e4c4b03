import type { NextConfig } from 'next';

const config: NextConfig = {
  // Static pages are enough for this example: `next build` writes them to out/.
  output: 'export',
  basePath: '/next-app-router',
  trailingSlash: true,
};

export default config;
