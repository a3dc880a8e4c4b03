import { create } from 'xmlbuilder2';

/** sitemaps.org: "no more than 50,000 URLs" per file; we stay well below so each part is one quick request. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_PART_SIZE = 5_000;

export const SITEMAP_SOURCES = [
  'pages',
  'shows',
  'episodes',
  'articles',
  'videos',
  'dossiers',
  'partners',
  'events',
  'prayers',
] as const;
export type SitemapSource = (typeof SITEMAP_SOURCES)[number];

export interface SitemapPart {
  source: SitemapSource;
  /** 0-based chunk of that source. */
  chunk: number;
  /** File name under /sitemap/, e.g. `episodes-3.xml`. */
  file: string;
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string | Date | null | undefined;
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority?: number;
}

/** Splits each source into parts of `size` URLs; a source with content always has at least one part. */
export function planSitemaps(
  counts: Partial<Record<SitemapSource, number>>,
  size: number = SITEMAP_PART_SIZE,
): SitemapPart[] {
  const per = Math.max(1, Math.min(SITEMAP_MAX_URLS, Math.floor(size)));
  const parts: SitemapPart[] = [];
  for (const source of SITEMAP_SOURCES) {
    const count = Math.max(0, Math.floor(counts[source] ?? 0));
    const chunks = Math.ceil(count / per);
    for (let chunk = 0; chunk < chunks; chunk++)
      parts.push({ source, chunk, file: `${source}-${chunk}.xml` });
  }
  return parts;
}

/** `episodes-3.xml` → { source: 'episodes', chunk: 3 }; anything else is null (→ 404). */
export function parseSitemapFile(file: string): { source: SitemapSource; chunk: number } | null {
  const m = /^([a-z]+)-(0|[1-9]\d{0,5})\.xml$/.exec(file);
  if (!m) return null;
  const source = m[1] as SitemapSource;
  if (!(SITEMAP_SOURCES as readonly string[]).includes(source)) return null;
  return { source, chunk: Number(m[2]) };
}

/** Items [offset, offset + limit) of a source make up one part. */
export function chunkRange(
  chunk: number,
  size: number = SITEMAP_PART_SIZE,
): { offset: number; limit: number } {
  return { offset: chunk * size, limit: size };
}

/** The API pages (0-based, `perPage` items each) that hold a part's items. */
export function apiPagesFor(chunk: number, perPage: number, size: number = SITEMAP_PART_SIZE): number[] {
  const { offset, limit } = chunkRange(chunk, size);
  const first = Math.floor(offset / perPage);
  const last = Math.floor((offset + limit - 1) / perPage);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapIndexXml(siteUrl: string, parts: SitemapPart[], lastmod?: Date): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('sitemapindex', { xmlns: NS });
  for (const part of parts) {
    const s = root.ele('sitemap');
    s.ele('loc').txt(new URL(`/sitemap/${part.file}`, siteUrl).toString());
    if (lastmod) s.ele('lastmod').txt(lastmod.toISOString());
  }
  return root.end({ prettyPrint: true });
}

export function urlsetXml(entries: SitemapEntry[], max: number = SITEMAP_MAX_URLS): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('urlset', { xmlns: NS });
  for (const e of entries.slice(0, Math.min(max, SITEMAP_MAX_URLS))) {
    const u = root.ele('url');
    u.ele('loc').txt(e.loc);
    const lastmod = toW3cDate(e.lastmod);
    if (lastmod) u.ele('lastmod').txt(lastmod);
    if (e.changefreq) u.ele('changefreq').txt(e.changefreq);
    if (e.priority !== undefined) u.ele('priority').txt(Math.min(1, Math.max(0, e.priority)).toFixed(1));
  }
  return root.end({ prettyPrint: true });
}

function toW3cDate(value: SitemapEntry['lastmod']): string | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
