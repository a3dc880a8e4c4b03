// The excerpt of a result found by what is said in it: the sentence that holds the matching cue,
// with the second it starts at (search/moments.ts).
import { describe, expect, it } from 'vitest';
import { type CueRow, EXCERPT_MAX, sentenceAt } from '../../src/search/moments.js';

const cues = (...texts: string[]): CueRow[] => texts.map((text, n) => ({ n, start: n * 3.5, text }));

describe('sentenceAt: the matching sentence as excerpt', () => {
  it('a cue that is a whole sentence is quoted alone, from its own second', () => {
    const c = cues('Bonjour à tous.', 'Les brancardiers sont arrivés.', 'Ils repartent demain.');
    expect(sentenceAt(c, 1)).toEqual({ start: 3.5, text: 'Les brancardiers sont arrivés.' });
  });

  it('a sentence cut over several cues is quoted whole, from the second of its first cue', () => {
    const c = cues(
      'Fin de la phrase d’avant.',
      'Un accueil spécial',
      'est réservé aux brancardiers',
      'de Lourdes.',
      'Suite.',
    );
    expect(sentenceAt(c, 2)).toEqual({
      start: 3.5,
      text: 'Un accueil spécial est réservé aux brancardiers de Lourdes.',
    });
  });

  it('ends of sentences are read through quotes and other marks: « ? », « ! », « … », « » »', () => {
    for (const end of ['Vraiment ?', 'Allons !', 'Et puis…', '« Venez. »']) {
      const c = cues(end, 'les brancardiers attendent.');
      expect(sentenceAt(c, 1)?.text).toBe('les brancardiers attendent.');
    }
  });

  it('the cues read around the match may not reach a sentence’s start: it begins at the first one read', () => {
    const c = cues('sans début', 'ni ponctuation', 'puis les brancardiers.');
    expect(sentenceAt(c, 2)).toEqual({ start: 0, text: 'sans début ni ponctuation puis les brancardiers.' });
  });

  it(`a sentence longer than ${EXCERPT_MAX} characters starts at the matching cue, cut at a word with « … »`, () => {
    const long = 'et encore une longue proposition qui ne finit pas';
    const c = cues('Une phrase', long, long, 'ici les brancardiers', long, long, long, long, long, 'fin.');
    const m = sentenceAt(c, 3);
    expect(m?.start).toBe(10.5);
    expect(m?.text.startsWith('… ici les brancardiers et encore')).toBe(true);
    expect(m?.text.length).toBeLessThanOrEqual(EXCERPT_MAX);
    // Cut where a word ends: what comes before « … » is the sentence's start, followed by a space.
    const whole = `… ici les brancardiers ${[long, long, long, long, long, 'fin.'].join(' ')}`;
    const kept = (m?.text ?? '').slice(0, -1);
    expect(m?.text.endsWith('…')).toBe(true);
    expect(whole.startsWith(kept)).toBe(true);
    expect(whole[kept.length]).toBe(' ');
  });

  it('white space from captions is made single; a cue not among those read gives no excerpt', () => {
    const c = cues('  Les   brancardiers\nsont là.  ');
    expect(sentenceAt(c, 0)?.text).toBe('Les brancardiers sont là.');
    expect(sentenceAt(c, 7)).toBeNull();
  });
});
