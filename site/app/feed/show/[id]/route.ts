import { showFeedXml } from '@/lib/feeds/show-feed';

/** Spec §2 "/feed/show/{id} (RSS feed of a show)". */
export async function GET(_req: Request, ctx: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await ctx.params;
  if (!/^[1-9]\d{0,9}$/.test(id)) return notFound();
  try {
    const xml = await showFeedXml(Number(id));
    if (!xml) return notFound();
    return new Response(xml, {
      headers: {
        'content-type': 'application/rss+xml; charset=utf-8',
        'cache-control': 'public, max-age=300, stale-while-revalidate=3600',
      },
    });
  } catch {
    return new Response('Le flux est momentanément indisponible.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' },
    });
  }
}

function notFound(): Response {
  return new Response('Flux introuvable : cette émission n’existe pas.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
