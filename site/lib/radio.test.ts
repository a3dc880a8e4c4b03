import { describe, expect, it } from 'vitest';
import { nationalChoice, parseRadioCookie, serializeRadioCookie } from './radio';

describe('radio cookie', () => {
  it('§3 "Defaults: national radio id 9, code <prefix>National"', () => {
    const n = nationalChoice('RCF');
    expect(n.radioTid).toBe(9);
    expect(n.radioCode).toBe('RCFNational');
    expect(Object.keys(n)).toHaveLength(8);
  });

  it('round-trips the eight fields, plain or URI-encoded', () => {
    const c = {
      ...nationalChoice('RCF'),
      radioTid: 12,
      radioCode: 'RCFLyon',
      radioName: 'RCF Lyon',
      parentRegionTid: 3,
      parentRegionName: 'France',
    };
    expect(parseRadioCookie(serializeRadioCookie(c))).toEqual(c);
    expect(parseRadioCookie(encodeURIComponent(serializeRadioCookie(c)))).toEqual(c);
  });

  it('an unreadable or incomplete cookie is ignored (the national radio applies)', () => {
    expect(parseRadioCookie(undefined)).toBeNull();
    expect(parseRadioCookie('{oops')).toBeNull();
    expect(parseRadioCookie(JSON.stringify({ radioTid: 'x', radioCode: 'RCFLyon' }))).toBeNull();
    expect(parseRadioCookie(JSON.stringify({ radioTid: 4, radioCode: '<script>' }))).toBeNull();
  });
});
