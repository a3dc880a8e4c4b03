import { describe, expect, it } from 'vitest';
import { andGroups, orLexemes } from '../../src/search/lexemes.js';

describe('orLexemes (which tsquery texts a capped count may bound by its lexemes)', () => {
  it('one lexeme, or lexemes joined by `|`, in or out of parentheses', () => {
    expect(orLexemes("'priere'")).toEqual(['priere']);
    expect(orLexemes("'solidarit' | 'refug' | 'pardon'")).toEqual(['solidarit', 'refug', 'pardon']);
    expect(orLexemes("( 'augustin' | 'august' ) | 'pap'")).toEqual(['augustin', 'august', 'pap']);
  });

  it('a word being typed (a prefix) bounds by its own lexeme and its completions', () => {
    expect(orLexemes("( 'augus':* | 'augustin' | 'august' )")).toEqual(['augus', 'augustin', 'august']);
    expect(orLexemes("'medit':*")).toEqual(['medit']);
  });

  it('never a tsquery with `&`, a weight, a negation or a phrase', () => {
    for (const q of ["'pap' & 'francois'", "'augus':*A", "'pap':A", "!'pap'", "'pap' <-> 'francois'", ''])
      expect(orLexemes(q)).toBeNull();
  });
});

describe('andGroups (which corrections can be bounded from above by their lexemes)', () => {
  it('groups joined by `&`, each one lexeme or lexemes joined by `|`', () => {
    expect(andGroups("'pap' & 'francois'")).toEqual([['pap'], ['francois']]);
    expect(andGroups("'viergl' & ( 'mari' | 'mar' )")).toEqual([['viergl'], ['mari', 'mar']]);
  });
  it('never a group with a prefix, a weight or a negation', () => {
    for (const q of ["'pap' & ( 'augus':* | 'augustin' )", "'pap':A & 'x'", "!'pap' & 'x'"])
      expect(andGroups(q)).toBeNull();
  });
});
