import { describe, expect, it } from 'vitest';
import { allKnown, didYouMean, fuzzyTsquery, queryWords, type WordChoices } from './terms.js';

const choice = (word: string, over: Partial<WordChoices> = {}): WordChoices => ({
  word,
  known: false,
  display: null,
  completes: false,
  near: [],
  ...over,
});

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

describe('fuzzyTsquery', () => {
  const words = [
    choice('prirre', { near: [{ word: 'priere', display: 'Prière' }] }),
    choice('du'),
    choice('augus', { completes: true }),
    choice('pape', { known: true, completes: true, near: [{ word: 'papes', display: 'papes' }] }),
    choice('zzzxqwv'),
  ];
  it('a known word as typed, a cut word as a prefix, a typo with its near words', () => {
    expect(fuzzyTsquery(words, true)).toBe('(prirre | priere) & du & augus:* & pape & zzzxqwv');
    expect(fuzzyTsquery(words, false)).toBe('(prirre | priere) | du | augus:* | pape | zzzxqwv');
  });
  it('allKnown: nothing to correct nor complete', () => {
    expect(allKnown([choice('pape', { known: true }), choice('du')])).toBe(true);
    expect(allKnown(words)).toBe(false);
  });
});

describe('didYouMean', () => {
  it('replaces only the words the index does not hold, in the index’s spelling', () => {
    expect(
      didYouMean([
        choice('pape', { known: true, display: 'Pape', near: [{ word: 'papes', display: 'papes' }] }),
        choice('franscois', { near: [{ word: 'francois', display: 'François' }] }),
      ]),
    ).toBe('pape françois');
  });
  it('null when every word is known or cut short, or has no neighbour', () => {
    expect(
      didYouMean([choice('augus', { completes: true, near: [{ word: 'august', display: 'août' }] })]),
    ).toBeNull();
    expect(didYouMean([choice('zzzxqwv')])).toBeNull();
    expect(didYouMean([])).toBeNull();
  });
});
