import type { SearchSuggestion } from '@radio/core';
import type { Db } from '../db/index.js';
import { SMALL } from './find.js';
import { readRowsPlanned } from './sql.js';
import { queryWords } from './terms.js';

/** Suggestions shown under the header's search box. */
export const SUGGESTIONS = 8;
const SHOWS = 3;

/**
 * Instant suggestions while typing: titles holding every word, the last one possibly cut short
 * (`mot:*`). Shows first (also found by their hosts' names), then the other kinds, newest first:
 * one statement, a branch per kind that stops at its first few matches, cheap at every keystroke.
 */
export async function suggest(
  db: Db,
  text: string,
  showTitle: (showId: number) => string | null,
): Promise<SearchSuggestion[]> {
  const words = queryWords(text);
  if (!words.length) return [];
  // :A restricts to title words; shows also match their hosts (weight C).
  const tsquery = (weights: string) =>
    words.map((w, i) => (i === words.length - 1 ? `${w}:*${weights}` : `${w}:${weights}`)).join(' & ');
  const branch = (where: string, order: string, limit: number) =>
    `(SELECT n.id, n.type, n.title, n.alias, n.show_id, n.published_at FROM nodes n
       WHERE ${where} AND n.published_at <= now() ORDER BY ${order} LIMIT ${limit})`;
  const title = "n.search @@ to_tsquery('french', $2)";
  const recent = 'n.published_at DESC, n.id DESC';
  // One branch per partial GIN index (see the migration 'search: show, hosts, lexicon').
  const rows = await readRowsPlanned<Row>(
    db,
    [
      branch(
        `n.search @@ to_tsquery('french', $1) AND n.type = 'show' AND ${SMALL}`,
        "ts_rank_cd(n.search, to_tsquery('french', $1)) DESC, n.title",
        SHOWS,
      ),
      branch(`${title} AND n.type = 'episode'`, recent, SUGGESTIONS),
      branch(`${title} AND n.type = 'article'`, recent, SUGGESTIONS),
      branch(`${title} AND n.type IN ('video', 'folder', 'event') AND ${SMALL}`, recent, SUGGESTIONS),
    ].join(' UNION ALL '),
    [tsquery('AC'), tsquery('A')],
  );
  const shows = rows.filter((r) => r.type === 'show');
  const others = rows
    .filter((r) => r.type !== 'show')
    .sort((a, b) => Date.parse(String(b.published_at)) - Date.parse(String(a.published_at)) || b.id - a.id)
    .slice(0, SUGGESTIONS - shows.length);
  return [...shows, ...others].map(({ show_id, published_at: _, ...r }) => ({
    ...r,
    show_title: show_id ? showTitle(show_id) : null,
  }));
}

type Row = Omit<SearchSuggestion, 'show_title'> & { show_id: number | null; published_at: string };
