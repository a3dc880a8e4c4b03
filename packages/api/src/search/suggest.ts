import type { SearchResultType, SearchSuggestion } from '@radio/core';
import type { Queryable } from '../db/index.js';
import { queryWords } from './terms.js';

/** Suggestions shown under the header's search box. */
export const SUGGESTIONS = 8;
const SHOWS = 3;

/**
 * Instant suggestions while typing: titles holding every word, the last one possibly cut short
 * (`mot:*`). Shows first (also found by their hosts' names), then the other kinds, newest first:
 * two small queries that stop at the first few matches, so that it stays cheap at every keystroke.
 */
export async function suggest(db: Queryable, text: string): Promise<SearchSuggestion[]> {
  const words = queryWords(text);
  if (!words.length) return [];
  // :A restricts to title words; shows also match their hosts (weight C).
  const tsquery = (weights: string) =>
    words.map((w, i) => (i === words.length - 1 ? `${w}:*${weights}` : `${w}:${weights}`)).join(' & ');
  const fields = 'n.id, n.type, n.title, n.alias, s.title AS show_title';
  const shows = await db.query<SearchSuggestion>(
    `SELECT ${fields} FROM nodes n LEFT JOIN nodes s ON s.id = n.show_id
      WHERE n.search @@ to_tsquery('french', $1) AND n.type = 'show' AND n.type <> 'episode'
        AND n.published_at <= now()
      ORDER BY ts_rank_cd(n.search, to_tsquery('french', $1)) DESC, n.title
      LIMIT $2`,
    [tsquery('AC'), SHOWS],
  );
  const others = await db.query<SearchSuggestion>(
    `SELECT ${fields} FROM nodes n LEFT JOIN nodes s ON s.id = n.show_id
      WHERE n.search @@ to_tsquery('french', $1) AND n.type = ANY($2::text[]) AND n.published_at <= now()
      ORDER BY n.published_at DESC, n.id DESC
      LIMIT $3`,
    [tsquery('A'), OTHER_KINDS, SUGGESTIONS - shows.length],
  );
  return [...shows, ...others].map((r) => ({ ...r, show_title: r.show_title ?? null }));
}

const OTHER_KINDS: SearchResultType[] = ['episode', 'article', 'video', 'folder', 'event'];
