import type {
  SearchGroup,
  SearchMatch,
  SearchResults,
  SearchResultType,
  SearchSuggestions,
} from '@radio/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import { type Counts, candidates, countByKind, findKinds, KINDS, type Pass } from '../search/find.js';
import { andGroups, atMost } from '../search/lexemes.js';
import { wordChoices } from '../search/lexicon.js';
import { suggest } from '../search/suggest.js';
import { didYouMean, plan, queryWords, suggestionFindsEnough } from '../search/terms.js';
import type { RouteDeps } from './queries.js';
import { doc, Format, Page, PerPage } from './schemas.js';
import { pager, type Refs } from './shape.js';

const TYPES = ['all', ...KINDS] as const;

export const SearchQuery = Type.Object({
  _format: Format,
  q: Type.String({
    minLength: 1,
    maxLength: 200,
    description:
      'Texte recherché, sans accents ni majuscules requis (« eglise » trouve « Église », « prière » trouve « prières »). Les mots doivent tous correspondre ; sinon les mots trouvés tels quels sont gardés, un mot en cours de saisie est complété (« medit » : « méditer ») et une faute de frappe corrigée (`match` = approximate, avec `suggestion` si la correction trouve au moins autant que les mots gardés), puis une partie des mots (`match` = partial)',
  }),
  type: Type.Optional(
    Type.Union(
      TYPES.map((t) => Type.Literal(t)),
      {
        default: 'all',
        description:
          'Type de contenu : all (chaque type avec son nombre et ses premiers résultats, dans `groups`), show, saint, prayer, episode, article, video, folder, event, partner (une page de ce type)',
      },
    ),
  ),
  page: Type.Optional(Page),
  items_per_page: Type.Optional(PerPage),
});

export const SuggestQuery = Type.Object({
  q: Type.String({
    minLength: 2,
    maxLength: 100,
    description: 'Début de saisie (2 caractères au moins) ; le dernier mot peut être incomplet',
  }),
});

/** Results per kind when every kind is shown (« Voir tout » opens the rest). */
const PREVIEW: Record<SearchResultType, number> = {
  show: 4,
  saint: 3,
  prayer: 3,
  episode: 5,
  article: 3,
  video: 3,
  folder: 3,
  event: 3,
  partner: 3,
};

const total = (counts: Counts) => [...counts.n.values()].reduce((a, b) => a + b, 0);

/** What was searched, and how: the tsquery of the pass whose results are shown. */
interface Found {
  pass: Pass;
  tsquery: string;
  match: SearchMatch;
  suggestion: string | null;
  counts: Counts;
}

/**
 * The kept words' count, and whether the correction surely finds less than they do, without
 * counting it: the correction holds the kept words and more, so it finds as much only by finding,
 * kind by kind, as many (up to the cap), and the words' row counts bound what it finds in each
 * kind (search/lexemes.ts). « pape franscois »: at most 17 saints hold « françois », 55 « pape ».
 * Null when the correction's words cannot be bounded: the kept words are then counted beside it.
 */
async function keptFirst(db: Db, corrected: string, kept: Promise<Counts>) {
  const groups = andGroups(corrected);
  if (!groups) return null;
  const [counts, most] = await Promise.all([kept, atMost(db, groups, KINDS)]);
  return { counts, less: [...counts.n].some(([kind, n]) => (most.get(kind) ?? 0) < n) };
}

/**
 * The passes after the words as typed found nothing together (search/terms.ts, `plan`): every
 * word, the ones that match kept, the others completed or corrected (`approximate`; a correction
 * suggested only if it finds at least as much as the kept words); else some of the words (`partial`).
 */
