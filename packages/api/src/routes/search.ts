import type { SearchResult, SearchResults, SearchResultType } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { Queryable } from '../db/index.js';
import { Format, Page, PerPage } from './schemas.js';
import { pager, type Refs } from './shape.js';

const TYPES = ['all', 'show', 'episode', 'article', 'video', 'folder', 'event'] as const;

export const SearchQuery = Type.Object({
  _format: Format,
  q: Type.String({ minLength: 1, maxLength: 200, description: 'Texte recherché' }),
  type: Type.Optional(
    Type.Union(
      TYPES.map((t) => Type.Literal(t)),
      { default: 'all' },
    ),
  ),
  page: Type.Optional(Page),
  items_per_page: Type.Optional(PerPage),
});

interface Hit {
  id: number;
  type: SearchResultType;
  title: string;
  alias: string;
  description: string;
  visual: string | null;
  visual_alt: string | null;
  published_at: Date | string;
  total: number;
}

/**
 * French full-text search: the query goes through the same unaccent + French stemmer as the
 * indexed text, so 'prière' meets 'prières' and 'eglise' meets 'Église'. Ranked by ts_rank_cd
 * (title weighs most), newest first on ties. When nothing matches, titles close in spelling
 * (pg_trgm) are offered instead, for typos.
 */
export async function search(
  db: Queryable,
  _refs: Refs,
  q: { q: string; type?: string; page?: number; items_per_page?: number },
): Promise<SearchResults> {
  const text = q.q.trim().slice(0, 200);
  const type = (q.type ?? 'all') as SearchResultType | 'all';
  const page = q.page ?? 0;
  const perPage = q.items_per_page ?? 10;
  const types = type === 'all' ? TYPES.filter((t) => t !== 'all') : [type];
  const base = `SELECT n.id, n.type, n.title, n.alias, n.description, n.visual, n.visual_alt, n.published_at, count(*) OVER ()::int AS total`;
  let hits = text
    ? await db.query<Hit>(
        `${base}, ts_rank_cd(n.search, query) AS rank
           FROM nodes n, websearch_to_tsquery('french', radio_unaccent($1)) AS query
          WHERE n.search @@ query AND n.type = ANY($2::text[]) AND n.published_at <= now()
          ORDER BY rank DESC, n.published_at DESC, n.id DESC
          LIMIT $3 OFFSET $4`,
        [text, types, perPage, page * perPage],
      )
    : [];
  if (!hits.length && text.length >= 3 && page === 0) {
    hits = await db.query<Hit>(
      `${base}
         FROM nodes n
        WHERE radio_unaccent(lower(n.title)) % radio_unaccent(lower($1)) AND n.type = ANY($2::text[]) AND n.published_at <= now()
        ORDER BY similarity(radio_unaccent(lower(n.title)), radio_unaccent(lower($1))) DESC, n.id
        LIMIT $3`,
      [text, types, perPage],
    );
  }
  const total = hits[0]?.total ?? 0;
  const rows: SearchResult[] = hits.map((h) => ({
    id: h.id,
    type: h.type,
    title: h.title,
    alias: h.alias,
    excerpt: h.description.slice(0, 240),
    visual: h.visual ? { url: h.visual, alt: h.visual_alt ?? '' } : null,
    date: h.published_at ? new Date(h.published_at).toISOString() : null,
  }));
  return { q: text, type, rows, pager: pager(page, perPage, total) };
}
