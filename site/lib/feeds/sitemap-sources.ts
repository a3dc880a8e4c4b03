import type { NodeType, Pager } from '@radio/core';
import { contentApi } from '@/lib/api/server';
import { siteConfig } from '../config';
import { apiPagesFor, SITEMAP_PART_SIZE, type SitemapEntry, type SitemapSource } from './sitemap';

/** Public pages that are not content nodes (spec §2 public routes). */
export const STATIC_PATHS = [
  '/',
  '/archives',
  '/dossiers',
  '/videos',
  '/emissions-a-z',
  '/top-podcasts',
  '/grille-des-programmes',
  '/evenements',
  '/nos-partenaires',
  '/prieres',
  '/vie-spirituelle/le-saint-du-jour',
  '/pourquoi-donner',
  '/legs-donation-assurance-vie',
  '/newsletter',
  '/email',
  '/contact',
  '/autour-de-moi',
];

const NODE_TYPE: Record<Exclude<SitemapSource, 'pages'>, NodeType> = {
  shows: 'show',
  episodes: 'episode',
  articles: 'article',
  videos: 'video',
  dossiers: 'folder',
  partners: 'partner',
  events: 'event',
  prayers: 'prayer',
};

/** Largest page the API serves (`items_per_page` ≤ 50). */
const API_PER_PAGE = 50;

type NodeRow = {
  alias?: string;
  published_time?: string;
  datetime?: string;
  metatag?: { changed_time?: string | null };
};
type NodeList = { rows: NodeRow[]; pager: Pager };

const list = (type: NodeType, page: number, perPage: number): Promise<NodeList> =>
  contentApi({ revalidate: 3600 }).nodes({ type, page, perPage });

/** How many URLs each source has (one cheap call per content type). */
export async function sitemapCounts(): Promise<Record<SitemapSource, number>> {
  const counts = { pages: STATIC_PATHS.length } as Record<SitemapSource, number>;
  await Promise.all(
    Object.entries(NODE_TYPE).map(async ([source, type]) => {
      counts[source as SitemapSource] = (await list(type, 0, 1)).pager.total_items;
    }),
  );
  return counts;
}

/** The entries of one part: items [chunk × size, (chunk + 1) × size) of a source, as absolute URLs. */
export async function sitemapEntries(source: SitemapSource, chunk: number): Promise<SitemapEntry[]> {
  const site = siteConfig().siteUrl;
  if (source === 'pages') {
    return chunk === 0
      ? STATIC_PATHS.map((p) => ({
          loc: `${site}${p}`,
          changefreq: 'daily' as const,
          priority: p === '/' ? 1 : 0.6,
        }))
      : [];
  }
  const type = NODE_TYPE[source];
  const start = chunk * SITEMAP_PART_SIZE;
  const out: SitemapEntry[] = [];
  for (const page of apiPagesFor(chunk, API_PER_PAGE)) {
    const res = await list(type, page, API_PER_PAGE);
    res.rows.forEach((n, i) => {
      const index = page * API_PER_PAGE + i;
      if (index < start || index >= start + SITEMAP_PART_SIZE || !n.alias) return;
      out.push({
        loc: new URL(n.alias, `${site}/`).toString(),
        lastmod: n.metatag?.changed_time ?? n.published_time ?? n.datetime ?? null,
      });
    });
    if (page + 1 >= res.pager.total_pages) break;
  }
  return out;
}