async function laterPasses(db: Db, text: string, keep: number, none: Counts): Promise<Found> {
  const choices = await wordChoices(db, queryWords(text));
  const p = plan(choices);
  const count = (tsquery: string) => countByKind(db, 'built', tsquery, keep);
  const first = p.corrected && p.corrects && p.kept ? await keptFirst(db, p.corrected, count(p.kept)) : null;
  if (p.corrected && !first?.less) {
    // The kept words' count only decides whether a correction is suggested. PostgreSQL counts it
    // beside the correction's on other connections (the answer waits for the longer of the two);
    // PGlite runs one statement at a time, so it counts it only when the correction found some.
    const side = first
      ? Promise.resolve(first.counts)
      : p.corrects && p.kept && db.kind === 'postgres'
        ? count(p.kept)
        : null;
    // Awaited below only when the correction found some: never an unhandled rejection otherwise.
    side?.catch(() => {});
    const corrected = await count(p.corrected);
    const n = total(corrected);
    if (n && !p.corrects)
      return { pass: 'built', tsquery: p.corrected, match: 'exact', suggestion: null, counts: corrected };
    // A correction that finds nothing is never suggested, whatever the kept words find.
    const keptWords = n && p.kept ? total(await (side ?? count(p.kept))) : null;
    if (suggestionFindsEnough(n, keptWords))
      return {
        pass: 'built',
        tsquery: p.corrected,
        match: 'approximate',
        suggestion: didYouMean(choices),
        counts: corrected,
      };
  }
  const partial = p.partial ? await count(p.partial) : null;
  if (p.partial && partial && total(partial))
    return { pass: 'built', tsquery: p.partial, match: 'partial', suggestion: null, counts: partial };
  return { pass: 'typed', tsquery: text, match: 'none', suggestion: null, counts: none };
}

/**
 * French full-text search: every word as typed; when that finds nothing, the later passes
 * (laterPasses). Kinds are counted, then each kind's best results read (find.ts).
 */
export async function search(
  db: Db,
  refs: Refs,
  q: { q: string; type?: string; page?: number; items_per_page?: number },
): Promise<SearchResults> {
  const text = q.q.trim().slice(0, 200);
  const type = (q.type ?? 'all') as SearchResultType | 'all';
  const page = q.page ?? 0;
  const perPage = q.items_per_page ?? 10;

  // The most recent matches a kind's count keeps, for findKinds to rank.
  const keep = candidates(type === 'all', page * perPage, perPage);
  const typed = await countByKind(db, 'typed', text, keep);
  const { pass, tsquery, match, suggestion, counts }: Found = total(typed)
    ? { pass: 'typed', tsquery: text, match: 'exact', suggestion: null, counts: typed }
    : await laterPasses(db, text, keep, typed);

  const present = KINDS.filter((k) => (counts.n.get(k) ?? 0) > 0);
  // What the count learnt of a kind: its newest matches, or about how many it has.
  const known = (kind: SearchResultType) => ({
    recent: counts.recent.get(kind),
    about: counts.about.get(kind),
  });
  const slices =
    type === 'all'
      ? present.map((kind) => ({ kind, offset: 0, limit: PREVIEW[kind], ...known(kind) }))
      : present
          .filter((k) => k === type)
          .map((kind) => ({ kind, offset: page * perPage, limit: perPage, ...known(kind) }));
  const showTitle = (id: number) => refs.shows.get(id)?.title ?? null;
  const found = await findKinds(db, pass, tsquery, slices, type === 'all', showTitle);
  const groups: SearchGroup[] = present.map((kind) => ({
    type: kind,
    total: counts.n.get(kind) ?? 0,
    rows: found.get(kind) ?? [],
  }));
  const shown = type === 'all' ? groups : groups.filter((g) => g.type === type);
  const rows = shown.flatMap((g) => g.rows);
  const matched = type === 'all' ? total(counts) : (counts.n.get(type) ?? 0);
  return {
    q: text,
    type,
    match,
    suggestion,
    groups,
    rows,
    pager: pager(type === 'all' ? 0 : page, perPage, matched),
  };
}

const TAG = 'Contenu';

/** The light route of the header's instant suggestions (`/content/search` is in content.ts). */
export async function searchRoutes(app: FastifyInstance, { db, refs }: RouteDeps): Promise<void> {
  app.get<{ Querystring: { q: string } }>(
    '/search/suggest',
    {
      schema: doc(TAG, 'Suggestions instantanées pendant la saisie (titres, émissions et animateurs)', {
        querystring: SuggestQuery,
        description: `Au plus 8 titres contenant tous les mots, le dernier pouvant être incomplet : d'abord les émissions (aussi par le nom de leurs animateurs), puis les plus récents des autres contenus.`,
      }),
    },
    async (req): Promise<SearchSuggestions> => {
      const text = req.query.q.trim();
      await refs.load();
      return { q: text, rows: await suggest(db, text, (id) => refs.shows.get(id)?.title ?? null) };
    },
  );
}
