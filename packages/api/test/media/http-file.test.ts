import { describe, expect, it } from 'vitest';
import { parseRange, safeJoin } from '../../src/media/http-file';

describe('parseRange', () => {
  const size = 1000;

  it('reads a range at the start, in the middle and at the end', () => {
    expect(parseRange('bytes=0-99', size)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=400-599', size)).toEqual({ start: 400, end: 599 });
    expect(parseRange('bytes=900-', size)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', size)).toEqual({ start: 900, end: 999 });
  });

  it('clamps an end past the file and a suffix longer than the file', () => {
    expect(parseRange('bytes=990-5000', size)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', size)).toEqual({ start: 0, end: 999 });
  });

  it('says unsatisfiable for a start at or past the end, or an empty suffix', () => {
    expect(parseRange('bytes=1000-', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=5000-6000', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', size)).toBe('unsatisfiable');
  });

  it('ignores what it does not serve: no header, other units, several ranges, garbage, reversed', () => {
    expect(parseRange(undefined, size)).toBeNull();
    expect(parseRange('items=0-1', size)).toBeNull();
    expect(parseRange('bytes=0-1,5-9', size)).toBeNull();
    expect(parseRange('bytes=abc', size)).toBeNull();
    expect(parseRange('bytes=-', size)).toBeNull();
    expect(parseRange('bytes=500-100', size)).toBeNull();
  });
});

describe('safeJoin', () => {
  it('keeps a relative path inside the root', () => {
    expect(safeJoin('/srv/media', 'a/b.mp3')).toBe('/srv/media/a/b.mp3');
  });

  it('refuses traversal, absolute paths, backslashes, NUL, hidden files and empty segments', () => {
    for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'a\\..\\x', 'a\0b', '.env', 'a//b', '', 'a/./b']) {
      expect(safeJoin('/srv/media', bad), bad).toBeNull();
    }
  });
});
