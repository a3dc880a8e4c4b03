import { parseSitemapFile, urlsetXml } from '@/lib/feeds/sitemap';
import { sitemapEntries } from '@/lib/feeds/sitemap-sources';

export const dynamic = 'force-dynamic';

/** One part of the sitemap (`/sitemap/episodes-0.xml`). */
export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }): Promise<Response> {
  const part = parseSitemapFile((await ctx.params).file);
  if (!part)
    return new Response('Plan du site introuvable.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  try {
    const entries = await sitemapEntries(part.source, part.chunk);
    if (!entries.length)
      return new Response('Plan du site introuvable.', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    return new Response(urlsetXml(entries), {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  } catch {
    return new Response('Plan du site momentanément indisponible.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' },
    });
  }
}
