import type { Radio } from '@radio/core';
import { describe, expect, it } from 'vitest';
import { option } from '../lib/content/radios';
import { radioChoice, serializeRadioCookie } from '../lib/radio';
import { KnownRadios, radioCacheKey } from './radio-cache-key';

const radio = (tid: number, code: string, name: string): Radio =>
  ({ tid, id: tid, code, name, shortname: name, liveURL: `https://live.example/${code}.mp3` }) as Radio;
const RADIOS = new Map([
  ['rcfnational', radio(9, 'RCFNational', 'National')],
  ['rcflyon', radio(12, 'RCFLyon', 'Lyon')],
]);
const NATIONAL = { name: 'RCF', code: 'RCFNational' };
/** The cookie as the browser sends it, decoded (what the server's cookie parser returns). */
const sent = (c: Parameters<typeof serializeRadioCookie>[0]) => decodeURIComponent(serializeRadioCookie(c));

describe('the radio part of the shared page cache key', () => {
  it('the cookie the radio selector writes is its radio, and may be kept by a CDN', () => {
    const lyon = sent(radioChoice(option(RADIOS.get('rcflyon') as Radio), NATIONAL));
    expect(radioCacheKey(lyon, RADIOS, NATIONAL)).toEqual({
      key: 'RCFLyon#0',
      cookie: lyon,
      canonical: true,
    });
    const all = sent(radioChoice(null, NATIONAL));
    expect(radioCacheKey(all, RADIOS, NATIONAL)).toMatchObject({ key: 'RCFNational#0', canonical: true });
    expect(radioCacheKey(undefined, RADIOS, NATIONAL)).toEqual({
      key: '',
      cookie: undefined,
      canonical: true,
    });
  });

  it('random values share the page without a cookie, and no CDN keeps them', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const k = radioCacheKey(`${Math.random()}`.repeat(i % 3), RADIOS, NATIONAL);
      const unknown = radioCacheKey(
        sent({ ...radioChoice(null, NATIONAL), radioCode: `Radio${i}` }),
        RADIOS,
        NATIONAL,
      );
      keys.add(k.key).add(unknown.key);
      expect(k.canonical && unknown.canonical).toBe(false);
    }
    expect([...keys]).toEqual(['']);
  });

  it("a known radio's code with forged fields is rendered from that radio's own cookie", () => {
    const lyon = radioChoice(option(RADIOS.get('rcflyon') as Radio), NATIONAL);
    const forged = radioCacheKey(sent({ ...lyon, radioName: 'PIRATE' }), RADIOS, NATIONAL);
    expect(forged).toEqual({ key: 'RCFLyon#0', cookie: sent(lyon), canonical: false });
    expect(forged.cookie).not.toContain('PIRATE');
  });

  it('KnownRadios keeps its last list while the API fails, and is not ready before its first answer', async () => {
    let answer: () => Promise<Radio[]> = () => Promise.reject(new Error('down'));
    const known = new KnownRadios(() => answer(), 0);
    await known.refresh();
    expect(known.ready).toBe(false);
    answer = async () => [...RADIOS.values()];
    await known.refresh();
    expect([...known.radios.keys()]).toEqual(['rcfnational', 'rcflyon']);
    answer = () => Promise.reject(new Error('down'));
    await known.refresh();
    expect(known.ready).toBe(true);
  });
});
