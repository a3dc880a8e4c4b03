import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config';

// Read at request time: the same build runs in staging and production (APP_ENV).
export const dynamic = 'force-dynamic';

/** Spec §2 "Non-production environments carry a no-index robots tag": outside production, nothing is crawled. */
export default function robots(): MetadataRoute.Robots {
  const c = siteConfig();
  if (!c.production) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/preview/', '/mon-compte', '/recherche', '/oembed', '/*/embed'],
    },
    sitemap: `${c.siteUrl}/sitemap.xml`,
    host: c.siteUrl,
  };
}
