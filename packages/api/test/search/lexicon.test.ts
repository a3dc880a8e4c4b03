import { describe, expect, it } from 'vitest';
import { closest, NEAR_MARGIN } from '../../src/search/lexicon.js';

const near = (word: string, sim: number) => ({ word, display: word, sim });

describe('closest near words (the typo pass stays narrow)', () => {
  it("keeps the closest spelling and its ties, drops farther words ('prirre': priere, not prix nor prier)", () => {
    expect(closest([near('priere', 0.4), near('prix', 0.333), near('prier', 0.3)])).toEqual([
      { word: 'priere', display: 'priere' },
    ]);
  });
  it(`keeps words within ${Math.round((1 - NEAR_MARGIN) * 100)} % of the best similarity`, () => {
    expect(
      closest([near('francois', 0.5), near('francoise', 0.48), near('franc', 0.4)]).map((n) => n.word),
    ).toEqual(['francois', 'francoise']);
  });
  it('nothing near: nothing kept', () => {
    expect(closest([])).toEqual([]);
  });
});
