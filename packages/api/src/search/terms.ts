/**
 * The words of a query, as the lexicon (search_words) keys them: lower case, no accents, letters
 * and digits only. Only such words reach the index's own normalisation (plainto_tsquery,
 * to_tsquery('simple', w:*)), so a query can never inject the tsquery operators (& | ! : * ( )).
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

/** A word of the query and what the index and its lexicon say of it (lexicon.ts). */
export interface WordChoices {
  word: string;
  /** The word as the index normalises it (a tsquery text, e.g. `'priere'`); null for a stop word. */
  lexeme: string | null;
  /** Some published content holds the word as typed (anywhere: title, description, text). */
  matches: boolean;
  /** The word itself is in the lexicon (titles, shows, hosts). */
  known: boolean;
  /** How the index writes it (accents), when known. */
  display: string | null;
  /** The word as the start of indexed words (a tsquery text), when the lexicon has words it starts. */
  prefix: string | null;
  /** Indexed words close in spelling, best first: key, display form and normalised lexeme. */
  near: { word: string; display: string; lexeme: string }[];
}

/**
 * Edits between two words (insertion, deletion, substitution, two letters swapped): the optimal
 * string alignment distance. 'prirre' → 'priere' is 1, 'psaumse' → 'psaumes' 1, 'vierge' → 'vie' 3.
 */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/**
 * A correction is a slip of the keyboard, not another word: one edit for a word of up to five
 * letters, two beyond (the spell checkers' usual "fuzziness"). « vierge » is never « vie ».
 */
export const isSlipOf = (typed: string, word: string) =>
  editDistance(typed, word) <= (typed.length <= 5 ? 1 : 2);

/** A word that takes part in a query: not a stop word, not too short to say anything. */
const counted = (c: WordChoices) => c.lexeme !== null;
/** The rule "keep the words that match before correcting the others". */
const kept = (c: WordChoices) => counted(c) && (c.matches || c.word.length < MIN_FUZZY_LENGTH);

/** What the second and third passes search, as tsquery texts built from normalised lexemes only. */
export interface Plan {
  /** Every word: the ones that match as typed, the others completed or corrected; null if a word has neither. */
  corrected: string | null;
  /** Whether `corrected` corrects a typo (a « Vouliez-vous dire »), not only completes words being typed. */
  corrects: boolean;
  /** The words that match as typed, all together; null when none does. */
  kept: string | null;
  /** Some of the words: those that match, the words being typed, the corrections (best first by rank). */
  partial: string | null;
}

const group = (parts: readonly string[]) =>
  parts.length > 1 ? `( ${parts.join(' | ')} )` : (parts[0] ?? '');

/**
 * The passes after the words as typed found nothing together. A word that matches as typed is kept
 * as typed ("keep the words that match before correcting the others"); a word that matches
 * nothing is a word being typed when the lexicon has words it starts ("a word being typed ranks by
 * prefix": `medit` finds « Méditer », never « médicaux », which the French stemmer would have cut
 * it to), else a typo replaced by its near spellings that are slips of it.
 */
export function plan(choices: readonly WordChoices[]): Plan {
  const words = choices.filter(counted);
  const keep = words.filter(kept);
  const others = words.filter((c) => !kept(c));
  let corrects = false;
  const fixes = others.map((c) => {
    if (c.prefix) return `( ${c.prefix} )`;
    const near = c.near.filter((n) => isSlipOf(c.word, n.word)).map((n) => n.lexeme);
    if (!near.length) return null;
    corrects = true;
    return group(near);
  });
  const keptParts = keep.map((c) => c.lexeme as string);
  const found = fixes.filter((f): f is string => f !== null);
  const all = [...keptParts, ...found];
  return {
    corrected: others.length && fixes.every((f) => f !== null) ? all.join(' & ') : null,
    corrects,
    kept: keptParts.length ? keptParts.join(' & ') : null,
    partial: all.length ? all.join(' | ') : null,
  };
}

/**
 * « Vouliez-vous dire … ? »: the query with each word that matches nothing replaced by its nearest
 * indexed spelling, when that is a slip of it; null when no word needed it or none has one.
 */
export function didYouMean(choices: readonly WordChoices[]): string | null {
  let changed = false;
  const words = choices.map((c) => {
    const best = c.near.find((n) => isSlipOf(c.word, n.word));
    if (kept(c) || !counted(c) || c.prefix || !best) return (c.display ?? c.word).toLocaleLowerCase('fr');
    changed = true;
    return best.display.toLocaleLowerCase('fr');
  });
  return changed ? words.join(' ') : null;
}

/**
 * The rule "never suggest a correction that finds less": a correction is offered only when it
 * finds at least as many results as the words that match as typed find without it. A correction
 * adds a word that every result must hold; when it narrows what the listener's own words already
 * found (« vie marie », 14, against « marie », 45), those results are the better answer.
 */
export const suggestionFindsEnough = (corrected: number, keptWords: number | null) =>
  corrected > 0 && (keptWords === null || corrected >= keptWords);
