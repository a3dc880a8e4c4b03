/**
 * Search (§7 `search?q=` and `search/suggest?q=`).
 */

import type { SEARCH_KINDS } from '../searchKinds';
import type { Paged, Visual } from './common';

/** A kind of result, one of SEARCH_KINDS. */
export type SearchResultType = (typeof SEARCH_KINDS)[number];

/** A row of `search?q=&type=&page=`. */
export interface SearchResult {
  id: number;
  type: SearchResultType;
  title: string;
  alias: string;
  excerpt: string;
  visual: Visual | null;
  /** ISO 8601. */
  date: string | null;
  /** Episodes: the show's title and the length in seconds (a result is playable). */
  show_title?: string | null;
  duration?: number | null;
  /**
   * Episodes found by what is said in them, not by their own text: the second (whole) where the
   * sentence quoted in `excerpt` is said; the page plays from it (`?episode=ID&t=S`).
   */
  at?: number;
}

/** One kind of result: how many match, and the best few (all kinds) or the page (one kind). */
export interface SearchGroup {
  type: SearchResultType;
  /** Capped at 1000 (« 1 000 résultats et plus »). */
  total: number;
  rows: SearchResult[];
}

/**
 * How the results were found: every word as typed (`exact`), every word after correcting typos
 * and completing cut words (`approximate`), only some of the words (`partial`: « Aucun résultat
 * pour … ; résultats proches »), or not at all (`none`).
 */
export type SearchMatch = 'exact' | 'approximate' | 'partial' | 'none';

export interface SearchResults extends Paged<SearchResult> {
  q: string;
  type: SearchResultType | 'all';
  match: SearchMatch;
  /** « Vouliez-vous dire … ? »: the query spelt with the index's own words, or null. */
  suggestion: string | null;
  /** Every kind with at least one result, in display order (shows first). */
  groups: SearchGroup[];
}

/** A row of `search/suggest?q=` (the header's instant suggestions). */
export interface SearchSuggestion {
  id: number;
  type: SearchResultType;
  title: string;
  alias: string;
  show_title: string | null;
}

export interface SearchSuggestions {
  q: string;
  rows: SearchSuggestion[];
}
