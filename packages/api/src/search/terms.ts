/**
 * The words of a query, as the lexicon (search_words) keys them: lower case, no accents, letters
 * and digits only. Only such words reach a tsquery string, so a query can never inject the
 * tsquery operators (& | ! : * ( )).
 */
export function queryWords(text: string): string[] {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase();
  const words = plain.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** More words than a listener types: the rest is ignored (each word costs a lexicon look-up). */
export const MAX_WORDS = 8;

/** Words shorter than this are matched as typed, never corrected nor completed. */
export const MIN_FUZZY_LENGTH = 3;

/** A word of the query and what the lexicon offers in its place. */
export interface WordChoices {
  word: string;
  /** The word itself is in the index. */
  known: boolean;
  /** How the index writes it (accents), when known. */
  display: string | null;
  /** Some indexed word starts with it (a word cut short while typing). */
  completes: boolean;
  /** Indexed words close in spelling, best first: key (unaccented) and display form. */
  near: { word: string; display: string }[];
}

/**
 * The tsquery text (for `to_tsquery('french', …)`) of the second and third passes, words joined
 * by `all ? &: |`: a word the index holds stays as typed; a word some indexed word starts with is
 * a prefix (`augus:*`); any other word may also be one of its near words (a typo).
 */
export function fuzzyTsquery(choices: readonly WordChoices[], all: boolean): string {
  const parts = choices.map((c) => {
    if (c.known || c.word.length < MIN_FUZZY_LENGTH) return c.word;
    if (c.completes) return `${c.word}:*`;
    return c.near.length ? `(${[c.word, ...c.near.map((n) => n.word)].join(' | ')})` : c.word;
  });
  return parts.join(all ? ' & ' : ' | ');
}

/** The second pass would be the first again: every word is in the index as typed. */
export const allKnown = (choices: readonly WordChoices[]) =>
  choices.every((c) => c.known || c.word.length < MIN_FUZZY_LENGTH);

/**
 * « Vouliez-vous dire … ? »: the query with each word that the index does not hold (neither as
 * typed nor as the start of a word) replaced by its nearest indexed word; null when no word
 * needed it or none has a neighbour.
 */
export function didYouMean(choices: readonly WordChoices[]): string | null {
  let changed = false;
  const words = choices.map((c) => {
    const best = c.near[0];
    if (c.known || c.completes || c.word.length < MIN_FUZZY_LENGTH || !best)
      return (c.display ?? c.word).toLocaleLowerCase('fr');
    changed = true;
    return best.display.toLocaleLowerCase('fr');
  });
  return changed ? words.join(' ') : null;
}
