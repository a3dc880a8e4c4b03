import type { SearchResult, SearchResultType } from '@radio/core';
import type { Queryable } from '../db/index.js';

/** The kinds a search returns, in the order they are shown: a show before its episodes. */
export const KINDS: readonly SearchResultType[] = ['show', 'episode', 'article', 'video', 'folder', 'event'];

/** How the words become a tsquery: as typed (websearch syntax), or a built tsquery text. */
export type Pass = 'typed' | 'built';
const TSQUERY: Record<Pass, string> = {
  // The query goes through the same unaccent + French stemmer as the indexed text, so 'prière'
  // meets 'prières' and 'eglise' meets 'Église'.
  typed: "websearch_to_tsquery('french', radio_unaccent($1))",
  // Built from lexicon words (letters and digits only, see terms.ts), with & | and :*.
  built: "to_tsquery('french', $1)",
};

/** Matches ranked per kind (the most recent ones), and the most a kind reports (« 1 000 et plus »). */
const CANDIDATES = 200;
export const MAX_COUNT = 1000;

/**
 * The SQL that restricts to one kind. Episodes are most of the rows; every other kind also says
 * `type <> 'episode'` so that the planner reads the small partial GIN index (nodes_search_not_episode).
 */
const kindFilter = (kind: SearchResultType) =>
  kind === 'episode' ? "n.type = 'episode'" : `n.type = '${kind}' AND n.type <> 'episode'`;

/** How many published nodes of each kind match (episodes capped at MAX_COUNT). */
export async function countByKind(
  db: Queryable,
  pass: Pass,
  text: string,
): Promise<Map<SearchResultType, number>> {
  const q = TSQUERY[pass];
  const others = KINDS.filter((k) => k !== 'episode');
  const [small, episodes] = await Promise.all([
    db.query<{ type: SearchResultType; n: number }>(
      `SELECT n.type, count(*)::int AS n FROM nodes n
        WHERE n.search @@ ${q} AND n.type <> 'episode' AND n.type = ANY($2::text[]) AND n.published_at <= now()
        GROUP BY n.type`,
      [text, others],
    ),
    // Counting every match of a common word costs as much as the corpus: count up to a cap.
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT 1 FROM nodes n WHERE n.search @@ ${q} AND n.type = 'episode' AND n.published_at <= now()
          LIMIT ${MAX_COUNT}) AS capped`,
      [text],
    ),
  ]);
  const out = new Map<SearchResultType, number>();
  for (const r of small) out.set(r.type, Math.min(r.n, MAX_COUNT));
  out.set('episode', episodes[0]?.n ?? 0);
  return out;
}

interface Hit {
  id: number;
  type: SearchResultType;
  title: string;
  alias: string;
  description: string;
  visual: string | null;
  visual_alt: string | null;
  published_at: Date | string;
  show_title: string | null;
  duration: number | null;
}

/**
 * One page of one kind, best first: relevance (ts_rank_cd, a title match weighs most), then the
 * most recent. Only the most recent CANDIDATES matches (or as many as the page needs) are ranked:
 * for a frequent word the planner then walks the recency index and stops early.
 */
export async function findKind(
  db: Queryable,
  pass: Pass,
  text: string,
  kind: SearchResultType,
  offset: number,
  limit: number,
): Promise<SearchResult[]> {
  const q = TSQUERY[pass];
  const candidates = Math.min(MAX_COUNT, Math.max(CANDIDATES, offset + limit));
  // The tsquery is written inline (not in a CTE) so that the planner sees how common the words are.
  const hits = await db.query<Hit>(
    `WITH c AS MATERIALIZED (
            SELECT n.id, n.search FROM nodes n
             WHERE n.search @@ ${q} AND ${kindFilter(kind)} AND n.published_at <= now()
             ORDER BY n.published_at DESC, n.id DESC
             LIMIT $4)
     SELECT n.id, n.type, n.title, n.alias, n.description, n.visual, n.visual_alt, n.published_at,
            s.title AS show_title, round((n.data ->> 'duration')::numeric)::int AS duration
       FROM c JOIN nodes n ON n.id = c.id LEFT JOIN nodes s ON s.id = n.show_id
      ORDER BY ts_rank_cd(c.search, ${q}) DESC, n.published_at DESC, n.id DESC
      LIMIT $2 OFFSET $3`,
    [text, limit, offset, candidates],
  );
  return hits.map((h) => ({
    id: h.id,
    type: h.type,
    title: h.title,
    alias: h.alias,
    excerpt: h.description.slice(0, 240),
    visual: h.visual ? { url: h.visual, alt: h.visual_alt ?? '' } : null,
    date: h.published_at ? new Date(h.published_at).toISOString() : null,
    ...(h.type === 'episode' ? { show_title: h.show_title, duration: h.duration } : {}),
  }));
}
