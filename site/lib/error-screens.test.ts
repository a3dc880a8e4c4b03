import { describe, expect, it } from 'vitest';
import { askedPath, errorScreenPath, isErrorShell, shellDigest } from './error-screens';

const shell = '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/>';

describe('the error screens the server renders whole', () => {
  it("recognises Next's error shell for a 403, 404 or 500 only", () => {
    expect(isErrorShell(404, shell)).toBe(true);
    expect(isErrorShell(403, shell)).toBe(true);
    expect(isErrorShell(500, shell)).toBe(true);
    expect(isErrorShell(200, shell)).toBe(false);
    expect(isErrorShell(404, '<!DOCTYPE html><html lang="fr"><body><main>…')).toBe(false);
    expect(errorScreenPath(404)).toBe('/_ecran/404');
  });

  it("finds the server error's digest in the flight data", () => {
    expect(
      shellDigest(`${shell}<script>self.__next_f.push([1,"0:{\\"digest\\":\\"2817361\\"}"])</script>`),
    ).toBe('2817361');
    expect(shellDigest(`${shell}{"digest":"NEXT_HTTP_ERROR_FALLBACK;404"}`)).toBeNull();
  });

  it('says the asked address on one line, cut at 300 characters', () => {
    expect(askedPath('/a\r\nb')).toBe('/ab');
    expect(askedPath('/x'.repeat(200))).toHaveLength(300);
    expect(askedPath('')).toBe('/');
  });
});
