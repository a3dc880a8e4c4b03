import { ApiError } from '@radio/core';
import { contentApi } from '@/lib/api/server';
import { siteConfig } from '@/lib/config';
import { showHref, styled } from '@/lib/content/items';
import { nodeByAlias } from '@/lib/content/nodes';
import { oembedResponse, oembedSize, oembedTarget, oembedXml } from '@/lib/feeds/oembed';

/**
 * oEmbed endpoint (oembed.com §2.2): `/oembed?url=<show or episode URL>&format=json|xml&maxwidth&maxheight`.
 * The answer's html is an iframe of the embed route, so a CMS embeds a pasted link.
 */
export async function GET(req: Request): Promise<Response> {
  const c = siteConfig();
  const q = new URL(req.url).searchParams;
  const format = q.get('format') ?? 'json';
  if (format !== 'json' && format !== 'xml') return error(501, 'Format non pris en charge : json ou xml.');
  const url = q.get('url');
  if (!url) return error(400, 'Paramètre url manquant.');
  const target = oembedTarget(url, c.siteUrl);
  if (!target) return error(404, 'Cette adresse ne désigne ni une émission ni un épisode de ce site.');
  try {
    let title: string;
    let thumb: string | null | undefined;
    if (target.kind === 'episode') {
      const e = await contentApi().episode(target.episodeId);
      // The episode must belong to the show named in the URL.
      if (!e.show || showHref(e.show) !== `/${target.name}/${target.show}`)
        return error(404, 'Épisode introuvable.');
      title = e.title;
      thumb = e.visual?.url;
    } else {
      const show = await findShow(target.name, target.show);
      if (!show) return error(404, 'Émission introuvable.');
      title = show.title;
      thumb = show.visual?.url;
    }
    const { width, height } = oembedSize(q.get('maxwidth'), q.get('maxheight'));
    const body = oembedResponse({
      target,
      title,
      siteUrl: c.siteUrl,
      providerName: c.brand,
      width,
      height,
      thumbnailUrl: thumb ? new URL(styled(thumb, '304x171'), `${c.apiOrigin}/`).toString() : null,
    });
    const headers = { 'cache-control': 'public, max-age=3600', 'access-control-allow-origin': '*' };
    if (format === 'xml')
      return new Response(oembedXml(body), {
        headers: { ...headers, 'content-type': 'text/xml; charset=utf-8' },
      });
    return Response.json(body, { headers });
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400))
      return error(404, 'Contenu introuvable.');
    return error(503, 'Service momentanément indisponible.');
  }
}

/** A show by its page path (`/api/node?alias=/{name}/{show}`). */
const findShow = (name: string, show: string) => nodeByAlias(`/${name}/${show}`, 'show');

function error(status: number, message: string): Response {
  return Response.json({ status, message }, { status });
}
