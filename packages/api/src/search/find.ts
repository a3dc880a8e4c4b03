import type { SearchResult, SearchResultType } from '@radio/core';
import type { Db, JsonParam } from '../db/index.js';
import { readRows, readRowsPlanned } from './sql.js';

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

/**
 * Matches ranked per kind: only the most recent ones (enough for the pages a person reads), so that
 * for a frequent word the planner walks the recency index and stops early. A preview of every kind
 * ranks fewer than a page of one kind.
 */
const CANDIDATES = 200;
const PREVIEW_CANDIDATES = 60;
export const MAX_COUNT = 1000;

/** The kinds other than episodes and articles: a few hundred rows at most. */
export const SMALL = "n.type <> 'episode' AND n.type <> 'article'";

/**
 * The SQL that restricts to one kind. The small kinds repeat the predicate of their partial GIN
 * index (nodes_search_small) word for word, so that the planner reads it and not the big one.
 */
const kindFilter = (kind: SearchResultType) =>
  kind === 'episode' || kind === 'article' ? `n.type = '${kind}'` : `n.type = '${kind}' AND ${SMALL}`;

/**
 * How many published nodes of each kind match, in one statement. Counting every match of a common
 * word costs as much as the corpus: episodes and articles are counted up to MAX_COUNT.
 */
export async function countByKind(db: Db, pass: Pass, text: string): Promise<Map<SearchResultType, number>> {
  const q = TSQUERY[pass];
  const capped = (kind: SearchResultType) =>
    `SELECT '${kind}', count(*)::int FROM (
       SELECT 1 FROM nodes n WHERE n.search @@ ${q} AND n.type = '${kind}' AND n.published_at <= now() AND n.unpublished_at IS NULL
        LIMIT ${MAX_COUNT}) AS ${kind}s`;
  const rows = await readRows<{ type: SearchResultType; n: number }>(
    db,
    `SELECT n.type, count(*)::int AS n FROM nodes n
      WHERE n.search @@ ${q} AND ${SMALL} AND n.published_at <= now() AND n.unpublished_at IS NULL
      GROUP BY n.type
     UNION ALL ${capped('episode')}
     UNION ALL ${capped('article')}`,
    [text],
  );
  const kinds = new Set<string>(KINDS);
  return new Map(
    rows.filter((r) => r.n > 0 && kinds.has(r.type)).map((r) => [r.type, Math.min(r.n, MAX_COUNT)]),
  );
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
  show_id: number | null;
  duration: number | null;
}

/** What to read of one kind: a page (offset, limit) or a preview (offset 0). */
export interface KindSlice {
  kind: SearchResultType;
  offset: number;
  limit: number;
}

/**
 * The results of several kinds in one statement, each best first: relevance (ts_rank_cd, a title
 * match weighs most), then the most recent. No join (show titles come from `showTitle`): the
 * statement is planned at every call, and planning joins over a table with many indexes costs
 * more than running it.
 */
export async function findKinds(
  db: Db,
  pass: Pass,
  text: string,
  slices: readonly KindSlice[],
  preview: boolean,
  showTitle: (showId: number) => string | null,
): Promise<Map<SearchResultType, SearchResult[]>> {
  const out = new Map<SearchResultType, SearchResult[]>(slices.map((s) => [s.kind, []]));
  if (!slices.length) return out;
  const q = TSQUERY[pass];
  const params: JsonParam[] = [text];
  const param = (v: number) => `$${params.push(v)}`;
  // The tsquery is written inline (not in a CTE) so that the planner sees how common the words are.
  const branch = (s: KindSlice) => {
    const candidates = Math.min(
      MAX_COUNT,
      Math.max(preview ? PREVIEW_CANDIDATES : CANDIDATES, s.offset + s.limit),
    );
    return `(SELECT c.id, c.type, c.title, c.alias, c.description, c.visual, c.visual_alt, c.published_at,
                    c.show_id, c.duration
               FROM (SELECT n.id, n.type, n.title, n.alias, n.description, n.visual, n.visual_alt,
                            n.published_at, n.show_id, n.search,
                            round((n.data ->> 'duration')::numeric)::int AS duration
                       FROM nodes n
                      WHERE n.search @@ ${q} AND ${kindFilter(s.kind)} AND n.published_at <= now() AND n.unpublished_at IS NULL
                      ORDER BY n.published_at DESC, n.id DESC
                      LIMIT ${param(candidates)}) AS c
              ORDER BY ts_rank_cd(c.search, ${q}) DESC, c.published_at DESC, c.id DESC
              LIMIT ${param(s.limit)} OFFSET ${param(s.offset)})`;
  };
  const sql = slices.map(branch).join('\nUNION ALL\n');
  for (const h of await readRowsPlanned<Hit>(db, sql, params)) {
    out.get(h.type)?.push({
      id: h.id,
      type: h.type,
      title: h.title,
      alias: h.alias,
      excerpt: h.description.slice(0, 240),
      visual: h.visual ? { url: h.visual, alt: h.visual_alt ?? '' } : null,
      date: h.published_at ? new Date(h.published_at).toISOString() : null,
      ...(h.type === 'episode'
        ? { show_title: h.show_id ? showTitle(h.show_id) : null, duration: h.duration }
        : {}),
    });
  }
  return out;
}
