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
import { wordChoices } from '../search/lexicon.js';
import { suggest } from '../search/suggest.js';
import { allKnown, didYouMean, fuzzyTsquery, queryWords } from '../search/terms.js';
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
      'Texte recherché, sans accents ni majuscules requis (« eglise » trouve « Église », « prière » trouve « prières »). Les mots doivent tous correspondre ; sinon fautes de frappe corrigées et mots incomplets complétés (`match` = approximate), puis une partie des mots (`match` = partial)',
  }),
  type: Type.Optional(
    Type.Union(
      TYPES.map((t) => Type.Literal(t)),
      {
        default: 'all',
        description:
          'Type de contenu : all (chaque type avec son nombre et ses premiers résultats, dans `groups`), show, episode, article, video, folder, event (une page de ce type)',
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
  episode: 5,
  article: 3,
  video: 3,
  folder: 3,
  event: 3,
};

const total = (counts: Counts) => [...counts.n.values()].reduce((a, b) => a + b, 0);

/**
 * French full-text search in up to three passes: every word as typed; when that finds nothing,
 * every word with typos corrected and cut words completed from the index's own words (with a
 * « Vouliez-vous dire … ? »); when that still finds nothing, the results holding some of the words.
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

  let pass: Pass = 'typed';
  let tsquery = text;
  let match: SearchMatch = 'exact';
  let suggestion: string | null = null;
  // The most recent matches a kind's count keeps, for findKinds to rank.
  const keep = candidates(type === 'all', page * perPage, perPage);
  let counts = await countByKind(db, pass, tsquery, keep);
  if (!total(counts)) {
    const choices = await wordChoices(db, queryWords(text));
    suggestion = didYouMean(choices);
    match = 'none';
    if (choices.length) {
      pass = 'built';
      match = 'approximate';
      if (!allKnown(choices)) {
        tsquery = fuzzyTsquery(choices, true);
        counts = await countByKind(db, pass, tsquery, keep);
      }
      if (!total(counts) && choices.length > 1) {
        tsquery = fuzzyTsquery(choices, false);
        counts = await countByKind(db, pass, tsquery, keep);
        match = 'partial';
      }
      if (!total(counts)) match = 'none';
    }
  }

  const present = KINDS.filter((k) => (counts.n.get(k) ?? 0) > 0);
  const slices =
    type === 'all'
      ? present.map((kind) => ({ kind, offset: 0, limit: PREVIEW[kind], recent: counts.recent.get(kind) }))
      : present
          .filter((k) => k === type)
          .map((kind) => ({ kind, offset: page * perPage, limit: perPage, recent: counts.recent.get(kind) }));
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
