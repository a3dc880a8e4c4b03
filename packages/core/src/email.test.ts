import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './email';

describe('normalizeEmail — one address, one spelling', () => {
  it.each([
    ['QA.A@EXAMPLE.FR', 'qa.a@example.fr'],
    ['  Qa.A@Example.Fr ', 'qa.a@example.fr'],
    ['\tmarie@example.fr\n', 'marie@example.fr'],
    ['ÉLODIE@EXAMPLE.FR', 'élodie@example.fr'],
    ['qa.a@example.fr', 'qa.a@example.fr'],
  ])('%j → %j', (typed, stored) => {
    expect(normalizeEmail(typed)).toBe(stored);
  });
});
