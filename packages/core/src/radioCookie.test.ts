import { describe, expect, it } from 'vitest';
import { readCookie } from './listenerCounter';
import {
  defaultRadioCookie,
  isNationalRadio,
  parseRadioCookie,
  RADIO_COOKIE_FIELDS,
  radioCookie,
  radioCookieString,
  radioToCookie,
  serializeRadioCookie,
} from './radioCookie';
import type { Radio } from './types';

const lyon: Radio = {
  id: 21,
  tid: 21,
  name: 'RCF Lyon',
  shortname: 'Lyon',
  liveURL: 'http://127.0.0.1:4000/live/RCFLyon.mp3',
  code: 'RCFLyon',
  alias: '/lyon',
  parentRegionTid: 3,
  parentRegionName: 'Auvergne-Rhône-Alpes',
  aroundMeAlias: '/autour-de-moi/lyon',
};

describe('radio cookie (§3)', () => {
  it('§3 "Radio cookie: radioTid, radioName, radioLiveURL, radioCode, radioNationalTid, parentRegionTid, parentRegionName, aroundMeAlias. Max age 2592000 s (30 days)."', () => {
    expect(RADIO_COOKIE_FIELDS).toHaveLength(8);
    expect(radioCookie.maxAge).toBe(2592000);
    expect(radioCookie.path).toBe('/');
    const c = radioToCookie(lyon);
    expect(Object.keys(c).sort()).toEqual([...RADIO_COOKIE_FIELDS].sort());
    expect(c).toEqual({
      radioTid: 21,
      radioName: 'Lyon',
      radioLiveURL: lyon.liveURL,
      radioCode: 'RCFLyon',
      radioNationalTid: 9,
      parentRegionTid: 3,
      parentRegionName: 'Auvergne-Rhône-Alpes',
      aroundMeAlias: '/autour-de-moi/lyon',
    });
    const str = radioCookieString(c);
    expect(str).toMatch(/^radio=[^; ]+; Path=\/; Max-Age=2592000; SameSite=Lax$/);
    expect(parseRadioCookie(readCookie(str, 'radio'))).toEqual(c);
    expect(
      Object.keys(JSON.parse(decodeURIComponent(serializeRadioCookie({ ...c, extra: 1 } as never)))),
    ).toEqual([...RADIO_COOKIE_FIELDS]);
  });

  it('§3 "Defaults: national radio id 9, code <prefix>National (the product\'s three-letter prefix)"', () => {
    expect(defaultRadioCookie()).toMatchObject({
      radioTid: 9,
      radioNationalTid: 9,
      radioCode: 'RCFNational',
      radioName: 'RCF',
    });
    expect(defaultRadioCookie({ prefix: 'ABC', brand: 'Radio ABC', liveURL: 'x' })).toMatchObject({
      radioCode: 'ABCNational',
      radioName: 'Radio ABC',
      radioLiveURL: 'x',
    });
    expect(isNationalRadio(defaultRadioCookie())).toBe(true);
    expect(isNationalRadio(undefined)).toBe(true);
    expect(isNationalRadio(radioToCookie(lyon))).toBe(false);
  });

  it('a missing or malformed cookie falls back to the defaults', () => {
    const d = defaultRadioCookie();
    expect(parseRadioCookie(undefined)).toEqual(d);
    expect(parseRadioCookie('%%%')).toEqual(d);
    expect(parseRadioCookie('42')).toEqual(d);
    expect(parseRadioCookie(encodeURIComponent('{"radioTid":"x","radioCode":"RCFSud"}'))).toEqual({
      ...d,
      radioCode: 'RCFSud',
    });
    expect(radioToCookie({ ...lyon, shortname: '' }).radioName).toBe('RCF Lyon');
  });
});
