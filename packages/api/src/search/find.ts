import type { SearchResult, SearchResultType } from '@radio/core';
import type { Db, JsonParam } from '../db/index.js';
import { SEARCHED_KINDS } from './kinds.js';
import { type CappedKind, groupsBound, lexemeBound } from './lexemes.js';
import { anyOf, type MomentColumns, momentJoin, momentOf } from './moments.js';
import { type Pass, readRows, readRowsPlanned } from './sql.js';

/** The kinds a search returns, in the order they are shown (search/kinds.ts). */
export const KINDS: readonly SearchResultType[] = SEARCHED_KINDS;

export type { Pass } from './sql.js';

const TSQUERY: Record<Pass, string> = {
  // The query goes through the same unaccent + French stemmer as the indexed text, so 'prière'
  // meets 'prières' and 'eglise' meets 'Église'.
  typed: "websearch_to_tsquery('french', radio_unaccent($1))",
  // Lexemes as PostgreSQL normalised them (lexicon.ts), joined with & | ( ) by terms.ts.
  built: '$1::tsquery',
};

/**
 * Matches ranked per kind: only the most recent ones (enough for the pages a person reads), so that
 * for a frequent word the planner walks the recency index and stops early. A preview of every kind
 * ranks fewer than a page of one kind.
 */
const CANDIDATES = 200;
const PREVIEW_CANDIDATES = 60;
export const MAX_COUNT = 1000;

/**
 * How common the words must be (matches of a kind, Counts.about) for the preview to walk the
 * recency index, testing each row (`ts_match_vq`, which no index serves), in a statement prepared
 * once. A walk reads about PREVIEW_CANDIDATES × rows ÷ matches rows; below this it reads more than
 * the GIN index would, and the statement is planned with the words. On the 100,000-episode
 * PostgreSQL bench, walk against planned: « réfugiés » (1,046) 5.5 against 3.0 ms, « écologie »
 * (2,250) 1.8 against 4.0 ms, « sardine Douarnenez » (2,472, said together) 0.4 against 4.1 ms.
 */
const WALK_FROM = 1500;

/** The kinds other than episodes and articles (a few hundred rows at most): one partition. */
export const SMALL = "n.type <> 'episode' AND n.type <> 'article'";

/** search_docs holds published rows only (search/docs.ts): a date still to come is tested here. */
const DUE = 'n.published_at <= now()';

/**
 * The SQL that restricts to one kind: the planner then reads one partition of search_docs (one
 * per kind of result, search/docs.ts) and its indexes.
 */
const kindFilter = (kind: SearchResultType) => `n.type = '${kind}'`;

/** The candidates ranked for a preview (offset 0) or for a page of one kind. */
export const candidates = (preview: boolean, offset: number, limit: number) =>
  Math.min(MAX_COUNT, Math.max(preview ? PREVIEW_CANDIDATES : CANDIDATES, offset + limit));

/** What countByKind found: matches per kind, and the most recent ones where it read them all. */
export interface Counts {
  /** Matches per kind present, MAX_COUNT meaning « at least ». */
  n: Map<SearchResultType, number>;
  /** The ids of a kind's most recent matches, newest first, when it has fewer than MAX_COUNT. */
  recent: Map<SearchResultType, number[]>;
  /**
   * For a kind with MAX_COUNT matches or more, how many as far as its words' row counts tell: at
   * least (one word, or words joined by `|`), at most (words joined by `&`), else MAX_COUNT.
   */
  about: Map<SearchResultType, number>;
}

type CountRow = { type: SearchResultType; n: number; recent: number[]; most: number | null };

/**
 * How many published nodes of each kind match. Counting every match of a common word costs as
 * much as the corpus: episodes and articles are counted up to MAX_COUNT. A kind with fewer
 * matches has had them all read: the count also keeps the ids of its `keep` most recent, which
 * findKinds then ranks without reading the matches a second time.
 * Episodes are counted by a statement planned at every call: a prepared statement's generic plan
 * cannot know how common the words are, and read the GIN index for every match of a common word
 * (66,000 episodes for « famille »: 10 ms) where the plan made for the word stops after MAX_COUNT
 * rows of a sequential scan (2 ms; EXPLAIN ANALYZE on the 100,000-episode bench). The other kinds,
 * a few thousand rows each, keep a prepared statement: planning costs 1 to 5 ms on PGlite.
 * Counted in search_docs, whose narrow rows hold what the count tests (a third of the pages).
 */
