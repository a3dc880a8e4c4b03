import type { NextConfig } from 'next';

const config: NextConfig = {
  // Static pages are enough for this example: `next build` writes them to out/, served by any
  // static server.
  output: 'export',
  trailingSlash: true,
};

export default config;
