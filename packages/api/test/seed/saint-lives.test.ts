import { describe, expect, it } from 'vitest';
import { SAINT_LIVES } from '../../src/seed/saint-lives';
import { SAINTS_BY_MONTH } from '../../src/seed/saints';

const nameOn = (key: string) => {
  const [m, d] = key.split('-').map(Number) as [number, number];
  return SAINTS_BY_MONTH[m - 1]?.[d - 1] ?? '';
};
/** The saint's own name in « Saint Martin », « Sainte Thérèse de l'Enfant-Jésus », « Toussaint ». */
const ownName = (name: string) => name.replace(/^(Saints?|Saintes?) /, '').split(/[ ,'’]/)[0] ?? name;

describe("the saints' lives", () => {
  const entries = Object.entries(SAINT_LIVES);

  it('are written for every day of the year (29 February included), a few paragraphs each', () => {
    const days = SAINTS_BY_MONTH.flatMap((names, m) => names.map((_, d) => `${m + 1}-${d + 1}`));
    expect(days).toHaveLength(366);
    expect(Object.keys(SAINT_LIVES).sort()).toEqual(days.sort());
    for (const [key, life] of entries) {
      expect(life.length, key).toBeGreaterThanOrEqual(3);
      expect(life.join(' ').length, key).toBeGreaterThan(400);
    }
  });

  it("each tells the life of the day's saint (its key is the day the calendar gives it)", () => {
    for (const [key, life] of entries) {
      const name = nameOn(key);
      expect(name, key).not.toBe('');
      if (/^(Saints?|Saintes?) /.test(name))
        expect(life.join(' '), `${key} ${name}`).toContain(ownName(name).slice(0, 5));
    }
    expect(nameOn('11-11')).toBe('Saint Martin');
    expect(SAINT_LIVES['11-11']?.[0]).toMatch(/manteau/);
    expect(SAINT_LIVES['8-28']?.join(' ')).toMatch(/Confessions/);
  });

  it('no sentence is told twice', () => {
    const sentences = entries.flatMap(([, life]) =>
      life.flatMap((p) => p.split(/(?<=[.!?»])\s+(?=[A-ZÀ-Ý«])/)),
    );
    const twice = sentences.filter((s, i) => sentences.indexOf(s) !== i);
    expect(twice).toEqual([]);
  });
});
