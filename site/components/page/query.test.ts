import { describe, expect, it } from 'vitest';
import { azLetter, letterLabel, pagedTitle, positiveId } from './query';

describe('query parameters of the public routes', () => {
  it('spec §2 query parameters: malformed values are normalised (… an unknown letter → A)', () => {
    expect(azLetter('b')).toBe('B');
    expect(azLetter(['z', 'y'])).toBe('Z');
    expect(azLetter('é')).toBe('A');
    expect(azLetter('ab')).toBe('A');
    expect(azLetter(undefined)).toBe('A');
    expect(azLetter('0-9')).toBe('0');
    expect(letterLabel('0')).toBe('0-9');
  });

  it('spec §2 "episode: episode id" is a positive integer or nothing', () => {
    expect(positiveId('42')).toBe(42);
    for (const bad of ['0', '-1', '4.2', 'abc', '', undefined, '12345678901'])
      expect(positiveId(bad)).toBeUndefined();
  });

  it("spec §9 \"Page titles get ' - page N' when paginated and ' - lettre X' for letters\"", () => {
    expect(pagedTitle('Émissions de A à Z', 1, 'B')).toBe('Émissions de A à Z - lettre B');
    expect(pagedTitle('Émissions de A à Z', 3, 'B')).toBe('Émissions de A à Z - lettre B - page 3');
    expect(pagedTitle('Dossiers', 1)).toBe('Dossiers');
  });
});
