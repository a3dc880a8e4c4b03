import type { SearchResult, SearchResults, SearchResultType } from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { Queryable } from '../db/index.js';
import { Format, Page, PerPage } from './schemas.js';
import { pager, type Refs } from './shape.js';

/** Matches ranked per query, and the most results a query reports (« 1 000 résultats et plus »). */
const CANDIDATES = 200;
const MAX_RESULTS = 1000;

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
  const base = 'SELECT n.id, n.type, n.title, n.alias, n.description, n.visual, n.visual_alt, n.published_at';
  // Ranking every match of a common word costs as much as the corpus: rank the most recent
  // matches only (enough for the pages a person reads) and count up to a cap.
  const candidates = Math.min(MAX_RESULTS, Math.max(CANDIDATES, (page + 1) * perPage));
  let hits: Hit[] = [];
  let total = 0;
  if (text) {
    const [rows, count] = await Promise.all([
      db.query<Hit>(
        // The tsquery is written inline (not in a CTE) so that the planner sees how common the
        // words are: for a frequent word it walks the recency index and stops early.
        `WITH candidates AS MATERIALIZED (
                SELECT n.id, n.search FROM nodes n
                 WHERE n.search @@ websearch_to_tsquery('french', radio_unaccent($1))
                   AND n.type = ANY($2::text[]) AND n.published_at <= now()
                 ORDER BY n.published_at DESC, n.id DESC
                 LIMIT $5)
         ${base}, ts_rank_cd(c.search, websearch_to_tsquery('french', radio_unaccent($1))) AS rank
           FROM candidates c JOIN nodes n ON n.id = c.id
          ORDER BY rank DESC, n.published_at DESC, n.id DESC
          LIMIT $3 OFFSET $4`,
        [text, types, perPage, page * perPage, candidates],
      ),
      db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (
           SELECT 1 FROM nodes n WHERE n.search @@ websearch_to_tsquery('french', radio_unaccent($1))
              AND n.type = ANY($2::text[]) AND n.published_at <= now() LIMIT $3) AS capped`,
        [text, types, MAX_RESULTS],
      ),
    ]);
    hits = rows;
    total = count[0]?.n ?? 0;
  }
  if (!hits.length && text.length >= 3 && page === 0) {
    hits = await db.query<Hit>(
      `${base}
         FROM nodes n
        WHERE radio_unaccent(lower(n.title)) % radio_unaccent(lower($1)) AND n.type = ANY($2::text[]) AND n.published_at <= now()
        ORDER BY similarity(radio_unaccent(lower(n.title)), radio_unaccent(lower($1))) DESC, n.id
        LIMIT $3`,
      [text, types, perPage],
    );
    total = hits.length;
  }
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
