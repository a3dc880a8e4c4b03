import { describe, expect, it } from 'vitest';
import { nationalChoice, parseRadioCookie, serializeRadioCookie } from './radio';

describe('radio cookie', () => {
  it('§3 "Defaults: national radio id 9, code <prefix>National"', () => {
    const n = nationalChoice('RCF');
    expect(n.radioTid).toBe(9);
    expect(n.radioCode).toBe('RCFNational');
    expect(Object.keys(n)).toHaveLength(8);
  });

  it('§3 "Radio cookie: radioTid, radioName, …" round-trips its eight fields', () => {
    const c = {
      ...nationalChoice('RCF'),
      radioTid: 12,
      radioCode: 'RCFLyon',
      radioName: 'RCF Lyon',
      parentRegionTid: 2,
      parentRegionName: 'France',
    };
    expect(parseRadioCookie(serializeRadioCookie(c))).toEqual(c);
  });

  it('an absent or unusable cookie gives null (the national radio applies)', () => {
    expect(parseRadioCookie(undefined)).toBeNull();
    expect(parseRadioCookie('{oops')).toBeNull();
    expect(
      parseRadioCookie(encodeURIComponent(JSON.stringify({ radioTid: 4, radioCode: '<script>' }))),
    ).toBeNull();
  });
});
