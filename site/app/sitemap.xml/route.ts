import { siteConfig } from '@/lib/config';
import { planSitemaps, sitemapIndexXml } from '@/lib/feeds/sitemap';
import { sitemapCounts } from '@/lib/feeds/sitemap-sources';

export const dynamic = 'force-dynamic';

/** The sitemap index: one part per 5,000 URLs of each kind of content (`/sitemap/{kind}-{n}.xml`). */
export async function GET(): Promise<Response> {
  try {
    const xml = sitemapIndexXml(siteConfig().siteUrl, planSitemaps(await sitemapCounts()));
    return new Response(xml, {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  } catch {
    return new Response('Plan du site momentanément indisponible.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' },
    });
  }
}