export async function countByKind(db: Db, pass: Pass, text: string, keep: number): Promise<Counts> {
  const q = TSQUERY[pass];
  const newest = (t: string) => `(array_agg(${t}.id ORDER BY ${t}.published_at DESC, ${t}.id DESC))[1:$2]`;
  // A capped kind whose words' row counts say it reaches the cap is not read (search/lexemes.ts):
  // the bound is tested in the same statement, first, and the count runs only when it falls short
  // (LIMIT 1 over the two branches stops at the first row): no round trip of its own. Words joined
  // by `&` have a bound from above instead. Either says how common the words are (Counts.about).
  const words = pass === 'typed' ? { typed: text, q } : { built: text };
  const sure = lexemeBound(words, '$3');
  const most = sure ? null : groupsBound(words, '$3');
  const capped = (kind: CappedKind) => {
    const count = `SELECT '${kind}' AS type, count(*)::int AS n, ${newest('m')} AS recent,
              ${most ? most.sql(kind) : 'NULL::int'} AS most FROM (
       SELECT n.id, n.published_at FROM search_docs n WHERE n.search @@ ${q} AND n.type = '${kind}' AND ${DUE}
        LIMIT ${MAX_COUNT}) AS m`;
    if (!sure) return count;
    return `SELECT * FROM (SELECT '${kind}' AS type, b.n, '{}'::int[] AS recent, NULL::int AS most
        FROM (SELECT ${sure.sql(kind)} AS n) AS b WHERE b.n >= ${MAX_COUNT}
       UNION ALL (${count})) AS k LIMIT 1`;
  };
  const value = sure?.value ?? most?.value;
  const params: JsonParam[] = value ? [text, keep, value] : [text, keep];
  // Two statements at once: on PostgreSQL they run side by side (PGlite runs one after the other).
  const [others, episodes] = await Promise.all([
    readRows<CountRow>(
      db,
      `SELECT n.type, count(*)::int AS n, ${newest('n')} AS recent, NULL::int AS most FROM search_docs n
      WHERE n.search @@ ${q} AND ${SMALL} AND ${DUE}
      GROUP BY n.type
     UNION ALL (${capped('article')})`,
      params,
    ),
    readRowsPlanned<CountRow>(db, capped('episode'), params),
  ]);
  const kinds = new Set<string>(KINDS);
  const found = [...episodes, ...others].filter((r) => r.n > 0 && kinds.has(r.type));
  return {
    n: new Map(found.map((r) => [r.type, Math.min(r.n, MAX_COUNT)])),
    recent: new Map(found.filter((r) => r.n < MAX_COUNT).map((r) => [r.type, r.recent])),
    about: new Map(found.filter((r) => r.n >= MAX_COUNT).map((r) => [r.type, r.most ?? r.n])),
  };
}

