import { describe, expect, it } from 'vitest';
import {
  didYouMean,
  editDistance,
  isSlipOf,
  plan,
  queryWords,
  suggestionFindsEnough,
  type WordChoices,
} from '../../src/search/terms.js';

/** A query word as lexicon.ts reports it; by default a word the index holds as typed. */
const choice = (word: string, over: Partial<WordChoices> = {}): WordChoices => ({
  word,
  lexeme: `'${word}'`,
  matches: true,
  known: false,
  display: null,
  prefix: null,
  near: [],
  ...over,
});
const near = (word: string, display = word) => ({ word, display, lexeme: `'${word}'` });

describe('queryWords', () => {
  it('lower case, no accents, ligatures spelt out, letters and digits only, once each', () => {
    expect(queryWords('  Œuvre « Bénédictine » de l’ÉGLISE, 2024 œuvre ')).toEqual([
      'oeuvre',
      'benedictine',
      'de',
      'l',
      'eglise',
      '2024',
    ]);
  });
  it('never lets a tsquery operator through', () => {
    expect(queryWords("a:* | b & !c (d) ' OR 1=1 --")).toEqual(['a', 'b', 'c', 'd', 'or', '1']);
  });
  it('keeps at most 8 words', () => {
    expect(queryWords('un deux trois quatre cinq six sept huit neuf dix')).toHaveLength(8);
  });
});

describe('"keep the words that match before correcting the others"', () => {
  it('« vierge marie »: both words are in the index, neither is corrected; some of the words, not « vie marie »', () => {
    const words = [
      choice('vierge', { lexeme: "'vierg'", near: [near('vie')] }),
      choice('marie', { lexeme: "'mar'", known: true }),
    ];
    const p = plan(words);
    expect(p.corrected).toBeNull();
    expect(p.partial).toBe("'vierg' | 'mar'");
    expect(didYouMean(words)).toBeNull();
  });

  it('a word that matches nothing is corrected, the others stay as typed', () => {
    const words = [
      choice('pape'),
      choice('franscois', { matches: false, near: [near('francois', 'François')] }),
    ];
    const p = plan(words);
    expect(p.corrected).toBe("'pape' & 'francois'");
    expect(p.corrects).toBe(true);
    expect(p.kept).toBe("'pape'");
    expect(didYouMean(words)).toBe('pape françois');
  });

  it('stop words take no part; a word that matches nothing and has no correction makes the whole impossible', () => {
    const words = [
      choice('pour', { lexeme: null, matches: false }),
      choice('zzzxqwv', { matches: false }),
      choice('paix'),
    ];
    const p = plan(words);
    expect(p.corrected).toBeNull();
    expect(p.partial).toBe("'paix'");
  });
});

describe('a correction is a slip of the keyboard', () => {
  it('one edit up to five letters, two beyond; two letters swapped are one edit', () => {
    expect(editDistance('prirre', 'priere')).toBe(1);
    expect(editDistance('psaumse', 'psaumes')).toBe(1);
    expect(editDistance('famile', 'famille')).toBe(1);
    expect(editDistance('vierge', 'vie')).toBe(3);
    expect(isSlipOf('vierge', 'vie')).toBe(false);
    expect(isSlipOf('eglize', 'eglise')).toBe(true);
    expect(isSlipOf('pqix', 'paix')).toBe(true);
    expect(isSlipOf('pqiz', 'paix')).toBe(false);
  });

  it('a near spelling that is another word is never offered (« vierge » → « vie »)', () => {
    const words = [choice('vierge', { matches: false, near: [near('vie')] }), choice('marie')];
    expect(plan(words).corrected).toBeNull();
    expect(didYouMean(words)).toBeNull();
  });
});

describe('"never suggest a correction that finds less"', () => {
  it('« vie marie » (14) against « marie » alone (45): not suggested', () => {
    expect(suggestionFindsEnough(14, 45)).toBe(false);
  });
  it('a correction that finds as much as the kept words, or when no word was kept, is suggested', () => {
    expect(suggestionFindsEnough(20, 20)).toBe(true);
    expect(suggestionFindsEnough(3, null)).toBe(true);
  });
  it('a correction that finds nothing is never suggested', () => {
    expect(suggestionFindsEnough(0, null)).toBe(false);
  });
});

describe('"a word being typed ranks by prefix"', () => {
  it('« medit » is the start of the lexicon’s words, not its stem (« med », which starts « médicaux »)', () => {
    const words = [choice('medit', { lexeme: "'med'", matches: false, prefix: "'medit':* | 'medit'" })];
    const p = plan(words);
    expect(p.corrected).toBe("( 'medit':* | 'medit' )");
    expect(p.corrects).toBe(false);
    expect(didYouMean(words)).toBeNull();
  });
  it('a word being typed after words that match: every word, the last one as a prefix', () => {
    const words = [
      choice('priere'),
      choice('mat', { lexeme: "'mat'", matches: false, prefix: "'mat':* | 'matin'" }),
    ];
    expect(plan(words).corrected).toBe("'priere' & ( 'mat':* | 'matin' )");
  });
});
