import { describe, expect, it } from 'vitest';
import {
  canPlay,
  countListen,
  emptyListeningCounter,
  isAtMaximum,
  type ListenProgress,
  listeningCounterCookie,
  listeningCounterCookieString,
  markEndPlay,
  parseListeningCounter,
  readCookie,
  serializeListeningCounter,
} from './listenerCounter';

const at = (currentTime: number, over: Partial<ListenProgress> = {}): ListenProgress => ({
  currentTime,
  live: false,
  digas: 'D1',
  signedIn: false,
  max: 3,
  ...over,
});

describe('listener counter (§4)', () => {
  it('§4 "An anonymous counter rises by 1 once current time passes 30 s of a non-live episode"', () => {
    const c0 = emptyListeningCounter();
    expect(countListen(c0, at(29))).toBe(c0);
    expect(countListen(c0, at(30))).toBe(c0);
    const c1 = countListen(c0, at(30.5));
    expect(c1.ListenerNb).toBe(1);
    expect(c1.ListenerNbConnected).toBe(0);
    expect(c1.episodesDigas).toEqual(['D1']);
    // once: the same episode does not count again
    expect(countListen(c1, at(45))).toBe(c1);
    expect(countListen(c0, at(120, { live: true }))).toBe(c0);
  });

  it('§4 "… only while below the maximum"', () => {
    let c = emptyListeningCounter();
    for (const d of ['A', 'B', 'C', 'D', 'E']) c = countListen(c, at(31, { digas: d }));
    expect(c.ListenerNb).toBe(3);
    expect(c.episodesDigas).toEqual(['A', 'B', 'C']);
  });

  it('§4 "A signed-in listener has a separate counter rising likewise"', () => {
    let c = countListen(emptyListeningCounter(), at(31, { digas: 'A' }));
    c = countListen(c, at(31, { digas: 'B', signedIn: true }));
    expect(c).toMatchObject({ ListenerNb: 1, ListenerNbConnected: 1, oldUser: true });
    expect(countListen(c, at(10, { digas: 'C', signedIn: true }))).toBe(c);
    // no maximum for signed-in listeners (§1 "Signed-in listeners have no listening limit")
    for (const d of ['C', 'D', 'E', 'F']) c = countListen(c, at(31, { digas: d, signedIn: true }));
    expect(c.ListenerNbConnected).toBe(5);
  });

  it('§4 "At the maximum, a \'max listening\' modal appears"', () => {
    expect(isAtMaximum({ ...emptyListeningCounter(), ListenerNb: 2 }, 3)).toBe(false);
    expect(isAtMaximum({ ...emptyListeningCounter(), ListenerNb: 3 }, 3)).toBe(true);
  });

  it('§4 "playback is refused for anonymous users, except live streams, or the same episode when the counter equals the maximum"', () => {
    const atMax = { ...emptyListeningCounter(), ListenerNb: 3, episodesDigas: ['A', 'B', 'C'] };
    expect(canPlay(atMax, { live: false, signedIn: false, digas: 'Z', max: 3 })).toBe(false);
    expect(canPlay(atMax, { live: false, signedIn: false, max: 3 })).toBe(false);
    expect(canPlay(atMax, { live: true, signedIn: false, max: 3 })).toBe(true);
    expect(canPlay(atMax, { live: false, signedIn: false, digas: 'C', max: 3 })).toBe(true);
    expect(canPlay({ ...atMax, ListenerNb: 4 }, { live: false, signedIn: false, digas: 'C', max: 3 })).toBe(
      false,
    );
    expect(canPlay(atMax, { live: false, signedIn: true, digas: 'Z', max: 3 })).toBe(true);
    expect(canPlay({ ...atMax, ListenerNb: 2 }, { live: false, signedIn: false, digas: 'Z', max: 3 })).toBe(
      true,
    );
  });

  it('endPlay marks the end and is cleared by the next count', () => {
    const ended = markEndPlay(emptyListeningCounter());
    expect(ended.endPlay).toBe(true);
    expect(countListen(ended, at(31)).endPlay).toBe(false);
  });
});

describe('listeningCounter cookie (§3)', () => {
  it('§3 "Listening counter cookie \'listeningCounter\': path /, max age 604800 s (7 days); fields ListenerNb, ListenerNbConnected, oldUser, episodesDigas, endPlay"', () => {
    expect(listeningCounterCookie).toEqual({ name: 'listeningCounter', path: '/', maxAge: 604800 });
    const value = {
      ListenerNb: 2,
      ListenerNbConnected: 1,
      oldUser: true,
      episodesDigas: ['a b', 'é'],
      endPlay: true,
    };
    const raw = serializeListeningCounter({ ...value, extra: 1 } as never);
    expect(Object.keys(JSON.parse(decodeURIComponent(raw)))).toEqual([
      'ListenerNb',
      'ListenerNbConnected',
      'oldUser',
      'episodesDigas',
      'endPlay',
    ]);
    expect(raw).not.toMatch(/[;, ]/);
    expect(parseListeningCounter(raw)).toEqual(value);
    const str = listeningCounterCookieString(value);
    expect(str).toMatch(/^listeningCounter=[^;]+; Path=\/; Max-Age=604800; SameSite=Lax$/);
    expect(parseListeningCounter(readCookie(`x=1; ${str.split(';')[0]}; y=2`, 'listeningCounter'))).toEqual(
      value,
    );
  });

  it('a missing or malformed cookie reads as the empty counter', () => {
    const empty = emptyListeningCounter();
    expect(parseListeningCounter(undefined)).toEqual(empty);
    expect(parseListeningCounter('%E0%A4%A')).toEqual(empty);
    expect(parseListeningCounter('not json')).toEqual(empty);
    expect(parseListeningCounter('null')).toEqual(empty);
    expect(
      parseListeningCounter(encodeURIComponent('{"ListenerNb":-2,"episodesDigas":[1,"x"],"oldUser":"yes"}')),
    ).toEqual({
      ...empty,
      episodesDigas: ['x'],
    });
    expect(readCookie(null, 'a')).toBeUndefined();
    expect(readCookie('a=1', 'b')).toBeUndefined();
  });
});