interface Hit extends MomentColumns {
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

const UNDATED = new Set<SearchResultType>(['saint', 'prayer', 'partner']);

/** What to read of one kind: a page (offset, limit) or a preview (offset 0). */
export interface KindSlice {
  kind: SearchResultType;
  offset: number;
  limit: number;
  /** The most recent matches, newest first, when countByKind read them all (Counts.recent). */
  recent?: readonly number[];
  /** How many matches, when MAX_COUNT or more (Counts.about). */
  about?: number;
}

/** What a result shows, read from `nodes` by key. */
const FIELDS = `n.id, n.type, n.title, n.alias, n.description, n.visual, n.visual_alt, n.published_at,
                n.show_id, round((n.data ->> 'duration')::numeric)::int AS duration`;
const COLUMNS = `${FIELDS}, n.search`;
const PUBLISHED = 'n.published_at <= now() AND n.unpublished_at IS NULL';
const HIT =
  'c.id, c.type, c.title, c.alias, c.description, c.visual, c.visual_alt, c.published_at, c.show_id, c.duration';
/** Where an episode found by what is said in it says the words (search/moments.ts, momentJoin). */
const MOMENT = 'mo.moment_n, mo.moment_timed, mo.moment_around';

/**
 * The kinds whose count read every match (Counts.recent): their newest matches ranked, read back
 * by key, in one prepared statement whatever the kinds (no planning: on PGlite, planning the
 * statement of six kinds took longer than running it). `$3` gives each kind its [offset, limit].
 */
function rankKept(db: Db, pass: Pass, text: string, slices: readonly KindSlice[]): Promise<Hit[]> {
  const window = (i: number) => `((($3::json) -> c.type) ->> ${i})::int`;
  return readRows<Hit>(
    db,
    `SELECT ${HIT}, ${MOMENT} FROM (
       SELECT ${COLUMNS}, row_number() OVER (PARTITION BY n.type
                ORDER BY ts_rank_cd(n.search, t.q) DESC, n.published_at DESC, n.id DESC) AS r
         FROM nodes n, (SELECT ${TSQUERY[pass]} AS q) AS t
        WHERE n.id = ANY($2::int[]) AND ${PUBLISHED}) AS c
      ${momentJoin(pass, 'c', '$1', '$4')}
      WHERE c.r > ${window(0)} AND c.r <= ${window(0)} + ${window(1)}
      ORDER BY c.type, c.r`,
    [
      text,
      slices.flatMap((s) => s.recent ?? []),
      JSON.stringify(Object.fromEntries(slices.map((s) => [s.kind, [s.offset, s.limit]]))),
      anyOf(pass, text),
    ],
  );
}

/**
 * The kinds with MAX_COUNT matches or more, in one statement over search_docs (narrow rows: the
 * walk reads thousands of them), then their rows by key (in the same statement for the preview).
 * A page is planned at every call: the planner reads the GIN index or walks the recency index and
 * stops early, as the words' frequency says (the tsquery is written inline, not in a CTE, so that
 * it sees them). The grouped preview only needs the newest 60: when the words' row counts say
 * they are common (WALK_FROM), the recency index is walked in a statement prepared once;
 * `ts_match_vq`, the function behind `@@`, keeps the GIN index out of its generic plan, and the
 * tsquery is made once (a sub-select) rather than for each row. Otherwise it is planned too.
 */
async function rankRecent(db: Db, pass: Pass, text: string, slices: readonly KindSlice[], preview: boolean) {
  const q = TSQUERY[pass];
  const params: JsonParam[] = [text];
  const param = (v: number) => `$${params.push(v)}`;
  const walks = (s: KindSlice) => preview && (s.about ?? 0) >= WALK_FROM;
  const branch = (s: KindSlice) =>
    `(SELECT c.id
        FROM (SELECT n.id, n.published_at, n.search FROM search_docs n
               WHERE ${walks(s) ? `ts_match_vq(n.search, (SELECT ${q}))` : `n.search @@ ${q}`}
                 AND ${kindFilter(s.kind)} AND ${DUE}
               ORDER BY n.published_at DESC, n.id DESC
               LIMIT ${param(candidates(preview, s.offset, s.limit))}) AS c
       ORDER BY ts_rank_cd(c.search, ${walks(s) ? `(SELECT ${q})` : q}) DESC, c.published_at DESC, c.id DESC
       LIMIT ${param(s.limit)} OFFSET ${param(s.offset)})`;
  const sql = slices.map(branch).join('\nUNION ALL\n');
  // The preview reads the ranked rows too, in the same round trip; prepared once when every kind
  // walks (no planning), planned with the words otherwise.
  if (preview) {
    const read = slices.every(walks) ? readRows : readRowsPlanned;
    const any = `$${params.push(anyOf(pass, text))}`;
    return read<Hit>(
      db,
      `SELECT ${FIELDS}, ${MOMENT} FROM unnest(ARRAY(${sql})) WITH ORDINALITY AS r(id, i) JOIN nodes n ON n.id = r.id
        ${momentJoin(pass, 'n', '$1', any)}
        ORDER BY r.i`,
      params,
    );
  }
  const ranked = await readRowsPlanned<{ id: number }>(db, sql, params);
  if (!ranked.length) return [];
  const rows = await readRows<Hit>(
    db,
    `SELECT ${FIELDS}, ${MOMENT} FROM nodes n ${momentJoin(pass, 'n', '$2', '$3')} WHERE n.id = ANY($1::int[])`,
    [ranked.map((r) => r.id), text, anyOf(pass, text)],
  );
  const byId = new Map(rows.map((h) => [h.id, h]));
  return ranked.flatMap((r) => byId.get(r.id) ?? []);
}

/**
 * The results of several kinds, each best first: relevance (ts_rank_cd, a title match weighs
 * most), then the most recent, among a kind's most recent matches (`candidates`). A kind whose
 * count read all its matches is ranked from the ones it kept (left to choose, the planner walked
 * the recency index on an estimate drawn from every kind's texts: « espérance », 2,623 episodes
 * estimated, 858 found, 6,000 rows read past). No join (show titles come from `showTitle`):
 * planning joins over a table with many indexes costs more than running them.
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
  const kept = slices.filter((s) => s.recent);
  const walked = slices.filter((s) => !s.recent);
  const [byKey, byIndex] = await Promise.all([
    kept.length ? rankKept(db, pass, text, kept) : [],
    walked.length ? rankRecent(db, pass, text, walked, preview) : [],
  ]);
  for (const h of [...byKey, ...byIndex]) {
    const moment = momentOf(h);
    out.get(h.type)?.push({
      id: h.id,
      type: h.type,
      title: h.title,
      alias: h.alias,
      // Found by what is said in it: the sentence, and the second it is said at.
      excerpt: moment ? moment.text : h.description.slice(0, 240),
      visual: h.visual ? { url: h.visual, alt: h.visual_alt ?? '' } : null,
      // A saint, a prayer or a partner has no date a visitor would read (a saint's node is dated 2000).
      date: h.published_at && !UNDATED.has(h.type) ? new Date(h.published_at).toISOString() : null,
      ...(h.type === 'episode'
        ? { show_title: h.show_id ? showTitle(h.show_id) : null, duration: h.duration }
        : {}),
      // An untimed transcript (imported as HTML or text) gives the sentence, no second to link to.
      ...(moment?.timed ? { at: Math.floor(moment.start) } : {}),
    });
  }
  return out;
}
