import type { SearchSuggestion } from '@radio/core';
import type { Db } from '../db/index.js';
import { SMALL } from './find.js';
import { inKinds, SEARCHED_KINDS } from './kinds.js';
import { readRowsPlanned } from './sql.js';
import { queryWords } from './terms.js';

/** Suggestions shown under the header's search box. */
export const SUGGESTIONS = 8;
const SHOWS = 3;
/** The searched kinds other than shows: episodes, articles, videos, dossiers, events, saints… */
const OTHER_KINDS = SEARCHED_KINDS.filter((k) => k !== 'show');

/**
 * Instant suggestions while typing: titles holding every word, the last one possibly cut short
 * (`mot:*`), matched against `search_title`. Shows first (also found by their hosts' names), then
 * the other kinds, newest first: one statement of two branches that stop at their first few
 * matches, cheap at every keystroke.
 */
export async function suggest(
  db: Db,
  text: string,
  showTitle: (showId: number) => string | null,
): Promise<SearchSuggestion[]> {
  // A last word of one letter would complete to a good part of the index (`f:*`): it waits for
  // the next letter.
  const typed = queryWords(text);
  const words = typed.filter((w, i) => i < typed.length - 1 || w.length > 1);
  if (!words.length) return [];
  // The last word is being typed: the start of a word, not stemmed (the French stemmer cuts
  // « medit » to « med », the start of « médicaux »), or the word itself if it is whole.
  const last = words[words.length - 1] as string;
  const before = words.slice(0, -1).join(' ');
  // Written inline (no sub-select) so that the plan made for these words sees how common they are.
  const typing = "(to_tsquery('simple', $1) || plainto_tsquery('french', $2))";
  const q = before ? `(plainto_tsquery('french', $3) && ${typing})` : typing;
  const branch = (match: string, where: string, order: string, limit: number) =>
    `(SELECT n.id, n.type, n.title, n.alias, n.show_id, n.published_at FROM nodes n
       WHERE ${match} AND ${where} AND n.published_at <= now() AND n.unpublished_at IS NULL
       ORDER BY ${order} LIMIT ${limit})`;
  const recent = 'n.published_at DESC, n.id DESC';
  const rows = await readRowsPlanned<Row>(
    db,
    [
      // The shows (a few dozen) are read by kind and date and tested row by row (`ts_match_vq`, the
      // function behind `@@`, which no index serves): left to choose, the planner intersected them
      // with the title index, which reads every title a short prefix starts (15,579 for « pr »).
      branch(
        `ts_match_vq(n.search_title, ${q})`,
        `n.type = 'show' AND ${SMALL}`,
        `ts_rank_cd(n.search_title, ${q}) DESC, n.title`,
        SHOWS,
      ),
      // Every other kind in one branch, the newest first: the same eight as the newest of each kind
      // merged, and the title index read once (« synode pa » reads the titles holding any word that
      // starts with « pa »: 6 ms, which a branch per kind paid once per kind).
      branch(`n.search_title @@ ${q}`, `n.type IN (${inKinds(OTHER_KINDS)})`, recent, SUGGESTIONS),
    ].join(' UNION ALL '),
    before ? [`${last}:*`, last, before] : [`${last}:*`, last],
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
