import { create } from 'xmlbuilder2';

/** What a pasted link points to: a show page, or one episode of it (`?episode=ID`, spec §2 query parameters). */
export type OEmbedTarget =
  | { kind: 'show'; name: string; show: string }
  | { kind: 'episode'; name: string; show: string; episodeId: number };

export interface OEmbedRich {
  version: '1.0';
  type: 'rich';
  title: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  cache_age: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,190}[a-z0-9])?$/;
/** Top-level routes of spec §2 that are not `/{name}/{showOrCategory}` pages. */
const RESERVED = new Set([
  'archives',
  'articles',
  'direct',
  'dossiers',
  'videos',
  'email',
  'emissions-a-z',
  'evenements',
  'grille-des-programmes',
  'legs-donation-assurance-vie',
  'newsletter',
  'nos-partenaires',
  'partenaires',
  'pourquoi-donner',
  'preview',
  'prieres',
  'recherche',
  'tag',
  'top-podcasts',
  'contact',
  'feed',
  'mon-compte',
  'oembed',
  'autour-de-moi',
  '_icons',
  'sdk',
]);

export const OEMBED_DEFAULT = { width: 640, height: 200, minWidth: 280, minHeight: 120 } as const;

/**
 * Reads a pasted URL of this site. Only show pages (`/{name}/{show}`), their embed page, and
 * `?episode=ID` links are embeddable; anything else (another host, another route) is null.
 */
export function oembedTarget(rawUrl: string, siteUrl: string): OEmbedTarget | null {
  let url: URL;
  let site: URL;
  try {
    url = new URL(rawUrl);
    site = new URL(siteUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (stripWww(url.host) !== stripWww(site.host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts.length === 3 && parts[2] === 'embed') parts.pop();
  if (parts.length !== 2) return null;
  const [name, show] = parts as [string, string];
  if (!SLUG.test(name) || !SLUG.test(show) || RESERVED.has(name)) return null;
  const episode = url.searchParams.get('episode');
  if (episode !== null) {
    if (!/^[1-9]\d{0,9}$/.test(episode)) return null;
    return { kind: 'episode', name, show, episodeId: Number(episode) };
  }
  return { kind: 'show', name, show };
}

/** Size asked by the consumer (`maxwidth`/`maxheight`), clamped so the player stays usable. */
export function oembedSize(
  maxwidth?: string | null,
  maxheight?: string | null,
): { width: number; height: number } {
  const clamp = (raw: string | null | undefined, def: number, min: number) => {
    const n = raw == null ? Number.NaN : Number.parseInt(raw, 10);
    if (!Number.isFinite(n) || n <= 0) return def;
    return Math.max(min, Math.min(def, n));
  };
  return {
    width: clamp(maxwidth, OEMBED_DEFAULT.width, OEMBED_DEFAULT.minWidth),
    height: clamp(maxheight, OEMBED_DEFAULT.height, OEMBED_DEFAULT.minHeight),
  };
}

/** The embed page of spec §2 (`/{name}/{slug}/embed`), with the episode when one is targeted. */
export function embedUrl(target: OEmbedTarget, siteUrl: string): string {
  const url = new URL(`/${target.name}/${target.show}/embed`, siteUrl);
  if (target.kind === 'episode') url.searchParams.set('episode', String(target.episodeId));
  return url.toString();
}

export function oembedResponse(input: {
  target: OEmbedTarget;
  title: string;
  siteUrl: string;
  providerName: string;
  width: number;
  height: number;
  thumbnailUrl?: string | null | undefined;
}): OEmbedRich {
  const src = embedUrl(input.target, input.siteUrl);
  // An iframe of our own embed page: it works in any CMS without our script, and stays sandboxed there.
  const html =
    `<iframe src="${escapeAttr(src)}" width="${input.width}" height="${input.height}" ` +
    `title="${escapeAttr(`Lecteur ${input.providerName} : ${input.title}`)}" loading="lazy" ` +
    'style="border:0;max-width:100%" allow="autoplay; encrypted-media"></iframe>';
  return {
    version: '1.0',
    type: 'rich',
    title: input.title,
    provider_name: input.providerName,
    provider_url: new URL('/', input.siteUrl).toString(),
    html,
    width: input.width,
    height: input.height,
    cache_age: 3600,
    ...(input.thumbnailUrl
      ? { thumbnail_url: input.thumbnailUrl, thumbnail_width: 304, thumbnail_height: 171 }
      : {}),
  };
}

/** The XML form of the oEmbed 1.0 spec (`format=xml`). */
export function oembedXml(data: OEmbedRich): string {
  const root = create({ version: '1.0', encoding: 'UTF-8', standalone: true }).ele('oembed');
  for (const [key, value] of Object.entries(data)) root.ele(key).txt(String(value));
  return root.end({ prettyPrint: true });
}

function stripWww(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
